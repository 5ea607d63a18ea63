/** Punch-in: visitors collect a stamp at each punch place by being there. */
import { z } from 'zod';
import { defineRoute } from './api.ts';
import { MediaKeySchema } from './media.ts';

/** A fix less precise than this (metres) cannot tell where the visitor is: refused. */
export const PUNCH_MAX_ACCURACY_M = 150;
/** A fix's own uncertainty is forgiven up to this many metres beyond the place's range. */
export const PUNCH_ACCURACY_ALLOWANCE_M = 30;
/** Attempts a visitor may make per minute before 429. */
export const PUNCH_ATTEMPTS_PER_MINUTE = 10;
/** Faster than this between two punches (m/s, about 36 km/h) is flagged for the operator. */
export const PUNCH_FLAG_SPEED_MPS = 10;
/** Header carrying the phone's idempotency key: the same punch retried records once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const PunchFlagSchema = z.enum(['too_fast', 'repeated_fix']);
export type PunchFlag = z.infer<typeof PunchFlagSchema>;

export const PunchSpotSchema = z.object({
  placeId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
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
    placeId: z.number().int().positive(),
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    /** `wgs84` from the browser's geolocation, `gcj02` from WeChat's. */
    datum: z.enum(['wgs84', 'gcj02']),
    /** The fix's accuracy radius, metres. */
    accuracyMeters: z.number().positive().max(100_000),
    /** A finished upload of the visitor (a punch with a photo). */
    photoKey: MediaKeySchema.optional(),
  })
  .strict();

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
