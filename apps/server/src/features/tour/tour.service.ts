/** Tours as visitors read them (published only, in their language) and each visitor's progress. */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { mergeHeard, type SaveTourProgressBody, type TourDetail, type TourProgress, type TourStamp, type TourSummary } from '@youlan/contract';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { place } from '../../entities/place/place.table.ts';
import { textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import { tour, tourProgress } from './tour.table.ts';

type TourRow = typeof tour.$inferSelect;

/** The area's tours in the operator's order (drafts too: the console's and the area file's). */
export async function readTourRows(db: Pick<Db, 'select'>, tenantId: number): Promise<TourRow[]> {
  return db.select().from(tour).where(eq(tour.tenantId, tenantId)).orderBy(asc(tour.sort), asc(tour.id));
}

/** The places of the area among `ids` (a place taken out of the area is simply not there). */
async function placesOf(db: Pick<Db, 'select'>, tenantId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, typeof place.$inferSelect>();
  const rows = await db.select().from(place).where(and(eq(place.tenantId, tenantId), inArray(place.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

function summaryOf(row: TourRow, stopCount: number, language: VisitorLanguage): TourSummary {
  const text = textsOf(row.translations, language);
  return {
    id: row.id,
    title: text('title', row.title),
    intro: text('intro', row.intro),
    coverKey: row.coverKey,
    tags: row.tags,
    stopCount,
    distanceMeters: row.distanceMeters,
    durationMinutes: row.durationMinutes,
  };
}

export async function listTours(db: Db, tenantId: number, language: VisitorLanguage): Promise<TourSummary[]> {
  const rows = (await readTourRows(db, tenantId)).filter((row) => row.published);
  const places = await placesOf(db, tenantId, rows.flatMap((row) => row.placeIds));
  return rows.map((row) => summaryOf(row, row.placeIds.filter((id) => places.has(id)).length, language));
}

/** A published tour of the area; a draft or another area's is 404 alike. */
async function publishedTour(db: Pick<Db, 'select'>, tenantId: number, id: number): Promise<TourRow> {
  const [row] = await db.select().from(tour).where(and(eq(tour.tenantId, tenantId), eq(tour.id, id), eq(tour.published, true)));
  if (!row) throw notFound(`No tour ${id}`);
  return row;
}

export async function getTour(db: Db, tenantId: number, id: number, language: VisitorLanguage): Promise<TourDetail> {
  const row = await publishedTour(db, tenantId, id);
  const places = await placesOf(db, tenantId, row.placeIds);
  const stops = row.placeIds.flatMap((placeId) => {
    const stop = places.get(placeId);
    if (!stop) return [];
    return [{ placeId, name: textsOf(stop.translations, language)('name', stop.name), stopNumber: stop.stopNumber, imageKey: stop.imageKey, longitude: stop.longitude, latitude: stop.latitude }];
  });
  return { ...summaryOf(row, stops.length, language), stops };
}

export async function getTourProgress(db: Db, tenant: Tenant, visitor: AuthVisitor, id: number): Promise<TourProgress> {
  const row = await publishedTour(db, tenant.id, id);
  const [progress] = await db
    .select({ heard: tourProgress.heardPlaceIds, completedAt: tourProgress.completedAt })
    .from(tourProgress)
    .where(and(eq(tourProgress.tenantId, tenant.id), eq(tourProgress.visitorId, visitor.id), eq(tourProgress.tourId, id)));
  return { tourId: id, heardPlaceIds: mergeHeard(row.placeIds, progress?.heard ?? [], []), completedAt: progress?.completedAt?.toISOString() ?? null };
}

/**
 * Adds the stops the phone heard; a stop not on the tour is 400 and nothing is saved. A visitor has
 * one row per published tour at most: bounded by the area's tours. The save that makes every stop
 * (of those still in the area) heard gives the tour's stamp, once: a later save, a stop added to
 * the tour since, a retry, all keep the first time.
 */
export async function saveTourProgress(db: Db, tenant: Tenant, visitor: AuthVisitor, id: number, body: SaveTourProgressBody): Promise<TourProgress> {
  const row = await publishedTour(db, tenant.id, id);
  const stray = body.heardPlaceIds.findIndex((placeId) => !row.placeIds.includes(placeId));
  if (stray >= 0) throw badRequest(`Place ${body.heardPlaceIds[stray]} is not a stop of tour ${id}`, `body.heardPlaceIds.${stray}`);
  const places = await placesOf(db, tenant.id, row.placeIds);
  const stops = row.placeIds.filter((placeId) => places.has(placeId));
  const scope = and(eq(tourProgress.tenantId, tenant.id), eq(tourProgress.visitorId, visitor.id), eq(tourProgress.tourId, id));
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ heard: tourProgress.heardPlaceIds, completedAt: tourProgress.completedAt }).from(tourProgress).where(scope).for('update');
    const merged = mergeHeard(row.placeIds, before?.heard ?? [], body.heardPlaceIds);
    const now = new Date();
    const completedAt = before?.completedAt ?? (stops.length > 0 && stops.every((placeId) => merged.includes(placeId)) ? now : null);
    if (before) {
      await tx.update(tourProgress).set({ heardPlaceIds: merged, completedAt, updatedAt: now }).where(scope);
    } else {
      // A racing first save: the row it made is updated, and a stamp it gave is kept.
      const [saved] = await tx
        .insert(tourProgress)
        .values({ tenantId: tenant.id, visitorId: visitor.id, tourId: id, heardPlaceIds: merged, completedAt })
        .onConflictDoUpdate({
          target: [tourProgress.tenantId, tourProgress.visitorId, tourProgress.tourId],
          set: { heardPlaceIds: merged, completedAt: sql`coalesce(${tourProgress.completedAt}, excluded.completed_at)`, updatedAt: now },
        })
        .returning({ completedAt: tourProgress.completedAt });
      return { tourId: id, heardPlaceIds: merged, completedAt: saved?.completedAt?.toISOString() ?? null };
    }
    return { tourId: id, heardPlaceIds: merged, completedAt: completedAt?.toISOString() ?? null };
  });
}

/** The visitor's finished tours, those still published, in the order they were finished. */
export async function listTourStamps(db: Db, tenant: Tenant, visitor: AuthVisitor, language: VisitorLanguage): Promise<TourStamp[]> {
  const rows = await db
    .select({ tour, completedAt: tourProgress.completedAt })
    .from(tourProgress)
    .innerJoin(tour, and(eq(tour.tenantId, tourProgress.tenantId), eq(tour.id, tourProgress.tourId)))
    .where(and(eq(tourProgress.tenantId, tenant.id), eq(tourProgress.visitorId, visitor.id), isNotNull(tourProgress.completedAt), eq(tour.published, true)))
    .orderBy(asc(tourProgress.completedAt), asc(tour.id));
  const places = await placesOf(db, tenant.id, rows.flatMap((row) => row.tour.placeIds));
  return rows.map(({ tour: row, completedAt }) => {
    const summary = summaryOf(row, row.placeIds.filter((placeId) => places.has(placeId)).length, language);
    return { tourId: row.id, title: summary.title, signTitle: { text: row.title, lang: language.main }, coverKey: row.coverKey, stopCount: summary.stopCount, completedAt: completedAt!.toISOString() };
  });
}
