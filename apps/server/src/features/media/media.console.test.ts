import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { WEBP_HEADER } from '@youlan/contract';
import { consoleUpload } from '../../platform/console/console.table.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { readWhileDecodesWait } from '../../test/uploads.ts';

const seed = (path: string) => readFileSync(join(import.meta.dirname, '../../../seed/media', path));
const SKY = seed('boost/skies/blue-clouds.jpg');
const PANORAMA = seed('panorama/scenes/zhichunting-low.jpg');
const OUTLINE_SVG = seed('boost/poses/lean-rail.svg');
const MAP_SVG = seed('map/summer-palace.svg');

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;
let transparentPng: Buffer;
let opaquePng: Buffer;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
  transparentPng = await sharp({ create: { width: 64, height: 96, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  opaquePng = await sharp({ create: { width: 64, height: 96, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
});
afterAll(() => t.close());

const upload = (login: ConsoleLogin | null, use: string, body: Buffer, contentType: string, code = area.code) =>
  consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/pictures?use=${use}`, payload: body, headers: { 'content-type': contentType } });
/** Every file the local store keeps for the area (docs/storage.md). */
function storedFiles(code = area.code): string[] {
  const root = join(t.dataDir, 'media', code);
  return existsSync(root) ? (readdirSync(root, { recursive: true }) as string[]).sort() : [];
}

describe('console picture upload', () => {
  it('stores a sky with its thumbnail, without metadata, under a key the server picks', async () => {
    const response = await upload(editor, 'sky', SKY, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const picture = response.json().data;
    expect(picture).toMatchObject({ key: expect.stringMatching(/^boost\/skies\/[0-9a-f-]{36}\.jpg$/), url: expect.stringContaining('/media/'), smallKey: picture.key.replace(/\.jpg$/, '.thumb.jpg') });
    const stored = (await t.ctx.storage.get(`${area.code}/${picture.key}`))!;
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, exif: meta.exif, width: meta.width }).toEqual({ format: 'jpeg', exif: undefined, width: picture.width });
    const thumbnail = await sharp((await t.ctx.storage.get(`${area.code}/${picture.smallKey}`))!).metadata();
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(320);
  });

  it("stores a map drawn to a 2048 px PNG with a smaller WebP beside it, which phones that show WebP are given", async () => {
    const picture = (await upload(editor, 'map', MAP_SVG, 'image/svg+xml')).json().data;
    expect(picture).toMatchObject({ key: expect.stringMatching(/^map\/[0-9a-f-]{36}\.png$/), smallKey: null });
    const png = (await t.ctx.storage.get(`${area.code}/${picture.key}`))!;
    const webpKey = picture.key.replace(/\.png$/, '.webp');
    const webp = (await t.ctx.storage.get(`${area.code}/${webpKey}`))!;
    const [pngMeta, webpMeta] = await Promise.all([sharp(png).metadata(), sharp(webp).metadata()]);
    expect({ format: webpMeta.format, width: webpMeta.width, height: webpMeta.height }).toEqual({ format: 'webp', width: pngMeta.width, height: pngMeta.height });
    expect(Math.max(pngMeta.width!, pngMeta.height!)).toBe(2048);
    expect(webp.length).toBeLessThan(png.length / 3);
    // Recorded with the picture, so the sweep of pictures never saved removes both.
    const [row] = await t.ctx.db.select({ files: consoleUpload.files }).from(consoleUpload).where(eq(consoleUpload.key, picture.key));
    expect(row?.files).toEqual([picture.key, webpKey]);
    const signed = async (webpSupport: string) => (await t.call(area.code, { method: 'GET', url: '/api/aliyun/signURL', query: { fileName: picture.key }, headers: { [WEBP_HEADER]: webpSupport } })).json().data.url as string;
    expect(new URL(await signed('true')).pathname).toMatch(/\.webp$/);
    expect(new URL(await signed('false')).pathname).toMatch(/\.png$/);
  });

  it('keeps no WebP beside a picture that is smaller without one', async () => {
    // A one-pixel checkerboard: a few hundred bytes as PNG, many kilobytes as lossy WebP.
    const side = 256;
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < side * side; i++) pixels.fill(((i % side) + Math.floor(i / side)) % 2 ? 255 : 0, i * 3, i * 3 + 3);
    const checkerboard = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
    const picture = (await upload(editor, 'place', checkerboard, 'image/png')).json().data;
    expect(await t.ctx.storage.exists(`${area.code}/${picture.key}`)).toBe(true);
    expect(await t.ctx.storage.exists(`${area.code}/${picture.key.replace(/\.png$/, '.webp')}`)).toBe(false);
  });

  it('keeps no WebP beside a share image, which goes out to friends whose phones may not show WebP', async () => {
    const picture = (await upload(editor, 'share', SKY, 'image/jpeg')).json().data;
    expect(picture.key).toMatch(/^area\/share\/.+\.jpg$/);
    expect(await t.ctx.storage.exists(`${area.code}/${picture.key.replace(/\.jpg$/, '.webp')}`)).toBe(false);
    // The same photo as a place's picture does get one: the rule is the use's, not the photo's.
    const place = (await upload(editor, 'place', SKY, 'image/jpeg')).json().data;
    expect(await t.ctx.storage.exists(`${area.code}/${place.key.replace(/\.jpg$/, '.webp')}`)).toBe(true);
  });

  it('stores a 2:1 panorama with its preview, and refuses one of another shape', async () => {
    const picture = (await upload(editor, 'panorama', PANORAMA, 'image/jpeg')).json().data;
    expect(picture).toMatchObject({ key: expect.stringMatching(/^panorama\/scenes\/.+\.jpg$/), width: 1024, height: 512, smallKey: expect.stringMatching(/-low\.jpg$/) });
    expect(await t.ctx.storage.exists(`${area.code}/${picture.smallKey}`)).toBe(true);
    const before = storedFiles();
    expect((await upload(editor, 'panorama', SKY, 'image/jpeg')).json()).toMatchObject({ status: 415, message: expect.stringContaining('twice as wide') });
    expect(storedFiles()).toEqual(before);
  });

  it('takes a pose outline as transparent PNG or SVG (stored as PNG), never without transparency', async () => {
    const fromSvg = (await upload(editor, 'poseOutline', OUTLINE_SVG, 'image/svg+xml')).json().data;
    expect(fromSvg).toMatchObject({ key: expect.stringMatching(/^boost\/poses\/.+\.png$/), smallKey: null });
    const rasterized = await sharp((await t.ctx.storage.get(`${area.code}/${fromSvg.key}`))!).metadata();
    expect({ format: rasterized.format, hasAlpha: rasterized.hasAlpha }).toEqual({ format: 'png', hasAlpha: true });
    expect((await upload(editor, 'poseOutline', transparentPng, 'image/png')).statusCode).toBe(200);

    const before = storedFiles();
    expect((await upload(editor, 'poseOutline', opaquePng, 'image/png')).json()).toMatchObject({ status: 415, message: expect.stringContaining('transparency') });
    expect((await upload(editor, 'poseOutline', SKY, 'image/jpeg')).json()).toMatchObject({ status: 415 });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses what is not a picture for its use, or too large, and stores nothing', async () => {
    const before = storedFiles();
    for (const [use, body, type, status] of [
      ['sky', OUTLINE_SVG, 'image/svg+xml', 415], // SVG only for drawings
      ['poseOutline', SKY, 'image/svg+xml', 415], // a JPEG calling itself SVG
      ['poseSample', Buffer.from('not a picture'), 'image/jpeg', 415],
      ['poseSample', SKY, 'image/gif', 415],
      ['poseSample', SKY, 'application/json', 400], // not JSON either
      ['poseSample', Buffer.alloc(20 * 1024 * 1024 + 1), 'image/jpeg', 413],
      ['avatar', SKY, 'image/jpeg', 400],
    ] as const) {
      const response = await upload(editor, use, body, type);
      expect(response.statusCode, `${use} ${type}`).toBe(status);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an SVG drawing with a filter at once (415), before drawing it, and stores nothing', async () => {
    // 400 bytes: a blur the size of the drawing, which cost 71 s of CPU to draw.
    const bomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="300"/></filter><rect width="1000" height="1000" fill="red" filter="url(#b)"/></svg>',
    );
    const before = storedFiles();
    const response = await upload(editor, 'map', bomb, 'image/svg+xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/filters/);
    expect(storedFiles()).toEqual(before);
    // Positive control: the same drawing without its filter is taken.
    const plain = Buffer.from(bomb.toString().replace(/<filter.*<\/filter>/, '').replace(' filter="url(#b)"', ''));
    expect((await upload(editor, 'map', plain, 'image/svg+xml')).statusCode).toBe(200);
  });

  it("lets only editors upload, with the session's CSRF token, into their own area", async () => {
    const before = storedFiles();
    expect((await upload(viewer, 'sky', SKY, 'image/jpeg')).statusCode).toBe(403);
    expect((await upload(null, 'sky', SKY, 'image/jpeg')).statusCode).toBe(401);
    expect((await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=sky`, payload: SKY, headers: { 'content-type': 'image/jpeg' }, csrf: false })).json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect((await upload(editor, 'sky', SKY, 'image/jpeg', other.code)).statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
    expect(storedFiles(other.code)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('console picture uploads waiting for the decoder on PostgreSQL', () => {
  it('hold no pool connection: with more of them waiting than the pool has connections, an unrelated read is answered at once', async () => {
    const waited = await readWhileDecodesWait(t, area.code, 6, () => upload(editor, 'sky', SKY, 'image/jpeg'));
    expect(waited).toEqual({ readStatus: 200, finishedBeforeOpen: 0, statuses: [200, 200, 200, 200, 200, 200] });
  });
});
