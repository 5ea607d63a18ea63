/**
 * The area's start data the server puts in the document (`<script type="application/json"
 * id="start-data">`, docs/instant-open.md): the answers of the first navigation's calls, the time
 * period, the map with its picture's signed URL and the newest notice. The first navigation seeds
 * the query cache from it instead of calling; without it (a plain static host, an unknown area) the
 * calls run.
 */
import type { MapConfig, RouteData, RoutePermission, ScenicConfig, WeatherDay, apiRoutes } from '@youlan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { baseLanguage } from './platform/content-language.ts';
import { mediaUrlQuery } from './platform/media-url.ts';
import { placeListQuery } from './entities/places.ts';
import { timePeriodCode } from './entities/time-period.ts';
import { configQuery, mapConfigQuery, newestNoticeQuery, permissionQuery, sceneCodesKey, weatherQuery, type SceneCodes } from './entities/area-queries.ts';

export const START_DATA_ELEMENT_ID = 'start-data';

export interface StartData {
  permissions: RoutePermission[];
  config: ScenicConfig;
  weather: WeatherDay[];
  sceneCodes: SceneCodes;
  places: RouteData<typeof apiRoutes.listPlaces>;
  map: MapConfig | null;
  mapPicture: { key: string; url: string } | null;
  /** The first page of one notice (the home screen's pinned notice); absent from older documents. */
  newestNotice?: RouteData<typeof apiRoutes.listNotices> | null;
  /** The visitor language the server wrote it for (docs/languages.md); absent from older documents. */
  language?: string;
}

/**
 * The document's start data, or null when it has none, it cannot be read, or it was written for
 * another language than the visitor's (a document the service worker kept from before a switch).
 */
export function readStartData(language: string, doc: Document = document): StartData | null {
  const text = doc.getElementById(START_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<StartData> | null;
    if (!data?.permissions || !data.config || !data.weather || !data.sceneCodes || !data.places) return null;
    if (data.language !== undefined && baseLanguage(data.language) !== baseLanguage(language)) return null;
    return data as StartData;
  } catch {
    return null;
  }
}

/** Puts the start data where the screens' queries find it, as if the calls had answered. */
export function seedStartData(queryClient: QueryClient, data: StartData): void {
  queryClient.setQueryData(permissionQuery.queryKey, data.permissions);
  queryClient.setQueryData(configQuery.queryKey, data.config);
  queryClient.setQueryData(weatherQuery.queryKey, data.weather);
  // A document kept by the service worker may be from another hour: the scene follows this hour.
  queryClient.setQueryData<SceneCodes>(sceneCodesKey, { ...data.sceneCodes, timePeriodCode: timePeriodCode(new Date().getHours()) });
  queryClient.setQueryData(placeListQuery.queryKey, data.places);
  if (data.map) queryClient.setQueryData(mapConfigQuery.queryKey, data.map);
  if (data.mapPicture) queryClient.setQueryData(mediaUrlQuery(data.mapPicture.key).queryKey, data.mapPicture.url);
  if (data.newestNotice) queryClient.setQueryData(newestNoticeQuery.queryKey, data.newestNotice);
}
