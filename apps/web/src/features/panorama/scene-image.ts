/**
 * The picture of a scene, low resolution first: the small preview shows at once, the full picture
 * downloads with progress and replaces it, sharp, where the visitor is looking.
 */
import type { PanoramaScene } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { downloadMedia, loadedMedia, progressShare } from './panorama-media.ts';

export interface SceneImage {
  /** What to show now: the full picture once downloaded, else the preview; null before either. */
  url: string | null;
  isSharp: boolean;
  /** Share of the full picture downloaded, 0..1 (null: size unknown). */
  progress: number | null;
  failed: boolean;
}

export function useSceneImage(scene: Pick<PanoramaScene, 'imageKey' | 'previewKey'>): SceneImage {
  const known = loadedMedia(scene.imageKey);
  const preview = useQuery({ ...mediaUrlQuery(scene.previewKey ?? ''), enabled: scene.previewKey !== null && !known });
  const full = useQuery({ ...mediaUrlQuery(scene.imageKey), enabled: !known });
  const [download, setDownload] = useState<{ key: string; progress: number | null; failed: boolean } | null>(null);
  const signedFull = full.data;

  useEffect(() => {
    if (loadedMedia(scene.imageKey) || !signedFull) return;
    const key = scene.imageKey;
    const controller = new AbortController();
    downloadMedia(key, signedFull, (received, total) => setDownload({ key, progress: progressShare(received, total), failed: false }), controller.signal)
      // Done: the file is in loadedMedia now; this render reads it there.
      .then(() => setDownload({ key, progress: 1, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('panorama download failed', error);
        setDownload({ key, progress: null, failed: true });
      });
    return () => controller.abort();
  }, [scene.imageKey, signedFull]);

  const current = download?.key === scene.imageKey ? download : null;
  if (known) return { url: known.url, isSharp: true, progress: 1, failed: false };
  return { url: preview.data ?? null, isSharp: false, progress: current?.progress ?? 0, failed: current?.failed ?? false };
}
