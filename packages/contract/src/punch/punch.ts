/** Punch-in: visitors collect a stamp at each punch place by being there. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { PUNCH_FLAGS } from './punch.runtime.ts';
import { MediaKeySchema } from '../media/media.ts';
import { IdSchema } from '../shared/http.ts';
import { DATUMS } from '@youlan/geo';
import { LocalTextSchema } from '../translation/translation.ts';

export const PunchFlagSchema = z.enum(PUNCH_FLAGS);
export type PunchFlag = z.infer<typeof PunchFlagSchema>;

export const PunchSpotSchema = z.object({
  placeId: z.number().int(),
  name: LocalTextSchema,
  /** The name in the area's main language, as its signs say it: what the stamp's seal carries. */
  signName: LocalTextSchema,
  /** In the area's coordinate system. */
  longitude: z.number(),
  latitude: z.number(),
  /** Metres. */
  scopeRange: z.number(),
  /** Storage key of the stamp picture; null: the app draws a seal with the name. */
  stampKey: z.string().nullable(),
  /** Whether the visitor punched in here today (Beijing date); false without a token. */
  punchedToday: z.boolean(),
  /** How many days the visitor punched in here. */
  punchCount: z.number().int(),
  lastPunchedAt: z.string().nullable(),
});
export type PunchSpot = z.infer<typeof PunchSpotSchema>;

export const PunchRecordSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  placeName: z.string(),
  /** ISO time. */
  punchedAt: z.string(),
  /** The area's calendar date, YYYY-MM-DD. */
  punchDate: z.string(),
  photoKey: z.string().nullable(),
  /** How far from the place the fix was, metres. */
  distanceMeters: z.number(),
  /** What looked implausible about the fix (for the operator); the punch still counts. */
  flags: z.array(PunchFlagSchema),
});
export type PunchRecord = z.infer<typeof PunchRecordSchema>;

export const PunchRecordBodySchema = z
  .object({
    placeId: IdSchema,
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    /** `wgs84` from the browser's geolocation, `gcj02` from WeChat's. */
    datum: z.enum(DATUMS),
    /** The fix's accuracy radius, metres. */
    accuracyMeters: z.number().positive().max(100_000),
    /** A finished upload of the visitor (a punch with a photo). */
    photoKey: MediaKeySchema.optional(),
  })
  .strict();
/** What the phone sends (and queues while offline). */
export type PunchRecordBody = z.input<typeof PunchRecordBodySchema>;

export const listPunchSpots = defineRoute({
  method: 'GET',
  path: '/api/h5/punch',
  summary: "The area's punch places with the visitor's progress",
  tag: 'punch',
  auth: 'optional',
  data: z.object({ spots: z.array(PunchSpotSchema), punchedCount: z.number().int(), total: z.number().int() }),
});

export const createPunchRecord = defineRoute({
  method: 'POST',
  path: '/api/punchRecord',
  summary: 'Punch in at a place from where the visitor is (send an Idempotency-Key header so a retry records once)',
  tag: 'punch',
  auth: 'required',
  body: PunchRecordBodySchema,
  data: PunchRecordSchema,
});

export const listMyPunches = defineRoute({
  method: 'GET',
  path: '/api/h5/punch/records',
  summary: "The visitor's punches, newest first: their stamp collection",
  tag: 'punch',
  auth: 'required',
  data: z.array(PunchRecordSchema),
});
