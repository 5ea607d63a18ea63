import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_AREA_PATH, areaBaseDir } from './area.file.ts';

// Read raw, as demo-content.test.ts does: the keys are checked against the files and the
// media-sources record, whatever the area-file schema makes of them.
interface DemoPictures {
  places: { name: string; imageKey?: string | null }[];
  articles: { title: string; coverImageKey?: string | null }[];
  photoSpots: { place: string; poses: { samples: string[] }[] }[];
  media: Record<string, string>;
}
const area = JSON.parse(readFileSync(DEMO_AREA_PATH, 'utf8')) as DemoPictures;
const baseDir = areaBaseDir(DEMO_AREA_PATH);
const fileOf = (key: string) => resolve(baseDir, area.media[key] ?? `missing media entry for ${key}`);

/** docs/media-sources.md's table rows, keyed by the first backticked path in the row. */
const SOURCES = new Map(
  readFileSync(resolve(import.meta.dirname, '../../../../docs/media-sources.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => [line.match(/^\| `([^`]+)`/)![1]!, line] as const),
);

/** Every picture that stands for a place: its picture, the article covers, the photo spots' samples. */
const PICTURES_OF_PLACES = [
  ...area.places.map((place) => ({ owner: place.name, key: place.imageKey })),
  ...area.articles.map((article) => ({ owner: article.title, key: article.coverImageKey })),
  ...area.photoSpots.flatMap((spot) => spot.poses.flatMap((pose) => pose.samples.map((key) => ({ owner: spot.place, key })))),
];

describe('the demo area pictures its places', () => {
  it('gives every place and every article a picture that exists and is a JPEG', async () => {
    for (const { owner, key } of PICTURES_OF_PLACES) {
      expect(key, owner).toBeTruthy();
      const file = fileOf(key!);
      expect(existsSync(file), `${owner}: ${file}`).toBe(true);
      const { format, width = 0, height = 0 } = await sharp(file).metadata();
      expect(format, key!).toBe('jpeg');
      expect(Math.min(width, height), key!).toBeGreaterThanOrEqual(500);
    }
  });

  it('draws a picture of its own for each place, so two places never share one', () => {
    const keys = area.places.map((place) => place.imageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('records each of them in docs/media-sources.md as made by us, none cut from a wallpaper or another place', () => {
    for (const { owner, key } of PICTURES_OF_PLACES) {
      const path = area.media[key!]!.replace(/^media\//, '');
      const row = SOURCES.get(path);
      expect(row, `${owner}: ${path} has no row in docs/media-sources.md`).toBeDefined();
      expect(row, path).toMatch(/made by us/);
      expect(row, path).not.toMatch(/wallpaper/i);
    }
  });
});
