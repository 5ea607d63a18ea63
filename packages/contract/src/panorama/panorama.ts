/**
 * Panoramas (/panorama): the area's 360° scenes (a tour: markers walk to another scene or open a
 * place) and 360° videos, and the postcard a visitor captures from a scene. Angles follow Photo
 * Sphere Viewer: yaw 0 is the image's centre column and grows to the right, pitch grows upwards,
 * both in radians (docs/panorama.md).
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdSchema } from '../shared/http.ts';
import { MaterialSchema } from '../boost/boost.ts';
import { MediaKeySchema } from '../media/media.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const PanoramaViewSchema = z.object({
  /** Radians, -π..π. */
  yaw: z.number().min(-Math.PI).max(Math.PI),
  /** Radians, -π/2..π/2. */
  pitch: z.number().min(-Math.PI / 2).max(Math.PI / 2),
  /** 0 (widest) to 100 (closest), Photo Sphere Viewer's zoom level. */
  zoom: z.number().min(0).max(100),
});
export type PanoramaView = z.infer<typeof PanoramaViewSchema>;

export const PanoramaMarkerSchema = z.object({
  /** Stable within its scene, from the area file. */
  key: z.string(),
  yaw: z.number(),
  pitch: z.number(),
  label: LocalTextSchema,
  /** `scene`: walk to that scene of the tour; `place`: open the place (its audio guide, navigation). */
  target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('scene'), sceneId: z.number().int() }), z.object({ kind: z.literal('place'), placeId: z.number().int() })]),
});
export type PanoramaMarker = z.infer<typeof PanoramaMarkerSchema>;

export const PanoramaSceneSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: LocalTextSchema,
  /** The equirectangular picture, 2:1 (read it through signURL purpose 1). */
  imageKey: z.string(),
  /** A small version of it shown while the sharp one loads; null when there is none. */
  previewKey: z.string().nullable(),
  initialView: PanoramaViewSchema,
  markers: z.array(PanoramaMarkerSchema),
});
export type PanoramaScene = z.infer<typeof PanoramaSceneSchema>;

export const PanoramaVideoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: LocalTextSchema,
  /** The equirectangular MP4 (H.264); its signed URL answers byte ranges, so the player can seek. */
  videoKey: z.string(),
  /** The same video smaller, for weak networks; null when there is none. */
  videoLowKey: z.string().nullable(),
  /** A still of it (2:1) for lists and before playing; null when there is none. */
  posterKey: z.string().nullable(),
  durationSeconds: z.number().positive(),
});
export type PanoramaVideo = z.infer<typeof PanoramaVideoSchema>;

export const PanoramaCatalogueSchema = z.object({
  /** The tour's scenes in the area's order; the first is where the tour starts. */
  scenes: z.array(PanoramaSceneSchema),
  videos: z.array(PanoramaVideoSchema),
});
export type PanoramaCatalogue = z.infer<typeof PanoramaCatalogueSchema>;

export const CreatePostcardBodySchema = z
  .object({
    /** The scene the postcard was captured in. */
    sceneId: IdSchema,
    /** A finished upload of the visitor: the postcard as the phone composed it. */
    photoKey: MediaKeySchema,
  })
  .strict();
export type CreatePostcardBody = z.infer<typeof CreatePostcardBodySchema>;

export const getPanorama = defineRoute({
  method: 'GET',
  path: '/api/h5/panorama',
  summary: "The area's 360° scenes (with their markers) and 360° videos",
  tag: 'panorama',
  auth: 'none',
  data: PanoramaCatalogueSchema,
});

export const createPostcard = defineRoute({
  method: 'POST',
  path: '/api/h5/panorama/postcard',
  summary: "Keep a postcard captured in a scene among the visitor's photos (material kind postcard)",
  tag: 'panorama',
  auth: 'required',
  body: CreatePostcardBodySchema,
  data: MaterialSchema,
});
