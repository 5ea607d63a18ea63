/** The photo studio's catalogue (pose categories, photo spots, skies), the visitor's photos and image jobs. */
import type { ImageJob, Material } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

/** The catalogue changes when the operator imports the area file, not during a visit. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export const poseSkusQuery = queryOptions({
  queryKey: ['boost', 'poseSku'],
  queryFn: ({ signal }) => call(endpoints.listPoseSkus, {}, { signal }),
  staleTime: CATALOGUE_STALE_MS,
});

export const photoSpotsQuery = (skuId: number | null) =>
  queryOptions({
    queryKey: ['boost', 'photoSpot', skuId ?? 'all'],
    queryFn: ({ signal }) => call(endpoints.listPhotoSpots, { query: skuId === null ? {} : { skuId } }, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const placeSampleQuery = (placePoseId: number) =>
  queryOptions({
    queryKey: ['boost', 'placeSample', placePoseId],
    queryFn: ({ signal }) => call(endpoints.getPlaceSample, { query: { placePoseId } }, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const skiesQuery = queryOptions({
  queryKey: ['boost', 'sky'],
  queryFn: ({ signal }) => call(endpoints.listSkies, {}, { signal }),
  staleTime: CATALOGUE_STALE_MS,
});

/** Everything of the visitor's own: their photos and jobs. Keyed by the token. */
export const MINE_ROOT = ['boost', 'mine'] as const;

export const MATERIAL_PAGE_SIZE = 24;

export const materialsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...MINE_ROOT, token, 'materials'],
    queryFn: ({ signal, pageParam }) => call(endpoints.listMaterials, { query: { size: MATERIAL_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });

/**
 * One of the visitor's photos by id. There is no single-photo call: the list is read newest first,
 * a page at a time, until it turns up (a photo just made is on the first page).
 */
export const materialQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: [...MINE_ROOT, token, 'material', id],
    queryFn: async ({ signal }): Promise<Material | null> => {
      let cursor: string | null = null;
      do {
        const page: { list: Material[]; nextCursor: string | null } = await call(endpoints.listMaterials, { query: { size: 50, ...(cursor ? { cursor } : {}) } }, { signal });
        const found = page.list.find((material) => material.id === id);
        if (found) return found;
        cursor = page.nextCursor;
      } while (cursor);
      return null;
    },
    staleTime: 60_000,
  });

/** A job is finished once it cannot change any more. */
export function isJobSettled(job: Pick<ImageJob, 'state'>): boolean {
  return job.state === 'done' || job.state === 'failed' || job.state === 'cancelled';
}

/** How often a running job's state is read: often enough that the percent moves smoothly. */
export const JOB_POLL_MS = 700;

export const imageJobQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: [...MINE_ROOT, token, 'job', id],
    queryFn: ({ signal }) => call(endpoints.getImageJob, { params: { id } }, { signal }),
    refetchInterval: (query) => (query.state.data && isJobSettled(query.state.data) ? false : JOB_POLL_MS),
    // A phone put away keeps its job running on the server; poll again when the page shows.
    refetchIntervalInBackground: false,
  });
