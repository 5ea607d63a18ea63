/**
 * "Download this tour" (docs/tours.md, "Offline"): what a tour needs with the network cut, and
 * whether it fits the storage budget. The answers it reads (the tours, the tour, each stop's
 * detail with its transcript) go through the service worker, which keeps them; the pictures and
 * sounds go to its media cache (platform/offline-media.ts).
 */
import type { Place, TourDetail } from '@youlan/contract';
import { PLACE_LIST_PAGE_SIZE, endpoints, type SkinnedMap } from '@youlan/contract/runtime';
import { mapPictureKeys } from '../../entities/map-pictures.ts';
import { call } from '../../platform/http.ts';
import { browserFreeBytes, downloadedBytes, keepDocument, offlineDownload, sizeMedia, type DownloadPlan } from '../../platform/offline-media.ts';

/** What every download together may take on the phone: a few tours' guides and pictures, not the phone's whole storage. */
export const OFFLINE_BUDGET_BYTES = 300_000_000;

export const tourDownloadId = (tourId: number) => `tour:${tourId}`;
export const tourPath = (tourId: number) => `/tours/info/${tourId}`;

/**
 * The storage keys a tour needs: its cover, each stop's picture and guide (the place list's audio,
 * which is in the visitor's language), and the map's picture with its skins (the map has no tiles).
 */
export function tourMediaKeys(tour: Pick<TourDetail, 'coverKey' | 'stops'>, places: readonly Pick<Place, 'id' | 'audioKey' | 'imageKey'>[], map: SkinnedMap | null): string[] {
  const byId = new Map(places.map((place) => [place.id, place]));
  const keys = new Set<string>();
  const add = (key: string | null | undefined) => {
    if (key) keys.add(key);
  };
  add(tour.coverKey);
  for (const stop of tour.stops) {
    add(stop.imageKey);
    add(byId.get(stop.placeId)?.imageKey);
    add(byId.get(stop.placeId)?.audioKey);
  }
  if (map) for (const key of mapPictureKeys(map)) add(key);
  return [...keys];
}

export type BudgetCheck = { fits: true } | { fits: false; freeBytes: number };

/**
 * Whether `neededBytes` more fit: within what the downloads already kept leave of the budget, and
 * within what the browser still grants (null: it does not say).
 */
export function checkBudget(neededBytes: number, keptBytes: number, browserFree: number | null, budget = OFFLINE_BUDGET_BYTES): BudgetCheck {
  const freeBytes = Math.max(0, Math.min(budget - keptBytes, browserFree ?? Infinity));
  return neededBytes <= freeBytes ? { fits: true } : { fits: false, freeBytes };
}

export interface TourPlan extends DownloadPlan {
  budget: BudgetCheck;
}

/**
 * Reads what the tour needs (the service worker keeps each answer as it passes) and sizes its
 * media against the budget. A tour downloaded before does not count against itself.
 */
export async function planTourDownload(tour: TourDetail): Promise<TourPlan> {
  const [places, map] = await Promise.all([
    call(endpoints.listPlaces, { query: { page: 1, size: PLACE_LIST_PAGE_SIZE } }),
    call(endpoints.getH5Map).catch(() => null),
    call(endpoints.listTours),
    call(endpoints.getTour, { params: { id: tour.id } }),
    // Each stop's detail: its transcript, read along while its guide plays.
    ...tour.stops.map((stop) => call(endpoints.getPlace, { params: { id: stop.placeId } })),
    keepDocument(tourPath(tour.id)),
  ]);
  const sized = await sizeMedia(tourMediaKeys(tour, places.list, map));
  const kept = downloadedBytes() - (offlineDownload(tourDownloadId(tour.id))?.totalBytes ?? 0);
  return { ...sized, budget: checkBudget(sized.totalBytes, kept, await browserFreeBytes()) };
}
