import { describe, expect, it } from 'vitest';
import { areaClock, presentSnapshot, type LiveStatusRow } from './live-status.rules.ts';

const now = new Date('2026-10-01T02:30:00Z'); // 10:30 in Beijing
const row = (change: Partial<LiveStatusRow>): LiveStatusRow => ({
  placeId: 1,
  tenantId: 1,
  state: 'open',
  waitMinutes: null,
  queuePeople: null,
  freeSpaces: null,
  departures: [],
  note: null,
  translations: {},
  source: 'console',
  updatedAt: now,
  ...change,
});
const marks = { staleAfterMinutes: 30, hideAfterMinutes: 120 };
const language = { lang: 'en', main: 'zh-CN' };

describe('presentSnapshot', () => {
  it('reads the clock in the area time zone', () => {
    expect(areaClock(now)).toBe('10:30');
    expect(areaClock(new Date('2026-10-01T16:05:00Z'))).toBe('00:05');
  });

  it('leaves out hidden statuses, flags stale ones, drops past departures, localizes the note', () => {
    const snapshot = presentSnapshot({
      crowds: [],
      rows: [
        row({ placeId: 1, departures: ['10:00', '10:30', '11:15'], note: '末班船 17:00', translations: { en: { note: { text: 'Last boat 17:00', source: 'x' } } } }),
        row({ placeId: 2, updatedAt: new Date(now.getTime() - 45 * 60_000) }),
        row({ placeId: 3, updatedAt: new Date(now.getTime() - 121 * 60_000) }),
      ],
      marks,
      readAt: now,
    }, language);
    expect(snapshot.statuses.map((s) => [s.placeId, s.isStale])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(snapshot.statuses[0]).toMatchObject({ departures: ['10:30', '11:15'], note: { text: 'Last boat 17:00', lang: 'en' } });
    expect(snapshot).toMatchObject({ staleAfterMinutes: 30, hideAfterMinutes: 120, at: now.toISOString() });
  });
});
