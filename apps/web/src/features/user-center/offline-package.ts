/**
 * The area's offline package (docs/instant-open.md): the map, the places, the notices, the punch
 * list and every audio guide, fetched ahead so a second visit works with no network. The area's
 * answers go through the service worker, which keeps them (stale-while-revalidate); the pictures and sounds
 * are put in its media cache by storage key, where it finds them whatever a URL's signature.
 */
import { NOTICE_PAGE_SIZE_MAX, PLACE_LIST_PAGE_SIZE, endpoints } from '@youlan/contract/runtime';
import { call } from '../../platform/http.ts';
import { MEDIA_CACHE, mediaCacheKey } from '../../platform/offline-caches.ts';
import { readLocal, writeLocal } from '../../platform/storage.ts';

const PACKAGE_KEY = 'youlan.offlinePackage';

export interface PackageFile {
  url: string;
  bytes: number;
}

export interface PackagePlan {
  files: PackageFile[];
  totalBytes: number;
}

export interface SavedPackage {
  keys: string[];
  totalBytes: number;
  savedAt: string;
}

/**
 * Whether this browser can keep the package: a service worker controls the page and Cache Storage
 * exists ('ready'); or it will once the worker registered on a first visit takes the page
 * ('starting', which `onOfflineReady` ends); or never ('unsupported': iOS WeChat, no Cache Storage).
 */
export function offlineSupport(): 'ready' | 'starting' | 'unsupported' {
  if (typeof caches === 'undefined' || typeof navigator === 'undefined' || !navigator.serviceWorker) return 'unsupported';
  return navigator.serviceWorker.controller ? 'ready' : 'starting';
}

/** Calls `listener` when a service worker takes control of the page; returns the unsubscribe. */
export function onOfflineReady(listener: () => void): () => void {
  if (offlineSupport() !== 'starting') return () => {};
  navigator.serviceWorker.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}

export function savedPackage(): SavedPackage | null {
  const text = readLocal(PACKAGE_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as SavedPackage;
  } catch {
    return null;
  }
}

/** Reads the area's data (kept by the service worker as it passes) and sizes its media. */
export async function planPackage(): Promise<PackagePlan> {
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
  if (map) for (const key of [map.imageKey, ...Object.values(map.skins.timePeriod), ...Object.values(map.skins.weather)]) if (key) keys.add(key);
  for (const place of places.list) if (place.audioKey) keys.add(place.audioKey);
  if (config.musicKey) keys.add(config.musicKey);
  const files = await Promise.all(
    [...keys].map(async (key): Promise<PackageFile> => {
      const { url } = await call(endpoints.signUrl, { query: { fileName: key } });
      const head = await fetch(url, { method: 'HEAD' });
      return { url, bytes: Number(head.headers.get('content-length')) || 0 };
    }),
  );
  return { files, totalBytes: files.reduce((total, file) => total + file.bytes, 0) };
}

/** Fetches every file into the media cache, reporting the bytes received so far. */
export async function downloadPackage(plan: PackagePlan, onProgress: (receivedBytes: number) => void, signal: AbortSignal): Promise<SavedPackage> {
  const cache = await caches.open(MEDIA_CACHE);
  let received = 0;
  for (const file of plan.files) {
    const response = await fetch(file.url, { signal });
    if (!response.ok || !response.body) throw new Error(`${new URL(file.url).pathname} answered ${response.status}`);
    const chunks: Uint8Array[] = [];
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
    const headers = { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' };
    await cache.put(mediaCacheKey(file.url), new Response(new Blob(chunks as BlobPart[]), { headers }));
  }
  const saved: SavedPackage = { keys: plan.files.map((file) => mediaCacheKey(file.url)), totalBytes: received, savedAt: new Date().toISOString() };
  writeLocal(PACKAGE_KEY, JSON.stringify(saved));
  return saved;
}

export async function removePackage(saved: SavedPackage): Promise<void> {
  const cache = await caches.open(MEDIA_CACHE);
  await Promise.all(saved.keys.map((key) => cache.delete(key)));
  writeLocal(PACKAGE_KEY, null);
}
