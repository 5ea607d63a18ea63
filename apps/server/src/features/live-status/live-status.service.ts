/**
 * Live status storage: the area's statuses and marks, read once per area per interval into an
 * in-process cache every visitor's snapshot is made from, and the one write operators and devices share.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { LIVE_SNAPSHOT_MAX_AGE_SECONDS, type LiveSource, type LiveStatusFields, type LiveStatusSnapshot } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { BoundedCache } from '../../platform/cache.ts';
import { liveStatus } from './live-status.table.ts';
import { presentSnapshot, type AreaLive, type LiveStatusRow } from './live-status.rules.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import type { AppContext } from '../../platform/context.ts';
import { readMarks } from './live-status.lookup.ts';
import { readCrowdInputs } from './crowd.service.ts';
import { crowdNow } from './crowd.rules.ts';

/** Areas whose snapshot one instance keeps (LRU): more than any deployment serves. */
const AREAS_CACHED_MAX = 1000;

/**
 * The area's statuses as read at most once per LIVE_SNAPSHOT_MAX_AGE_SECONDS per instance: 20,000
 * phones polling cost one read. A change made on this instance is seen at once (forget); one made
 * on another within the interval. Each read's snapshot is made once per language, so a poll that
 * finds the read in the cache costs no query, no transaction and no rules (bench/live-peak.ts).
 */
export function createLiveStatusCache(db: Db, inTenant: AppContext['inTenant']) {
  const areas = new BoundedCache<number, AreaLive>({ max: AREAS_CACHED_MAX, ttlMs: LIVE_SNAPSHOT_MAX_AGE_SECONDS * 1000 });
  /** Languages are few (the area's and the app's): one snapshot each per read. */
  const presented = new WeakMap<AreaLive, Map<string, LiveStatusSnapshot>>();
  const of = (tenantId: number) =>
    areas.getOrLoad(tenantId, () =>
      inTenant(tenantId, async () => {
        const readAt = new Date();
        const [rows, marks, crowdInputs] = await Promise.all([db.select().from(liveStatus).where(eq(liveStatus.tenantId, tenantId)).orderBy(asc(liveStatus.placeId)), readMarks(db, tenantId), readCrowdInputs(db, tenantId, readAt)]);
        return { rows, crowds: crowdInputs.map((input) => crowdNow(input, marks, readAt)), marks, readAt };
      }),
    );
  return {
    async snapshot(tenantId: number, language: VisitorLanguage): Promise<LiveStatusSnapshot> {
      const area = await of(tenantId);
      let byLanguage = presented.get(area);
      if (!byLanguage) presented.set(area, (byLanguage = new Map()));
      let snapshot = byLanguage.get(language.lang);
      if (!snapshot) byLanguage.set(language.lang, (snapshot = presentSnapshot(area, language)));
      return snapshot;
    },
    forget: (tenantId: number) => areas.delete(tenantId),
  };
}
export type LiveStatusCache = ReturnType<typeof createLiveStatusCache>;

/** Sorted and without repeats, as the snapshot's "still ahead" filter expects. */
const tidyDepartures = (departures: readonly string[]) => [...new Set(departures)].sort();

/**
 * Sets the fields given (a device sends what it measures; the console all of them), keeping the
 * others; the status is now, from `source`. The note's translations stay (outdated by digest).
 */
export async function writeLiveStatus(db: Db, tenantId: number, placeId: number, fields: Partial<LiveStatusFields>, source: LiveSource): Promise<LiveStatusRow> {
  const values: Partial<typeof liveStatus.$inferInsert> = {};
  if (fields.state !== undefined) values.state = fields.state;
  if (fields.waitMinutes !== undefined) values.waitMinutes = fields.waitMinutes;
  if (fields.queuePeople !== undefined) values.queuePeople = fields.queuePeople;
  if (fields.freeSpaces !== undefined) values.freeSpaces = fields.freeSpaces;
  if (fields.departures !== undefined) values.departures = tidyDepartures(fields.departures);
  if (fields.note !== undefined) values.note = fields.note || null;
  const [row] = await db
    .insert(liveStatus)
    .values({ ...values, placeId, tenantId, source })
    .onConflictDoUpdate({ target: liveStatus.placeId, set: { ...values, source, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('live status upsert returned nothing');
  return row;
}
