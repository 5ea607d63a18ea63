import { describe, expect, it } from 'vitest';
import type { PanoramaCatalogue } from '@youlan/contract';
import { downloadOrder, materialsOf } from './materials.ts';

const catalogue: PanoramaCatalogue = {
  scenes: [
    { id: 1, key: 'a', title: { text: 'A', lang: 'en' }, imageKey: 'a.jpg', previewKey: 'a-low.jpg', initialView: { yaw: 0, pitch: 0, zoom: 50 }, markers: [] },
    { id: 2, key: 'b', title: { text: '乙', lang: 'zh-CN' }, imageKey: 'b.jpg', previewKey: null, initialView: { yaw: 0, pitch: 0, zoom: 50 }, markers: [] },
  ],
  videos: [{ id: 3, key: 'v', title: { text: 'Video', lang: 'en' }, videoKey: 'v.mp4', videoLowKey: 'v-low.mp4', posterKey: 'v.jpg', durationSeconds: 20 }],
};

describe('VR materials', () => {
  it('lists scenes, then videos, with their small and full files', () => {
    expect(materialsOf(catalogue).map((material) => [material.kind, material.lowKey, material.fullKey])).toEqual([
      ['scene', 'a-low.jpg', 'a.jpg'],
      ['scene', null, 'b.jpg'],
      ['video', 'v-low.mp4', 'v.mp4'],
    ]);
  });

  it('downloads every small file before any full one, each file once', () => {
    expect(downloadOrder(materialsOf(catalogue))).toEqual(['a-low.jpg', 'v-low.mp4', 'a.jpg', 'b.jpg', 'v.mp4']);
    const twice = materialsOf({ ...catalogue, scenes: [catalogue.scenes[0]!, { ...catalogue.scenes[0]!, id: 9 }] });
    expect(downloadOrder(twice)).toEqual(['a-low.jpg', 'v-low.mp4', 'a.jpg', 'v.mp4']);
  });
});
