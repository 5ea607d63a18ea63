/**
 * What an uploaded picture costs to read, paid in a decode process (image-normalizer.ts runs these
 * in its pool, never in the server's own process): turns what a phone or an editor sent into a
 * safe, upright picture without metadata, or refuses it with a reason a person can act on. Free of
 * server imports, so a decode process loads only sharp.
 */
import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from './image-limits.ts';
import { asBuffer } from '../../platform/process-pool.ts';

/** A picture refused for what it is (413 too costly, 415 unreadable): the message is the visitor's. */
export class PictureRefused extends Error {
  readonly status: 413 | 415;
  constructor(status: 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}
const unreadable = (message: string) => new PictureRefused(415, message);
const tooLarge = (message: string) => new PictureRefused(413, message);

/** Stored pictures are at most this long on their long side: sharper than any phone screen. */
export const MAX_OUTPUT_EDGE_PX = 4096;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface NormalizedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

const ACCEPTED: ReadonlySet<string> = new Set<ImageFormat>(['jpeg', 'png', 'webp']);

/**
 * What a PNG or WebP may decode to, judged from its header before any pixel is decoded: width ×
 * height × channels × bytes per sample. A JPEG is shrunk while it is decoded, so its pixels bound
 * it; a PNG is inflated whole, and a small 16-bit 50-megapixel PNG of zeros cost 3.6 s of CPU. 80 MiB
 * takes a 4096 × 4096 RGBA drawing and a 20-megapixel RGBA photo.
 */
export const MAX_DECODED_BYTES = 80 * 1024 * 1024;
const BYTES_PER_SAMPLE: Readonly<Record<string, number>> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

const tooCostly = (detected: Metadata) =>
  tooLarge(`The picture is ${detected.width} × ${detected.height} pixels of ${detected.channels} channels at ${8 * (BYTES_PER_SAMPLE[detected.depth ?? ''] ?? 1)} bits: too costly to read. Save it as a JPEG, or as an 8-bit PNG of at most 20 megapixels`);

/** Decoded bytes of a picture by its header; a JPEG's shrink-on-load keeps its cost to its pixels. */
function decodedBytesOf(detected: Metadata): number {
  if (detected.format === 'jpeg') return 0;
  return (detected.width ?? 0) * (detected.height ?? 0) * (detected.channels ?? 4) * (BYTES_PER_SAMPLE[detected.depth ?? ''] ?? 8);
}

/**
 * Decodes the bytes, applies the EXIF orientation, shrinks oversized pictures and re-encodes in
 * `format` (the key's own type) with no metadata at all, so GPS positions never stay in a photo.
 */
export async function normalizePicture(input: Buffer, format: ImageFormat): Promise<NormalizedImage> {
  let detected: Metadata;
  try {
    detected = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable('The file is not a picture we can read: send a JPEG, PNG or WebP photo');
  }
  if (!detected.format || !ACCEPTED.has(detected.format)) {
    const named = detected.format === 'heif' ? 'HEIC/HEIF photos' : `${detected.format ?? 'this'} files`;
    throw unreadable(`${named} cannot be used: send a JPEG, PNG or WebP photo (on an iPhone, choose "Most Compatible" in camera settings)`);
  }
  const pixels = (detected.width ?? 0) * (detected.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw tooLarge(`The picture is ${detected.width} × ${detected.height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`);
  }
  if (decodedBytesOf(detected) > MAX_DECODED_BYTES) throw tooCostly(detected);
  try {
    // Read top to bottom once: a large picture is never held decoded whole for the resize.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: MAX_OUTPUT_EDGE_PX, height: MAX_OUTPUT_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch {
    throw unreadable('The picture is damaged and cannot be read: take or choose it again');
  }
}

/** The WebP siblings' quality: an illustrated map or a photo shows no loss at a glance. */
const WEBP_SIBLING_QUALITY = 80;

/**
 * A WebP copy of a stored JPEG or PNG, for the phones that can show it (the read URL picks it,
 * docs/wechat.md), or null when it would not be smaller (a small flat drawing can be smaller as PNG).
 * An operator's map drawn to a 2048 px PNG is ~670 kB; its WebP, ~100 kB, is the first screen's
 * largest download (docs/instant-open.md).
 */
export async function webpOf(picture: NormalizedImage): Promise<Buffer | null> {
  if (picture.format === 'webp') return null;
  const webp = await sharp(picture.data, { limitInputPixels: MAX_INPUT_PIXELS }).webp({ quality: WEBP_SIBLING_QUALITY }).toBuffer();
  return webp.length < picture.data.length ? webp : null;
}

/** A filter element, attribute or style property anywhere in an SVG's text. */
const SVG_FILTER = /<\s*(?:[\w-]+:)?filter[\s/>]|\bfilter\s*[=:]/i;

/**
 * An SVG drawing (an operator's pose outline) as a transparent PNG at most `edgePx` on its long side.
 * Rasterized rather than stored: an SVG can carry scripts, and our media are served from the app's origin.
 */
export async function rasterizeDrawing(input: Buffer, edgePx = 1024): Promise<NormalizedImage> {
  const notSvg = unreadable('The file is not an SVG drawing we can read: export it again as SVG, or send a PNG');
  // A filter is drawn at the drawing's full size whatever the output's: a 386-byte blur cost 71 s of CPU.
  if (SVG_FILTER.test(input.toString('utf8'))) {
    throw unreadable('SVG drawings with filters (blur, shadow, lighting) cannot be used: remove the effects, or export the drawing as a PNG');
  }
  const drawn = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (drawn?.format !== 'svg') throw notSvg;
  // Drawn at the density that lands on the target size: larger would be drawn and thrown away
  // (rendering time grows with the pixels), smaller would be blurred by enlarging.
  const density = Math.min(2400, Math.max(1, (72 * edgePx) / Math.max(drawn.width ?? edgePx, drawn.height ?? edgePx, 1)));
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, density })
      .resize({ width: edgePx, height: edgePx, fit: 'inside' })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'png', width: info.width, height: info.height };
  } catch {
    throw notSvg;
  }
}

/** A small JPEG of a picture for pickers (the sky library's thumbnails). */
export async function thumbnailOf(bytes: Buffer, edgePx = 320): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: edgePx, height: edgePx, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
}

/** What the server asks of a decode process (picture-worker.ts), and its answer. */
export type PictureTask =
  | { kind: 'normalize'; input: Uint8Array; format: ImageFormat }
  | { kind: 'rasterize'; input: Uint8Array; edgePx: number }
  | { kind: 'webp'; picture: NormalizedImage }
  | { kind: 'thumbnail'; input: Uint8Array; edgePx: number };

export type PictureAnswer = { value: NormalizedImage | Uint8Array | null } | { refused: { status: 413 | 415; message: string } };


function work(task: PictureTask): Promise<NormalizedImage | Buffer | null> {
  switch (task.kind) {
    case 'normalize':
      return normalizePicture(asBuffer(task.input), task.format);
    case 'rasterize':
      return rasterizeDrawing(asBuffer(task.input), task.edgePx);
    case 'webp':
      return webpOf({ ...task.picture, data: asBuffer(task.picture.data) });
    case 'thumbnail':
      return thumbnailOf(asBuffer(task.input), task.edgePx);
  }
}

export async function runPictureTask(task: PictureTask): Promise<PictureAnswer> {
  try {
    return { value: await work(task) };
  } catch (error) {
    if (error instanceof PictureRefused) return { refused: { status: error.status, message: error.message } };
    throw error;
  }
}
