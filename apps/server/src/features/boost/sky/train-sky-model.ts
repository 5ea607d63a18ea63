/**
 * Trains the learned sky decision on the tuning photos only (never the held-out ones, held-out.ts):
 * `node apps/server/src/features/boost/sky/train-sky-model.ts [--write]`.
 * Every candidate configuration (feature set, hidden units, edge band, margin) is scored by 5-fold
 * cross-validation grouped by photo (a photo's pixels are never in its own training fold) on the
 * 400 px work grid, beside the hand-set decision (findSkyRegion) scored the same way. With --write
 * the best configuration is trained on all tuning photos and written to models/sky-model.json (not
 * read by the job: docs/sky-replacement.md, "Learned sky decision (session 7)", says why).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { HELD_OUT } from './held-out.ts';
import { FEATURE_NAMES, skyFeatures, type FeatureName } from './sky-features.ts';
import { MIN_SKY_SHARE, findSkyRegion } from './sky-matte.ts';
import { edgeBand, redecideEdge, skyProbability, type SkyModel } from './sky-model.ts';
import { workPlanes } from './sky-replacement.ts';

const TESTDATA = new URL('./testdata/', import.meta.url);
const FOLDS = 5;
/** Pixels sampled per photo for training (each photo weighs the same whatever its size). */
const SAMPLES_PER_PHOTO = 4000;

interface Photo {
  key: string;
  width: number;
  height: number;
  features: Record<FeatureName, Float32Array>;
  truth: Uint8Array;
  old: Uint8Array;
}

interface Config {
  features: FeatureName[];
  hidden: number;
  epochs: number;
  l2: number;
  bandRadius: number;
  margin: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so a run is reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function loadPhoto(key: string): Promise<Photo> {
  const planes = await workPlanes(readFileSync(new URL(`${key}.jpg`, TESTDATA)));
  const { width, height } = planes;
  const mask = await sharp(readFileSync(new URL(`${key}.mask.png`, TESTDATA))).greyscale().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const truth = new Uint8Array(width * height);
  for (let i = 0; i < truth.length; i++) truth[i] = mask[i]! >= 128 ? 1 : 0;
  const region = findSkyRegion(planes);
  return { key, width, height, features: skyFeatures(planes, region), truth, old: region?.mask ?? new Uint8Array(width * height) };
}

/** Trains the network by Adam on minibatches of sampled pixels (cross-entropy plus L2 on weights). */
function train(photos: Photo[], config: Config, seed: number): SkyModel {
  const f = config.features.length, h = config.hidden;
  const rand = random(seed);
  const xs: number[][] = [], ys: number[] = [];
  for (const photo of photos) {
    // Only the band's pixels are ever decided by the model, so only they teach it.
    const band = edgeBand(photo.old, photo.width, photo.height, config.bandRadius);
    const pool = Array.from(band.keys()).filter((i) => band[i]);
    if (!pool.length) continue;
    for (let s = 0; s < SAMPLES_PER_PHOTO; s++) {
      const i = pool[Math.floor(rand() * pool.length)]!;
      xs.push(config.features.map((name) => photo.features[name][i]!));
      ys.push(photo.truth[i]!);
    }
  }
  const mean = config.features.map((_, k) => xs.reduce((sum, x) => sum + x[k]!, 0) / xs.length);
  const scale = config.features.map((_, k) => Math.sqrt(xs.reduce((sum, x) => sum + (x[k]! - mean[k]!) ** 2, 0) / xs.length) || 1);
  const data = xs.map((x) => x.map((v, k) => (v - mean[k]!) / scale[k]!));
  // Parameters in one vector: w1 (h·f), b1 (h), w2 (h or f), b2 (1).
  const outInputs = h === 0 ? f : h;
  const size = h * f + h + outInputs + 1;
  const theta = new Float64Array(size);
  for (let k = 0; k < h * f; k++) theta[k] = (rand() * 2 - 1) / Math.sqrt(f);
  for (let k = 0; k < outInputs; k++) theta[h * f + h + k] = (rand() * 2 - 1) / Math.sqrt(outInputs);
  const m = new Float64Array(size), v = new Float64Array(size), grad = new Float64Array(size);
  const hiddenOut = new Float64Array(h);
  const batch = 256, rate = 0.01;
  let step = 0;
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < config.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < order.length; start += batch) {
      grad.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let s = start; s < end; s++) {
        const x = data[order[s]!]!, y = ys[order[s]!]!;
        let z = theta[size - 1]!;
        if (h === 0) {
          for (let k = 0; k < f; k++) z += theta[k]! * x[k]!;
        } else {
          for (let j = 0; j < h; j++) {
            let a = theta[h * f + j]!;
            for (let k = 0; k < f; k++) a += theta[j * f + k]! * x[k]!;
            hiddenOut[j] = Math.tanh(a);
            z += theta[h * f + h + j]! * hiddenOut[j]!;
          }
        }
        const d = 1 / (1 + Math.exp(-z)) - y;
        grad[size - 1]! += d;
        if (h === 0) {
          for (let k = 0; k < f; k++) grad[k]! += d * x[k]!;
        } else {
          for (let j = 0; j < h; j++) {
            grad[h * f + h + j]! += d * hiddenOut[j]!;
            const dh = d * theta[h * f + h + j]! * (1 - hiddenOut[j]! ** 2);
            grad[h * f + j]! += dh;
            for (let k = 0; k < f; k++) grad[j * f + k]! += dh * x[k]!;
          }
        }
      }
      step++;
      const count = end - start;
      for (let k = 0; k < size; k++) {
        const isWeight = k < h * f || (k >= h * f + h && k < size - 1);
        const g = grad[k]! / count + (isWeight ? config.l2 * theta[k]! : 0);
        m[k] = 0.9 * m[k]! + 0.1 * g;
        v[k] = 0.999 * v[k]! + 0.001 * g * g;
        theta[k]! -= (rate * (m[k]! / (1 - 0.9 ** step))) / (Math.sqrt(v[k]! / (1 - 0.999 ** step)) + 1e-8);
      }
    }
  }
  const round = (values: ArrayLike<number>) => Array.from(values, (x) => Number(x.toPrecision(6)));
  return {
    features: config.features,
    mean: round(mean),
    scale: round(scale),
    hidden: h,
    w1: round(theta.subarray(0, h * f)),
    b1: round(theta.subarray(h * f, h * f + h)),
    w2: round(theta.subarray(h * f + h, h * f + h + outInputs)),
    b2: Number(theta[size - 1]!.toPrecision(6)),
    bandRadius: config.bandRadius,
    margin: config.margin,
  };
}

interface Score {
  key: string;
  hasSky: boolean;
  iou: number;
  /** Share of the label's non-sky decided sky (for a photo without sky: of the frame). */
  wrong: number;
}

function score(photo: Photo, decided: Uint8Array): Score {
  let share = 0;
  for (let i = 0; i < decided.length; i++) share += decided[i]!;
  // The job treats a small region as no sky at all.
  const sky = share < MIN_SKY_SHARE * decided.length ? new Uint8Array(decided.length) : decided;
  let intersection = 0, union = 0, nonSky = 0, wrong = 0, truthSky = 0;
  for (let i = 0; i < sky.length; i++) {
    const t = photo.truth[i]!, d = sky[i]!;
    truthSky += t;
    if (t && d) intersection++;
    if (t || d) union++;
    if (!t) {
      nonSky++;
      wrong += d;
    }
  }
  return { key: photo.key, hasSky: truthSky > 0, iou: union ? intersection / union : 1, wrong: nonSky ? wrong / nonSky : 0 };
}

function summary(scores: Score[]): { iou: number; wrong: number; worstNoSky: number; failing: number; objective: number } {
  const withSky = scores.filter((s) => s.hasSky), noSky = scores.filter((s) => !s.hasSky);
  const mean = (values: number[]) => values.reduce((sum, x) => sum + x, 0) / Math.max(1, values.length);
  const iou = mean(withSky.map((s) => s.iou)), wrong = mean(withSky.map((s) => s.wrong));
  const failing = withSky.filter((s) => s.iou < 0.75 || s.wrong > 0.05).length + noSky.filter((s) => s.wrong > 0.01).length;
  // What the targets reward: IoU up, non-sky changed down, photos without sky left alone.
  const objective = iou - wrong - mean(noSky.map((s) => s.wrong));
  return { iou, wrong, worstNoSky: Math.max(0, ...noSky.map((s) => s.wrong)), failing, objective };
}

/** Cross-validated scores of each margin (the margin needs no retraining: it only reads the probability). */
function crossValidate(photos: Photo[], config: Config, margins: number[]): Score[][] {
  const scores: Score[][] = margins.map(() => []);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = train(photos.filter((_, i) => i % FOLDS !== fold), config, 1 + fold);
    for (const photo of photos.filter((_, i) => i % FOLDS === fold)) {
      const probability = skyProbability(model, photo.features, photo.truth.length);
      margins.forEach((margin, k) => scores[k]!.push(score(photo, redecideEdge(probability, photo.old, photo.width, photo.height, { ...model, margin }))));
    }
  }
  return scores;
}

const format = (s: ReturnType<typeof summary>) =>
  `IoU ${s.iou.toFixed(3)}  non-sky ${(100 * s.wrong).toFixed(2)} %  worst no-sky ${(100 * s.worstNoSky).toFixed(2)} %  failing ${s.failing}  objective ${s.objective.toFixed(3)}`;

const labels = JSON.parse(readFileSync(new URL('labels.json', TESTDATA), 'utf8')) as { photos: Record<string, unknown> };
const keys = Object.keys(labels.photos).filter((key) => !HELD_OUT.has(key)).sort();
const photos: Photo[] = [];
for (const key of keys) photos.push(await loadPhoto(key));

const baseline = photos.map((photo) => score(photo, photo.old));
console.info(`hand-set decision on the work grid: ${format(summary(baseline))}`);

const hand = new Set<FeatureName>(['oldRegion', 'oldLikelihood', 'belowOldSkyline', 'oldFineTexture', 'oldBlueMinusRed', 'oldSaturation', 'oldBottomCover']);
const featureSets: FeatureName[][] = [
  FEATURE_NAMES.filter((name) => !hand.has(name)),
  FEATURE_NAMES.filter((name) => !name.startsWith('oldF') && !name.startsWith('oldB') && !name.startsWith('oldS')),
  [...FEATURE_NAMES],
];
const candidates: Config[] = [];
for (const features of featureSets) {
  for (const hidden of [0, 8]) {
    for (const bandRadius of [4, 8]) candidates.push({ features, hidden, epochs: hidden ? 12 : 6, l2: 1e-3, bandRadius, margin: 0 });
  }
}
const margins = [0, 1, 2, 3];
let best: { config: Config; scores: Score[]; objective: number } | undefined;
for (const config of candidates) {
  const byMargin = crossValidate(photos, config, margins);
  margins.forEach((margin, k) => {
    const s = summary(byMargin[k]!);
    console.info(`${config.features.length} features, ${config.hidden} hidden, band ${config.bandRadius}, margin ${margin}: ${format(s)}`);
    if (!best || s.objective > best.objective) best = { config: { ...config, margin }, scores: byMargin[k]!, objective: s.objective };
  });
}
if (best) {
  console.info(`best: ${JSON.stringify(best.config)}`);
  console.info('photo              hand-set IoU / wrong      learned (cross-validated) IoU / wrong');
  for (const s of best.scores) {
    const old = baseline.find((b) => b.key === s.key)!;
    const cell = (x: Score) => `${x.hasSky ? x.iou.toFixed(3) : '  —  '} / ${(100 * x.wrong).toFixed(2)} %`;
    console.info(`${s.key.padEnd(18)} ${cell(old).padEnd(26)} ${cell(s)}`);
  }
  if (process.argv.includes('--write')) {
    const model = train(photos, best.config, 0);
    writeFileSync(new URL('./models/sky-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
    console.info('wrote models/sky-model.json');
  }
}
