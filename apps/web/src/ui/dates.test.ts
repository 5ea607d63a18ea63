import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it('writes Chinese dates as Intl does, in the phone’s time zone', () => {
    const intl = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });
    const intlMonthDay = new Intl.DateTimeFormat('zh-CN', { month: 'short', day: 'numeric' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatDate(date.toISOString(), 'zh-CN')).toBe(intl.format(date));
        expect(formatDate(date.toISOString(), 'zh-CN', 'monthDay')).toBe(intlMonthDay.format(date));
      }),
    );
    expect(formatDate('2026-11-27T03:00:00Z', 'zh-CN')).toBe(intl.format(new Date('2026-11-27T03:00:00Z')));
  });

  it('writes English dates with the month’s name', () => {
    expect(formatDate('2026-11-27T12:00:00Z', 'en')).toBe(new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date('2026-11-27T12:00:00Z')));
    expect(formatDate('2026-11-27T12:00:00Z', 'en')).toMatch(/^November 2[67], 2026$/);
    expect(formatDate('2026-11-27T12:00:00Z', 'en', 'monthDay')).toMatch(/^Nov 2[67]$/);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'zh-CN')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en', 'monthDay')).toBe('');
  });
});
