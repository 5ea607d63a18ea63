import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isHeic, jpegFileName, readablePhoto } from './heic.ts';

/** A 160 × 120 HEIC made with libheif's heif-enc (x265), as an iPhone writes them (e2e/fixtures). */
const HEIC = readFileSync(new URL('../../../../../e2e/fixtures/sky-over-grass.heic', import.meta.url));

/** The start of an ISO-BMFF file: an `ftyp` box with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const bytes = Buffer.alloc(size + 8);
  bytes.writeUInt32BE(size, 0);
  bytes.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, index) => bytes.write(brand, 16 + 4 * index, 'latin1'));
  return bytes;
}

describe('isHeic', () => {
  it('knows a HEIC photo by its bytes', () => {
    expect(isHeic(HEIC.subarray(0, 64))).toBe(true);
    expect(isHeic(ftyp('heix', 'mif1'))).toBe(true);
    expect(isHeic(ftyp('mif1', 'miaf', 'heic'))).toBe(true);
  });

  it('leaves AVIF (which browsers read), JPEG and short files alone', () => {
    expect(isHeic(ftyp('avif', 'mif1', 'miaf'))).toBe(false);
    expect(isHeic(ftyp('mif1', 'avif', 'miaf'))).toBe(false);
    expect(isHeic(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBe(false);
    expect(isHeic(ftyp('heic').subarray(0, 10))).toBe(false);
  });

  it('reads compatible brands only within the ftyp box', () => {
    const box = ftyp('mif1', 'miaf');
    box.write('heic', 24, 'latin1');
    expect(isHeic(box)).toBe(false);
  });
});

describe('jpegFileName', () => {
  it('names a converted or shrunk photo as a JPEG', () => {
    expect(jpegFileName('IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(jpegFileName('shot.jpeg')).toBe('shot.jpeg');
    expect(jpegFileName('screen.png')).toBe('screen.jpg');
    expect(jpegFileName('IMG_0002.HEIC')).toBe('IMG_0002.jpg');
    expect(jpegFileName('.png')).toBe('picture.jpg');
  });
});

describe('readablePhoto', () => {
  it('hands back a photo that is not HEIC unchanged, without loading the decoder', async () => {
    const jpeg = new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' });
    expect(await readablePhoto(jpeg)).toBe(jpeg);
  });
});

describe('the bundled decoder', () => {
  it('reads a HEIC photo upright, with its colours, without fetching anything', async () => {
    const { default: libheifFactory } = await import('libheif-js/libheif-wasm/libheif-bundle.mjs');
    const [image] = new (libheifFactory().HeifDecoder)().decode(HEIC);
    if (!image) throw new Error('no picture');
    const [width, height] = [image.get_width(), image.get_height()];
    expect([width, height]).toEqual([160, 120]);
    const pixels = { data: new Uint8ClampedArray(width * height * 4), width, height } as ImageData;
    await new Promise((resolve) => image.display(pixels, resolve));
    const at = (x: number, y: number) => [...pixels.data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
    // Sky above, grass below (HEVC at quality 60 shifts a colour by a few levels).
    for (const [channel, sky] of at(10, 10).entries()) expect(Math.abs(sky - [90, 150, 220][channel]!)).toBeLessThan(8);
    for (const [channel, grass] of at(10, 100).entries()) expect(Math.abs(grass - [40, 120, 70][channel]!)).toBeLessThan(8);
    image.free();
  });
});
