/** The area's panoramas as the app reads them, and keeping a captured postcard among the visitor's photos. */
import { and, asc, eq } from 'drizzle-orm';
import type { CreatePostcardBody, Material, PanoramaCatalogue, PanoramaMarker } from '@youlan/contract';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { addMaterial } from '../../entities/material/material.service.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { requireReadyUpload } from '../../entities/media/upload.service.ts';
import { panoramaMarker, panoramaScene, panoramaVideo } from './panorama.table.ts';
import { textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';

type MarkerRow = typeof panoramaMarker.$inferSelect;

/** A marker as the app reads it (the console shows the same); null for one that leads nowhere. */
export function presentMarker(row: MarkerRow, language: VisitorLanguage): PanoramaMarker | null {
  const target = row.targetSceneId !== null ? { kind: 'scene' as const, sceneId: row.targetSceneId } : row.placeId !== null ? { kind: 'place' as const, placeId: row.placeId } : null;
  return target && { key: row.key, yaw: row.yaw, pitch: row.pitch, label: textsOf(row.translations, language)('label', row.label), target };
}

/** An area's scenes, markers and videos, each in the operator's order: what the app and the area file are made from. */
export async function readPanoramaRows(db: Pick<Db, 'select'>, tenantId: number) {
  const scenes = await db.select().from(panoramaScene).where(eq(panoramaScene.tenantId, tenantId)).orderBy(asc(panoramaScene.sort), asc(panoramaScene.id));
  const markers = await db.select().from(panoramaMarker).where(eq(panoramaMarker.tenantId, tenantId)).orderBy(asc(panoramaMarker.sort), asc(panoramaMarker.id));
  const videos = await db.select().from(panoramaVideo).where(eq(panoramaVideo.tenantId, tenantId)).orderBy(asc(panoramaVideo.sort), asc(panoramaVideo.id));
  return { scenes, markers, videos };
}

export async function getPanorama(db: Db, tenantId: number, language: VisitorLanguage): Promise<PanoramaCatalogue> {
  const { scenes, markers, videos } = await readPanoramaRows(db, tenantId);
  return {
    scenes: scenes.map((scene) => ({
      id: scene.id,
      key: scene.key,
      title: textsOf(scene.translations, language)('title', scene.title),
      imageKey: scene.imageKey,
      previewKey: scene.previewKey,
      initialView: scene.initialView,
      markers: markers.filter((marker) => marker.sceneId === scene.id).flatMap((marker) => presentMarker(marker, language) ?? []),
    })),
    videos: videos.map((video) => ({
      id: video.id,
      key: video.key,
      title: textsOf(video.translations, language)('title', video.title),
      videoKey: video.videoKey,
      videoLowKey: video.videoLowKey,
      posterKey: video.posterKey,
      durationSeconds: video.durationSeconds,
    })),
  };
}

/**
 * The phone composes the postcard (the view it captured, the area's frame, the spot, the date, the
 * visitor's inset) and uploads it; this records the finished upload as the visitor's postcard.
 * Another area's scene is 404; so is another visitor's upload.
 */
export async function createPostcard(db: Db, tenant: Tenant, visitor: AuthVisitor, body: CreatePostcardBody): Promise<Material> {
  const [scene] = await db.select({ id: panoramaScene.id }).from(panoramaScene).where(and(eq(panoramaScene.tenantId, tenant.id), eq(panoramaScene.id, body.sceneId)));
  if (!scene) throw notFound(`No panorama scene ${body.sceneId}`);
  const picture = await requireReadyUpload(db, tenant.id, visitor.id, body.photoKey, 'body.photoKey');
  return addMaterial(db, { tenantId: tenant.id, visitorId: visitor.id, kind: 'postcard', mediaKey: picture.key, width: picture.width, height: picture.height });
}
