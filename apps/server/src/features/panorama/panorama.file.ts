/**
 * The panoramas as the scenic-area file writes them (`panoramaScenes`, `panoramaVideos`; see
 * docs/panorama.md): checked here and inserted when the area is imported. Markers name their
 * target by the scene's key or the place's exact name; the import turns both into ids.
 */
import { z } from 'zod';
import { PanoramaViewSchema, TRANSLATION_SUBJECTS } from '@youlan/contract';
import { fileTranslations, translatedItem } from '../../entities/translation/translation.file.ts';
import { translationsFrom, translationTexts } from '../../entities/translation/translation.ts';
import type { Db } from '../../platform/db/database.ts';
import { readPanoramaRows } from './panorama.service.ts';
import { panoramaMarker, panoramaScene, panoramaVideo } from './panorama.table.ts';

const KeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only');
const MediaKey = z.string().min(1).max(512);

const MarkerSchema = translatedItem(
  TRANSLATION_SUBJECTS.panoramaMarker,
  z
  .object({
    key: KeySchema,
    yaw: z.number().min(-Math.PI).max(Math.PI),
    pitch: z.number().min(-Math.PI / 2).max(Math.PI / 2),
    label: z.string().trim().min(1).max(40),
    translations: fileTranslations('panoramaMarker'),
    /** The key of the scene this marker walks to. */
    targetScene: KeySchema.optional(),
    /** The exact name of the place this marker opens. */
    targetPlace: z.string().min(1).optional(),
  })
  .refine((marker) => (marker.targetScene === undefined) !== (marker.targetPlace === undefined), 'a marker has either targetScene or targetPlace'),
);

export const AreaPanoramaSchema = z.object({
  panoramaScenes: z
    .array(
      translatedItem(TRANSLATION_SUBJECTS.panoramaScene, z.object({
        key: KeySchema,
        title: z.string().trim().min(1),
        translations: fileTranslations('panoramaScene'),
        imageKey: MediaKey,
        previewKey: MediaKey.nullable().default(null),
        initialView: PanoramaViewSchema.default({ yaw: 0, pitch: 0, zoom: 50 }),
        markers: z.array(MarkerSchema).max(50).default([]),
      })),
    )
    .default([]),
  panoramaVideos: z
    .array(
      translatedItem(TRANSLATION_SUBJECTS.panoramaVideo, z.object({
        key: KeySchema,
        title: z.string().trim().min(1),
        translations: fileTranslations('panoramaVideo'),
        videoKey: MediaKey,
        videoLowKey: MediaKey.nullable().default(null),
        posterKey: MediaKey.nullable().default(null),
        durationSeconds: z.number().positive(),
      })),
    )
    .default([]),
});
export type AreaPanorama = z.infer<typeof AreaPanoramaSchema>;

type Issue = { path: (string | number)[]; message: string };

/** Cross-references the schema cannot see: unique keys, and every marker's scene or place. */
export function checkAreaPanorama(area: AreaPanorama & { places: readonly { name: string }[] }): Issue[] {
  const issues: Issue[] = [];
  const scenes = area.panoramaScenes.map((scene) => scene.key);
  const places = new Set(area.places.map((p) => p.name));
  scenes.forEach((key, index) => {
    if (scenes.indexOf(key) !== index) issues.push({ path: ['panoramaScenes', index, 'key'], message: `"${key}" is used twice` });
  });
  const videos = area.panoramaVideos.map((video) => video.key);
  videos.forEach((key, index) => {
    if (videos.indexOf(key) !== index) issues.push({ path: ['panoramaVideos', index, 'key'], message: `"${key}" is used twice` });
  });
  area.panoramaScenes.forEach((scene, sceneIndex) => {
    const markerKeys = scene.markers.map((marker) => marker.key);
    scene.markers.forEach((marker, markerIndex) => {
      const path = ['panoramaScenes', sceneIndex, 'markers', markerIndex];
      if (markerKeys.indexOf(marker.key) !== markerIndex) issues.push({ path: [...path, 'key'], message: `"${marker.key}" is used twice in this scene` });
      if (marker.targetScene !== undefined && !scenes.includes(marker.targetScene)) issues.push({ path: [...path, 'targetScene'], message: `no scene "${marker.targetScene}"` });
      if (marker.targetScene === scene.key) issues.push({ path: [...path, 'targetScene'], message: 'a marker cannot lead to its own scene' });
      if (marker.targetPlace !== undefined && !places.has(marker.targetPlace)) issues.push({ path: [...path, 'targetPlace'], message: `no place named "${marker.targetPlace}"` });
    });
  });
  return issues;
}

/** Inserts scenes, markers and videos; runs inside the area import's transaction. `placeIds` maps place names to ids. */
export async function importPanoramas(tx: Pick<Db, 'insert'>, tenantId: number, area: AreaPanorama, placeIds: ReadonlyMap<string, number>): Promise<void> {
  const sceneIds = new Map<string, number>();
  // Scenes first, all of them: a marker may lead to a scene listed after its own.
  for (const [sort, scene] of area.panoramaScenes.entries()) {
    const [row] = await tx
      .insert(panoramaScene)
      .values({ tenantId, key: scene.key, title: scene.title, translations: translationsFrom(scene.translations, { title: scene.title }), imageKey: scene.imageKey, previewKey: scene.previewKey, initialView: scene.initialView, sort })
      .returning({ id: panoramaScene.id });
    if (!row) throw new Error('panorama scene insert returned nothing');
    sceneIds.set(scene.key, row.id);
  }
  const markers = area.panoramaScenes.flatMap((scene) =>
    scene.markers.map((marker, sort) => {
      const sceneId = sceneIds.get(scene.key);
      const targetSceneId = marker.targetScene === undefined ? null : sceneIds.get(marker.targetScene);
      const placeId = marker.targetPlace === undefined ? null : placeIds.get(marker.targetPlace);
      if (!sceneId || targetSceneId === undefined || placeId === undefined) throw new Error(`panorama marker ${scene.key}/${marker.key}: unknown target`);
      return { tenantId, sceneId, key: marker.key, yaw: marker.yaw, pitch: marker.pitch, label: marker.label, translations: translationsFrom(marker.translations, { label: marker.label }), targetSceneId, placeId, sort };
    }),
  );
  if (markers.length) await tx.insert(panoramaMarker).values(markers);
  if (area.panoramaVideos.length) {
    await tx.insert(panoramaVideo).values(area.panoramaVideos.map((video, sort) => ({ tenantId, ...video, translations: translationsFrom(video.translations, { title: video.title }), sort })));
  }
}

/** Scenes, markers and videos as the area file writes them (for the area export); `placeNames` maps place ids to names. */
export async function exportPanoramas(db: Pick<Db, 'select'>, tenantId: number, placeNames: ReadonlyMap<number, string>): Promise<AreaPanorama> {
  const { scenes, markers, videos } = await readPanoramaRows(db, tenantId);
  const sceneKeys = new Map(scenes.map((scene) => [scene.id, scene.key]));
  return {
    panoramaScenes: scenes.map((scene) => ({
      key: scene.key,
      title: scene.title,
      translations: translationTexts(scene.translations),
      imageKey: scene.imageKey,
      previewKey: scene.previewKey,
      initialView: scene.initialView,
      markers: markers
        .filter((marker) => marker.sceneId === scene.id)
        .map((marker) => ({
          key: marker.key,
          yaw: marker.yaw,
          pitch: marker.pitch,
          label: marker.label,
          translations: translationTexts(marker.translations),
          ...(marker.targetSceneId !== null ? { targetScene: sceneKeys.get(marker.targetSceneId) ?? '' } : { targetPlace: placeNames.get(marker.placeId ?? 0) ?? '' }),
        })),
    })),
    panoramaVideos: videos.map((video) => ({ key: video.key, title: video.title, translations: translationTexts(video.translations), videoKey: video.videoKey, videoLowKey: video.videoLowKey, posterKey: video.posterKey, durationSeconds: video.durationSeconds })),
  };
}
