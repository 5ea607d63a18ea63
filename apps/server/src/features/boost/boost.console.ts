/**
 * The console's side of the photo studio's catalogue: pose categories, poses, photo spots with the
 * poses offered there, and the sky library. Every id a change names must be of the same area and
 * every picture stored in it (400 naming the field); every change is audited with before and after.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@youlan/contract';
import type { ConsolePhotoSpot, ConsolePose, ConsolePoseSku, ConsoleSky, PhotoSpotFields, PoseFields, PoseSkuFields, SkyFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { areaRows, type ContentChange, type Tx } from '../../platform/console/area-rows.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { place } from '../../entities/place/place.table.ts';
import { photoSpot, placePose, pose, poseSku, sky } from './boost.table.ts';

export interface StudioChange extends ContentChange {
  media: MediaAccess;
}

const skuRows = areaRows(poseSku, { targetType: 'poseSku', noun: 'pose category' });
const poseRows = areaRows(pose, { targetType: 'pose', noun: 'pose' });
const spotRows = areaRows(photoSpot, { targetType: 'photoSpot', noun: 'photo spot' });
const skyRows = areaRows(sky, { targetType: 'sky', noun: 'sky' });

/** Rows made here get a key like the area file's, for an export to name them by. */
const newKey = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const presentSku = ({ id, key, name, sort }: typeof poseSku.$inferSelect): ConsolePoseSku => ({ id, key, name, sort });

async function presentPose(media: MediaAccess, area: Tenant, row: typeof pose.$inferSelect): Promise<ConsolePose> {
  const { tenantId: _tenant, ...fields } = row;
  return { ...fields, outlineUrl: row.outlineKey ? await signRead(media, area, row.outlineKey) : null };
}

async function presentSky(media: MediaAccess, area: Tenant, row: typeof sky.$inferSelect): Promise<ConsoleSky> {
  const { tenantId: _tenant, ...fields } = row;
  return { ...fields, imageUrl: await signRead(media, area, row.imageKey), thumbnailUrl: await signRead(media, area, row.thumbnailKey) };
}

type SpotPoses = Array<{ poseId: number; sampleKeys: string[] }>;

async function spotPoses(tx: Pick<Db, 'select'>, tenantId: number, spotIds: number[]): Promise<Map<number, SpotPoses>> {
  if (!spotIds.length) return new Map();
  const rows = await tx
    .select()
    .from(placePose)
    .where(and(eq(placePose.tenantId, tenantId), inArray(placePose.photoSpotId, spotIds)))
    .orderBy(asc(placePose.sort), asc(placePose.id));
  const bySpot = new Map<number, SpotPoses>();
  for (const row of rows) bySpot.set(row.photoSpotId, [...(bySpot.get(row.photoSpotId) ?? []), { poseId: row.poseId, sampleKeys: row.sampleKeys }]);
  return bySpot;
}

async function presentSpot(media: MediaAccess, area: Tenant, row: typeof photoSpot.$inferSelect, poses: SpotPoses): Promise<ConsolePhotoSpot> {
  const { tenantId: _tenant, ...fields } = row;
  return {
    ...fields,
    poses: await Promise.all(poses.map(async (entry) => ({ ...entry, sampleUrls: await Promise.all(entry.sampleKeys.map((key) => signRead(media, area, key))) }))),
  };
}

export async function getStudio(db: Db, area: Tenant, media: MediaAccess) {
  const [skus, poses, spots, skies, places] = await Promise.all([
    db.select().from(poseSku).where(eq(poseSku.tenantId, area.id)).orderBy(asc(poseSku.sort), asc(poseSku.id)),
    db.select().from(pose).where(eq(pose.tenantId, area.id)).orderBy(asc(pose.sort), asc(pose.id)),
    db.select().from(photoSpot).where(eq(photoSpot.tenantId, area.id)).orderBy(asc(photoSpot.sort), asc(photoSpot.id)),
    db.select().from(sky).where(eq(sky.tenantId, area.id)).orderBy(asc(sky.sort), asc(sky.id)),
    db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id)),
  ]);
  const posesBySpot = await spotPoses(db, area.id, spots.map((s) => s.id));
  return {
    skus: skus.map(presentSku),
    poses: await Promise.all(poses.map((row) => presentPose(media, area, row))),
    spots: await Promise.all(spots.map((row) => presentSpot(media, area, row, posesBySpot.get(row.id) ?? []))),
    skies: await Promise.all(skies.map((row) => presentSky(media, area, row))),
    places,
  };
}

// Pose categories.

export async function createPoseSku({ db, actor, area }: StudioChange, fields: PoseSkuFields): Promise<ConsolePoseSku> {
  return db.transaction(async (tx) => {
    const row = await skuRows.insert(tx, area.id, { ...fields, key: newKey('sku') });
    await skuRows.audit(tx, actor, 'create', row.id, null, row);
    return presentSku(row);
  });
}

export async function updatePoseSku({ db, actor, area }: StudioChange, id: number, change: Partial<PoseSkuFields>): Promise<ConsolePoseSku> {
  return db.transaction(async (tx) => {
    const before = await skuRows.lock(tx, area.id, id);
    const after = await skuRows.update(tx, area.id, before, change);
    await skuRows.audit(tx, actor, 'update', id, before, after);
    return presentSku(after);
  });
}

/** A category still holding poses is kept (409): deleting it would silently take its poses along. */
export async function deletePoseSku({ db, actor, area }: StudioChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await skuRows.lock(tx, area.id, id);
    const [held] = await tx.select({ count: sql<number>`count(*)::int` }).from(pose).where(and(eq(pose.tenantId, area.id), eq(pose.skuId, id)));
    if (held && held.count > 0) throw new AppError(409, ErrorCode.CONFLICT, `${held.count} poses are in the category "${before.name}": move or delete them first`);
    await skuRows.delete(tx, area.id, id);
    await skuRows.audit(tx, actor, 'delete', id, before, null);
  });
}

// Poses.

/** `before`: the pose being changed; the outline it already has stays allowed (an area file's, perhaps without its file). */
async function checkPose(tx: Tx, { area, media }: StudioChange, change: Partial<PoseFields>, before: { outlineKey: string | null } | null): Promise<void> {
  if (change.skuId !== undefined) {
    const [known] = await tx.select({ id: poseSku.id }).from(poseSku).where(and(eq(poseSku.tenantId, area.id), eq(poseSku.id, change.skuId)));
    if (!known) throw badRequest(`No pose category ${change.skuId} in this area`, 'body.skuId');
  }
  if (change.outlineKey && change.outlineKey !== before?.outlineKey) await requireStored(media.storage, area, change.outlineKey, 'body.outlineKey');
}

export async function createPose(change: StudioChange, fields: PoseFields): Promise<ConsolePose> {
  const { db, actor, area, media } = change;
  const row = await db.transaction(async (tx) => {
    await checkPose(tx, change, fields, null);
    const created = await poseRows.insert(tx, area.id, { ...fields, key: newKey('pose') });
    await poseRows.audit(tx, actor, 'create', created.id, null, created);
    return created;
  });
  return presentPose(media, area, row);
}

export async function updatePose(change: StudioChange, id: number, fields: Partial<PoseFields>): Promise<ConsolePose> {
  const { db, actor, area, media } = change;
  const row = await db.transaction(async (tx) => {
    const before = await poseRows.lock(tx, area.id, id);
    await checkPose(tx, change, fields, before);
    const after = await poseRows.update(tx, area.id, before, fields);
    await poseRows.audit(tx, actor, 'update', id, before, after);
    return after;
  });
  return presentPose(media, area, row);
}

/** The spots offering it stop offering it (place_pose cascades). */
export async function deletePose({ db, actor, area }: StudioChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await poseRows.lock(tx, area.id, id);
    await poseRows.delete(tx, area.id, id);
    await poseRows.audit(tx, actor, 'delete', id, before, null);
  });
}

// Photo spots.

const placeTaken = () => new AppError(409, ErrorCode.CONFLICT, 'This place already has a photo spot: edit that one', { field: 'body.placeId' });

/** `kept`: sample keys the spot already had (an area file's, perhaps without its file) stay allowed. */
async function checkSpot(tx: Tx, { area, media }: StudioChange, change: Partial<PhotoSpotFields>, spotId: number | null, kept: ReadonlySet<string>): Promise<void> {
  if (change.placeId !== undefined) {
    const [known] = await tx.select({ id: place.id }).from(place).where(and(eq(place.tenantId, area.id), eq(place.id, change.placeId)));
    if (!known) throw badRequest(`No place ${change.placeId} in this area`, 'body.placeId');
    const [taken] = await tx.select({ id: photoSpot.id }).from(photoSpot).where(and(eq(photoSpot.tenantId, area.id), eq(photoSpot.placeId, change.placeId)));
    if (taken && taken.id !== spotId) throw placeTaken();
  }
  if (change.poses) {
    const ids = change.poses.map((entry) => entry.poseId);
    const known = ids.length ? new Set((await tx.select({ id: pose.id }).from(pose).where(and(eq(pose.tenantId, area.id), inArray(pose.id, ids)))).map((r) => r.id)) : new Set<number>();
    for (const [index, entry] of change.poses.entries()) {
      if (!known.has(entry.poseId)) throw badRequest(`No pose ${entry.poseId} in this area`, `body.poses.${index}.poseId`);
      for (const [at, key] of entry.sampleKeys.entries()) if (!kept.has(key)) await requireStored(media.storage, area, key, `body.poses.${index}.sampleKeys.${at}`);
    }
  }
}

async function writeSpotPoses(tx: Tx, tenantId: number, spotId: number, poses: SpotPoses): Promise<void> {
  await tx.delete(placePose).where(and(eq(placePose.tenantId, tenantId), eq(placePose.photoSpotId, spotId)));
  if (poses.length) await tx.insert(placePose).values(poses.map((entry, sort) => ({ tenantId, photoSpotId: spotId, poseId: entry.poseId, sampleKeys: entry.sampleKeys, sort })));
}

export async function createPhotoSpot(change: StudioChange, fields: PhotoSpotFields): Promise<ConsolePhotoSpot> {
  const { db, actor, area, media } = change;
  const { poses, ...columns } = fields;
  const row = await db.transaction(async (tx) => {
    await checkSpot(tx, change, fields, null, new Set());
    // Two editors adding a spot at one place at once: the unique index decides.
    const [created] = await tx.insert(photoSpot).values({ ...columns, tenantId: area.id }).onConflictDoNothing({ target: [photoSpot.tenantId, photoSpot.placeId] }).returning();
    if (!created) throw placeTaken();
    await writeSpotPoses(tx, area.id, created.id, poses);
    await spotRows.audit(tx, actor, 'create', created.id, null, created, { after: { poses } });
    return created;
  });
  return presentSpot(media, area, row, poses);
}

export async function updatePhotoSpot(change: StudioChange, id: number, fields: Partial<PhotoSpotFields>): Promise<ConsolePhotoSpot> {
  const { db, actor, area, media } = change;
  const { poses, ...columns } = fields;
  const [row, after] = await db.transaction(async (tx) => {
    const before = await spotRows.lock(tx, area.id, id);
    const posesBefore = (await spotPoses(tx, area.id, [id])).get(id) ?? [];
    await checkSpot(tx, change, fields, id, new Set(posesBefore.flatMap((entry) => entry.sampleKeys)));
    const updated = await spotRows.update(tx, area.id, before, columns);
    if (poses) await writeSpotPoses(tx, area.id, id, poses);
    const posesAfter = poses ?? posesBefore;
    await spotRows.audit(tx, actor, 'update', id, before, updated, { before: { poses: posesBefore }, after: { poses: posesAfter } });
    return [updated, posesAfter] as const;
  });
  return presentSpot(media, area, row, after);
}

export async function deletePhotoSpot({ db, actor, area }: StudioChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await spotRows.lock(tx, area.id, id);
    const posesBefore = (await spotPoses(tx, area.id, [id])).get(id) ?? [];
    await spotRows.delete(tx, area.id, id);
    await spotRows.audit(tx, actor, 'delete', id, before, null, { before: { poses: posesBefore } });
  });
}

// Skies.

/** `before`: the sky being changed; the pictures it already has stay allowed. */
async function checkSky({ area, media }: StudioChange, change: Partial<SkyFields>, before: { imageKey: string; thumbnailKey: string } | null): Promise<void> {
  if (change.imageKey && change.imageKey !== before?.imageKey) await requireStored(media.storage, area, change.imageKey, 'body.imageKey');
  if (change.thumbnailKey && change.thumbnailKey !== before?.thumbnailKey) await requireStored(media.storage, area, change.thumbnailKey, 'body.thumbnailKey');
}

export async function createSky(change: StudioChange, fields: SkyFields): Promise<ConsoleSky> {
  const { db, actor, area, media } = change;
  await checkSky(change, fields, null);
  const row = await db.transaction(async (tx) => {
    // Without a thumbnail the picture itself serves (as for an area file's sky without its file).
    const created = await skyRows.insert(tx, area.id, { ...fields, thumbnailKey: fields.thumbnailKey ?? fields.imageKey, key: newKey('sky') });
    await skyRows.audit(tx, actor, 'create', created.id, null, created);
    return created;
  });
  return presentSky(media, area, row);
}

export async function updateSky(change: StudioChange, id: number, fields: Partial<SkyFields>): Promise<ConsoleSky> {
  const { db, actor, area, media } = change;
  const row = await db.transaction(async (tx) => {
    const before = await skyRows.lock(tx, area.id, id);
    await checkSky(change, fields, before);
    const { thumbnailKey, ...rest } = fields;
    const thumbnail = thumbnailKey !== undefined ? { thumbnailKey: thumbnailKey ?? fields.imageKey ?? before.imageKey } : {};
    const after = await skyRows.update(tx, area.id, before, { ...rest, ...thumbnail });
    await skyRows.audit(tx, actor, 'update', id, before, after);
    return after;
  });
  return presentSky(media, area, row);
}

/** Visitors' jobs naming it fail with sky_missing; their finished pictures stay. */
export async function deleteSky({ db, actor, area }: StudioChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await skyRows.lock(tx, area.id, id);
    await skyRows.delete(tx, area.id, id);
    await skyRows.audit(tx, actor, 'delete', id, before, null);
  });
}
