/** Places of the area: the map's markers, the audio guide's stops, the punch-in spots. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { CoercedIdSchema, IdParamsSchema, IdSchema } from '../shared/http.ts';
import { FACILITY_KINDS, PLACE_LIST_PAGE_SIZE } from './place.runtime.ts';
import { LocalTextSchema } from '../translation/translation.ts';


export const PlaceClassSchema = z.object({
  id: z.number().int(),
  name: LocalTextSchema,
  /** Icon name the map draws for places of this class. */
  icon: z.string(),
});
export type PlaceClass = z.infer<typeof PlaceClassSchema>;

export const PlaceSchema = z.object({
  id: z.number().int(),
  placeType: z.number().int(),
  classId: z.number().int(),
  name: LocalTextSchema,
  /** The name in the area's main language, as its signs say it (shown under a translated name). */
  signName: LocalTextSchema,
  /** Short plain-text introduction. */
  intro: LocalTextSchema,
  /** Storage key of the place's picture. */
  imageKey: z.string().nullable(),
  /** In the area's coordinate system (see config `coordinateSystem`). */
  longitude: z.number(),
  latitude: z.number(),
  /** Metres within which the visitor counts as at the place; DEFAULT_SCOPE_RANGE when unset. */
  scopeRange: z.number(),
  /**
   * Storage key of the audio guide in the visitor's language when there is one (the operator's
   * recording, or speech of the translated transcript once made), else the main language's; null
   * when the place has none.
   */
  audioKey: z.string().nullable(),
  /** The language `audioKey` speaks (BCP 47): the visitor's, or the area's main language (docs/languages.md, "Audio"). */
  audioLang: z.string(),
  /** What a visitor types on the map's keypad to open it; null when it has none. */
  stopNumber: z.string().nullable(),
  /** What a visitor may look for as "the nearest open …"; null: none of those. */
  facility: z.enum(FACILITY_KINDS).nullable(),
  likeCount: z.number().int(),
  clickCount: z.number().int(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceDetailSchema = PlaceSchema.extend({
  placeClass: PlaceClassSchema,
  /** Whether the calling visitor likes it (false without a token). */
  liked: z.boolean(),
  /** What the audio guide says, plain text, paragraphs separated by a blank line; '' when none. */
  transcript: LocalTextSchema,
  /**
   * When each sentence of `transcript` (as `splitSentences` cuts it) begins in the audio `audioKey`
   * names, seconds, when that audio is speech that recorded them; null otherwise (a recording:
   * the app spreads the sentences over it by their lengths).
   */
  transcriptTimings: z.array(z.number().nonnegative()).nullable(),
});
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Up to 9999: the app loads every place at once (spec section 5). */
  size: z.coerce.number().int().min(1).max(PLACE_LIST_PAGE_SIZE).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}

export const PlaceListQuerySchema = PageQuerySchema.extend({
  classId: CoercedIdSchema.optional(),
});

export const listPlaces = defineRoute({
  method: 'GET',
  path: '/api/h5/place',
  summary: 'Places of the area, a page at a time (the app asks for page 1, size 9999)',
  tag: 'place',
  auth: 'optional',
  query: PlaceListQuerySchema,
  data: pageOf(PlaceSchema).extend({ classes: z.array(PlaceClassSchema) }),
});

export const getPlace = defineRoute({
  method: 'GET',
  path: '/api/h5/place/:id',
  summary: 'One place with its class, and whether the visitor likes it',
  tag: 'place',
  auth: 'optional',
  params: IdParamsSchema,
  data: PlaceDetailSchema,
});

export const placeLike = defineRoute({
  method: 'POST',
  path: '/api/placeLike',
  summary: "Like or unlike a place; returns the visitor's state and the new count",
  tag: 'place',
  auth: 'required',
  body: z.object({ placeId: IdSchema, liked: z.boolean() }).strict(),
  data: z.object({ placeId: z.number().int(), liked: z.boolean(), likeCount: z.number().int() }),
});
