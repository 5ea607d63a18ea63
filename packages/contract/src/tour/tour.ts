/**
 * Tours (/tours): an operator's ordered walk through the area's places, with its length and
 * duration measured along the trails, and each visitor's progress (stops heard) kept on the server
 * as well as on the phone (docs/tours.md).
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdParamsSchema, IdSchema } from '../shared/http.ts';
import { LocalTextSchema } from '../translation/translation.ts';
import { TOUR_STOPS_MAX, TOUR_TAGS } from './tour.runtime.ts';

export const TourTagSchema = z.enum(TOUR_TAGS);

export const TourSummarySchema = z.object({
  id: z.number().int(),
  title: LocalTextSchema,
  intro: LocalTextSchema,
  /** Storage key of the cover picture; null: none. */
  coverKey: z.string().nullable(),
  tags: z.array(TourTagSchema),
  stopCount: z.number().int(),
  /** Along the trails from the first stop to the last (straight where the area has no trails). */
  distanceMeters: z.number().int(),
  /** The walk at an unhurried pace plus a few minutes at each stop. */
  durationMinutes: z.number().int(),
});
export type TourSummary = z.infer<typeof TourSummarySchema>;

export const TourStopSchema = z.object({
  placeId: z.number().int(),
  name: LocalTextSchema,
  /** The place's stop number (the keypad's), null when it has none. */
  stopNumber: z.string().nullable(),
  imageKey: z.string().nullable(),
  longitude: z.number(),
  latitude: z.number(),
});
export type TourStop = z.infer<typeof TourStopSchema>;

export const TourDetailSchema = TourSummarySchema.extend({
  /** In the tour's order. */
  stops: z.array(TourStopSchema),
});
export type TourDetail = z.infer<typeof TourDetailSchema>;

export const TourProgressSchema = z.object({
  tourId: z.number().int(),
  /** The tour's stops the visitor has heard, in the tour's order. */
  heardPlaceIds: z.array(z.number().int()),
  /** ISO time the visitor had heard every stop: the tour's stamp; null before. Kept once given. */
  completedAt: z.string().nullable(),
});
export type TourProgress = z.infer<typeof TourProgressSchema>;

export const SaveTourProgressBodySchema = z
  .object({
    /** Stops heard on this phone; added to what the server has (progress never goes back), stops not on the tour are 400. */
    heardPlaceIds: z.array(IdSchema).max(TOUR_STOPS_MAX),
  })
  .strict();
export type SaveTourProgressBody = z.infer<typeof SaveTourProgressBodySchema>;

/** A finished tour in the visitor's stamp collection. */
export const TourStampSchema = z.object({
  tourId: z.number().int(),
  title: LocalTextSchema,
  /** The title in the area's main language, as its signs say it: what the stamp's seal carries. */
  signTitle: LocalTextSchema,
  /** The tour's cover, the stamp's picture; null: the app draws a seal with the title. */
  coverKey: z.string().nullable(),
  stopCount: z.number().int(),
  /** ISO time the last stop was heard. */
  completedAt: z.string(),
});
export type TourStamp = z.infer<typeof TourStampSchema>;

export const listTours = defineRoute({
  method: 'GET',
  path: '/api/h5/tours',
  summary: "The area's published tours in the operator's order",
  tag: 'tour',
  auth: 'none',
  data: z.array(TourSummarySchema),
});

export const getTour = defineRoute({
  method: 'GET',
  path: '/api/h5/tours/:id',
  summary: 'A published tour with its stops; 404 for a draft or another area\'s',
  tag: 'tour',
  auth: 'none',
  params: IdParamsSchema,
  data: TourDetailSchema,
});

export const getTourProgress = defineRoute({
  method: 'GET',
  path: '/api/h5/tours/:id/progress',
  summary: "The visitor's progress on a published tour (no stop heard yet: an empty list)",
  tag: 'tour',
  auth: 'required',
  params: IdParamsSchema,
  data: TourProgressSchema,
});

export const saveTourProgress = defineRoute({
  method: 'PUT',
  path: '/api/h5/tours/:id/progress',
  summary: "Add stops heard to the visitor's progress on a published tour; answers the whole progress",
  tag: 'tour',
  auth: 'required',
  params: IdParamsSchema,
  body: SaveTourProgressBodySchema,
  data: TourProgressSchema,
});

export const listTourStamps = defineRoute({
  method: 'GET',
  path: '/api/h5/tours/stamps',
  summary: "The visitor's stamps of finished tours (published ones), earliest first",
  tag: 'tour',
  auth: 'required',
  data: z.array(TourStampSchema),
});
