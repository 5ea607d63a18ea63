/** The area's panoramas (scenes with markers, videos), read once per visit. */
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

export const panoramaQuery = queryOptions({
  queryKey: ['panorama'],
  queryFn: ({ signal }) => call(endpoints.getPanorama, {}, { signal }),
  // The operator changes panoramas by importing the area file, not during a visit.
  staleTime: 10 * 60_000,
});

export const PANORAMA_PATHS = {
  video: (videoId?: number) => (videoId === undefined ? '/panorama/video' : `/panorama/video?video=${videoId}`),
  tour: (sceneId?: number) => (sceneId === undefined ? '/panorama/takePhoto' : `/panorama/takePhoto?scene=${sceneId}`),
  materials: '/panorama/matLoad',
  viewScene: (sceneId: number) => `/panorama/matView?scene=${sceneId}`,
  viewVideo: (videoId: number) => `/panorama/matView?video=${videoId}`,
} as const;
