/**
 * Console: the photo studio's catalogue (docs/boost.md): pose categories, poses with their outline,
 * photo spots (a place, where to stand, the poses offered there with sample photos) and the sky
 * library. Texts in both languages; pictures come from the console's picture upload.
 */
import { z } from 'zod';
import { SKY_TIMES_OF_DAY, STUDIO_NAME_MAX, STUDIO_SAMPLES_MAX, STUDIO_STAND_DISTANCE_MAX_METERS, STUDIO_TIPS_MAX } from './boost.runtime.ts';
import { CONTENT_SORT_MAX } from '../shared/console.runtime.ts';
import { AreaParamsSchema, defineConsoleRoute, defineContentRoutes, operatorText, requiredText } from '../shared/console.ts';
import { IdSchema } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';

const sort = z.number().int().min(0).max(CONTENT_SORT_MAX);

export const ConsolePoseSkuSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string(), sort: z.number().int() });
export type ConsolePoseSku = z.infer<typeof ConsolePoseSkuSchema>;

export const ConsolePoseSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  skuId: z.number().int(),
  name: z.string(),
  outlineKey: z.string().nullable(),
  /** Signed, to show the outline here; null without one. */
  outlineUrl: z.string().nullable(),
  tips: z.string(),
  sort: z.number().int(),
});
export type ConsolePose = z.infer<typeof ConsolePoseSchema>;

export const ConsoleSpotPoseSchema = z.object({ poseId: z.number().int(), sampleKeys: z.array(z.string()), sampleUrls: z.array(z.string()) });

export const ConsolePhotoSpotSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  tips: z.string(),
  standDistanceMeters: z.number().nullable(),
  sort: z.number().int(),
  poses: z.array(ConsoleSpotPoseSchema),
});
export type ConsolePhotoSpot = z.infer<typeof ConsolePhotoSpotSchema>;

export const ConsoleSkySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  timeOfDay: z.enum(SKY_TIMES_OF_DAY),
  imageKey: z.string(),
  imageUrl: z.string(),
  thumbnailKey: z.string(),
  thumbnailUrl: z.string(),
  sort: z.number().int(),
});
export type ConsoleSky = z.infer<typeof ConsoleSkySchema>;

export const getConsoleStudio = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/studio',
  summary: "The photo studio's catalogue: pose categories, poses, photo spots, skies, and the places a spot can be at",
  tag: 'console-studio',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({
    skus: z.array(ConsolePoseSkuSchema),
    poses: z.array(ConsolePoseSchema),
    spots: z.array(ConsolePhotoSpotSchema),
    skies: z.array(ConsoleSkySchema),
    places: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

const PoseSkuFieldsSchema = z.object({ name: requiredText(STUDIO_NAME_MAX, 'a name'), sort });
export type PoseSkuFields = z.output<typeof PoseSkuFieldsSchema>;

export const poseSkuRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/studio/pose-skus',
  tag: 'console-studio',
  noun: 'a pose category',
  fields: PoseSkuFieldsSchema.shape,
  data: ConsolePoseSkuSchema,
  removeNote: '409 while poses are in it',
});

const PoseFieldsSchema = z.object({
  skuId: IdSchema,
  name: requiredText(STUDIO_NAME_MAX, 'a name'),
  /** A picture uploaded with use `poseOutline`; null: no outline over the viewfinder. */
  outlineKey: MediaKeySchema.nullable(),
  tips: operatorText(STUDIO_TIPS_MAX),
  sort,
});
export type PoseFields = z.output<typeof PoseFieldsSchema>;

export const poseRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/studio/poses',
  tag: 'console-studio',
  noun: 'a pose',
  fields: PoseFieldsSchema.shape,
  data: ConsolePoseSchema,
  removeNote: 'photo spots stop offering it',
});

const PhotoSpotFieldsSchema = z.object({
  /** One spot per place. */
  placeId: IdSchema,
  tips: operatorText(STUDIO_TIPS_MAX),
  /** Metres from the subject to stand; null: not said. */
  standDistanceMeters: z.number().min(0).max(STUDIO_STAND_DISTANCE_MAX_METERS).nullable(),
  sort,
  /** The poses offered here, in order, each with its sample photos (best first); replaced as a whole. */
  poses: z
    .array(z.object({ poseId: IdSchema, sampleKeys: z.array(MediaKeySchema).max(STUDIO_SAMPLES_MAX) }).strict())
    .max(50)
    .refine((poses) => new Set(poses.map((p) => p.poseId)).size === poses.length, 'each pose once'),
});
export type PhotoSpotFields = z.output<typeof PhotoSpotFieldsSchema>;

export const photoSpotRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/studio/spots',
  tag: 'console-studio',
  noun: 'a photo spot',
  fields: PhotoSpotFieldsSchema.shape,
  data: ConsolePhotoSpotSchema,
});

const SkyFieldsSchema = z.object({
  name: requiredText(STUDIO_NAME_MAX, 'a name'),
  timeOfDay: z.enum(SKY_TIMES_OF_DAY),
  /** A picture uploaded with use `sky`. */
  imageKey: MediaKeySchema,
  /** The thumbnail that upload made; null: the picture itself serves. */
  thumbnailKey: MediaKeySchema.nullable(),
  sort,
});
export type SkyFields = z.output<typeof SkyFieldsSchema>;

export const skyRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/studio/skies',
  tag: 'console-studio',
  noun: 'a sky',
  fields: SkyFieldsSchema.shape,
  data: ConsoleSkySchema,
});
