/**
 * Live status of places for visitors (a per-area snapshot the map polls) and the ingest endpoint
 * devices push readings to with an area key (docs/live-status.md).
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdSchema, safeText } from '../shared/http.ts';
import { LocalTextSchema } from '../translation/translation.ts';
import {
  CROWD_LEVEL_NAMES,
  DEPARTURE_TIME_PATTERN,
  LIVE_COUNT_MAX,
  LIVE_DEPARTURES_MAX,
  LIVE_NOTE_MAX,
  LIVE_SOURCES,
  LIVE_STATES,
  LIVE_WAIT_MINUTES_MAX,
  READING_ID_PATTERN,
} from './live-status.runtime.ts';

export const LiveStateSchema = z.enum(LIVE_STATES);
export const LiveSourceSchema = z.enum(LIVE_SOURCES);

/** The fields of a status an operator or a device sets; null: not known (not shown). */
export const LiveStatusFieldsSchema = z.object({
  state: LiveStateSchema.nullable(),
  waitMinutes: z.number().int().min(0).max(LIVE_WAIT_MINUTES_MAX).nullable(),
  queuePeople: z.number().int().min(0).max(LIVE_COUNT_MAX).nullable(),
  /** Free spaces of a car park. */
  freeSpaces: z.number().int().min(0).max(LIVE_COUNT_MAX).nullable(),
  /** Departures of the area's day (boats, shuttles), `HH:MM`; stored sorted. */
  departures: z.array(z.string().regex(DEPARTURE_TIME_PATTERN, 'a time HH:MM')).max(LIVE_DEPARTURES_MAX),
  /** In the area's main language; translated on the translation board (subject `liveStatus`). */
  note: safeText().trim().max(LIVE_NOTE_MAX).nullable(),
});
export type LiveStatusFields = z.infer<typeof LiveStatusFieldsSchema>;

export const PlaceLiveStatusSchema = z.object({
  placeId: z.number().int(),
  state: LiveStateSchema.nullable(),
  waitMinutes: z.number().int().nullable(),
  queuePeople: z.number().int().nullable(),
  freeSpaces: z.number().int().nullable(),
  /** The departures still ahead at the snapshot's time. */
  departures: z.array(z.string()),
  note: LocalTextSchema.nullable(),
  /** ISO 8601: when an operator or a device last set it. */
  updatedAt: z.string(),
  source: LiveSourceSchema,
  /** Older than the area's stale mark: shown faded. Past the hide mark a status is left out. */
  isStale: z.boolean(),
});
export type PlaceLiveStatus = z.infer<typeof PlaceLiveStatusSchema>;

/** How crowded a place is, as a word: never a count, so a few visitors cannot be told apart. */
export const PlaceCrowdSchema = z.object({
  placeId: z.number().int(),
  level: z.enum(CROWD_LEVEL_NAMES),
  /** From a gate's count (a device) rather than the app's estimate. */
  official: z.boolean(),
});
export type PlaceCrowd = z.infer<typeof PlaceCrowdSchema>;

export const LiveStatusSnapshotSchema = z.object({
  statuses: z.array(PlaceLiveStatusSchema),
  /** Places with a capacity set and something counted in the window. */
  crowds: z.array(PlaceCrowdSchema),
  /** The area's marks, so the app fades and hides between two polls by the same rule (liveFreshness). */
  staleAfterMinutes: z.number().int(),
  hideAfterMinutes: z.number().int(),
  /** ISO 8601: when the server read it. */
  at: z.string(),
});
export type LiveStatusSnapshot = z.infer<typeof LiveStatusSnapshotSchema>;

export const getLiveStatus = defineRoute({
  method: 'GET',
  path: '/api/h5/live-status',
  summary: "Every place's live status in the area (open, queue, free spaces, next departures); cacheable for a few seconds, with an ETag",
  tag: 'live-status',
  auth: 'none',
  data: LiveStatusSnapshotSchema,
});

/** A device's reading: the fields it knows (others stay as they were), at least one. */
export const DeviceReadingSchema = LiveStatusFieldsSchema.partial()
  .extend({
    /** A gate's official count of the people in the place now: replaces the app's estimate; null clears it. */
    occupancy: z.number().int().min(0).max(LIVE_COUNT_MAX).nullable().optional(),
    readingId: z.string().regex(READING_ID_PATTERN, 'a reading id: 1 to 80 letters, digits, _ . : or -'),
    placeId: IdSchema,
  })
  .strict()
  .refine((reading) => Object.keys(reading).some((key) => key !== 'readingId' && key !== 'placeId'), 'a reading needs at least one of state, waitMinutes, queuePeople, freeSpaces, departures, note, occupancy');
export type DeviceReading = z.infer<typeof DeviceReadingSchema>;

export const ingestLiveStatus = defineRoute({
  method: 'POST',
  path: '/api/device/live-status',
  summary:
    "A device's reading of one place, authenticated by the area's device key (x-device-key); resending a reading id changes nothing (applied: false)",
  tag: 'live-status',
  auth: 'none',
  body: DeviceReadingSchema,
  data: z.object({ placeId: z.number().int(), readingId: z.string(), applied: z.boolean(), updatedAt: z.string() }),
});

/**
 * A phone's report of the place it is in (never a position), at most once a minute while the app is
 * open; `session` is the app's random id of this visit. `optOut`: the visitor turned reporting off,
 * so whatever was kept of this session is forgotten and nothing is counted.
 */
export const CrowdReportSchema = z
  .object({
    session: z.uuid('a session id (a UUID)'),
    /** The place whose scope the phone is in; null: in none. */
    placeId: IdSchema.nullable(),
    optOut: z.boolean().optional(),
  })
  .strict();
export type CrowdReport = z.infer<typeof CrowdReportSchema>;

export const reportCrowd = defineRoute({
  method: 'POST',
  path: '/api/h5/crowd-report',
  summary: "A phone's report of the place it is in, to count how crowded places are; at most one a minute per session counts (counted: false otherwise)",
  tag: 'live-status',
  // A token, when sent, is only the rate limit's key (a visitor, not an address many share): not
  // looked up, not stored.
  auth: 'none',
  body: CrowdReportSchema,
  data: z.object({ counted: z.boolean() }),
});
