/**
 * Uploaded pictures read outside the server's process: each decode runs in a process of a small
 * pool (process-pool.ts; the work in picture-decode.ts) under a time limit. Past it the process is
 * ended, so a picture that takes too long stops costing CPU at once, and closing the server ends
 * every decode in progress: sharp's own timeout was checked only between libvips' steps, and an
 * SVG blur or a zip-bomb PNG kept a core for many seconds after it fired (issue 25).
 */
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { ErrorCode } from '@youlan/contract';
import { AppError } from '../../platform/errors.ts';
import { MAX_INPUT_PIXELS } from './image-limits.ts';
import type { ImageFormat, NormalizedImage, PictureAnswer, PictureTask } from './picture-decode.ts';
import { asBuffer, createProcessPool } from '../../platform/process-pool.ts';

export { MAX_DECODED_BYTES, MAX_OUTPUT_EDGE_PX, type ImageFormat, type NormalizedImage } from './picture-decode.ts';

/**
 * Pictures decoded at once in this process; the rest wait their turn. A 50-megapixel PNG costs
 * seconds of CPU and ~90 MB: eight at once starved every other request, so at most one core's
 * worth less than all.
 */
export const NORMALIZE_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const normalizeQueue = pLimit(NORMALIZE_CONCURRENCY);

/** Seconds one picture may take to read: a 48-megapixel photo takes about one. */
export const DECODE_TIMEOUT_SECONDS = 15;

const tookTooLong = () => new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The picture takes too long to read: save it again as a JPEG photo or a simpler drawing');
const closing = () => new AppError(503, ErrorCode.UNAVAILABLE, 'The server is restarting: send the picture again in a moment', { headers: { 'retry-after': '5' } });

/** Reads pictures in the pool's processes; `close` ends every decode in progress (503 to its request). */
export interface PictureDecoder {
  /**
   * Upright, metadata-free and at most MAX_OUTPUT_EDGE_PX long, in `format`; 413/415 with a reason
   * otherwise. `spent` is told the milliseconds a process worked on it, whatever the outcome.
   */
  normalize(input: Buffer, format: ImageFormat, spent?: (ms: number) => void): Promise<NormalizedImage>;
  /** An SVG drawing as a transparent PNG at most `edgePx` long. */
  rasterize(input: Buffer, edgePx: number): Promise<NormalizedImage>;
  /** A smaller WebP copy of a picture, or null when it would not be smaller. */
  webpSibling(picture: NormalizedImage): Promise<Buffer | null>;
  /** A small JPEG for pickers and previews. */
  thumbnail(input: Buffer, edgePx: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** `timeLimit`: the signal that ends one picture's reading; tests hand in their own to decide when. */
export function createPictureDecoder({ timeLimit = () => AbortSignal.timeout(DECODE_TIMEOUT_SECONDS * 1000) }: { timeLimit?: () => AbortSignal } = {}): PictureDecoder {
  const pool = createProcessPool(new URL('./picture-worker.ts', import.meta.url), NORMALIZE_CONCURRENCY);
  const closed = new AbortController();

  const run = (task: PictureTask, spent?: (ms: number) => void) =>
    normalizeQueue(async () => {
      if (closed.signal.aborted) throw closing();
      const timeout = timeLimit();
      const since = performance.now();
      let answer: PictureAnswer;
      try {
        answer = await pool.run<PictureAnswer>('picture', [task], { signal: AbortSignal.any([timeout, closed.signal]) });
      } catch (error) {
        if (closed.signal.aborted) throw closing();
        if (timeout.aborted) throw tookTooLong();
        throw error;
      } finally {
        spent?.(performance.now() - since);
      }
      if ('refused' in answer) {
        const { status, message } = answer.refused;
        throw new AppError(status, status === 413 ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);
      }
      return answer.value;
    });
  const picture = (value: unknown): NormalizedImage => {
    const image = value as NormalizedImage;
    return { ...image, data: asBuffer(image.data) };
  };

  return {
    normalize: async (input, format, spent) => picture(await run({ kind: 'normalize', input, format }, spent)),
    rasterize: async (input, edgePx) => picture(await run({ kind: 'rasterize', input, edgePx })),
    webpSibling: async (image) => {
      const webp = (await run({ kind: 'webp', picture: image })) as Uint8Array | null;
      return webp && asBuffer(webp);
    },
    thumbnail: async (input, edgePx) => asBuffer((await run({ kind: 'thumbnail', input, edgePx })) as Uint8Array),
    close: async () => {
      closed.abort();
      await pool.close();
    },
  };
}

/** What an image holds beyond its pixels, for tests and reports (its header only). */
export async function imageMetadata(input: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; hasExif: boolean; orientation: number | undefined }> {
  const metadata = await sharp(input).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, hasExif: Boolean(metadata.exif), orientation: metadata.orientation };
}

/** Whether a picture has an alpha channel (a pose outline must: it is drawn over the camera's view). */
export async function hasAlphaChannel(input: Buffer): Promise<boolean> {
  return Boolean((await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).hasAlpha);
}
