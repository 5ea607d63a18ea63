import { openSync, readFileSync, readSync, closeSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_AREA_PATH, areaBaseDir } from './area.file.ts';

// Read raw: the photo studio and panorama keys are checked here for their content, whatever the
// area-file schema makes of them.
interface Marker { key: string; yaw: number; pitch: number; label: string; targetScene?: string; targetPlace?: string }
interface DemoContent {
  places: { name: string }[];
  media: Record<string, string>;
  poseSkus: { key: string; name: string; sort: number }[];
  poses: { key: string; sku: string; name: string; outlineKey: string; tips: string; translations: { en?: { name?: string; tips?: string } } }[];
  photoSpots: { place: string; tips: string; standDistanceMeters: number; poses: { pose: string; samples: string[] }[] }[];
  panoramaScenes: { key: string; title: string; imageKey: string; previewKey: string; initialView: { yaw: number; pitch: number; zoom: number }; markers: Marker[] }[];
  panoramaVideos: { key: string; title: string; videoKey: string; videoLowKey: string; posterKey: string; durationSeconds: number }[];
}
const area = JSON.parse(readFileSync(DEMO_AREA_PATH, 'utf8')) as DemoContent;
const baseDir = areaBaseDir(DEMO_AREA_PATH);
const fileOf = (key: string) => resolve(baseDir, area.media[key] ?? `missing media entry for ${key}`);

/** Width and height from a JPEG's first start-of-frame marker. */
function jpegSize(path: string): { width: number; height: number } {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(65_536);
    readSync(fd, head, 0, head.length, 0);
    for (let i = 2; i < head.length - 9; ) {
      if (head[i] !== 0xff) throw new Error(`${path}: not a JPEG marker at ${i}`);
      const marker = head[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xc2) return { height: head.readUInt16BE(i + 5), width: head.readUInt16BE(i + 7) };
      i += 2 + head.readUInt16BE(i + 2);
    }
    throw new Error(`${path}: no frame header`);
  } finally {
    closeSync(fd);
  }
}

describe('the demo area ships photo-studio content', () => {
  it('has at least 4 pose categories and 10 poses, each in a known category, named and explained in both languages', () => {
    expect(area.poseSkus.length).toBeGreaterThanOrEqual(4);
    expect(area.poses.length).toBeGreaterThanOrEqual(10);
    const skus = new Set(area.poseSkus.map((sku) => sku.key));
    for (const pose of area.poses) {
      expect(skus.has(pose.sku), pose.key).toBe(true);
      for (const text of [pose.name, pose.translations.en?.name, pose.tips, pose.translations.en?.tips]) expect(text?.trim().length, pose.key).toBeGreaterThan(0);
    }
    expect(new Set(area.poses.map((pose) => pose.key)).size).toBe(area.poses.length);
  });

  it('gives every pose a transparent 3:4 SVG outline listed in the media map', () => {
    for (const pose of area.poses) {
      const svg = readFileSync(fileOf(pose.outlineKey), 'utf8');
      expect(/^<svg [^>]*viewBox="0 0 300 400"/.test(svg), pose.key).toBe(true);
      // Masks may hold full-frame rectangles; what is drawn must not.
      const drawn = svg.replace(/<defs>[\s\S]*?<\/defs>/, '');
      expect(/<rect[^>]*width="(100%|300)"/.test(drawn), `${pose.key} paints a background`).toBe(false);
    }
  });

  it('puts at least 5 photo spots at real places and uses every pose at least once', () => {
    const places = new Set(area.places.map((place) => place.name));
    expect(area.photoSpots.length).toBeGreaterThanOrEqual(5);
    for (const spot of area.photoSpots) {
      expect(places.has(spot.place), spot.place).toBe(true);
      expect(spot.standDistanceMeters).toBeGreaterThan(0);
    }
    const used = new Set(area.photoSpots.flatMap((spot) => spot.poses.map((p) => p.pose)));
    expect([...used].sort()).toEqual(area.poses.map((pose) => pose.key).sort());
  });

  it('keeps every sample a JPEG of at most 1280 px on its long side and 400 kB', () => {
    const samples = area.photoSpots.flatMap((spot) => spot.poses.flatMap((p) => p.samples));
    expect(samples.length).toBeGreaterThanOrEqual(area.poses.length);
    for (const key of samples) {
      const { width, height } = jpegSize(fileOf(key));
      expect(Math.max(width, height), key).toBeLessThanOrEqual(1280);
      expect(statSync(fileOf(key)).size, key).toBeLessThan(400_000);
    }
  });
});

describe('the demo area ships panoramas', () => {
  it('has at least three 2:1 scenes with a 1024 × 512 preview', () => {
    expect(area.panoramaScenes.length).toBeGreaterThanOrEqual(3);
    for (const scene of area.panoramaScenes) {
      const full = jpegSize(fileOf(scene.imageKey));
      expect(full.width, scene.key).toBe(2 * full.height);
      expect(full.width).toBeGreaterThanOrEqual(4096);
      expect(jpegSize(fileOf(scene.previewKey))).toEqual({ width: 1024, height: 512 });
    }
  });

  it('links the scenes to each other and to places, with directions in radians', () => {
    const scenes = new Set(area.panoramaScenes.map((scene) => scene.key));
    const places = new Set(area.places.map((place) => place.name));
    for (const scene of area.panoramaScenes) {
      const targets = scene.markers.map((m) => m.targetScene ?? m.targetPlace);
      expect(scene.markers.some((m) => m.targetScene && m.targetScene !== scene.key), scene.key).toBe(true);
      expect(scene.markers.some((m) => m.targetPlace), scene.key).toBe(true);
      for (const marker of scene.markers) {
        expect(Boolean(marker.targetScene) !== Boolean(marker.targetPlace), marker.key).toBe(true);
        if (marker.targetScene) expect(scenes.has(marker.targetScene), marker.key).toBe(true);
        if (marker.targetPlace) expect(places.has(marker.targetPlace), marker.key).toBe(true);
        expect(Math.abs(marker.yaw)).toBeLessThanOrEqual(Math.PI);
        expect(Math.abs(marker.pitch)).toBeLessThanOrEqual(Math.PI / 2);
      }
      expect(new Set(targets).size, scene.key).toBe(targets.length);
    }
  });

  it('has a 360° video under 8 MB with a low-resolution variant and a poster', () => {
    expect(area.panoramaVideos.length).toBeGreaterThanOrEqual(1);
    for (const video of area.panoramaVideos) {
      const full = statSync(fileOf(video.videoKey)).size, low = statSync(fileOf(video.videoLowKey)).size;
      expect(full).toBeLessThan(8_000_000);
      expect(low).toBeLessThan(full);
      // An MP4 whose index (moov) comes before the media (mdat) plays while it downloads.
      const head = readFileSync(fileOf(video.videoKey)).subarray(0, 64_000).toString('latin1');
      expect(head.indexOf('moov'), video.key).toBeGreaterThan(-1);
      expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
      expect(jpegSize(fileOf(video.posterKey)).width).toBe(2 * jpegSize(fileOf(video.posterKey)).height);
    }
  });
});
