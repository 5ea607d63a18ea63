/** Console: the punches visitors made, with the plausibility flags the server set. */
import { z } from 'zod';
import { CONTENT_SORT_MAX } from '../shared/console.runtime.ts';
import { AreaParamsSchema, PageQuerySchema, defineConsoleRoute, defineContentRoutes, pageOf } from '../shared/console.ts';
import { IdSchema } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';
import { PunchFlagSchema } from './punch.ts';

export const ConsolePunchSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  placeName: z.string(),
  visitorId: z.number().int(),
  visitorName: z.string(),
  /** ISO time. */
  punchedAt: z.string(),
  distanceMeters: z.number(),
  accuracyMeters: z.number(),
  /** Why the punch looks implausible (a jump faster than walking, a fix repeated exactly); empty when it does not. */
  flags: z.array(PunchFlagSchema),
  photoKey: z.string().nullable(),
});
export type ConsolePunch = z.infer<typeof ConsolePunchSchema>;

export const listConsolePunches = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/punches',
  summary: 'Punch records, newest first; `flagged=true` keeps those with a plausibility flag',
  tag: 'console-punch',
  access: 'viewer',
  params: AreaParamsSchema,
  query: PageQuerySchema.extend({
    flagged: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
    placeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
  data: pageOf(ConsolePunchSchema),
});

/** A punch place: visitors collect its stamp there (docs/punch.md). */
export const ConsolePunchSpotSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  /** The stamp's picture; null: the app draws a seal with the place's name. */
  stampKey: z.string().nullable(),
  /** Signed, to show the stamp here; null without one. */
  stampUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type ConsolePunchSpot = z.infer<typeof ConsolePunchSpotSchema>;

export const listConsolePunchSpots = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/punch-spots',
  summary: "The area's punch places, in the visitors' order, and the places one can be made at",
  tag: 'console-punch',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({
    spots: z.array(ConsolePunchSpotSchema),
    places: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

const PunchSpotFieldsSchema = z.object({
  /** One punch place per place. */
  placeId: IdSchema,
  /** A picture uploaded with use `stamp`; null: a drawn seal. */
  stampKey: MediaKeySchema.nullable(),
  sort: z.number().int().min(0).max(CONTENT_SORT_MAX),
});
export type PunchSpotFields = z.output<typeof PunchSpotFieldsSchema>;

export const punchSpotRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/punch-spots',
  tag: 'console-punch',
  noun: 'a punch place',
  fields: PunchSpotFieldsSchema.shape,
  data: ConsolePunchSpotSchema,
  removeNote: 'the punches visitors made there stay in their records',
});
