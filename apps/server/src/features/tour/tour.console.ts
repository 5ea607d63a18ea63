/**
 * The console's side of tours: each save checks the stops are the area's places and measures the
 * walk along the area's trails (tour.rules.ts); every change is audited.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TrailNetwork } from '@youlan/contract';
import type { ConsoleTour, TourFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { areaRows, type ContentChange, type Tx } from '../../platform/console/area-rows.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { place } from '../../entities/place/place.table.ts';
import { measureTour } from './tour.rules.ts';
import { readTourRows } from './tour.service.ts';
import { tour } from './tour.table.ts';

/** What tours need of other features (app.ts hands it over): the area's trails, null without a map. */
export interface TourArea {
  trails(tenantId: number): Promise<TrailNetwork | null>;
}

export interface TourChange extends ContentChange {
  media: MediaAccess;
  tourArea: TourArea;
}

const tourRows = areaRows(tour, { targetType: 'tour', noun: 'tour' });
type TourRow = typeof tour.$inferSelect;

async function present(media: MediaAccess, area: Tenant, row: TourRow): Promise<ConsoleTour> {
  const { tenantId: _tenant, translations: _translations, ...fields } = row;
  return { ...fields, coverUrl: row.coverKey ? await signRead(media, area, row.coverKey) : null };
}

export async function listConsoleTours(db: Db, area: Tenant, media: MediaAccess) {
  const [rows, places] = await Promise.all([
    readTourRows(db, area.id),
    db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id)),
  ]);
  return { tours: await Promise.all(rows.map((row) => present(media, area, row))), places };
}

/** The stops' positions in order; a place of another area (or none) is 400 naming the stop. */
async function stopPositions(tx: Pick<Db, 'select'>, area: Tenant, placeIds: readonly number[]) {
  const rows = await tx.select({ id: place.id, longitude: place.longitude, latitude: place.latitude }).from(place).where(and(eq(place.tenantId, area.id), inArray(place.id, [...placeIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return placeIds.map((id, index) => {
    const stop = byId.get(id);
    if (!stop) throw badRequest(`No place ${id} in this area`, `body.placeIds.${index}`);
    return stop;
  });
}

/**
 * The area's trails when a change moves stops. Read before the transaction: it runs on the
 * database, not on the transaction's connection (PGlite has one).
 */
async function trailsFor({ area, tourArea }: TourChange, fields: Partial<TourFields>): Promise<TrailNetwork | null> {
  return fields.placeIds || fields.tags ? tourArea.trails(area.id) : null;
}

/**
 * The columns a change writes: the operator's fields, and the measures again when the stops or
 * the tags change (a step-free tour walks the step-free trails alone).
 */
async function columnsOf(tx: Tx, { area, media }: TourChange, fields: Partial<TourFields>, before: TourRow | null, trails: TrailNetwork | null) {
  if (fields.coverKey && fields.coverKey !== before?.coverKey) await requireStored(media.storage, area, fields.coverKey, 'body.coverKey');
  const placeIds = fields.placeIds ?? before?.placeIds;
  if ((!fields.placeIds && !fields.tags) || !placeIds) return fields;
  const isStepFree = (fields.tags ?? before?.tags ?? []).includes('stepFree');
  return { ...fields, ...measureTour(trails, await stopPositions(tx, area, placeIds), isStepFree) };
}

export async function createTour(change: TourChange, fields: TourFields): Promise<ConsoleTour> {
  const { db, actor, area, media } = change;
  const trails = await trailsFor(change, fields);
  const row = await db.transaction(async (tx) => {
    const created = await tourRows.insert(tx, area.id, { ...(await columnsOf(tx, change, fields, null, trails)), key: `tour-${randomUUID().slice(0, 8)}` });
    await tourRows.audit(tx, actor, 'create', created.id, null, created);
    return created;
  });
  return present(media, area, row);
}

export async function updateTour(change: TourChange, id: number, fields: Partial<TourFields>): Promise<ConsoleTour> {
  const { db, actor, area, media } = change;
  const trails = await trailsFor(change, fields);
  const row = await db.transaction(async (tx) => {
    const before = await tourRows.lock(tx, area.id, id);
    const updated = await tourRows.update(tx, area.id, before, await columnsOf(tx, change, fields, before, trails));
    await tourRows.audit(tx, actor, 'update', id, before, updated);
    return updated;
  });
  return present(media, area, row);
}

/** Visitors' progress on it goes with it (its foreign key cascades). */
export async function deleteTour({ db, actor, area }: TourChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tourRows.lock(tx, area.id, id);
    await tourRows.delete(tx, area.id, id);
    await tourRows.audit(tx, actor, 'delete', id, before, null);
  });
}
