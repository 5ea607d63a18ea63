/**
 * Sky replacement on real photographs with hand-made sky masks (testdata/labels.json says how each
 * mask was traced; docs/sky-replacement.md lists the photos and their licences). Per photo it
 * reports the matte's IoU against the hand mask (matte thresholded at 50 %) and the share of
 * non-sky pixels the replacement changed. A pixel counts as changed when any channel differs by
 * more than 8/255: above the foreground harmonisation's cap (6/255 plus rounding), which is meant
 * to be a change of light, not of content, and below a difference a viewer notices side by side.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HELD_OUT } from './held-out.ts';
import { replaceSky, replaceSkyPixels } from './index.ts';
import { renderMask, type PhotoLabel } from './render-labels.ts';

const TESTDATA = new URL('./testdata/', import.meta.url);
const CHANGE_TOLERANCE = 8;
const labels = JSON.parse(readFileSync(new URL('labels.json', TESTDATA), 'utf8')) as { photos: Record<string, PhotoLabel> };

function isHeldOut(key: string): boolean {
  return HELD_OUT.has(key);
}

interface PhotoResult {
  key: string;
  hasSky: boolean;
  iou: number;
  nonSkyChanged: number;
}

async function evaluate(key: string, newSky: Buffer): Promise<PhotoResult> {
  const photo = readFileSync(new URL(`${key}.jpg`, TESTDATA));
  const truth = await sharp(readFileSync(new URL(`${key}.mask.png`, TESTDATA))).greyscale().raw().toBuffer();
  const original = await sharp(photo).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer();
  const result = await replaceSkyPixels(photo, newSky);
  expect(result.alpha.length).toBe(truth.length);
  let intersection = 0, union = 0, nonSky = 0, changed = 0, truthSky = 0;
  for (let i = 0; i < truth.length; i++) {
    const isSky = truth[i]! >= 128;
    const found = result.alpha[i]! >= 128;
    if (isSky) truthSky++;
    if (isSky && found) intersection++;
    if (isSky || found) union++;
    if (isSky) continue;
    nonSky++;
    const j = 3 * i;
    if (
      Math.abs(result.rgb[j]! - original[j]!) > CHANGE_TOLERANCE ||
      Math.abs(result.rgb[j + 1]! - original[j + 1]!) > CHANGE_TOLERANCE ||
      Math.abs(result.rgb[j + 2]! - original[j + 2]!) > CHANGE_TOLERANCE
    ) changed++;
  }
  return { key, hasSky: truthSky > 0, iou: union ? intersection / union : 1, nonSkyChanged: nonSky ? changed / nonSky : 0 };
}

describe('sky replacement on the labelled photographs', () => {
  const results: PhotoResult[] = [];

  beforeAll(async () => {
    const newSky = await sharp(readFileSync(new URL('kite.jpg', TESTDATA))).resize(800).jpeg().toBuffer();
    for (const key of Object.keys(labels.photos)) results.push(await evaluate(key, newSky));
    const line = (r: PhotoResult) => `${r.key.padEnd(18)} IoU ${r.hasSky ? r.iou.toFixed(3) : '  —  '}  non-sky changed ${(100 * r.nonSkyChanged).toFixed(2)} %`;
    const summary = (half: PhotoResult[]) => {
      const withSky = half.filter((r) => r.hasSky), noSky = half.filter((r) => !r.hasSky);
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
      return `mean of ${withSky.length} with sky: IoU ${mean(withSky.map((r) => r.iou)).toFixed(3)}, non-sky changed ${(100 * mean(withSky.map((r) => r.nonSkyChanged))).toFixed(2)} %; ${noSky.length} without sky: worst ${(100 * Math.max(0, ...noSky.map((r) => r.nonSkyChanged))).toFixed(2)} % changed`;
    };
    for (const [name, half] of [['tuning', results.filter((r) => !isHeldOut(r.key))], ['held-out', results.filter((r) => isHeldOut(r.key))]] as const) {
      console.info(`${name} half:\n${half.map(line).join('\n')}\n${summary(half)}`);
    }
  }, 120_000);

  it('uses masks rendered from labels.json as they stand', async () => {
    for (const key of Object.keys(labels.photos)) {
      const { mask } = await renderMask(key, labels.photos[key]!);
      const stored = await sharp(readFileSync(new URL(`${key}.mask.png`, TESTDATA))).greyscale().raw().toBuffer();
      let differing = 0;
      for (let i = 0; i < mask.length; i++) if ((stored[i]! >= 128 ? 255 : 0) !== mask[i]) differing++;
      expect(differing, key).toBe(0);
    }
  });

  it('covers at least 44 photos, some without sky, split in two halves', () => {
    expect(results.filter((r) => r.hasSky).every((r) => r.iou >= 0 && r.iou <= 1)).toBe(true);
    expect(results.length).toBeGreaterThanOrEqual(44);
    expect([...HELD_OUT].every((key) => key in labels.photos)).toBe(true);
    expect(results.filter((r) => isHeldOut(r.key)).length).toBeGreaterThanOrEqual(12);
    expect(results.filter((r) => !isHeldOut(r.key)).length).toBeGreaterThanOrEqual(12);
    expect(results.filter((r) => !r.hasSky).length).toBeGreaterThanOrEqual(1);
  });

  // The targets, on the held-out photos (docs/sky-replacement.md has the per-photo tables).
  // They do not hold yet on the fresh held-out photos: `it.fails` keeps that visible and turns red
  // the moment one of them starts to hold, so it is switched back to `it` then, never loosened.
  const heldOut = () => results.filter((r) => isHeldOut(r.key));

  it.fails('finds the sky with a mean IoU of at least 0.90 on the held-out half', () => {
    const withSky = heldOut().filter((r) => r.hasSky);
    const mean = withSky.reduce((sum, r) => sum + r.iou, 0) / withSky.length;
    expect(mean).toBeGreaterThanOrEqual(0.9);
  });

  it.fails('changes at most 2 % of the non-sky pixels on the held-out half', () => {
    const withSky = heldOut().filter((r) => r.hasSky);
    const mean = withSky.reduce((sum, r) => sum + r.nonSkyChanged, 0) / withSky.length;
    expect(mean).toBeLessThanOrEqual(0.02);
  });

  it.fails('leaves held-out photos without sky (almost) unchanged', () => {
    for (const r of heldOut().filter((p) => !p.hasSky)) expect(r.nonSkyChanged, r.key).toBeLessThanOrEqual(0.01);
  });

  it.fails('finds no held-out sky under IoU 0.75 and changes no more than 5 % of any held-out photo\'s non-sky', () => {
    for (const r of heldOut().filter((p) => p.hasSky)) {
      expect(r.iou, r.key).toBeGreaterThanOrEqual(0.75);
      expect(r.nonSkyChanged, r.key).toBeLessThanOrEqual(0.05);
    }
  });

  // Issue 30: people are never replaced. The cameraman's head, hands and camera meet the sky; the
  // person is the part of the label's not-sky inside [25, 10, 62, 45] % of the frame (nothing else
  // stands there). Changed as above: any channel by more than 8/255.
  it('leaves a person against the sky untouched', async () => {
    const photo = readFileSync(new URL('cameraman.jpg', TESTDATA));
    const truth = await sharp(readFileSync(new URL('cameraman.mask.png', TESTDATA))).greyscale().raw().toBuffer();
    const { data: original, info } = await sharp(photo).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const result = await replaceSkyPixels(photo, readFileSync(new URL('kite.jpg', TESTDATA)));
    let person = 0, changed = 0;
    for (let y = Math.round(0.1 * info.height); y < Math.round(0.45 * info.height); y++) {
      for (let x = Math.round(0.25 * info.width); x < Math.round(0.62 * info.width); x++) {
        const i = y * info.width + x;
        if (truth[i]! >= 128) continue;
        person++;
        if ([0, 1, 2].some((c) => Math.abs(result.rgb[3 * i + c]! - original[3 * i + c]!) > CHANGE_TOLERANCE)) changed++;
      }
    }
    expect(result.skyFound).toBe(true);
    expect(person).toBeGreaterThan(10_000);
    expect(changed / person).toBeLessThanOrEqual(0.005);
  });

  it('returns an upright JPEG of the same size and says when there is no sky', async () => {
    const newSky = readFileSync(new URL('kite.jpg', TESTDATA));
    // Orientation 6: stored sideways, shown upright after a quarter turn.
    const sideways = await sharp(readFileSync(new URL('storm.jpg', TESTDATA))).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await replaceSky(sideways, newSky);
    expect(upright.skyFound).toBe(true);
    const meta = await sharp(upright.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);
    const progress: number[] = [];
    const noSky = await replaceSky(readFileSync(new URL('green-meadow.jpg', TESTDATA)), newSky, { onProgress: (f) => progress.push(f) });
    expect(noSky.skyFound).toBe(false);
    expect(progress.at(-1)).toBe(1);
  });
});
