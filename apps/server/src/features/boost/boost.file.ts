/**
 * The photo studio's catalogue as the scenic-area file writes it (pose categories, poses, photo
 * spots, skies; see docs/boost.md), checked here, inserted when the area is imported and written
 * back out when it is exported.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SkyTimeOfDaySchema, TRANSLATION_SUBJECTS } from '@youlan/contract';
import { fileTranslations, translatedItem } from '../../entities/translation/translation.file.ts';
import { translationsFrom, translationTexts } from '../../entities/translation/translation.ts';
import type { Db } from '../../platform/db/database.ts';
import { thumbnailOf } from '../../entities/media/picture-decode.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { photoSpot, placePose, pose, poseSku, sky } from './boost.table.ts';

const KeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only');
const MediaKey = z.string().min(1).max(512);

export const AreaBoostSchema = z.object({
  poseSkus: z
    .array(translatedItem(TRANSLATION_SUBJECTS.poseSku, z.object({ key: KeySchema, name: z.string().trim().min(1), sort: z.number().int().default(0), translations: fileTranslations('poseSku') })))
    .default([]),
  poses: z
    .array(
      translatedItem(
        TRANSLATION_SUBJECTS.pose,
        z.object({
          key: KeySchema,
          sku: KeySchema,
          name: z.string().trim().min(1),
          outlineKey: MediaKey.nullable().default(null),
          tips: z.string().default(''),
          translations: fileTranslations('pose'),
        }),
      ),
    )
    .default([]),
  photoSpots: z
    .array(
      translatedItem(
        TRANSLATION_SUBJECTS.photoSpot,
        z.object({
          /** The exact name of one of the area's places. */
          place: z.string().min(1),
          tips: z.string().default(''),
          standDistanceMeters: z.number().positive().max(1000).nullable().default(null),
          poses: z.array(z.object({ pose: KeySchema, samples: z.array(MediaKey).max(20).default([]) })).min(1),
          translations: fileTranslations('photoSpot'),
        }),
      ),
    )
    .default([]),
  skies: z
    .array(
      translatedItem(
        TRANSLATION_SUBJECTS.sky,
        z.object({
          key: KeySchema,
          name: z.string().trim().min(1),
          timeOfDay: SkyTimeOfDaySchema,
          imageKey: MediaKey,
          translations: fileTranslations('sky'),
        }),
      ),
    )
    .default([]),
});
export type AreaBoost = z.infer<typeof AreaBoostSchema>;

type Issue = { path: (string | number)[]; message: string };

/** Cross-references the schema cannot see: unique keys, a pose's category, a spot's place and poses. */
export function checkAreaBoost(area: AreaBoost & { places: readonly { name: string }[] }): Issue[] {
  const issues: Issue[] = [];
  const duplicates = (keys: string[], path: string) =>
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) issues.push({ path: [path, index, 'key'], message: `"${key}" is used twice` });
    });
  duplicates(area.poseSkus.map((s) => s.key), 'poseSkus');
  duplicates(area.poses.map((p) => p.key), 'poses');
  duplicates(area.skies.map((s) => s.key), 'skies');
  const skus = new Set(area.poseSkus.map((s) => s.key));
  area.poses.forEach((entry, index) => {
    if (!skus.has(entry.sku)) issues.push({ path: ['poses', index, 'sku'], message: `no pose category "${entry.sku}"` });
  });
  const poses = new Set(area.poses.map((p) => p.key));
  const places = new Set(area.places.map((p) => p.name));
  const spotPlaces: string[] = [];
  area.photoSpots.forEach((spot, index) => {
    if (!places.has(spot.place)) issues.push({ path: ['photoSpots', index, 'place'], message: `no place named "${spot.place}"` });
    if (spotPlaces.includes(spot.place)) issues.push({ path: ['photoSpots', index, 'place'], message: `"${spot.place}" has two photo spots` });
    spotPlaces.push(spot.place);
    spot.poses.forEach((entry, poseIndex) => {
      if (!poses.has(entry.pose)) issues.push({ path: ['photoSpots', index, 'poses', poseIndex, 'pose'], message: `no pose "${entry.pose}"` });
      if (spot.poses.findIndex((other) => other.pose === entry.pose) !== poseIndex) issues.push({ path: ['photoSpots', index, 'poses', poseIndex, 'pose'], message: `"${entry.pose}" is listed twice` });
    });
  });
  return issues;
}

/** Where a sky's thumbnail is stored, beside its picture. */
export function skyThumbnailKey(imageKey: string): string {
  return `${imageKey.replace(/\.[A-Za-z0-9]+$/, '')}.thumb.jpg`;
}

/**
 * Inserts the catalogue; runs inside the area import's transaction. `placeIds` maps place names to
 * ids; `thumbnails` says whether the sky pictures are being copied in (then thumbnails are made).
 */
export async function importBoostCatalogue(tx: Pick<Db, 'insert'>, tenantId: number, area: AreaBoost, placeIds: ReadonlyMap<string, number>, mediaKeys: ReadonlySet<string>): Promise<void> {
  const skuIds = new Map<string, number>();
  for (const entry of area.poseSkus) {
    const [row] = await tx.insert(poseSku).values({ tenantId, key: entry.key, name: entry.name, translations: translationsFrom(entry.translations, { name: entry.name }), sort: entry.sort }).returning({ id: poseSku.id });
    if (row) skuIds.set(entry.key, row.id);
  }
  const poseIds = new Map<string, number>();
  for (const [sort, entry] of area.poses.entries()) {
    const skuId = skuIds.get(entry.sku);
    if (!skuId) throw new Error(`pose ${entry.key}: no category ${entry.sku}`);
    const [row] = await tx
      .insert(pose)
      .values({ tenantId, skuId, key: entry.key, name: entry.name, outlineKey: entry.outlineKey, tips: entry.tips, translations: translationsFrom(entry.translations, { name: entry.name, tips: entry.tips }), sort })
      .returning({ id: pose.id });
    if (row) poseIds.set(entry.key, row.id);
  }
  for (const [sort, spot] of area.photoSpots.entries()) {
    const placeId = placeIds.get(spot.place);
    if (!placeId) throw new Error(`photo spot: no place ${spot.place}`);
    const [row] = await tx
      .insert(photoSpot)
      .values({ tenantId, placeId, tips: spot.tips, translations: translationsFrom(spot.translations, { tips: spot.tips }), standDistanceMeters: spot.standDistanceMeters, sort })
      .returning({ id: photoSpot.id });
    if (!row) throw new Error('photo spot insert returned nothing');
    await tx.insert(placePose).values(
      spot.poses.map((entry, poseSort) => {
        const poseId = poseIds.get(entry.pose);
        if (!poseId) throw new Error(`photo spot ${spot.place}: no pose ${entry.pose}`);
        return { tenantId, photoSpotId: row.id, poseId, sampleKeys: entry.samples, sort: poseSort };
      }),
    );
  }
  if (area.skies.length) {
    await tx.insert(sky).values(
      area.skies.map((entry, sort) => ({
        tenantId,
        key: entry.key,
        name: entry.name,
        translations: translationsFrom(entry.translations, { name: entry.name }),
        timeOfDay: entry.timeOfDay,
        imageKey: entry.imageKey,
        // A sky whose picture is not copied in with the area has no thumbnail: the picture serves.
        thumbnailKey: mediaKeys.has(entry.imageKey) ? skyThumbnailKey(entry.imageKey) : entry.imageKey,
        sort,
      })),
    );
  }
}

/** Makes the sky thumbnails once the area's media is stored. */
export async function storeSkyThumbnails(storage: MediaStorage, tenantCode: string, area: AreaBoost, mediaKeys: ReadonlySet<string>): Promise<void> {
  for (const entry of area.skies) {
    if (!mediaKeys.has(entry.imageKey)) continue;
    const picture = await storage.get(`${tenantCode}/${entry.imageKey}`);
    if (picture) await storage.put(`${tenantCode}/${skyThumbnailKey(entry.imageKey)}`, await thumbnailOf(picture), 'image/jpeg');
  }
}

/** The catalogue as the area file writes it (for the area export); `placeNames` maps place ids to the names spots are written by. */
export async function exportBoostCatalogue(db: Pick<Db, 'select'>, tenantId: number, placeNames: ReadonlyMap<number, string>): Promise<AreaBoost> {
  const skus = await db.select().from(poseSku).where(eq(poseSku.tenantId, tenantId)).orderBy(asc(poseSku.sort), asc(poseSku.id));
  const poses = await db.select().from(pose).where(eq(pose.tenantId, tenantId)).orderBy(asc(pose.sort), asc(pose.id));
  const spots = await db.select().from(photoSpot).where(eq(photoSpot.tenantId, tenantId)).orderBy(asc(photoSpot.sort), asc(photoSpot.id));
  const spotPoses = await db.select().from(placePose).where(eq(placePose.tenantId, tenantId)).orderBy(asc(placePose.sort), asc(placePose.id));
  const skies = await db.select().from(sky).where(eq(sky.tenantId, tenantId)).orderBy(asc(sky.sort), asc(sky.id));
  const skuKeys = new Map(skus.map((row) => [row.id, row.key]));
  const poseKeys = new Map(poses.map((row) => [row.id, row.key]));
  return {
    poseSkus: skus.map((row) => ({ key: row.key, name: row.name, sort: row.sort, translations: translationTexts(row.translations) })),
    poses: poses.map((row) => ({ key: row.key, sku: skuKeys.get(row.skuId) ?? '', name: row.name, outlineKey: row.outlineKey, tips: row.tips, translations: translationTexts(row.translations) })),
    photoSpots: spots.map((spot) => ({
      place: placeNames.get(spot.placeId) ?? '',
      tips: spot.tips,
      standDistanceMeters: spot.standDistanceMeters,
      poses: spotPoses.filter((entry) => entry.photoSpotId === spot.id).map((entry) => ({ pose: poseKeys.get(entry.poseId) ?? '', samples: entry.sampleKeys })),
      translations: translationTexts(spot.translations),
    })),
    skies: skies.map((row) => ({ key: row.key, name: row.name, timeOfDay: row.timeOfDay, imageKey: row.imageKey, translations: translationTexts(row.translations) })),
  };
}
