import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPictureDecoder } from './image-normalizer.ts';

/** Seconds to read: 36 megapixels of noise, shrunk to 4096 px and encoded again. */
let slowPhoto: Buffer;
const smallPhoto = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9384' } }).jpeg().toBuffer();
/** The decode processes this test process started, by pid. */
function decodeProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('picture-worker');
      } catch {
        return false; // ended while we looked
      }
    })
    .map(Number);
}
const isRunning = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  slowPhoto = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 70 }).toBuffer();
});

describe('the picture decoder', () => {
  const limits: AbortController[] = [];
  const decoder = createPictureDecoder({ timeLimit: () => (limits[limits.length] = new AbortController()).signal });
  afterAll(() => decoder.close());

  it('reads a picture in a process of its pool, upright and re-encoded', async () => {
    const picture = await decoder.normalize(await smallPhoto(), 'jpeg');
    expect(picture).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(Buffer.isBuffer(picture.data)).toBe(true);
  });

  it('refuses a picture past its time limit with 413 and ends the process reading it at once', async () => {
    await decoder.normalize(await smallPhoto(), 'jpeg');
    // Positive control: a process that finished a read stays for the next.
    const [reader] = decodeProcesses();
    expect(reader).toBeDefined();
    const reading = refusal(decoder.normalize(slowPhoto, 'jpeg'));
    await pause(100);
    limits.at(-1)!.abort();
    expect(await reading).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('too long to read') });
    // Read to its end it would take seconds, and the process would stay a minute after.
    await expect.poll(() => isRunning(reader!), { timeout: 2_000 }).toBe(false);
    // The next picture gets a process of its own.
    expect((await decoder.normalize(await smallPhoto(), 'jpeg')).width).toBe(64);
  });

  it('turns an SVG away with a reason when it is no drawing', async () => {
    await expect(decoder.rasterize(Buffer.from('<html>not a drawing</html>'), 512)).rejects.toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('closing the decoder', () => {
  it('ends a picture still being read and its process: the request gets 503 to try again', async () => {
    const decoder = createPictureDecoder();
    const reading = refusal(decoder.normalize(slowPhoto, 'jpeg'));
    await pause(100);
    const readers = decodeProcesses();
    expect(readers.length).toBeGreaterThan(0);
    await decoder.close();
    expect(await reading).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE', headers: { 'retry-after': '5' } });
    await expect.poll(() => readers.filter(isRunning), { timeout: 2_000 }).toEqual([]);
    expect(await refusal(decoder.normalize(await smallPhoto(), 'jpeg'))).toMatchObject({ statusCode: 503 });
  });
});
