/**
 * Console: the area's illustrated map (its picture, the corners it is laid on, the zoom range and
 * the skins by time of day and weather) and the trail network navigation routes over. The map is
 * one document (docs/map.md); the picture part and the trails are replaced separately.
 */
import { z } from 'zod';
import { TRAILS_MAX, TRAIL_POINTS_MAX } from './map.runtime.ts';
import { AreaParamsSchema, defineConsoleRoute, operatorText } from '../shared/console.ts';
import { MapConfigSchema, MapPointSchema, MapSkinsSchema } from './map.ts';
import { MediaKeySchema } from '../media/media.ts';

export const ConsoleMapSchema = z.object({
  /** Null until the area has a map. */
  map: MapConfigSchema.nullable(),
  /** A signed URL for every picture the map names (base and skins), by key. */
  urls: z.record(z.string(), z.string()),
});
export type ConsoleMap = z.infer<typeof ConsoleMapSchema>;

export const getConsoleMap = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/map',
  summary: "The area's map with signed URLs of its pictures",
  tag: 'console-map',
  access: 'viewer',
  params: AreaParamsSchema,
  data: ConsoleMapSchema,
});

export const MapPicturesSchema = z
  .object({
    imageKey: MediaKeySchema,
    bounds: z.object({ southWest: MapPointSchema, northEast: MapPointSchema }),
    zoom: z.object({ min: z.number().min(0).max(22), max: z.number().min(0).max(22), initial: z.number().min(0).max(22) }),
    skins: MapSkinsSchema,
  })
  .strict()
  .refine((map) => map.bounds.southWest.longitude < map.bounds.northEast.longitude && map.bounds.southWest.latitude < map.bounds.northEast.latitude, {
    message: 'southWest must be south-west of northEast',
    path: ['bounds'],
  })
  .refine((map) => map.zoom.min <= map.zoom.initial && map.zoom.initial <= map.zoom.max, { message: 'zoom must satisfy min ≤ initial ≤ max', path: ['zoom'] });
export type MapPictures = z.infer<typeof MapPicturesSchema>;

export const updateMapPictures = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/map',
  summary: "Set the map's picture, bounds, zoom and skins (an area without a map gets one, with no trails); 400 names a picture not stored in the area",
  tag: 'console-map',
  access: 'editor',
  params: AreaParamsSchema,
  body: MapPicturesSchema,
  data: ConsoleMapSchema,
});

const TrailPositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const TrailsBodySchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z
      .array(
        z
          .object({
            type: z.literal('Feature'),
            /** `stepFree`: no steps on it; step-free tours are measured and drawn on these alone. */
            properties: z.object({ name: operatorText(40).optional(), stepFree: z.boolean().optional() }).strict().nullable(),
            geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(TrailPositionSchema).min(2, 'at least 2 points').max(TRAIL_POINTS_MAX) }).strict(),
          })
          .strict(),
      )
      .max(TRAILS_MAX),
  })
  .strict();

export const replaceTrails = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/map/trails',
  summary: 'Replace the trail network (GeoJSON LineStrings in the area\'s datum; trails sharing a point connect there); 400 for a point off the map, 409 before the area has a map',
  tag: 'console-map',
  access: 'editor',
  params: AreaParamsSchema,
  body: TrailsBodySchema,
  data: ConsoleMapSchema,
});
