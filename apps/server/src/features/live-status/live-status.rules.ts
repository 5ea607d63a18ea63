/** The pure rules of live status: what a stored status says to a visitor at a moment. */
import { liveFreshness, upcomingDepartures, type LiveStatusSnapshot, type PlaceLiveStatus } from '@youlan/contract';
import { AREA_TIME_ZONE } from '../../platform/area-time.ts';
import { textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import type { liveStatus } from './live-status.table.ts';
import { visitorCrowds, type CrowdNow } from './crowd.rules.ts';

export type LiveStatusRow = typeof liveStatus.$inferSelect;

export interface LiveMarks {
  staleAfterMinutes: number;
  hideAfterMinutes: number;
}

/** The area's time of day, `HH:MM`, the form departures are kept in. */
export function areaClock(now: Date, timeZone = AREA_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

/** What the server reads of an area at once, and when: every visitor in the next seconds gets the same answer (and ETag). */
export interface AreaLive {
  rows: LiveStatusRow[];
  crowds: CrowdNow[];
  marks: LiveMarks;
  readAt: Date;
}

/** The snapshot visitors get, as at the read: hidden statuses left out, stale ones flagged, departures past dropped, notes in their language. */
export function presentSnapshot({ rows, crowds, marks, readAt: now }: AreaLive, language: VisitorLanguage): LiveStatusSnapshot {
  const clock = areaClock(now);
  const statuses: PlaceLiveStatus[] = [];
  for (const row of rows) {
    const freshness = liveFreshness(row.updatedAt, now, marks);
    if (freshness === 'hidden') continue;
    statuses.push({
      placeId: row.placeId,
      state: row.state,
      waitMinutes: row.waitMinutes,
      queuePeople: row.queuePeople,
      freeSpaces: row.freeSpaces,
      departures: upcomingDepartures(row.departures, clock),
      note: row.note ? textsOf(row.translations, language)('note', row.note) : null,
      updatedAt: row.updatedAt.toISOString(),
      source: row.source,
      isStale: freshness === 'stale',
    });
  }
  return { statuses, crowds: visitorCrowds(crowds), ...marks, at: now.toISOString() };
}
