/**
 * Console: the area's tours. The operator orders places into a tour; the server measures its
 * length and duration along the area's trails on every save (docs/tours.md).
 */
import { z } from 'zod';
import { CONTENT_SORT_MAX } from '../shared/console.runtime.ts';
import { AreaParamsSchema, defineConsoleRoute, defineContentRoutes, operatorText, requiredText } from '../shared/console.ts';
import { CoercedIdSchema, IdSchema } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';
import { SIGNPOST_SIZES, TOUR_INTRO_MAX, TOUR_STOPS_MAX, TOUR_TAGS, TOUR_TITLE_MAX } from './tour.runtime.ts';
import { TourTagSchema } from './tour.ts';

export const ConsoleTourSchema = z.object({
  id: z.number().int(),
  /** Stable name in the area file. */
  key: z.string(),
  title: z.string(),
  intro: z.string(),
  coverKey: z.string().nullable(),
  /** Signed, to show the cover here; null without one. */
  coverUrl: z.string().nullable(),
  tags: z.array(TourTagSchema),
  /** The stops in order. */
  placeIds: z.array(z.number().int()),
  published: z.boolean(),
  sort: z.number().int(),
  distanceMeters: z.number().int(),
  durationMinutes: z.number().int(),
});
export type ConsoleTour = z.infer<typeof ConsoleTourSchema>;

const TourFieldsSchema = z.object({
  title: requiredText(TOUR_TITLE_MAX, 'a title'),
  intro: operatorText(TOUR_INTRO_MAX),
  /** A picture uploaded with use `place`; null: none. */
  coverKey: MediaKeySchema.nullable(),
  tags: z
    .array(TourTagSchema)
    .max(TOUR_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, 'each tag once'),
  /** The stops in the order walked; each place once. */
  placeIds: z
    .array(IdSchema)
    .min(2, 'at least two stops')
    .max(TOUR_STOPS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'each place once'),
  /** Drafts are the console's only. */
  published: z.boolean(),
  sort: z.number().int().min(0).max(CONTENT_SORT_MAX),
});
export type TourFields = z.output<typeof TourFieldsSchema>;

export const listConsoleTours = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/tours',
  summary: "The area's tours, drafts too, and the places a stop can be",
  tag: 'console-tour',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ tours: z.array(ConsoleTourSchema), places: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const tourRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/tours',
  tag: 'console-tour',
  noun: 'a tour',
  fields: TourFieldsSchema.shape,
  data: ConsoleTourSchema,
  removeNote: "visitors' progress on it goes with it",
});

export const SignpostsQuerySchema = z
  .object({
    size: z.enum(SIGNPOST_SIZES).default('a6'),
    /** One place's signpost… */
    placeId: CoercedIdSchema.optional(),
    /** …or one for each stop of a tour, in its order. */
    tourId: CoercedIdSchema.optional(),
  })
  .strict()
  .refine((query) => (query.placeId === undefined) !== (query.tourId === undefined), { message: 'give placeId or tourId, one of them', path: ['placeId'] });

export const downloadSignposts = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/signposts.pdf',
  summary: "Printable signposts (PDF, A6 or A4 sheets): the area's name, the place's name in the area's language and in English, its stop number and a QR code of signpostPath that opens the app at the place playing its guide; for a place or every stop of a tour",
  tag: 'console-tour',
  access: 'viewer',
  params: AreaParamsSchema,
  query: SignpostsQuerySchema,
  data: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  download: 'pdf',
});
