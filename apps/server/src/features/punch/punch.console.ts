/** The console's side of punches: the area's records with their plausibility flags. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PunchFlag } from '@youlan/contract';
import type { ConsolePunch } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';
import { punchRecord } from './punch.table.ts';
import type { PunchArea } from './punch.service.ts';

export interface PunchFilter {
  page: number;
  size: number;
  flagged?: boolean | undefined;
  placeId?: number | undefined;
}

/** The place names come through `PunchArea` (app.ts hands over the place feature's lookup). */
export async function listAreaPunches(db: Db, area: Pick<PunchArea, 'places'>, tenantId: number, filter: PunchFilter) {
  const where = and(
    eq(punchRecord.tenantId, tenantId),
    filter.flagged === undefined ? undefined : filter.flagged ? sql`cardinality(${punchRecord.flags}) > 0` : sql`cardinality(${punchRecord.flags}) = 0`,
    filter.placeId ? eq(punchRecord.placeId, filter.placeId) : undefined,
  );
  const rows = await db
    .select({ record: punchRecord, visitorName: visitor.nickname })
    .from(punchRecord)
    .innerJoin(visitor, eq(visitor.id, punchRecord.visitorId))
    .where(where)
    .orderBy(desc(punchRecord.punchedAt), desc(punchRecord.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await db.select({ total: count() }).from(punchRecord).where(where);
  const places = await area.places(tenantId, [...new Set(rows.map(({ record }) => record.placeId))]);
  const items: ConsolePunch[] = rows.map(({ record, visitorName }) => ({
    id: record.id,
    placeId: record.placeId,
    // A punch record's place is never missing: deleting a place deletes its records (foreign key).
    placeName: places.get(record.placeId)?.name ?? '',
    visitorId: record.visitorId,
    visitorName,
    punchedAt: record.punchedAt.toISOString(),
    distanceMeters: record.distanceMeters,
    accuracyMeters: record.accuracyMeters,
    flags: record.flags as PunchFlag[],
    photoKey: record.photoKey,
  }));
  return { items, total: total?.total ?? 0, page: filter.page, size: filter.size };
}
