import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDistance } from './format.ts';

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

  it('writes Japanese and Korean dates as their readers do', () => {
    const noon = '2026-11-27T04:00:00Z';
    expect(formatDate(noon, 'ja')).toBe('2026年11月27日');
    expect(formatDate(noon, 'ja', 'monthDay')).toBe('11月27日');
    expect(formatDate(noon, 'ko')).toBe('2026년 11월 27일');
    expect(formatDate(noon, 'ko', 'monthDay')).toBe('11월 27일');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'zh-CN')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en', 'monthDay')).toBe('');
  });
});

describe('formatDistance', () => {
  it('writes metres and kilometres in each language', () => {
    expect(formatDistance(42.4, 'zh-CN')).toBe('42米');
    expect(formatDistance(1540, 'zh-CN')).toBe('1.5公里');
    expect(formatDistance(42.4, 'en')).toBe('42 m');
    expect(formatDistance(1540, 'en')).toBe('1.5 km');
    expect(formatDistance(42.4, 'ja')).toBe('42 m');
    expect(formatDistance(1540, 'ja')).toBe('1.5 km');
    expect(formatDistance(42.4, 'ko')).toBe('42m');
    expect(formatDistance(1540, 'ko')).toBe('1.5km');
  });

  it('rounds to what a phone’s fix can tell: metres below 100, tens of metres below a kilometre', () => {
    expect(formatDistance(0.4, 'en')).toBe('0 m');
    expect(formatDistance(99.4, 'en')).toBe('99 m');
    expect(formatDistance(344, 'en')).toBe('340 m');
    expect(formatDistance(994, 'en')).toBe('990 m');
    expect(formatDistance(996, 'en')).toBe('1.0 km');
    expect(formatDistance(1000, 'en')).toBe('1.0 km');
    expect(formatDistance(12_345, 'en')).toBe('12.3 km');
  });
});

describe('formatBytes', () => {
  it('writes a size in kilobytes or megabytes, never below 1 kB', () => {
    expect(formatBytes(169_598, 'en')).toBe('170 kB');
    expect(formatBytes(10, 'en')).toBe('1 kB');
    expect(formatBytes(3_000_000, 'en')).toBe('3.0 MB');
    expect(formatBytes(1_400_000, 'zh-CN')).toBe('1.4 MB');
    expect(formatBytes(1_400_000, 'ko')).toBe('1.4MB');
  });
});
