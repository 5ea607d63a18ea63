/**
 * Sky replacement at the photo's full resolution: sharp decodes (EXIF orientation applied), the
 * matte is solved on small copies (sky-matte.ts) and applied to every full-size pixel by the fast
 * guided filter, the new sky is cover-fitted with its lower edge on the detected horizon, and the
 * foreground takes a little of the new sky's light (SkyAR's recolouring, kept subtle). No network,
 * no Fastify, no database: this module is safe to run inside a worker thread.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../limits.ts';
import type { ColourPlanes } from './guided-filter.ts';
import { GUIDE_EDGE_PX, WORK_EDGE_PX, skyMatte, type SkyMatteCoefficients } from './sky-matte.ts';

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

/** A smaller copy as float planes, and as the raw bytes a further shrink can start from. */
async function shrink(photo: DecodedPhoto, longEdge: number): Promise<{ planes: ColourPlanes; copy: DecodedPhoto }> {
  const { data, info } = await sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const planes: ColourPlanes = { width: info.width, height: info.height, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
  for (let i = 0; i < n; i++) {
    planes.r[i] = data[3 * i]! / 255;
    planes.g[i] = data[3 * i + 1]! / 255;
    planes.b[i] = data[3 * i + 2]! / 255;
  }
  return { planes, copy: { rgb: data, width: info.width, height: info.height } };
}

async function solveMatte(photo: DecodedPhoto): Promise<SkyMatteCoefficients | undefined> {
  // The work copy is shrunk from the guide copy: one pass over the full-size pixels, not two.
  const guide = await shrink(photo, GUIDE_EDGE_PX);
  const work = await shrink(guide.copy, WORK_EDGE_PX);
  return skyMatte(work.planes, guide.planes);
}

/**
 * Walks the full-size photo row by row with the matte (0..1). Where the guide grid says the matte
 * is clearly 0 or 1 the pixel takes that value; only edge pixels evaluate the guided filter's
 * coefficients (bilinearly upsampled) on their own full-resolution colour.
 */
function forEachMatteRow(photo: DecodedPhoto, coefficients: SkyMatteCoefficients, visit: (y: number, alpha: Float32Array) => void): void {
  const { width, height, rgb } = photo;
  const { matte, certainty } = coefficients;
  const gw = matte.width, gh = matte.height;
  const sx = gw / width, sy = gh / height;
  const cell = new Int32Array(width), x0 = new Int32Array(width), x1 = new Int32Array(width), fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    cell[x] = Math.min(gw - 1, Math.floor((x + 0.5) * sx));
    const gx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), gw - 1);
    x0[x] = Math.floor(gx);
    x1[x] = Math.min(x0[x]! + 1, gw - 1);
    fx[x] = gx - x0[x]!;
  }
  const planes = [matte.ar, matte.ag, matte.ab, matte.b] as const;
  const k = new Float32Array(4);
  const alpha = new Float32Array(width);
  const scale = 1 / 255;
  for (let y = 0; y < height; y++) {
    const stateRow = Math.min(gh - 1, Math.floor((y + 0.5) * sy)) * gw;
    const gy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), gh - 1);
    const top = Math.floor(gy) * gw, bottom = Math.min(Math.floor(gy) + 1, gh - 1) * gw, fy = gy - Math.floor(gy);
    const row = y * width * 3;
    for (let x = 0; x < width; x++) {
      const state = certainty[stateRow + cell[x]!]!;
      if (state < 2) {
        alpha[x] = state;
        continue;
      }
      const a0 = top + x0[x]!, a1 = top + x1[x]!, b0 = bottom + x0[x]!, b1 = bottom + x1[x]!, wx = fx[x]!;
      for (let p = 0; p < 4; p++) {
        const plane = planes[p]!;
        const upper = plane[a0]! + (plane[a1]! - plane[a0]!) * wx;
        const lower = plane[b0]! + (plane[b1]! - plane[b0]!) * wx;
        k[p] = upper + (lower - upper) * fy;
      }
      const i = row + 3 * x;
      const a = (k[0]! * rgb[i]! + k[1]! * rgb[i + 1]! + k[2]! * rgb[i + 2]!) * scale + k[3]!;
      alpha[x] = a < MATTE_SNAP ? 0 : a > 1 - MATTE_SNAP ? 1 : (a - MATTE_SNAP) / (1 - 2 * MATTE_SNAP);
    }
    visit(y, alpha);
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
  const decoded = await decodeUpright(photo);
  const { width, height } = decoded;
  const alpha = new Uint8Array(width * height);
  const coefficients = await solveMatte(decoded);
  if (!coefficients) return { width, height, alpha, skyShare: 0 };
  let sky = 0;
  forEachMatteRow(decoded, coefficients, (y, row) => {
    for (let x = 0; x < width; x++) {
      const value = Math.round(row[x]! * 255);
      alpha[y * width + x] = value;
      if (value >= 128) sky++;
    }
  });
  return { width, height, alpha, skyShare: sky / (width * height) };
}

/** The new sky, cover-fitted over the photo's width with its lower edge at the horizon. */
async function fitSky(sky: Buffer, width: number, height: number, horizon: number): Promise<Buffer> {
  const skyHeight = Math.max(1, Math.min(height, Math.round(height * Math.max(horizon * 1.08, 0.3))));
  const { data, info } = await sharp(sky, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, height: skyHeight, fit: 'cover', position: 'south' })
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

/** Mean colour from every 7th pixel: plenty for a mean, and a 12 MP sky is read in a few ms. */
function meanColour(rgb: Buffer): number[] {
  let r = 0, g = 0, b = 0, n = 0;
  for (let i = 0; i < rgb.length; i += 21) {
    r += rgb[i]!;
    g += rgb[i + 1]!;
    b += rgb[i + 2]!;
    n++;
  }
  return [r / n / 255, g / n / 255, b / n / 255];
}

/** replaceSky without the final JPEG encoding. */
export async function replaceSkyPixels(photo: Buffer, sky: Buffer, options: ReplaceSkyOptions = {}): Promise<ReplacedSkyPixels> {
  const progress = options.onProgress ?? (() => undefined);
  progress(0);
  const decoded = await decodeUpright(photo);
  const { width, height, rgb } = decoded;
  progress(0.15);
  const coefficients = await solveMatte(decoded);
  progress(0.45);
  if (!coefficients) return { rgb, alpha: new Uint8Array(width * height), width, height, skyFound: false, skyShare: 0 };

  const newSky = await fitSky(sky, width, height, coefficients.horizon);
  const skyRows = newSky.length / (3 * width);
  progress(0.6);
  const oldChroma = chroma(coefficients.skyMean);
  const newChroma = chroma(meanColour(newSky));
  const gain = [0, 1, 2].map((c) => 1 + HARMONISE_STRENGTH * (newChroma[c]! / oldChroma[c]! - 1));

  // Clear foreground (most pixels) only takes the harmonising shift: one table per channel.
  const shifted = [0, 1, 2].map((c) => {
    const table = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      const shift = Math.max(-HARMONISE_MAX_SHIFT, Math.min(HARMONISE_MAX_SHIFT, (v / 255) * (gain[c]! - 1)));
      table[v] = Math.round(Math.min(1, Math.max(0, v / 255 + shift)) * 255);
    }
    return table;
  }) as [Uint8Array, Uint8Array, Uint8Array];
  const { background } = coefficients;
  const sx = background.width / width, sy = background.height / height;
  const oldPlanes = [background.r, background.g, background.b];
  const out = Buffer.allocUnsafe(rgb.length);
  const matte = new Uint8Array(width * height);
  let skyPixels = 0;
  const progressEvery = Math.max(1, Math.floor(height / 8));
  forEachMatteRow(decoded, coefficients, (y, alpha) => {
    const skyRow = Math.min(y, skyRows - 1) * width * 3;
    const row = y * width * 3;
    for (let x = 0; x < width; x++) {
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
        out[i] = shifted[0][rgb[i]!]!;
        out[i + 1] = shifted[1][rgb[i + 1]!]!;
        out[i + 2] = shifted[2][rgb[i + 2]!]!;
        continue;
      }
      for (let c = 0; c < 3; c++) {
        const n = newSky[skyRow + 3 * x + c]! / 255;
        const value = rgb[i + c]! / 255;
        const old = samplePlane(oldPlanes[c]!, background, x, y, sx, sy);
        // Foreground colour with the old sky taken out of a soft edge (matting equation
        // I = αS + (1−α)F solved for F, the amplification bounded so noise cannot blow up).
        const foreground = Math.min(1, Math.max(0, value + Math.min(a / (1 - a), 3) * (value - old)));
        const shift = Math.max(-HARMONISE_MAX_SHIFT, Math.min(HARMONISE_MAX_SHIFT, foreground * (gain[c]! - 1)));
        out[i + c] = Math.round(Math.min(1, Math.max(0, a * n + (1 - a) * (foreground + shift))) * 255);
      }
    }
    if (y % progressEvery === 0) progress(0.6 + 0.3 * (y / height));
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
