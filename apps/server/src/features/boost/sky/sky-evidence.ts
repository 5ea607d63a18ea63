/**
 * Whether a candidate sky region looks like sky, not merely bright, pale and joined to the top edge
 * (issue 30: a pale textured surface filling the frame, sea seen from above and a studio backdrop
 * were all "sky"). Measured on the 400 px work copy; the bounds were set on the tuning half of the
 * test set only (docs/sky-replacement.md, "No-sky decision").
 */
import { boxMean, type ColourPlanes } from './guided-filter.ts';

export interface SkyEvidence {
  /** Share of the bottom tenth of the frame the region covers: no horizon below it when high. */
  bottomCover: number;
  /**
   * Median |luminance − its 3 × 3 mean| inside the region (0..1): grain, ripples, roofs. The median,
   * not the mean: branches and cables across a sky are a minority of its pixels, grain is everywhere.
   */
  fineTexture: number;
  /** Mean blue minus red (0..1): above 0 blue, below warm. */
  blueMinusRed: number;
  /** Mean of max − min channel (0..1): a sunset's warmth is saturated, a wall's or sand's is not. */
  saturation: number;
}

export function skyEvidence(p: ColourPlanes, mask: Uint8Array): SkyEvidence {
  const { width, height } = p;
  const n = width * height;
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = 0.299 * p.r[i]! + 0.587 * p.g[i]! + 0.114 * p.b[i]!;
  const near = boxMean(lum, width, height, 1);
  const bottomStart = Math.floor(height * 0.9) * width;
  const fineSteps = new Int32Array(257);
  let count = 0, blue = 0, saturation = 0, bottom = 0;
  for (let i = 0; i < n; i++) {
    if (!mask[i]) continue;
    count++;
    fineSteps[Math.min(256, Math.round(1024 * Math.abs(lum[i]! - near[i]!)))]!++;
    const r = p.r[i]!, g = p.g[i]!, b = p.b[i]!;
    blue += b - r;
    saturation += Math.max(r, g, b) - Math.min(r, g, b);
    if (i >= bottomStart) bottom++;
  }
  const c = Math.max(1, count);
  let fineMedian = 0;
  for (let seen = 0; fineMedian < 256 && seen + fineSteps[fineMedian]! < c / 2; fineMedian++) seen += fineSteps[fineMedian]!;
  return { bottomCover: bottom / Math.max(1, n - bottomStart), fineTexture: fineMedian / 1024, blueMinusRed: blue / c, saturation: saturation / c };
}

/**
 * A sky is smooth at the pixel scale (clouds are soft; grain, ripples and a town from above are
 * not), is blue, grey or a saturated sunset (a pale warm surface is wood, sand, a wall or a
 * backdrop), and has a horizon below it unless it is clearly blue (a kite in an open sky).
 */
export function looksLikeSky(e: SkyEvidence): boolean {
  if (e.fineTexture > 0.006) return false;
  if (e.blueMinusRed < -0.03 && e.saturation < 0.18) return false;
  if (e.bottomCover > 0.5 && e.blueMinusRed < 0.15) return false;
  return true;
}
