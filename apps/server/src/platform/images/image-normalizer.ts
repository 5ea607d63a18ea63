/**
 * The image adapter (the one file that imports sharp): turns what a phone uploaded into a safe,
 * upright picture without metadata, or refuses it with a reason a person can act on.
 */
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode } from '@youlan/contract';
import { AppError } from '../errors.ts';
import { MAX_INPUT_PIXELS } from './limits.ts';

export { MAX_INPUT_PIXELS };
/** Stored pictures are at most this long on their long side: sharper than any phone screen. */
export const MAX_OUTPUT_EDGE_PX = 4096;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface NormalizedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Pictures decoded at once; the rest wait their turn. A 50-megapixel PNG costs seconds of CPU and
 * ~90 MB: eight at once starved every other request, so at most one core's worth less than all.
 */
export const NORMALIZE_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const normalizeQueue = pLimit(NORMALIZE_CONCURRENCY);

const ACCEPTED: ReadonlySet<string> = new Set<ImageFormat>(['jpeg', 'png', 'webp']);

/**
 * What a PNG or WebP may decode to, judged from its header before any pixel is decoded: width ×
 * height × channels × bytes per sample. A JPEG is shrunk while it is decoded, so its pixels bound
 * it; a PNG is inflated whole, and a small 16-bit 50-megapixel PNG of zeros cost 3.6 s of CPU. 80 MiB
 * takes a 4096 × 4096 RGBA drawing and a 20-megapixel RGBA photo.
 */
export const MAX_DECODED_BYTES = 80 * 1024 * 1024;
const BYTES_PER_SAMPLE: Readonly<Record<string, number>> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };
/**
 * Seconds a picture's decoding may take before libvips is told to stop (sharp's timeout kills the
 * work itself, not just the wait for it). A 48-megapixel photo takes about one.
 */
export const DECODE_TIMEOUT_SECONDS = 15;

const tooCostly = (detected: Metadata) =>
  new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, `The picture is ${detected.width} × ${detected.height} pixels of ${detected.channels} channels at ${8 * (BYTES_PER_SAMPLE[detected.depth ?? ''] ?? 1)} bits: too costly to read. Save it as a JPEG, or as an 8-bit PNG of at most 20 megapixels`);
const tookTooLong = () => new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The picture takes too long to read: save it again as a JPEG photo or a simpler drawing');
const isTimeout = (error: unknown) => error instanceof Error && /^timeout/.test(error.message);

/** Decoded bytes of a picture by its header; a JPEG's shrink-on-load keeps its cost to its pixels. */
function decodedBytesOf(detected: Metadata): number {
  if (detected.format === 'jpeg') return 0;
  return (detected.width ?? 0) * (detected.height ?? 0) * (detected.channels ?? 4) * (BYTES_PER_SAMPLE[detected.depth ?? ''] ?? 8);
}

/**
 * Decodes the bytes, applies the EXIF orientation, shrinks oversized pictures and re-encodes in
 * `format` (the key's own type) with no metadata at all, so GPS positions never stay in a photo.
 */
export function normalizeImage(input: Buffer, format: ImageFormat): Promise<NormalizedImage> {
  return normalizeQueue(() => normalizeNow(input, format));
}

async function normalizeNow(input: Buffer, format: ImageFormat): Promise<NormalizedImage> {
  let detected: Metadata;
  try {
    detected = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The file is not a picture we can read: send a JPEG, PNG or WebP photo');
  }
  if (!detected.format || !ACCEPTED.has(detected.format)) {
    const named = detected.format === 'heif' ? 'HEIC/HEIF photos' : `${detected.format ?? 'this'} files`;
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `${named} cannot be used: send a JPEG, PNG or WebP photo (on an iPhone, choose "Most Compatible" in camera settings)`);
  }
  const pixels = (detected.width ?? 0) * (detected.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, `The picture is ${detected.width} × ${detected.height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`);
  }
  if (decodedBytesOf(detected) > MAX_DECODED_BYTES) throw tooCostly(detected);
  try {
    // Read top to bottom once: a large picture is never held decoded whole for the resize.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MAX_OUTPUT_EDGE_PX, height: MAX_OUTPUT_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch (error) {
    if (isTimeout(error)) throw tookTooLong();
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The picture is damaged and cannot be read: take or choose it again');
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
export function webpSibling(picture: NormalizedImage): Promise<Buffer | null> {
  if (picture.format === 'webp') return Promise.resolve(null);
  return normalizeQueue(async () => {
    const webp = await sharp(picture.data, { limitInputPixels: MAX_INPUT_PIXELS }).webp({ quality: WEBP_SIBLING_QUALITY }).toBuffer();
    return webp.length < picture.data.length ? webp : null;
  });
}

/** What an image holds beyond its pixels, for tests and reports. */
export async function imageMetadata(input: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; hasExif: boolean; orientation: number | undefined }> {
  const metadata = await sharp(input).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, hasExif: Boolean(metadata.exif), orientation: metadata.orientation };
}

/** Whether a picture has an alpha channel (a pose outline must: it is drawn over the camera's view). */
export async function hasAlphaChannel(input: Buffer): Promise<boolean> {
  return Boolean((await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).hasAlpha);
}

/** A filter element, attribute or style property anywhere in an SVG's text. */
const SVG_FILTER = /<\s*(?:[\w-]+:)?filter[\s/>]|\bfilter\s*[=:]/i;

/**
 * An SVG drawing (an operator's pose outline) as a transparent PNG at most `edgePx` on its long side.
 * Rasterized rather than stored: an SVG can carry scripts, and our media are served from the app's origin.
 */
export async function rasterizeSvg(input: Buffer, edgePx = 1024): Promise<NormalizedImage> {
  const notSvg = new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The file is not an SVG drawing we can read: export it again as SVG, or send a PNG');
  // A filter is drawn at the drawing's full size whatever the output's: a 386-byte blur cost 71 s of CPU.
  if (SVG_FILTER.test(input.toString('utf8'))) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'SVG drawings with filters (blur, shadow, lighting) cannot be used: remove the effects, or export the drawing as a PNG');
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
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize({ width: edgePx, height: edgePx, fit: 'inside' })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'png', width: info.width, height: info.height };
  } catch (error) {
    throw isTimeout(error) ? tookTooLong() : notSvg;
  }
}
