/**
 * The photo studio's catalogue: pose categories, poses (by category and/or place), photo spots
 * with their poses and samples, one spot-and-pose, and the sky library. Every query is scoped by
 * the tenant; rows are presented, never sent as they are.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PhotoSpot, PlacePose, PlaceSample, Pose, PoseSku, Sky } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { gatherTranslations, textsOf, type Translations } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import { photoSpot, placePose, pose, poseSku, sky } from './boost.table.ts';

/** A place as the photo studio shows it. */
export interface BoostPlace {
  name: string;
  translations: Translations;
  imageKey: string | null;
  longitude: number;
  latitude: number;
}

/** What the photo studio needs of the area: its places and its name (the place and config features own them; app.ts passes them in). */
export interface BoostArea {
  /** The places of this area among `ids`, by id. */
  places(tenantId: number, ids: number[]): Promise<Map<number, BoostPlace>>;
  /** The area's name in a language (else its main one) for a frame's caption; null when the area has no configuration. */
  title(tenantId: number, lang: string): Promise<string | null>;
}

export async function listPoseSkus(db: Db, tenantId: number, language: VisitorLanguage): Promise<PoseSku[]> {
  const rows = await db.select().from(poseSku).where(eq(poseSku.tenantId, tenantId)).orderBy(asc(poseSku.sort), asc(poseSku.id));
  return rows.map(({ id, key, name, translations, sort }) => ({ id, key, name: textsOf(translations, language)('name', name), sort }));
}

export async function listPoses(db: Db, tenantId: number, filter: { skuId?: number | undefined; placeId?: number | undefined }, language: VisitorLanguage): Promise<Pose[]> {
  const conditions: SQL[] = [eq(pose.tenantId, tenantId)];
  if (filter.skuId) conditions.push(eq(pose.skuId, filter.skuId));
  if (filter.placeId) {
    const offered = db
      .select({ poseId: placePose.poseId })
      .from(placePose)
      .innerJoin(photoSpot, eq(photoSpot.id, placePose.photoSpotId))
      .where(and(eq(placePose.tenantId, tenantId), eq(photoSpot.tenantId, tenantId), eq(photoSpot.placeId, filter.placeId)));
    conditions.push(inArray(pose.id, offered));
  }
  const rows = await db.select().from(pose).where(and(...conditions)).orderBy(asc(pose.sort), asc(pose.id));
  return rows.map((row) => presentPose(row, language));
}

export async function listPhotoSpots(db: Db, area: BoostArea, tenantId: number, filter: { skuId?: number | undefined }, language: VisitorLanguage): Promise<PhotoSpot[]> {
  const spots = await db.select().from(photoSpot).where(eq(photoSpot.tenantId, tenantId)).orderBy(asc(photoSpot.sort), asc(photoSpot.id));
  const places = await area.places(tenantId, [...new Set(spots.map((spot) => spot.placeId))]);
  const conditions: SQL[] = [eq(placePose.tenantId, tenantId)];
  if (filter.skuId) conditions.push(eq(pose.skuId, filter.skuId));
  const placePoses = await db
    .select({ placePose, pose })
    .from(placePose)
    .innerJoin(pose, and(eq(pose.id, placePose.poseId), eq(pose.tenantId, tenantId)))
    .where(and(...conditions))
    .orderBy(asc(placePose.sort), asc(placePose.id));
  const bySpot = new Map<number, typeof placePoses>();
  for (const row of placePoses) bySpot.set(row.placePose.photoSpotId, [...(bySpot.get(row.placePose.photoSpotId) ?? []), row]);
  return spots.flatMap((spot) => {
    const at = places.get(spot.placeId);
    if (!at) return [];
    const poses = (bySpot.get(spot.id) ?? []).map((row) => presentPlacePose(row.placePose, spot.placeId, row.pose, language));
    // A category filter keeps only the spots that offer a pose of it.
    if (filter.skuId && !poses.length) return [];
    return [{ ...presentSpot(spot, at, language), placePoses: poses }];
  });
}

/** A pose at a photo spot with the spot's place; 404 when the area has no such pose at a spot. */
async function findPlacePose(db: Db, area: BoostArea, tenantId: number, placePoseId: number) {
  const [row] = await db
    .select({ placePose, pose, spot: photoSpot })
    .from(placePose)
    .innerJoin(pose, and(eq(pose.id, placePose.poseId), eq(pose.tenantId, tenantId)))
    .innerJoin(photoSpot, and(eq(photoSpot.id, placePose.photoSpotId), eq(photoSpot.tenantId, tenantId)))
    .where(and(eq(placePose.tenantId, tenantId), eq(placePose.id, placePoseId)));
  const at = row ? (await area.places(tenantId, [row.spot.placeId])).get(row.spot.placeId) : undefined;
  if (!row || !at) throw notFound(`No pose ${placePoseId} at any photo spot of this area`);
  return { ...row, at };
}

export async function getPlaceSample(db: Db, area: BoostArea, tenantId: number, placePoseId: number, language: VisitorLanguage): Promise<PlaceSample> {
  const { at, ...row } = await findPlacePose(db, area, tenantId, placePoseId);
  return { ...presentSpot(row.spot, at, language), placePose: presentPlacePose(row.placePose, row.spot.placeId, row.pose, language) };
}

/** The texts of a pose at a spot as they are now, with their translations (a help request keeps a copy). */
export async function placePoseSnapshot(db: Db, area: BoostArea, tenantId: number, placePoseId: number) {
  const { at, ...row } = await findPlacePose(db, area, tenantId, placePoseId);
  return {
    placeName: at.name,
    poseName: row.pose.name,
    poseTips: row.pose.tips,
    outlineKey: row.pose.outlineKey,
    imageKey: row.placePose.sampleKeys[0] ?? at.imageKey,
    translations: gatherTranslations([
      [at.translations, { name: 'placeName' }],
      [row.pose.translations, { name: 'poseName', tips: 'poseTips' }],
    ]),
  };
}

export async function listSkies(db: Db, tenantId: number, language: VisitorLanguage): Promise<Sky[]> {
  const rows = await db.select().from(sky).where(eq(sky.tenantId, tenantId)).orderBy(asc(sky.sort), asc(sky.id));
  return rows.map(({ id, key, name, translations, timeOfDay, imageKey, thumbnailKey }) => ({ id, key, name: textsOf(translations, language)('name', name), timeOfDay, imageKey, thumbnailKey }));
}

/** The sky of this area with this id, or null. */
export async function findSky(db: Db, tenantId: number, skyId: number): Promise<typeof sky.$inferSelect | null> {
  const [row] = await db.select().from(sky).where(and(eq(sky.tenantId, tenantId), eq(sky.id, skyId)));
  return row ?? null;
}

function presentPose(row: typeof pose.$inferSelect, language: VisitorLanguage): Pose {
  const text = textsOf(row.translations, language);
  return { id: row.id, key: row.key, skuId: row.skuId, name: text('name', row.name), outlineKey: row.outlineKey, tips: text('tips', row.tips) };
}

function presentPlacePose(row: typeof placePose.$inferSelect, placeId: number, poseRow: typeof pose.$inferSelect, language: VisitorLanguage): PlacePose {
  return { id: row.id, placeId, pose: presentPose(poseRow, language), sampleKeys: row.sampleKeys };
}

function presentSpot(spot: typeof photoSpot.$inferSelect, at: BoostPlace, language: VisitorLanguage): Omit<PhotoSpot, 'placePoses'> {
  return {
    placeId: spot.placeId,
    placeName: textsOf(at.translations, language)('name', at.name),
    placeImageKey: at.imageKey,
    longitude: at.longitude,
    latitude: at.latitude,
    standDistanceMeters: spot.standDistanceMeters,
    tips: textsOf(spot.translations, language)('tips', spot.tips),
  };
}
