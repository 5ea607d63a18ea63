/**
 * The data loaded before the first screen (spec section 4), as TanStack Query options. The
 * bootstrap puts the results in the cache; screens read them with useQuery and never wait.
 */
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../platform/http.ts';
import type { TimePeriodCode, WeatherCode } from '@youlan/contract/runtime';

/** Loaded once per page load: kept for the whole visit. */
const forTheVisit = { staleTime: Infinity, gcTime: Infinity } as const;

export const permissionQuery = queryOptions({
  queryKey: ['bootstrap', 'permission'],
  queryFn: ({ signal }) => call(endpoints.getH5Permission, {}, { signal }),
  ...forTheVisit,
});

export const configQuery = queryOptions({
  queryKey: ['bootstrap', 'config'],
  queryFn: ({ signal }) => call(endpoints.getConfigH5, {}, { signal }),
  ...forTheVisit,
});

export const ipQuery = queryOptions({
  queryKey: ['bootstrap', 'ip'],
  queryFn: ({ signal }) => call(endpoints.getIp, {}, { signal }),
  ...forTheVisit,
});

export const weatherQuery = queryOptions({
  queryKey: ['bootstrap', 'weather'],
  queryFn: ({ signal }) => call(endpoints.getWeather, {}, { signal }),
  ...forTheVisit,
});

/** The area's illustrated map: in the start data, and shared by the map screens. */
export const mapConfigQuery = queryOptions({
  queryKey: ['map', 'config'],
  queryFn: ({ signal }) => call(endpoints.getH5Map, {}, { signal }),
  // The map changes when the operator redraws it, not during a visit.
  staleTime: 30 * 60_000,
});

/** The area's newest notice (the home screen shows it when pinned): in the start data. */
export const newestNoticeQuery = queryOptions({
  queryKey: ['notice', 'newest'],
  queryFn: ({ signal }) => call(endpoints.listNotices, { query: { page: 1, size: 1 } }, { signal }),
  staleTime: 60_000,
});

/** The map scene of this visit: time-period and weather codes (spec section 4). */
export interface SceneCodes {
  timePeriodCode: TimePeriodCode;
  weatherCode: WeatherCode;
}

export const sceneCodesKey = ['bootstrap', 'sceneCodes'] as const;
