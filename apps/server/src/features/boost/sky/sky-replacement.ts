/**
 * Sky replacement at the photo's full resolution: sharp decodes (EXIF orientation applied), the
 * matte is solved on small copies (sky-matte.ts) and applied to every full-size pixel by the fast
 * guided filter, the new sky is cover-fitted with its lower edge on the detected horizon, and the
 * foreground takes a little of the new sky's light (SkyAR's recolouring, kept subtle). No network,
 * no Fastify, no database: this module is safe to run inside a worker process.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../../entities/media/image-limits.ts';
import type { ColourPlanes } from './guided-filter.ts';
import { GUIDE_EDGE_PX, SpanKind, WORK_EDGE_PX, WORK_SOURCE_EDGE_PX, findSkyRegion, skyMatte, type SkyMatteCoefficients } from './sky-matte.ts';
import { PERSON_INPUT_PX, personOnGrid, personProbability, withoutPeople } from './person-mask.ts';

export interface SkyMask {
  width: number;
  height: number;
  /** Soft matte, 255 = sky, one byte per pixel of the upright photo. */
  alpha: Uint8Array;
  /** Share of the frame that is sky (alpha ≥ 128). */
  skyShare: number;
}

export interface ReplaceSkyOptions {
  /** Called with 0..1 as the work advances. */
  onProgress?: (fraction: number) => void;
  /** JPEG quality of the result (default 90). */
  quality?: number;
}

export interface ReplacedSky {
  data: Buffer;
  width: number;
  height: number;
  skyFound: boolean;
  skyShare: number;
}

/** The result before encoding: interleaved RGB, for tests that compare pixels exactly. */
export interface ReplacedSkyPixels {
  rgb: Buffer;
  /** The matte used, 255 = sky (all zero when no sky was found). */
  alpha: Uint8Array;
  width: number;
  height: number;
  skyFound: boolean;
  skyShare: number;
}

/**
 * Foreground recolouring towards the new sky: a share of the chroma ratio between the new and the
 * old sky, capped per channel so the scene takes the new light without visibly changing colour.
 */
const HARMONISE_STRENGTH = 0.3;
const HARMONISE_MAX_SHIFT = 6 / 255;
/** Matte values this close to 0 or 1 are snapped, so clear foreground keeps its exact pixels. */
const MATTE_SNAP = 0.2;

interface DecodedPhoto {
  rgb: Buffer;
  width: number;
  height: number;
}

async function decodeUpright(photo: Buffer): Promise<DecodedPhoto> {
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
  return { rgb: data, width: info.width, height: info.height };
}

/** Float planes (0..1) of an interleaved RGB copy. */
function planesOf(rgb: Buffer, width: number, height: number): ColourPlanes {
  const n = width * height;
  const planes: ColourPlanes = { width, height, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
  for (let i = 0; i < n; i++) {
    planes.r[i] = rgb[3 * i]! / 255;
    planes.g[i] = rgb[3 * i + 1]! / 255;
    planes.b[i] = rgb[3 * i + 2]! / 255;
  }
  return planes;
}

/** The upright photo at WORK_SOURCE_EDGE_PX (a JPEG decodes at a fraction of its size for it). */
function readSource(photo: Buffer): Promise<RawCopy> {
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: WORK_SOURCE_EDGE_PX, height: WORK_SOURCE_EDGE_PX, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type RawCopy = { data: Buffer; info: { width: number; height: number } };

function shrink(source: RawCopy, edge: number): Promise<RawCopy> {
  return sharp(source.data, { raw: { width: source.info.width, height: source.info.height, channels: 3 } })
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Whether the photo has sky to replace: the sky job's own decision (region and no-sky checks) on
 * the small copy only, without the matte, the person model or the full-size decode (tens of
 * milliseconds), so the studio can say so before a job is started.
 */
export async function hasSky(photo: Buffer): Promise<boolean> {
  return findSkyRegion(await workPlanes(photo)) !== undefined;
}

/** The small copy the sky region is decided on (also what train-sky-model.ts learns from). */
export async function workPlanes(photo: Buffer): Promise<ColourPlanes> {
  const work = await shrink(await readSource(photo), WORK_EDGE_PX);
  return planesOf(work.data, work.info.width, work.info.height);
}

interface Solved {
  decoded: DecodedPhoto;
  /** Undefined when the photo has no sky. */
  coefficients?: SkyMatteCoefficients;
  /** The new sky fitted to the photo (when one was given and the photo has sky). */
  newSky?: Buffer;
}

/**
 * Decodes the full-size photo, finds the sky and (given a new sky) fits it, overlapping the
 * single-threaded JavaScript with libvips' own threads: the small copies are read straight from the
 * file (a JPEG decodes at 1/2, 1/4 or 1/8 scale without touching its full-size pixels), the
 * full-size decode runs meanwhile, and once the region gives the horizon the new sky is scaled
 * while the matte is solved.
 */
async function decodeAndSolve(photo: Buffer, sky?: Buffer): Promise<Solved> {
  const input = () => sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const decoding = decodeUpright(photo);
  // Awaited below; this only keeps a failure that comes first from counting as unhandled.
  decoding.catch(() => undefined);
  const [metadata, source] = await Promise.all([input().metadata(), readSource(photo)]);
  const [work, guide] = await Promise.all([shrink(source, WORK_EDGE_PX), shrink(source, GUIDE_EDGE_PX)]);
  const region = findSkyRegion(planesOf(work.data, work.info.width, work.info.height));
  if (!region) return { decoded: await decoding };
  const fitting = sky ? fitSky(sky, metadata.autoOrient.width, metadata.autoOrient.height, region.horizon) : undefined;
  fitting?.catch(() => undefined);
  // The person model runs while libvips decodes the photo and scales the new sky.
  const squeezed = await sharp(source.data, { raw: { width: source.info.width, height: source.info.height, channels: 3 } })
    .resize({ width: PERSON_INPUT_PX, height: PERSON_INPUT_PX, fit: 'fill' })
    .raw()
    .toBuffer();
  const person = await personProbability(squeezed);
  // People are never sky: their hair, hats and raised hands are taken out of the matte.
  const coefficients = withoutPeople(skyMatte(region, planesOf(guide.data, guide.info.width, guide.info.height)), personOnGrid(person, guide.info.width, guide.info.height));
  const [decoded, newSky] = await Promise.all([decoding, fitting]);
  return { decoded, coefficients, newSky };
}

function bilinear(plane: Float32Array, a0: number, a1: number, b0: number, b1: number, wx: number, fy: number): number {
  const upper = plane[a0]! + (plane[a1]! - plane[a0]!) * wx;
  const lower = plane[b0]! + (plane[b1]! - plane[b0]!) * wx;
  return upper + (lower - upper) * fy;
}


/**
 * Walks the full-size photo row by row with the matte (0..1), in runs of pixels whose guide-grid
 * cells have the same certainty. A run of clear foreground or clear sky is reported as such, so its
 * pixels can be handled in bulk; only edge runs evaluate the guided filter's coefficients
 * (bilinearly upsampled) on each pixel's own full-resolution colour, into `alpha[start..end)`.
 */
function forEachMatteSpan(
  photo: DecodedPhoto,
  coefficients: SkyMatteCoefficients,
  visit: (y: number, start: number, end: number, kind: SpanKind, alpha: Float32Array) => void,
): void {
  const { width, height, rgb } = photo;
  const { matte, certainty } = coefficients;
  const gw = coefficients.width, gh = coefficients.height;
  // The coefficients cover the grid's top rows only; edge cells lie well inside them.
  const lastMatteRow = matte.height - 1;
  const sx = gw / width, sy = gh / height;
  // The full-size columns of each grid column (pixel x belongs to cell floor((x + 0.5)·sx)).
  const cellStart = new Int32Array(gw + 1);
  for (let gx = 0; gx <= gw; gx++) cellStart[gx] = Math.min(width, Math.max(0, Math.ceil(gx / sx - 0.5)));
  const x0 = new Int32Array(width), x1 = new Int32Array(width), fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), gw - 1);
    x0[x] = Math.floor(gx);
    x1[x] = Math.min(x0[x]! + 1, gw - 1);
    fx[x] = gx - x0[x]!;
  }
  const { ar, ag, ab, b } = matte;
  const alpha = new Float32Array(width);
  const scale = 1 / 255;
  for (let y = 0; y < height; y++) {
    const stateRow = Math.min(gh - 1, Math.floor((y + 0.5) * sy)) * gw;
    const gy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), gh - 1);
    const top = Math.min(Math.floor(gy), lastMatteRow) * gw, bottom = Math.min(Math.floor(gy) + 1, lastMatteRow) * gw, fy = gy - Math.floor(gy);
    const row = y * width * 3;
    let gx = 0;
    while (gx < gw) {
      const kind = certainty[stateRow + gx]! as SpanKind;
      let gEnd = gx + 1;
      while (gEnd < gw && certainty[stateRow + gEnd] === kind) gEnd++;
      const start = cellStart[gx]!, end = cellStart[gEnd]!;
      gx = gEnd;
      if (start >= end) continue;
      if (kind !== SpanKind.Edge) {
        visit(y, start, end, kind, alpha);
        continue;
      }
      for (let x = start; x < end; x++) {
        const a0 = top + x0[x]!, a1 = top + x1[x]!, b0 = bottom + x0[x]!, b1 = bottom + x1[x]!, wx = fx[x]!;
        const i = row + 3 * x;
        const a =
          (bilinear(ar, a0, a1, b0, b1, wx, fy) * rgb[i]! + bilinear(ag, a0, a1, b0, b1, wx, fy) * rgb[i + 1]! + bilinear(ab, a0, a1, b0, b1, wx, fy) * rgb[i + 2]!) * scale +
          bilinear(b, a0, a1, b0, b1, wx, fy);
        alpha[x] = a < MATTE_SNAP ? 0 : a > 1 - MATTE_SNAP ? 1 : (a - MATTE_SNAP) / (1 - 2 * MATTE_SNAP);
      }
      visit(y, start, end, SpanKind.Edge, alpha);
    }
  }
}

/** Bilinear sample of a guide-grid plane at a full-size pixel (only soft-edge pixels need it). */
function samplePlane(plane: Float32Array, grid: { width: number; height: number }, x: number, y: number, sx: number, sy: number): number {
  const gx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), grid.width - 1);
  const gy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), grid.height - 1);
  const x0 = Math.floor(gx), y0 = Math.floor(gy);
  const x1 = Math.min(x0 + 1, grid.width - 1), y1 = Math.min(y0 + 1, grid.height - 1);
  const fx = gx - x0, fy = gy - y0;
  const top = plane[y0 * grid.width + x0]! + (plane[y0 * grid.width + x1]! - plane[y0 * grid.width + x0]!) * fx;
  const bottom = plane[y1 * grid.width + x0]! + (plane[y1 * grid.width + x1]! - plane[y1 * grid.width + x0]!) * fx;
  return top + (bottom - top) * fy;
}

/** Finds the sky: a soft matte at the upright photo's full resolution. */
export async function segmentSky(photo: Buffer): Promise<SkyMask> {
  const { decoded, coefficients } = await decodeAndSolve(photo);
  const { width, height } = decoded;
  const alpha = new Uint8Array(width * height);
  if (!coefficients) return { width, height, alpha, skyShare: 0 };
  let sky = 0;
  forEachMatteSpan(decoded, coefficients, (y, start, end, kind, row) => {
    if (kind === SpanKind.Foreground) return;
    if (kind === SpanKind.Sky) {
      alpha.fill(255, y * width + start, y * width + end);
      sky += end - start;
      return;
    }
    for (let x = start; x < end; x++) {
      const value = Math.round(row[x]! * 255);
      alpha[y * width + x] = value;
      if (value >= 128) sky++;
    }
  });
  return { width, height, alpha, skyShare: sky / (width * height) };
}

/**
 * The new sky, cover-fitted over the photo's width with its lower edge at the horizon. libvips
 * computes only the part of the scaled picture that the crop keeps. A sky picture smaller than the
 * photo is enlarged bilinearly: it adds no detail either way, costs half of Lanczos' time at 12 MP
 * and cannot ring around the sun or a cloud's edge; a larger one is reduced with Lanczos.
 */
async function fitSky(sky: Buffer, width: number, height: number, horizon: number): Promise<Buffer> {
  const skyHeight = Math.max(1, Math.min(height, Math.round(height * Math.max(horizon * 1.08, 0.3))));
  const input = () => sharp(sky, { limitInputPixels: MAX_INPUT_PIXELS });
  const { autoOrient } = await input().metadata();
  const enlarged = Math.max(width / autoOrient.width, skyHeight / autoOrient.height) > 1;
  const { data, info } = await input()
    .rotate()
    .resize({ width, height: skyHeight, fit: 'cover', position: 'south', kernel: enlarged ? 'linear' : 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
  return data;
}

function chroma(mean: readonly number[]): number[] {
  const luma = 0.299 * mean[0]! + 0.587 * mean[1]! + 0.114 * mean[2]! || 1e-3;
  return mean.map((c) => c / luma);
}

/** Mean colour from every 61st pixel (a prime, so no pattern in the picture lines up with it). */
function meanColour(rgb: Buffer): number[] {
  let r = 0, g = 0, b = 0, n = 0;
  for (let i = 0; i < rgb.length; i += 3 * 61) {
    r += rgb[i]!;
    g += rgb[i + 1]!;
    b += rgb[i + 2]!;
    n++;
  }
  return [r / n / 255, g / n / 255, b / n / 255];
}

/**
 * replaceSky without the final JPEG encoding. The result is written over the decoded photo's own
 * buffer (every pixel reads only its own original colour before it is written), so a 12 MP job
 * holds one full-size RGB picture, not two.
 */
export async function replaceSkyPixels(photo: Buffer, sky: Buffer, options: ReplaceSkyOptions = {}): Promise<ReplacedSkyPixels> {
  const progress = options.onProgress ?? (() => undefined);
  progress(0);
  const { decoded, coefficients, newSky } = await decodeAndSolve(photo, sky);
  const { width, height, rgb } = decoded;
  if (!coefficients || !newSky) return { rgb, alpha: new Uint8Array(width * height), width, height, skyFound: false, skyShare: 0 };
  const skyRows = newSky.length / (3 * width);
  progress(0.6);
  const oldChroma = chroma(coefficients.skyMean);
  const newChroma = chroma(meanColour(newSky));
  const gain = [0, 1, 2].map((c) => 1 + HARMONISE_STRENGTH * (newChroma[c]! / oldChroma[c]! - 1));

  // Clear foreground (most pixels) only takes the harmonising shift: one table per channel.
  const [shiftR, shiftG, shiftB] = [0, 1, 2].map((c) => {
    const table = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      const shift = Math.max(-HARMONISE_MAX_SHIFT, Math.min(HARMONISE_MAX_SHIFT, (v / 255) * (gain[c]! - 1)));
      table[v] = Math.round(Math.min(1, Math.max(0, v / 255 + shift)) * 255);
    }
    return table;
  }) as [Uint8Array, Uint8Array, Uint8Array];
  const { background } = coefficients;
  const sx = coefficients.width / width, sy = coefficients.height / height;
  const oldPlanes = [background.r, background.g, background.b];
  const out = rgb;
  const matte = new Uint8Array(width * height);
  let skyPixels = 0;
  const progressEvery = Math.max(1, Math.floor(height / 8));
  forEachMatteSpan(decoded, coefficients, (y, start, end, kind, alpha) => {
    if (start === 0 && y % progressEvery === 0) progress(0.6 + 0.3 * (y / height));
    const row = y * width * 3;
    const skyRow = Math.min(y, skyRows - 1) * width * 3;
    if (kind === SpanKind.Foreground) {
      for (let i = row + 3 * start, last = row + 3 * end; i < last; i += 3) {
        out[i] = shiftR[out[i]!]!;
        out[i + 1] = shiftG[out[i + 1]!]!;
        out[i + 2] = shiftB[out[i + 2]!]!;
      }
      return;
    }
    if (kind === SpanKind.Sky) {
      out.set(newSky.subarray(skyRow + 3 * start, skyRow + 3 * end), row + 3 * start);
      matte.fill(255, y * width + start, y * width + end);
      skyPixels += end - start;
      return;
    }
    for (let x = start; x < end; x++) {
      const i = row + 3 * x;
      const a = alpha[x]!;
      matte[y * width + x] = Math.round(a * 255);
      if (a >= 0.5) skyPixels++;
      if (a >= 1) {
        out[i] = newSky[skyRow + 3 * x]!;
        out[i + 1] = newSky[skyRow + 3 * x + 1]!;
        out[i + 2] = newSky[skyRow + 3 * x + 2]!;
        continue;
      }
      if (a <= 0) {
        out[i] = shiftR[out[i]!]!;
        out[i + 1] = shiftG[out[i + 1]!]!;
        out[i + 2] = shiftB[out[i + 2]!]!;
        continue;
      }
      for (let c = 0; c < 3; c++) {
        const n = newSky[skyRow + 3 * x + c]! / 255;
        const value = out[i + c]! / 255;
        const old = samplePlane(oldPlanes[c]!, background, x, y, sx, sy);
        // Foreground colour with the old sky taken out of a soft edge (matting equation
        // I = αS + (1−α)F solved for F, the amplification bounded so noise cannot blow up).
        const foreground = Math.min(1, Math.max(0, value + Math.min(a / (1 - a), 3) * (value - old)));
        const shift = Math.max(-HARMONISE_MAX_SHIFT, Math.min(HARMONISE_MAX_SHIFT, foreground * (gain[c]! - 1)));
        out[i + c] = Math.round(Math.min(1, Math.max(0, a * n + (1 - a) * (foreground + shift))) * 255);
      }
    }
  });
  return { rgb: out, alpha: matte, width, height, skyFound: true, skyShare: skyPixels / (width * height) };
}

/**
 * Replaces the sky of `photo` with `sky`. A photo without sky comes back unchanged (re-encoded)
 * with skyFound = false. Throws on pictures sharp cannot read or above 50 megapixels.
 */
export async function replaceSky(photo: Buffer, sky: Buffer, options: ReplaceSkyOptions = {}): Promise<ReplacedSky> {
  const result = await replaceSkyPixels(photo, sky, options);
  const data = await sharp(result.rgb, { raw: { width: result.width, height: result.height, channels: 3 } })
    .jpeg({ quality: options.quality ?? 90 })
    .toBuffer();
  options.onProgress?.(1);
  return { data, width: result.width, height: result.height, skyFound: result.skyFound, skyShare: result.skyShare };
}
