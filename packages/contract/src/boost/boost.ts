/**
 * The photo studio (/boost): pose categories, poses, photo spots (a pose at a place, with sample
 * photos), the sky library, image jobs (edits and sky replacement, worked off the request path)
 * and the visitor's materials (every picture they made). The constants and `checkEditOperations`
 * (the one rule set for an edit) live in boost.runtime.ts and edit.runtime.ts.
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdParamsSchema } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';
import { ADJUST_LIMIT, CROP_MIN_PX, EDIT_MAX_OPERATIONS, FILTER_PRESETS, FRAME_STYLES, IMAGE_JOB_FAILURES, IMAGE_JOB_STATES, MATERIAL_KINDS, MATERIAL_PAGE_SIZE_MAX, SKY_TIMES_OF_DAY, STRAIGHTEN_MAX_DEGREES } from './boost.runtime.ts';
import { LanguageTagSchema, LocalTextSchema } from '../translation/translation.ts';

// ---------------------------------------------------------------------------------------------
// Catalogue

export const PoseSkuSchema = z.object({
  id: z.number().int(),
  /** Stable name from the area file (`alone`, `couple`, …). */
  key: z.string(),
  name: LocalTextSchema,
  /** Lists are ordered by this, then by id. */
  sort: z.number().int(),
});
export type PoseSku = z.infer<typeof PoseSkuSchema>;

export const PoseSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  skuId: z.number().int(),
  name: LocalTextSchema,
  /** Storage key of the outline drawn over the viewfinder (transparent PNG/WebP or SVG); null: none. */
  outlineKey: z.string().nullable(),
  /** How to hold the pose, a sentence or two. */
  tips: LocalTextSchema,
});
export type Pose = z.infer<typeof PoseSchema>;

/** A pose at a place: what `/boost/detail?placePoseId=` shows. */
export const PlacePoseSchema = z.object({
  /** The `placePoseId` of the spec's calls. */
  id: z.number().int(),
  placeId: z.number().int(),
  pose: PoseSchema,
  /** Storage keys of sample photos taken here in this pose, best first; may be empty. */
  sampleKeys: z.array(z.string()),
});
export type PlacePose = z.infer<typeof PlacePoseSchema>;

/** A place where a good picture is taken, with its poses. */
export const PhotoSpotSchema = z.object({
  placeId: z.number().int(),
  placeName: LocalTextSchema,
  /** The place's picture, for the list; null when it has none. */
  placeImageKey: z.string().nullable(),
  /** In the area's coordinate system (see config `coordinateSystem`), for the map and navigation. */
  longitude: z.number(),
  latitude: z.number(),
  /** Where to stand: metres between the photographer and the visitor; null when not given. */
  standDistanceMeters: z.number().nullable(),
  /** Where to stand and when the light is best; may be empty. */
  tips: LocalTextSchema,
  placePoses: z.array(PlacePoseSchema),
});
export type PhotoSpot = z.infer<typeof PhotoSpotSchema>;

/** One spot and pose with everything the detail screen shows. */
export const PlaceSampleSchema = PhotoSpotSchema.omit({ placePoses: true }).extend({
  placePose: PlacePoseSchema,
});
export type PlaceSample = z.infer<typeof PlaceSampleSchema>;

export const SkyTimeOfDaySchema = z.enum(SKY_TIMES_OF_DAY);
export type SkyTimeOfDay = z.infer<typeof SkyTimeOfDaySchema>;

export const SkySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: LocalTextSchema,
  timeOfDay: SkyTimeOfDaySchema,
  /** The full sky picture. */
  imageKey: z.string(),
  /** A small JPEG (at most 320 px on its long side) made from the picture on import, for the picker. */
  thumbnailKey: z.string(),
});
export type Sky = z.infer<typeof SkySchema>;

/** Database ids are 32-bit: a larger one is refused at the edge, not a 500 (FIELD-NOTES). */
const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const PoseQuerySchema = z.object({
  /** Only poses of this category. */
  skuId: IdSchema.optional(),
  /** Only poses offered at this place (its photo spot). */
  placeId: IdSchema.optional(),
});

export const PhotoSpotQuerySchema = z.object({
  /** Only spots with a pose of this category, and only those poses. */
  skuId: IdSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Edit operations


export const FilterPresetSchema = z.enum(FILTER_PRESETS);
export type FilterPreset = z.infer<typeof FilterPresetSchema>;


const PixelSchema = z.number().int().min(0).max(100_000);

export const EditOperationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('crop'),
    /** Pixels of the picture as it is at this step (after the operations before it), from its top left. */
    x: PixelSchema,
    y: PixelSchema,
    width: PixelSchema.min(CROP_MIN_PX),
    height: PixelSchema.min(CROP_MIN_PX),
  }).strict(),
  z.object({
    type: z.literal('rotate'),
    /** Clockwise quarter turns. */
    degrees: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  }).strict(),
  z.object({
    type: z.literal('straighten'),
    /** Clockwise degrees; the picture is zoomed so no empty corner shows, and keeps its size. */
    degrees: z.number().min(-STRAIGHTEN_MAX_DEGREES).max(STRAIGHTEN_MAX_DEGREES),
  }).strict(),
  z.object({
    type: z.literal('adjust'),
    brightness: z.number().int().min(-ADJUST_LIMIT).max(ADJUST_LIMIT).default(0),
    contrast: z.number().int().min(-ADJUST_LIMIT).max(ADJUST_LIMIT).default(0),
    saturation: z.number().int().min(-ADJUST_LIMIT).max(ADJUST_LIMIT).default(0),
  }).strict(),
  z.object({ type: z.literal('filter'), preset: FilterPresetSchema }).strict(),
  z.object({
    type: z.literal('frame'),
    style: z.enum(FRAME_STYLES).default('white'),
    /** The visitor's language: the area's name the frame prints (its translation, else the main language's) and how the date is written. */
    language: LanguageTagSchema.default('zh-CN'),
  }).strict(),
  z.object({ type: z.literal('sky'), skyId: IdSchema }).strict(),
]);
export type EditOperation = z.infer<typeof EditOperationSchema>;
export type EditOperationType = EditOperation['type'];

export const EditOperationsSchema = z.array(EditOperationSchema).min(1).max(EDIT_MAX_OPERATIONS);


// ---------------------------------------------------------------------------------------------
// Jobs and materials

export const MaterialKindSchema = z.enum(MATERIAL_KINDS);
export type MaterialKind = z.infer<typeof MaterialKindSchema>;

/**
 * A picture the visitor made or kept: their "my photos". `photo`: an original from the camera (kept
 * when a job is first made from the upload); `edit` and `sky`: a job's result; `helpShoot`: a photo a
 * friend took; `postcard`: a panorama capture.
 */
export const MaterialSchema = z.object({
  id: z.number().int(),
  kind: MaterialKindSchema,
  /** Storage key of the picture (read it through signURL purpose 1). */
  mediaKey: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The visitor's original photo it was made from (try another sky on this); null for an original. */
  sourceKey: z.string().nullable(),
  /** The job that made it; null when no job did. */
  jobId: z.number().int().nullable(),
  /** ISO time. */
  createdAt: z.string(),
});
export type Material = z.infer<typeof MaterialSchema>;

export const ImageJobStateSchema = z.enum(IMAGE_JOB_STATES);
export type ImageJobState = z.infer<typeof ImageJobStateSchema>;


export const ImageJobSchema = z.object({
  id: z.number().int(),
  /** `sky`: from `GET /api/replaceSkyImage`; `edit`: from `POST /api/imageEdit`. */
  kind: z.enum(['edit', 'sky']),
  state: ImageJobStateSchema,
  /** 0–100; 100 once done. */
  percent: z.number().int().min(0).max(100),
  /** Jobs waiting before this one in the area's queue (0 once it is being worked). */
  queuePosition: z.number().int(),
  photoKey: z.string(),
  operations: z.array(EditOperationSchema),
  /** The picture made, once done. */
  material: MaterialSchema.nullable(),
  /** Whether a sky operation found sky to replace; false: the picture kept its own sky. Null without a sky operation or before it ran. */
  skyFound: z.boolean().nullable(),
  /** Set when failed. */
  failure: z.enum(IMAGE_JOB_FAILURES).nullable(),
  /** What went wrong or what to know, for people; null otherwise. */
  message: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImageJob = z.infer<typeof ImageJobSchema>;

export const ImageEditBodySchema = z
  .object({
    /** A finished upload of the visitor, or the key of one of their materials. */
    photoKey: MediaKeySchema,
    operations: EditOperationsSchema,
  })
  .strict();
export type ImageEditBody = z.infer<typeof ImageEditBodySchema>;

export const ReplaceSkyQuerySchema = z.object({
  photoKey: MediaKeySchema,
  skyId: IdSchema,
});

export const SkyCheckQuerySchema = z.object({
  /** A finished upload of the visitor, or the key of one of their materials. */
  photoKey: MediaKeySchema,
});

export const SkyCheckSchema = z.object({
  photoKey: z.string(),
  /** Whether the photo has sky to replace (the same decision the sky job makes, on a small copy). */
  skyFound: z.boolean(),
});
export type SkyCheck = z.infer<typeof SkyCheckSchema>;


export const MaterialListQuerySchema = z.object({
  /** `nextCursor` of the page before; absent for the newest page. Opaque. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'a cursor from nextCursor')
    .refine((cursor) => Number(cursor) <= 2_147_483_647, 'a cursor from nextCursor')
    .optional(),
  size: z.coerce.number().int().min(1).max(MATERIAL_PAGE_SIZE_MAX).default(20),
  kind: MaterialKindSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Routes

export const listPoseSkus = defineRoute({
  method: 'GET',
  path: '/api/poseSku',
  summary: "The area's pose categories (alone, couple, family, group …), in order",
  tag: 'boost',
  auth: 'none',
  data: z.array(PoseSkuSchema),
});

export const listPoses = defineRoute({
  method: 'GET',
  path: '/api/pose',
  summary: "The area's poses, by category and/or place",
  tag: 'boost',
  auth: 'none',
  query: PoseQuerySchema,
  data: z.array(PoseSchema),
});

export const listPhotoSpots = defineRoute({
  method: 'GET',
  path: '/api/h5/photoSpot',
  summary: "The area's photo spots with their poses and sample photos, optionally of one pose category",
  tag: 'boost',
  auth: 'none',
  query: PhotoSpotQuerySchema,
  data: z.array(PhotoSpotSchema),
});

export const getPlaceSample = defineRoute({
  method: 'GET',
  path: '/api/placePose/placeSample',
  summary: 'One pose at one spot: its sample photos, where to stand and tips',
  tag: 'boost',
  auth: 'none',
  query: z.object({ placePoseId: IdSchema }),
  data: PlaceSampleSchema,
});

export const listSkies = defineRoute({
  method: 'GET',
  path: '/api/sky',
  summary: "The area's sky library",
  tag: 'boost',
  auth: 'none',
  data: z.array(SkySchema),
});

export const createImageEdit = defineRoute({
  method: 'POST',
  path: '/api/imageEdit',
  summary: 'Start an edit of a photo (crop, rotate, straighten, adjust, filter, frame, sky); answers the queued job at once (send an Idempotency-Key header so a retry makes one job)',
  tag: 'boost',
  auth: 'required',
  body: ImageEditBodySchema,
  data: ImageJobSchema,
});

export const replaceSkyImage = defineRoute({
  method: 'GET',
  path: '/api/replaceSkyImage',
  summary: "Start replacing a photo's sky; answers the queued job at once (send an Idempotency-Key header so a retry makes one job)",
  tag: 'boost',
  auth: 'required',
  query: ReplaceSkyQuerySchema,
  data: ImageJobSchema,
});

export const checkSky = defineRoute({
  method: 'GET',
  path: '/api/skyCheck',
  summary: 'Whether a photo has sky to replace, answered in well under a second so the studio can say so before a sky job is started',
  tag: 'boost',
  auth: 'required',
  query: SkyCheckQuerySchema,
  data: SkyCheckSchema,
});

export const getImageJob = defineRoute({
  method: 'GET',
  path: '/api/imageJob/:id',
  summary: "One of the visitor's image jobs: its state, percent and result",
  tag: 'boost',
  auth: 'required',
  params: IdParamsSchema,
  data: ImageJobSchema,
});

export const cancelImageJob = defineRoute({
  method: 'POST',
  path: '/api/imageJob/:id/cancel',
  summary: 'Cancel an image job: a queued one never runs, a running one is marked cancelled and its result discarded; a finished one is answered as it is',
  tag: 'boost',
  auth: 'required',
  params: IdParamsSchema,
  data: ImageJobSchema,
});

export const listMaterials = defineRoute({
  method: 'GET',
  path: '/api/h5/material',
  summary: "The visitor's pictures (my photos), newest first, a page at a time by cursor",
  tag: 'boost',
  auth: 'required',
  query: MaterialListQuerySchema,
  data: z.object({ list: z.array(MaterialSchema), nextCursor: z.string().nullable() }),
});

export const deleteMaterial = defineRoute({
  method: 'DELETE',
  path: '/api/h5/material/:id',
  summary: "Delete one of the visitor's pictures (its file too)",
  tag: 'boost',
  auth: 'required',
  params: IdParamsSchema,
  data: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});
