/**
 * Console: the area's places, placed by clicking its illustrated map, in both languages, with
 * their audio guides. Visitors see a change within moments (the server drops its cached answers).
 */
import { z } from 'zod';
import { AUDIO_CONTENT_TYPES, FACILITY_KINDS, PLACE_CLASS_ICONS, PLACE_CLASS_NAME_MAX, PLACE_INTRO_MAX, PLACE_NAME_MAX, PLACE_RANGE_MAX_METERS, PLACE_TRANSCRIPT_MAX, PLACE_TYPE_MAX, STOP_NUMBER_PATTERN } from './place.runtime.ts';
import { CONTENT_SORT_MAX } from '../shared/console.runtime.ts';
import { AreaIdParamsSchema, AreaParamsSchema, defineConsoleRoute, defineContentRoutes, operatorText, requiredText } from '../shared/console.ts';
import { IdSchema } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';
import { MapPointSchema } from '../map/map.ts';
import { PlaceClassSchema } from './place.ts';

export const ConsolePlaceSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  placeType: z.number().int(),
  name: z.string(),
  intro: z.string(),
  /** What the audio guide says; required while the place has audio. */
  transcript: z.string(),
  imageKey: z.string().nullable(),
  /** A signed URL to show the picture in the console; null without one. */
  imageUrl: z.string().nullable(),
  longitude: z.number(),
  latitude: z.number(),
  /** Metres; null: unset, visitors get the spec's default (DEFAULT_SCOPE_RANGE). */
  scopeRange: z.number().int().nullable(),
  audioKey: z.string().nullable(),
  stopNumber: z.string().nullable(),
  facility: z.enum(FACILITY_KINDS).nullable(),
  /** A signed URL to play the audio (and read its duration) in the console; null without audio. */
  audioUrl: z.string().nullable(),
  likeCount: z.number().int(),
  clickCount: z.number().int(),
});
export type ConsolePlace = z.infer<typeof ConsolePlaceSchema>;

/** A place class with its position in the visitors' filter chips. */
/** A class as the operator writes it: its name in the area's main language (translations: the translation pages). */
export const ConsolePlaceClassSchema = PlaceClassSchema.extend({ name: z.string(), sort: z.number().int() });
export type ConsolePlaceClass = z.infer<typeof ConsolePlaceClassSchema>;

const PlaceClassFieldsSchema = z.object({
  name: requiredText(PLACE_CLASS_NAME_MAX, 'a name'),
  /** What the maps draw its places with. */
  icon: z.enum(PLACE_CLASS_ICONS),
  /** Smaller first in the visitors' filter chips. */
  sort: z.number().int().min(0).max(CONTENT_SORT_MAX),
});
export type PlaceClassFields = z.output<typeof PlaceClassFieldsSchema>;

export const placeClassRoutes = defineContentRoutes({
  path: '/api/console/areas/:area/place-classes',
  tag: 'console-place',
  noun: 'a place class',
  fields: PlaceClassFieldsSchema.shape,
  data: ConsolePlaceClassSchema,
  removeNote: '409 while places are in it (move them to another class first)',
});

/** What the console draws places on: the area's illustrated map (null until the area has one). */
export const ConsolePlaceMapSchema = z.object({
  imageUrl: z.string(),
  bounds: z.object({ southWest: MapPointSchema, northEast: MapPointSchema }),
  zoom: z.object({ min: z.number(), max: z.number(), initial: z.number() }),
});
export type ConsolePlaceMap = z.infer<typeof ConsolePlaceMapSchema>;

const PlaceFieldsSchema = z.object({
  classId: IdSchema,
  placeType: z.number().int().min(0).max(PLACE_TYPE_MAX),
  name: requiredText(PLACE_NAME_MAX, 'a name'),
  intro: operatorText(PLACE_INTRO_MAX),
  transcript: operatorText(PLACE_TRANSCRIPT_MAX),
  /** In the area's datum; must lie on the area's map. */
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
  scopeRange: z.number().int().min(1).max(PLACE_RANGE_MAX_METERS).nullable(),
  /** A key the audio upload returned (or one already stored in the area); null removes the audio. */
  audioKey: MediaKeySchema.nullable(),
  /** The place's picture (a picture upload with use `place`); null: none (the app draws the class's glyph). Left out of a new place: none. */
  imageKey: MediaKeySchema.nullable().optional(),
  /** What a visitor types on the map's keypad, unique in the area (409 when another place has it); null or left out: none. */
  stopNumber: z.string().regex(STOP_NUMBER_PATTERN, '1 to 4 digits').nullable().optional(),
  /** What a visitor may look for as "the nearest open …" (a toilet, an exit …); null or left out: none. */
  facility: z.enum(FACILITY_KINDS).nullable().optional(),
});
export type PlaceFields = z.output<typeof PlaceFieldsSchema>;

export const listConsolePlaces = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/places',
  summary: "The area's places, its place classes and its map picture",
  tag: 'console-place',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ places: z.array(ConsolePlaceSchema), classes: z.array(ConsolePlaceClassSchema), map: ConsolePlaceMapSchema.nullable() }),
});

export const createPlace = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/places',
  summary: 'Add a place; 400 when it lies off the map, names another area\'s class or audio, or has audio without a transcript; 409 when another place has its stop number',
  tag: 'console-place',
  access: 'editor',
  params: AreaParamsSchema,
  body: PlaceFieldsSchema.strict(),
  data: ConsolePlaceSchema,
});

export const updatePlace = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/places/:id',
  summary: 'Change any of a place\'s fields (the same rules as adding one, on the result)',
  tag: 'console-place',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: PlaceFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: ConsolePlaceSchema,
});

export const deletePlace = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/places/:id',
  summary: "Remove a place, with its likes, punch spots and punch records",
  tag: 'console-place',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});

export const uploadPlaceAudio = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/audio',
  summary: `Store an audio file (a place's audio guide, the map's background music): the file's bytes as the body, Content-Type ${Object.values(AUDIO_CONTENT_TYPES).join(' or ')}; 415 when it is not playable audio; answers its key and duration`,
  tag: 'console-place',
  access: 'editor',
  params: AreaParamsSchema,
  data: z.object({ key: z.string(), durationSeconds: z.number(), url: z.string() }),
  rawBody: Object.values(AUDIO_CONTENT_TYPES),
});
