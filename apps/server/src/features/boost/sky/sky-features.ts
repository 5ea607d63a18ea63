/**
 * Per-pixel features of the 400 px work copy for the learned sky decision (sky-model.ts,
 * train-sky-model.ts): only what the job itself has at that point, so a model trained on them could
 * run in the job. Each feature is one plane of `width × height` floats; a model names the ones it uses.
 */
import { boxMean, type ColourPlanes } from './guided-filter.ts';
import { skyEvidence } from './sky-evidence.ts';
import { fillFromTop, skyLogLikelihoodRatio, sobelMagnitude, type SkyRegion } from './sky-matte.ts';

export const FEATURE_NAMES = [
  'L', 'a', 'b', 'chroma', 'row', 'texture1', 'texture3', 'texture8', 'gradient', 'verticalStep', 'fillLevel',
  'topColourDistance', 'L12', 'a12', 'b12', 'texture24', 'fillAbove', 'belowOldSkyline', 'oldRegion', 'oldLikelihood',
  'oldFineTexture', 'oldBlueMinusRed', 'oldSaturation', 'oldBottomCover',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** sRGB (0..1) to CIELAB with a D65 white, scaled so L is 0..1 and a, b about −1..1. */
function toLab(p: ColourPlanes): { L: Float32Array; a: Float32Array; b: Float32Array } {
  const n = p.width * p.height;
  const L = new Float32Array(n), a = new Float32Array(n), b = new Float32Array(n);
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  for (let i = 0; i < n; i++) {
    const r = lin(p.r[i]!), g = lin(p.g[i]!), bl = lin(p.b[i]!);
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    L[i] = (116 * fy - 16) / 100;
    a[i] = (500 * (fx - fy)) / 100;
    b[i] = (200 * (fy - fz)) / 100;
  }
  return { L, a, b };
}

/** log of the local standard deviation of a plane over a (2r+1)² window. */
function logLocalDeviation(plane: Float32Array, width: number, height: number, radius: number): Float32Array {
  const squared = new Float32Array(plane.length);
  for (let i = 0; i < plane.length; i++) squared[i] = plane[i]! * plane[i]!;
  const mean = boxMean(plane, width, height, radius), meanSquared = boxMean(squared, width, height, radius);
  const out = new Float32Array(plane.length);
  for (let i = 0; i < plane.length; i++) out[i] = Math.log(Math.sqrt(Math.max(0, meanSquared[i]! - mean[i]! ** 2)) + 1e-3);
  return out;
}

/** Edge thresholds of the top fill, as in findSkyRegion's skyline search. */
const FILL_STEPS = 18;

/** The features of every pixel; `old` is the hand-set region (findSkyRegion), if it found one. */
export function skyFeatures(p: ColourPlanes, old: SkyRegion | undefined): Record<FeatureName, Float32Array> {
  const { width, height } = p;
  const n = width * height;
  const { L, a, b } = toLab(p);
  const chroma = new Float32Array(n), row = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    chroma[i] = Math.hypot(a[i]!, b[i]!);
    row[i] = Math.floor(i / width) / height;
  }
  const gradient = sobelMagnitude(p);
  const logGradient = new Float32Array(n);
  for (let i = 0; i < n; i++) logGradient[i] = Math.log(gradient[i]! + 1e-3);
  // Brightness above minus below, a few rows apart: a skyline's bright-over-dark step.
  const smooth = boxMean(L, width, height, 2);
  const verticalStep = new Float32Array(n);
  const gap = Math.max(2, Math.round(height / 80));
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - gap) * width, down = Math.min(height - 1, y + gap) * width;
    for (let x = 0; x < width; x++) verticalStep[y * width + x] = smooth[up + x]! - smooth[down + x]!;
  }
  // How strong an edge a path from the top edge must cross to reach the pixel (0 none, 1 never).
  const fillLevel = new Float32Array(n).fill(1);
  const stack = new Int32Array(n);
  for (let k = FILL_STEPS - 1; k >= 0; k--) {
    const { region } = fillFromTop(gradient, width, 0.006 * Math.pow(1.25, k), stack);
    for (let i = 0; i < n; i++) if (region[i]) fillLevel[i] = k / FILL_STEPS;
  }
  // Colour distance to the top edge's typical colour (the mean of its smooth pixels).
  const topRows = Math.max(1, Math.round(height * 0.05));
  let count = 0, mL = 0, ma = 0, mb = 0;
  for (let i = 0; i < topRows * width; i++) {
    if (fillLevel[i]! > 0.5) continue;
    count++; mL += L[i]!; ma += a[i]!; mb += b[i]!;
  }
  const topColourDistance = new Float32Array(n).fill(1);
  if (count) {
    mL /= count; ma /= count; mb /= count;
    for (let i = 0; i < n; i++) topColourDistance[i] = Math.hypot(L[i]! - mL, a[i]! - ma, b[i]! - mb);
  }
  // The hand-set decision and its colour model, as two more inputs (0 where it found no sky).
  const oldRegion = new Float32Array(n), oldLikelihood = new Float32Array(n);
  if (old) {
    for (let i = 0; i < n; i++) {
      oldRegion[i] = old.mask[i]!;
      const llr = skyLogLikelihoodRatio(old, p.r[i]!, p.g[i]!, p.b[i]!, Math.floor(i / width));
      oldLikelihood[i] = Math.max(-10, Math.min(10, llr)) / 10;
    }
  }
  // Context: how reachable the column above is on average, and where the hand-set skyline ends.
  const fillAbove = new Float32Array(n), belowOldSkyline = new Float32Array(n);
  for (let x = 0; x < width; x++) {
    let sum = 0, lowest = -1;
    for (let y = 0; y < height; y++) if (oldRegion[y * width + x]) lowest = y;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      sum += fillLevel[i]!;
      fillAbove[i] = sum / (y + 1);
      belowOldSkyline[i] = (y - lowest) / height;
    }
  }
  const evidence = skyEvidence(p, old?.mask ?? new Uint8Array(n));
  const constant = (value: number) => new Float32Array(n).fill(value);
  const context = Math.max(2, Math.round(width / 32));
  return {
    L12: boxMean(L, width, height, context),
    a12: boxMean(a, width, height, context),
    b12: boxMean(b, width, height, context),
    texture24: logLocalDeviation(L, width, height, 2 * context),
    fillAbove, belowOldSkyline,
    oldFineTexture: constant(evidence.fineTexture * 100),
    oldBlueMinusRed: constant(evidence.blueMinusRed),
    oldSaturation: constant(evidence.saturation),
    oldBottomCover: constant(evidence.bottomCover),
    L, a, b, chroma, row,
    texture1: logLocalDeviation(L, width, height, 1),
    texture3: logLocalDeviation(L, width, height, 3),
    texture8: logLocalDeviation(L, width, height, 8),
    gradient: logGradient, verticalStep, fillLevel, topColourDistance, oldRegion, oldLikelihood,
  };
}
