/** The console's side of punches: the area's records with their plausibility flags, and its punch places. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ErrorCode, type PunchFlag } from '@youlan/contract';
import type { ConsolePunch, ConsolePunchSpot, PunchSpotFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';
import { place } from '../../entities/place/place.table.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { areaRows, type ContentChange, type Tx } from '../../platform/console/area-rows.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { punchRecord, punchSpot } from '../../entities/punch/punch.table.ts';
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

// Punch places: where visitors collect a stamp. One per place; the place must be of the area.

const spotRows = areaRows(punchSpot, { targetType: 'punchSpot', noun: 'punch place' });

export interface PunchSpotChange extends ContentChange {
  media: MediaAccess;
}

async function presentSpot(media: MediaAccess, area: Tenant, row: typeof punchSpot.$inferSelect): Promise<ConsolePunchSpot> {
  return { id: row.id, placeId: row.placeId, stampKey: row.stampKey, stampUrl: row.stampKey ? await signRead(media, area, row.stampKey) : null, sort: row.sort };
}

export async function listAreaPunchSpots(db: Db, area: Tenant, media: MediaAccess) {
  const [spots, places] = await Promise.all([
    db.select().from(punchSpot).where(eq(punchSpot.tenantId, area.id)).orderBy(asc(punchSpot.sort), asc(punchSpot.id)),
    db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id)),
  ]);
  return { spots: await Promise.all(spots.map((row) => presentSpot(media, area, row))), places };
}

const placeTaken = () => new AppError(409, ErrorCode.CONFLICT, 'This place is a punch place already: edit that one', { field: 'body.placeId' });

/** `before`: the punch place being changed; its stamp stays allowed (an area file's, perhaps without its file). */
async function checkSpot(tx: Tx, { area, media }: PunchSpotChange, change: Partial<PunchSpotFields>, before: typeof punchSpot.$inferSelect | null): Promise<void> {
  if (change.placeId !== undefined) {
    const [known] = await tx.select({ id: place.id }).from(place).where(and(eq(place.tenantId, area.id), eq(place.id, change.placeId)));
    if (!known) throw badRequest(`No place ${change.placeId} in this area`, 'body.placeId');
    const [taken] = await tx.select({ id: punchSpot.id }).from(punchSpot).where(and(eq(punchSpot.tenantId, area.id), eq(punchSpot.placeId, change.placeId)));
    if (taken && taken.id !== before?.id) throw placeTaken();
  }
  if (change.stampKey && change.stampKey !== before?.stampKey) await requireStored(media.storage, area, change.stampKey, 'body.stampKey');
}

export async function createPunchSpot(change: PunchSpotChange, fields: PunchSpotFields): Promise<ConsolePunchSpot> {
  const { db, actor, area, media } = change;
  const row = await db.transaction(async (tx) => {
    await checkSpot(tx, change, fields, null);
    // Two editors making one place a punch place at once: the unique index decides.
    const [created] = await tx.insert(punchSpot).values({ ...fields, tenantId: area.id }).onConflictDoNothing({ target: [punchSpot.tenantId, punchSpot.placeId] }).returning();
    if (!created) throw placeTaken();
    await spotRows.audit(tx, actor, 'create', created.id, null, created);
    return created;
  });
  return presentSpot(media, area, row);
}

export async function updatePunchSpot(change: PunchSpotChange, id: number, fields: Partial<PunchSpotFields>): Promise<ConsolePunchSpot> {
  const { db, actor, area, media } = change;
  const row = await db.transaction(async (tx) => {
    const before = await spotRows.lock(tx, area.id, id);
    await checkSpot(tx, change, fields, before);
    const after = await spotRows.update(tx, area.id, before, fields);
    await spotRows.audit(tx, actor, 'update', id, before, after);
    return after;
  });
  return presentSpot(media, area, row);
}

/** The punches visitors made there stay in their records (they name the place, not the punch place). */
export async function deletePunchSpot({ db, actor, area }: PunchSpotChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await spotRows.lock(tx, area.id, id);
    await spotRows.delete(tx, area.id, id);
    await spotRows.audit(tx, actor, 'delete', id, before, null);
  });
}
