/**
 * Loading panorama media with real progress (bytes received against Content-Length), kept as
 * object URLs for the visit so a material downloaded on the materials screen opens at once on the
 * others. Signed URLs change every few minutes, so the HTTP cache alone would download it again.
 */
import type { PanoramaVideo } from '@youlan/contract';

/** At most this many files are kept (the demo area has nine); the oldest is let go first. */
export const LOADED_MEDIA_MAX = 12;

const loaded = new Map<string, { url: string; bytes: number }>();

export interface LoadedMedia {
  /** An object URL of the whole file. */
  url: string;
  bytes: number;
}

/** The file already downloaded for this storage key, or null. */
export function loadedMedia(key: string): LoadedMedia | null {
  return loaded.get(key) ?? null;
}

function keep(key: string, media: LoadedMedia): void {
  loaded.set(key, media);
  while (loaded.size > LOADED_MEDIA_MAX) {
    const [oldestKey, oldest] = loaded.entries().next().value as [string, LoadedMedia];
    loaded.delete(oldestKey);
    URL.revokeObjectURL(oldest.url);
  }
}

/** `total` is null when the server did not say how big the file is. */
export type ProgressListener = (received: number, total: number | null) => void;

/** Downloads a stored file from its signed URL, reporting progress; resolves to an object URL. */
export async function downloadMedia(key: string, signedUrl: string, onProgress: ProgressListener, signal?: AbortSignal): Promise<LoadedMedia> {
  const known = loaded.get(key);
  if (known) {
    onProgress(known.bytes, known.bytes);
    return known;
  }
  const response = await fetch(signedUrl, signal ? { signal } : {});
  if (!response.ok || !response.body) throw new Error(`${key} answered ${response.status}`);
  const header = Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  const media = { url: URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' })), bytes: received };
  keep(key, media);
  return media;
}

/** Share of a download done, 0..1; null when the size is unknown. */
export function progressShare(received: number, total: number | null): number | null {
  return total === null ? null : Math.min(1, received / total);
}


interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether the phone says its network is weak (Network Information API: Chromium and Android web
 * views; iOS never says, so it gets the sharp video and the visitor can switch).
 */
export function isWeakNetwork(connection: NetworkInformationLike | undefined = (navigator as Navigator & { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/** The key of the video file to play: the small one on a weak network (when there is one). */
export function videoKeyFor(video: Pick<PanoramaVideo, 'videoKey' | 'videoLowKey'>, quality: 'hd' | 'sd'): string {
  return quality === 'sd' && video.videoLowKey ? video.videoLowKey : video.videoKey;
}
