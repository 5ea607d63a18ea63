/**
 * The area's illustrated map: the picture laid over the area's bounds, its zoom range, the skins
 * that restyle it by time of day and weather (spec section 4), and the trail network navigation
 * routes over. Coordinates are in the area's datum (config `coordinateSystem`).
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { MediaKeySchema } from '../media/media.ts';
import { TIME_PERIOD_CODE_KEYS, WEATHER_CODE_KEYS } from './map.runtime.ts';

const LongitudeSchema = z.number().min(-180).max(180);
const LatitudeSchema = z.number().min(-90).max(90);

export const MapPointSchema = z.object({ longitude: LongitudeSchema, latitude: LatitudeSchema });

/** GeoJSON position: [longitude, latitude]. */
const PositionSchema = z.tuple([LongitudeSchema, LatitudeSchema]);

/** One trail of the path network: a GeoJSON LineString feature. */
export const TrailFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z
    .object({
      name: z.string().optional(),
      /** A wheelchair or a pram can take it (no steps): step-free tours walk these alone. */
      stepFree: z.boolean().optional(),
    })
    .nullable(),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(PositionSchema).min(2) }),
});

/** The walkable paths of the area; trails that share a position are connected there. */
export const TrailNetworkSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(TrailFeatureSchema),
});
export type TrailNetwork = z.infer<typeof TrailNetworkSchema>;

/** Time-period codes 36–40 and weather codes 32–35 (spec section 4) → storage key of a skin image. */
export const MapSkinsSchema = z.object({
  timePeriod: z.partialRecord(z.enum(TIME_PERIOD_CODE_KEYS), MediaKeySchema),
  weather: z.partialRecord(z.enum(WEATHER_CODE_KEYS), MediaKeySchema),
});
export type MapSkins = z.infer<typeof MapSkinsSchema>;

export const MapConfigSchema = z
  .object({
    /** Storage key of the illustrated map, shown when no skin applies. */
    imageKey: MediaKeySchema,
    /** The corners the picture is laid on; panning stays inside them. */
    bounds: z.object({ southWest: MapPointSchema, northEast: MapPointSchema }),
    /** Web-map zoom levels (fractions allowed): how far out and in the visitor can zoom, and the start. */
    zoom: z.object({ min: z.number().min(0).max(22), max: z.number().min(0).max(22), initial: z.number().min(0).max(22) }),
    skins: MapSkinsSchema,
    trails: TrailNetworkSchema,
  })
  .refine((map) => map.bounds.southWest.longitude < map.bounds.northEast.longitude && map.bounds.southWest.latitude < map.bounds.northEast.latitude, {
    message: 'southWest must be south-west of northEast',
    path: ['bounds'],
  })
  .refine((map) => map.zoom.min <= map.zoom.initial && map.zoom.initial <= map.zoom.max, {
    message: 'zoom must satisfy min ≤ initial ≤ max',
    path: ['zoom'],
  });
export type MapConfig = z.infer<typeof MapConfigSchema>;

export const getH5Map = defineRoute({
  method: 'GET',
  path: '/api/h5/map',
  summary: "The area's illustrated map: picture, bounds, zoom, skins and trail network",
  tag: 'map',
  auth: 'optional',
  data: MapConfigSchema,
});
