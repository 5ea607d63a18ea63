/**
 * What the visitor downloads for offline use (the area's offline package, a tour): the pictures and
 * sounds, sized before (HEAD) and fetched into the service worker's media cache by storage key, and
 * a record of each download (`youlan.offlineDownloads`) so the user centre can list and remove
 * them. Two downloads may share a file (a place's guide is in the package and in a tour): removing
 * one keeps the files another still holds.
 */
import { endpoints } from '@youlan/contract/runtime';
import { call } from './http.ts';
import { DOCUMENT_CACHE, MEDIA_CACHE, mediaCacheKey } from './offline-caches.ts';
import { readLocal, writeLocal } from './storage.ts';

const DOWNLOADS_KEY = 'youlan.offlineDownloads';

export interface MediaFile {
  url: string;
  bytes: number;
}

export interface DownloadPlan {
  files: MediaFile[];
  totalBytes: number;
}

export interface OfflineDownload {
  /** `package` (the area's offline package) or `tour:<id>`. */
  id: string;
  /** Media cache keys it holds. */
  keys: string[];
  totalBytes: number;
  savedAt: string;
  /** For a list of downloads: its name as the visitor saw it and where it opens; none for the package. */
  title?: string;
  path?: string;
}

/**
 * Whether this browser can keep downloads: a service worker controls the page and Cache Storage
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

/** Every download kept; a damaged record reads as none. */
export function offlineDownloads(): OfflineDownload[] {
  try {
    const value = JSON.parse(readLocal(DOWNLOADS_KEY) || '[]') as unknown;
    return Array.isArray(value) ? (value as OfflineDownload[]).filter((item) => typeof item?.id === 'string' && Array.isArray(item.keys)) : [];
  } catch {
    return [];
  }
}

export function offlineDownload(id: string): OfflineDownload | null {
  return offlineDownloads().find((item) => item.id === id) ?? null;
}

export function recordDownload(download: OfflineDownload): void {
  writeLocal(DOWNLOADS_KEY, JSON.stringify([...offlineDownloads().filter((item) => item.id !== download.id), download]));
}

/** The bytes the downloads kept take. */
export function downloadedBytes(): number {
  return offlineDownloads().reduce((total, item) => total + item.totalBytes, 0);
}

/** What the browser still grants this site (bytes); null where it does not say. */
export async function browserFreeBytes(): Promise<number | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { quota, usage } = await navigator.storage.estimate();
  return quota === undefined ? null : Math.max(0, quota - (usage ?? 0));
}

/** Signs each storage key and asks its size (HEAD, Content-Length; 0 when not said). */
export async function sizeMedia(keys: Iterable<string>): Promise<DownloadPlan> {
  const files = await Promise.all(
    [...new Set(keys)].map(async (key): Promise<MediaFile> => {
      const { url } = await call(endpoints.signUrl, { query: { fileName: key } });
      const head = await fetch(url, { method: 'HEAD' });
      return { url, bytes: Number(head.headers.get('content-length')) || 0 };
    }),
  );
  return { files, totalBytes: files.reduce((total, file) => total + file.bytes, 0) };
}

/**
 * Keeps a screen's document, as the server fills it (with its start data), where the service
 * worker's navigations find it: a screen reached inside the app was never loaded as a document.
 */
export async function keepDocument(path: string): Promise<void> {
  const response = await fetch(path, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await (await caches.open(DOCUMENT_CACHE)).put(new URL(path, location.href).href, response);
}

/** Fetches every file into the media cache, reporting the bytes received so far, and records the download. */
export async function downloadMedia(
  about: Omit<OfflineDownload, 'keys' | 'totalBytes' | 'savedAt'>,
  files: readonly MediaFile[],
  onProgress: (receivedBytes: number) => void,
  signal: AbortSignal,
): Promise<OfflineDownload> {
  const cache = await caches.open(MEDIA_CACHE);
  let received = 0;
  for (const file of files) {
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
  const download: OfflineDownload = { ...about, keys: files.map((file) => mediaCacheKey(file.url)), totalBytes: received, savedAt: new Date().toISOString() };
  recordDownload(download);
  return download;
}

/** Forgets a download and deletes its files that no other download holds. */
export async function removeDownload(id: string): Promise<void> {
  const removed = offlineDownload(id);
  const others = offlineDownloads().filter((item) => item.id !== id);
  writeLocal(DOWNLOADS_KEY, JSON.stringify(others));
  if (!removed || typeof caches === 'undefined') return;
  const held = new Set(others.flatMap((item) => item.keys));
  const cache = await caches.open(MEDIA_CACHE);
  await Promise.all(removed.keys.filter((key) => !held.has(key)).map((key) => cache.delete(key)));
}
