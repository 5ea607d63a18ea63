/**
 * A learned sky decision: a small neural network (one hidden layer, or none: logistic regression)
 * over the per-pixel features of sky-features.ts, trained and cross-validated on the tuning photos
 * by train-sky-model.ts. Not used by the job yet: it did not beat the hand-set decision where it
 * counts (docs/sky-replacement.md, "Learned sky decision (session 7)").
 */
import type { FeatureName } from './sky-features.ts';
import { boxMean } from './guided-filter.ts';

export interface SkyModel {
  features: FeatureName[];
  /** Per feature: (value − mean) / scale is what the network sees. */
  mean: number[];
  scale: number[];
  /** Hidden units (0: logistic regression straight from the inputs). */
  hidden: number;
  /** hidden × features weights, row by row, and the hidden biases. */
  w1: number[];
  b1: number[];
  /** Output weights (hidden of them, or features when hidden is 0) and bias. */
  w2: number[];
  b2: number;
  /** The model decides only within this many work-grid pixels of the hand-set region's edge ... */
  bandRadius: number;
  /** ... and the log-odds the model must beat to overturn the hand-set region's verdict there. */
  margin: number;
}

/** Probability of sky per pixel. */
export function skyProbability(model: SkyModel, features: Record<FeatureName, Float32Array>, n: number): Float32Array {
  const f = model.features.length, h = model.hidden;
  const planes = model.features.map((name) => features[name]);
  const x = new Float64Array(f), hiddenOut = new Float64Array(h);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < f; k++) x[k] = (planes[k]![i]! - model.mean[k]!) / model.scale[k]!;
    let z = model.b2;
    if (h === 0) {
      for (let k = 0; k < f; k++) z += model.w2[k]! * x[k]!;
    } else {
      for (let j = 0; j < h; j++) {
        let s = model.b1[j]!;
        for (let k = 0; k < f; k++) s += model.w1[j * f + k]! * x[k]!;
        hiddenOut[j] = Math.tanh(s);
      }
      for (let j = 0; j < h; j++) z += model.w2[j]! * hiddenOut[j]!;
    }
    out[i] = 1 / (1 + Math.exp(-z));
  }
  return out;
}

/**
 * Pixels within `radius` of the hand-set region's edge: there the learned probability decides,
 * elsewhere the hand-set region stands.
 */
export function edgeBand(region: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const share = boxMean(Float32Array.from(region), width, height, radius);
  const band = new Uint8Array(region.length);
  for (let i = 0; i < band.length; i++) if (share[i]! > 1e-4 && share[i]! < 1 - 1e-4) band[i] = 1;
  return band;
}

/**
 * The hand-set region `old` with its edge band re-decided by the probability: a pixel there changes
 * side only when the model is sure by the margin; everywhere else the hand-set region stands.
 */
export function redecideEdge(probability: Float32Array, old: Uint8Array, width: number, height: number, model: Pick<SkyModel, 'bandRadius' | 'margin'>): Uint8Array {
  const band = edgeBand(old, width, height, model.bandRadius);
  const sure = 1 / (1 + Math.exp(-model.margin));
  const mask = new Uint8Array(old.length);
  for (let i = 0; i < mask.length; i++) {
    const p = probability[i]!;
    mask[i] = !band[i] ? old[i]! : old[i] ? (1 - p > sure ? 0 : 1) : p > sure ? 1 : 0;
  }
  return mask;
}
