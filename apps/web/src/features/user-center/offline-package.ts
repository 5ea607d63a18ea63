/**
 * The area's offline package (docs/instant-open.md): the map, the places, the notices, the punch
 * list and every audio guide, fetched ahead so a second visit works with no network. The area's
 * answers go through the service worker, which keeps them (stale-while-revalidate); the pictures and sounds
 * are put in its media cache by storage key, where it finds them whatever a URL's signature.
 */
import { NOTICE_PAGE_SIZE_MAX, PLACE_LIST_PAGE_SIZE, endpoints } from '@youlan/contract/runtime';
import { mapPictureKeys } from '../../entities/map-pictures.ts';
import { call } from '../../platform/http.ts';
import { offlineDownload, recordDownload, sizeMedia, type DownloadPlan, type OfflineDownload } from '../../platform/offline-media.ts';
import { readLocal, writeLocal } from '../../platform/storage.ts';

export const PACKAGE_ID = 'package';
/** Where the package was recorded before tours could be downloaded too (moved into the downloads' record). */
const LEGACY_PACKAGE_KEY = 'youlan.offlinePackage';

export function savedPackage(): OfflineDownload | null {
  const legacy = readLocal(LEGACY_PACKAGE_KEY);
  if (legacy) {
    writeLocal(LEGACY_PACKAGE_KEY, null);
    try {
      const { keys, totalBytes, savedAt } = JSON.parse(legacy) as Pick<OfflineDownload, 'keys' | 'totalBytes' | 'savedAt'>;
      if (Array.isArray(keys)) recordDownload({ id: PACKAGE_ID, keys, totalBytes, savedAt });
    } catch {
      // A damaged record: the package reads as not downloaded, its files stay cached for the next download.
    }
  }
  return offlineDownload(PACKAGE_ID);
}

/** Reads the area's data (kept by the service worker as it passes) and sizes its media. */
export async function planPackage(): Promise<DownloadPlan> {
  const [places, notices, map, config] = await Promise.all([
    // What the first navigation reads, for a start from the app's template (no start data).
    call(endpoints.listPlaces, { query: { page: 1, size: PLACE_LIST_PAGE_SIZE } }),
    call(endpoints.listNotices, { query: { page: 1, size: NOTICE_PAGE_SIZE_MAX } }),
    call(endpoints.getH5Map).catch(() => null),
    call(endpoints.getConfigH5),
    call(endpoints.getH5Permission),
    call(endpoints.getWeather),
    call(endpoints.getIp),
    // The punch list, kept by the service worker as it passes (a closed punch route answers no list).
    call(endpoints.listPunchSpots).catch(() => null),
  ]);
  // Each notice, as its screen reads it.
  await Promise.all(notices.list.map((notice) => call(endpoints.getNotice, { params: { id: notice.id } })));
  const keys = new Set<string>();
  if (map) for (const key of mapPictureKeys(map)) keys.add(key);
  for (const place of places.list) if (place.audioKey) keys.add(place.audioKey);
  if (config.musicKey) keys.add(config.musicKey);
  return sizeMedia(keys);
}
