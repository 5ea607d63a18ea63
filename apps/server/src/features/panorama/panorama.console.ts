/**
 * The console's side of the panorama tour: scenes with their markers. A marker walks to another
 * scene of the same area or opens a place of it (the table's composite keys hold that too; checked
 * here first so the answer names the field). Markers are replaced with their scene, audited with it.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PanoramaMarker } from '@youlan/contract';
import type { ConsolePanoramaScene, PanoramaMarkerFields, PanoramaSceneFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { areaRows, type ContentChange, type Tx } from '../../platform/console/area-rows.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { place } from '../../entities/place/place.table.ts';
import { panoramaMarker, panoramaScene } from './panorama.table.ts';
import { presentMarker } from './panorama.service.ts';
import { sourceLanguage } from '../../platform/visitor-language.ts';

export interface PanoramaChange extends ContentChange {
  media: MediaAccess;
}

const sceneRows = areaRows(panoramaScene, { targetType: 'panoramaScene', noun: 'panorama scene' });
type SceneRow = typeof panoramaScene.$inferSelect;

async function markersOf(tx: Pick<Db, 'select'>, area: Tenant, sceneIds: number[]): Promise<Map<number, PanoramaMarker[]>> {
  const tenantId = area.id;
  if (!sceneIds.length) return new Map();
  const rows = await tx
    .select()
    .from(panoramaMarker)
    .where(and(eq(panoramaMarker.tenantId, tenantId), inArray(panoramaMarker.sceneId, sceneIds)))
    .orderBy(asc(panoramaMarker.sort), asc(panoramaMarker.id));
  const byScene = new Map<number, PanoramaMarker[]>();
  for (const row of rows) {
    const marker = presentMarker(row, sourceLanguage(area));
    if (marker) byScene.set(row.sceneId, [...(byScene.get(row.sceneId) ?? []), marker]);
  }
  return byScene;
}

async function presentScene(media: MediaAccess, area: Tenant, row: SceneRow, markers: PanoramaMarker[]): Promise<ConsolePanoramaScene> {
  const { tenantId: _tenant, ...fields } = row;
  return { ...fields, imageUrl: await signRead(media, area, row.imageKey), previewUrl: row.previewKey ? await signRead(media, area, row.previewKey) : null, markers: markers.map((marker) => ({ ...marker, label: marker.label.text })) };
}

/** The tour's scenes and the places a marker can open (the routes add the 360° videos). */
export async function getConsolePanorama(db: Db, area: Tenant, media: MediaAccess) {
  const [scenes, places] = await Promise.all([
    db.select().from(panoramaScene).where(eq(panoramaScene.tenantId, area.id)).orderBy(asc(panoramaScene.sort), asc(panoramaScene.id)),
    db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id)),
  ]);
  const markers = await markersOf(db, area, scenes.map((s) => s.id));
  return { scenes: await Promise.all(scenes.map((row) => presentScene(media, area, row, markers.get(row.id) ?? []))), places };
}

/**
 * `before`: the scene being changed (null while adding one): no marker may lead back to it, and the
 * pictures it already has stay allowed (an area file's, perhaps without their files).
 */
async function checkScene(tx: Tx, { area, media }: PanoramaChange, change: Partial<PanoramaSceneFields>, before: SceneRow | null): Promise<void> {
  const sceneId = before?.id ?? null;
  if (change.imageKey && change.imageKey !== before?.imageKey) await requireStored(media.storage, area, change.imageKey, 'body.imageKey');
  if (change.previewKey && change.previewKey !== before?.previewKey) await requireStored(media.storage, area, change.previewKey, 'body.previewKey');
  const markers = change.markers ?? [];
  const sceneIds = markers.flatMap((m) => (m.target.kind === 'scene' ? [m.target.sceneId] : []));
  const placeIds = markers.flatMap((m) => (m.target.kind === 'place' ? [m.target.placeId] : []));
  const scenes = new Set(sceneIds.length ? (await tx.select({ id: panoramaScene.id }).from(panoramaScene).where(and(eq(panoramaScene.tenantId, area.id), inArray(panoramaScene.id, sceneIds)))).map((r) => r.id) : []);
  const places = new Set(placeIds.length ? (await tx.select({ id: place.id }).from(place).where(and(eq(place.tenantId, area.id), inArray(place.id, placeIds)))).map((r) => r.id) : []);
  markers.forEach(({ target }, index) => {
    if (target.kind === 'scene' && (target.sceneId === sceneId || !scenes.has(target.sceneId))) {
      throw badRequest(target.sceneId === sceneId ? 'A marker cannot lead to its own scene' : `No panorama scene ${target.sceneId} in this area`, `body.markers.${index}.target.sceneId`);
    }
    if (target.kind === 'place' && !places.has(target.placeId)) throw badRequest(`No place ${target.placeId} in this area`, `body.markers.${index}.target.placeId`);
  });
}

/** Replaces a scene's markers; a marker that keeps its key keeps its label's translations. */
async function writeMarkers(tx: Tx, area: Tenant, sceneId: number, markers: PanoramaMarkerFields[]): Promise<PanoramaMarker[]> {
  const tenantId = area.id;
  const removed = await tx
    .delete(panoramaMarker)
    .where(and(eq(panoramaMarker.tenantId, tenantId), eq(panoramaMarker.sceneId, sceneId)))
    .returning({ key: panoramaMarker.key, translations: panoramaMarker.translations });
  const translations = new Map(removed.map((row) => [row.key, row.translations]));
  if (!markers.length) return [];
  const rows = await tx
    .insert(panoramaMarker)
    .values(
      markers.map((marker, sort) => ({
        tenantId,
        sceneId,
        key: marker.key ?? `marker-${randomUUID().slice(0, 8)}`,
        translations: (marker.key && translations.get(marker.key)) || {},
        yaw: marker.yaw,
        pitch: marker.pitch,
        label: marker.label,
        targetSceneId: marker.target.kind === 'scene' ? marker.target.sceneId : null,
        placeId: marker.target.kind === 'place' ? marker.target.placeId : null,
        sort,
      })),
    )
    .returning();
  return rows.flatMap((row) => presentMarker(row, sourceLanguage(area)) ?? []);
}

export async function createPanoramaScene(change: PanoramaChange, fields: PanoramaSceneFields): Promise<ConsolePanoramaScene> {
  const { db, actor, area, media } = change;
  const { markers, ...columns } = fields;
  const [row, written] = await db.transaction(async (tx) => {
    await checkScene(tx, change, fields, null);
    const created = await sceneRows.insert(tx, area.id, { ...columns, key: `scene-${randomUUID().slice(0, 8)}` });
    const saved = await writeMarkers(tx, area, created.id, markers);
    await sceneRows.audit(tx, actor, 'create', created.id, null, created, { after: { markers: saved } });
    return [created, saved] as const;
  });
  return presentScene(media, area, row, written);
}

export async function updatePanoramaScene(change: PanoramaChange, id: number, fields: Partial<PanoramaSceneFields>): Promise<ConsolePanoramaScene> {
  const { db, actor, area, media } = change;
  const { markers, ...columns } = fields;
  const [row, after] = await db.transaction(async (tx) => {
    const before = await sceneRows.lock(tx, area.id, id);
    const markersBefore = (await markersOf(tx, area, [id])).get(id) ?? [];
    await checkScene(tx, change, fields, before);
    const updated = await sceneRows.update(tx, area.id, before, columns);
    const markersAfter = markers ? await writeMarkers(tx, area, id, markers) : markersBefore;
    await sceneRows.audit(tx, actor, 'update', id, before, updated, { before: { markers: markersBefore }, after: { markers: markersAfter } });
    return [updated, markersAfter] as const;
  });
  return presentScene(media, area, row, after);
}

/** Its markers, and other scenes' markers leading to it, go with it (their foreign keys cascade). */
export async function deletePanoramaScene({ db, actor, area }: PanoramaChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await sceneRows.lock(tx, area.id, id);
    const markersBefore = (await markersOf(tx, area, [id])).get(id) ?? [];
    await sceneRows.delete(tx, area.id, id);
    await sceneRows.audit(tx, actor, 'delete', id, before, null, { before: { markers: markersBefore } });
  });
}
