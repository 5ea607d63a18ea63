/** The area's VR materials as the materials screen lists and downloads them: scenes and videos, each a small and a full file. */
import type { LocalText, PanoramaCatalogue } from '@youlan/contract';

export interface Material {
  kind: 'scene' | 'video';
  id: number;
  key: string;
  title: LocalText;
  /** The picture of its card: the scene's preview, the video's poster. */
  pictureKey: string | null;
  /** The small version, when there is one, and the full one. */
  lowKey: string | null;
  fullKey: string;
}

export function materialsOf(catalogue: PanoramaCatalogue): Material[] {
  return [
    ...catalogue.scenes.map((scene): Material => ({ kind: 'scene', id: scene.id, key: scene.key, title: scene.title, pictureKey: scene.previewKey, lowKey: scene.previewKey, fullKey: scene.imageKey })),
    ...catalogue.videos.map((video): Material => ({ kind: 'video', id: video.id, key: video.key, title: video.title, pictureKey: video.posterKey, lowKey: video.videoLowKey, fullKey: video.videoKey })),
  ];
}

/** Every small file first, then every full one, in the area's order. */
export function downloadOrder(materials: readonly Material[]): string[] {
  const keys = [...materials.flatMap((material) => (material.lowKey ? [material.lowKey] : [])), ...materials.map((material) => material.fullKey)];
  return [...new Set(keys)];
}
