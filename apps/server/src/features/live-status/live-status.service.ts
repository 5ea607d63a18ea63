/**
 * Live status storage: the area's statuses and marks, read once per area per interval into an
 * in-process cache every visitor's snapshot is made from, and the one write operators and devices share.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { LIVE_HIDE_AFTER_DEFAULT_MINUTES, LIVE_SNAPSHOT_MAX_AGE_SECONDS, LIVE_STALE_AFTER_DEFAULT_MINUTES, type LiveSource, type LiveStatusFields } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { BoundedCache } from '../../platform/cache.ts';
import { notFound } from '../../platform/errors.ts';
import { place } from '../../entities/place/place.table.ts';
import { liveStatus, liveStatusSetting } from './live-status.table.ts';
import type { AreaLive, LiveMarks, LiveStatusRow } from './live-status.rules.ts';

export async function readMarks(db: Db, tenantId: number): Promise<LiveMarks> {
  const [row] = await db.select({ staleAfterMinutes: liveStatusSetting.staleAfterMinutes, hideAfterMinutes: liveStatusSetting.hideAfterMinutes }).from(liveStatusSetting).where(eq(liveStatusSetting.tenantId, tenantId));
  return row ?? { staleAfterMinutes: LIVE_STALE_AFTER_DEFAULT_MINUTES, hideAfterMinutes: LIVE_HIDE_AFTER_DEFAULT_MINUTES };
}

/** Areas whose snapshot one instance keeps (LRU): more than any deployment serves. */
const AREAS_CACHED_MAX = 1000;

/**
 * The area's statuses as read at most once per LIVE_SNAPSHOT_MAX_AGE_SECONDS per instance: 20,000
 * phones polling cost one read. A change made on this instance is seen at once (forget); one made
 * on another within the interval.
 */
export function createLiveStatusCache(db: Db) {
  const areas = new BoundedCache<number, AreaLive>({ max: AREAS_CACHED_MAX, ttlMs: LIVE_SNAPSHOT_MAX_AGE_SECONDS * 1000 });
  return {
    of: (tenantId: number) =>
      areas.getOrLoad(tenantId, async () => {
        const [rows, marks] = await Promise.all([db.select().from(liveStatus).where(eq(liveStatus.tenantId, tenantId)).orderBy(asc(liveStatus.placeId)), readMarks(db, tenantId)]);
        return { rows, marks, readAt: new Date() };
      }),
    forget: (tenantId: number) => areas.delete(tenantId),
  };
}
export type LiveStatusCache = ReturnType<typeof createLiveStatusCache>;

/** The place's name, or 404 when it is not one of the area's. */
export async function requirePlace(db: Db, tenantId: number, placeId: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: place.id, name: place.name }).from(place).where(and(eq(place.tenantId, tenantId), eq(place.id, placeId)));
  if (!row) throw notFound(`No place ${placeId} in this area`);
  return row;
}

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
