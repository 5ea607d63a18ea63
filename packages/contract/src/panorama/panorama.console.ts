/**
 * Console: the panorama tour's scenes (docs/panorama.md): an equirectangular picture, the view it
 * opens on, and its markers, each walking to another scene or opening a place. Angles in radians,
 * Photo Sphere Viewer's convention (yaw 0 = the picture's centre column, pitch 0 = the horizon).
 * And the area's 360° videos: an MP4 streamed up by its own upload, an optional smaller one, a poster.
 */
import { z } from 'zod';
import { CONTENT_SORT_MAX } from '../shared/console.runtime.ts';
import { PANORAMA_LABEL_MAX, PANORAMA_MARKERS_MAX, PANORAMA_TITLE_MAX, PANORAMA_VIDEO_CONTENT_TYPE, PANORAMA_VIDEO_DURATION_MAX_SECONDS, PANORAMA_VIDEO_MAX_BYTES } from './panorama.runtime.ts';
import { AreaParamsSchema, defineConsoleRoute, defineContentRoutes, requiredText } from '../shared/console.ts';
import { IdSchema } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';
import { PanoramaMarkerSchema, PanoramaViewSchema } from './panorama.ts';

export const ConsolePanoramaSceneSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  imageKey: z.string(),
  /** Signed, to draw the picture here. */
  imageUrl: z.string(),
  previewKey: z.string().nullable(),
  /** Signed, for lists (the small version); null without one. */
  previewUrl: z.string().nullable(),
  initialView: PanoramaViewSchema,
  sort: z.number().int(),
  /** Labels as the operator writes them, in the area's main language. */
  markers: z.array(PanoramaMarkerSchema.extend({ label: z.string() })),
});
export type ConsolePanoramaScene = z.infer<typeof ConsolePanoramaSceneSchema>;

export const ConsolePanoramaVideoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  videoKey: z.string(),
  /** Signed, to play it here. */
  videoUrl: z.string(),
  videoLowKey: z.string().nullable(),
  videoLowUrl: z.string().nullable(),
  posterKey: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number(),
  sort: z.number().int(),
});
export type ConsolePanoramaVideo = z.infer<typeof ConsolePanoramaVideoSchema>;

export const getConsolePanorama = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/panorama',
  summary: "The panorama tour's scenes with their markers, the places a marker can open, and the 360° videos",
  tag: 'console-panorama',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({
    scenes: z.array(ConsolePanoramaSceneSchema),
    places: z.array(z.object({ id: z.number().int(), name: z.string() })),
    videos: z.array(ConsolePanoramaVideoSchema),
  }),
});

const MarkerFieldsSchema = z
  .object({
    /** Kept when given (the area file's key); a new marker gets one. */
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _')
      .optional(),
    yaw: z.number().min(-Math.PI).max(Math.PI),
    pitch: z.number().min(-Math.PI / 2).max(Math.PI / 2),
    label: requiredText(PANORAMA_LABEL_MAX, 'a label'),
    target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('scene'), sceneId: IdSchema }).strict(), z.object({ kind: z.literal('place'), placeId: IdSchema }).strict()]),
  })
  .strict();
export type PanoramaMarkerFields = z.output<typeof MarkerFieldsSchema>;

const PanoramaSceneFieldsSchema = z.object({
  title: requiredText(PANORAMA_TITLE_MAX, 'a title'),
  /** A picture uploaded with use `panorama` (2:1). */
  imageKey: MediaKeySchema,
  /** The preview that upload made; null: none (the sharp picture loads at once). */
  previewKey: MediaKeySchema.nullable(),
  initialView: PanoramaViewSchema.strict(),
  sort: z.number().int().min(0).max(CONTENT_SORT_MAX),
  /** Replaced as a whole. */
  markers: z
    .array(MarkerFieldsSchema)
    .max(PANORAMA_MARKERS_MAX)
    .refine((markers) => {
      const keys = markers.flatMap((m) => (m.key ? [m.key] : []));
      return new Set(keys).size === keys.length;
    }, 'each marker key once'),
});
export type PanoramaSceneFields = z.output<typeof PanoramaSceneFieldsSchema>;

export const panoramaSceneRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/panorama/scenes',
  tag: 'console-panorama',
  noun: 'a panorama scene',
  fields: PanoramaSceneFieldsSchema.shape,
  data: ConsolePanoramaSceneSchema,
  removeNote: "other scenes' markers leading to it go with it",
});

export const ConsolePanoramaVideoFileSchema = z.object({
  /** `panorama/videos/<uuid>.mp4`, for the video's `videoKey` or `videoLowKey`. */
  key: z.string(),
  /** Signed, to play it here. */
  url: z.string(),
  sizeBytes: z.number().int(),
  /** Read from the file's own header (`mvhd`). */
  durationSeconds: z.number(),
  /** The video track's frame, when the file states it; null otherwise. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ConsolePanoramaVideoFile = z.infer<typeof ConsolePanoramaVideoFileSchema>;

export const uploadPanoramaVideo = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/panorama/video-files',
  summary: `Store a 360° video: the MP4's bytes as the body (Content-Type ${PANORAMA_VIDEO_CONTENT_TYPE}), streamed to the media store, at most ${PANORAMA_VIDEO_MAX_BYTES / 1024 / 1024} MiB (413 past it, nothing kept); 415 for a file that does not start with an MP4 'ftyp' box or has no video track or duration`,
  tag: 'console-panorama',
  access: 'editor',
  params: AreaParamsSchema,
  data: ConsolePanoramaVideoFileSchema,
  rawBody: [PANORAMA_VIDEO_CONTENT_TYPE],
  streamBody: true,
});

const PanoramaVideoFieldsSchema = z.object({
  title: requiredText(PANORAMA_TITLE_MAX, 'a title'),
  /** An MP4 stored by the video upload. */
  videoKey: MediaKeySchema,
  /** The same video smaller, for weak networks (visitors pick 高清 / 流畅); null: none. */
  videoLowKey: MediaKeySchema.nullable(),
  /** A 2:1 still (a picture uploaded with use `panorama`); null: none. */
  posterKey: MediaKeySchema.nullable(),
  /** As the upload measured it. */
  durationSeconds: z.number().positive().max(PANORAMA_VIDEO_DURATION_MAX_SECONDS),
  sort: z.number().int().min(0).max(CONTENT_SORT_MAX),
});
export type PanoramaVideoFields = z.output<typeof PanoramaVideoFieldsSchema>;

export const panoramaVideoRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/panorama/videos',
  tag: 'console-panorama',
  noun: 'a 360° video',
  fields: PanoramaVideoFieldsSchema.shape,
  data: ConsolePanoramaVideoSchema,
  removeNote: 'its files stay stored',
});
