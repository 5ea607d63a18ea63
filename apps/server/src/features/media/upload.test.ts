import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMetadata } from '../../platform/images/image-normalizer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { putUpload } from '../../test/uploads.ts';
import { upload } from '../../platform/uploads/upload.table.ts';

let t: TestApp;
let tenant: { code: string; id: number };
let other: { code: string; id: number };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  other = await t.createTenant();
  token = await t.login(tenant.code);
});
afterAll(() => t.close());

const uploadBytes = (bytes: Buffer, fileName = 'photo.jpg') => putUpload(t, tenant.code, token, bytes, fileName);
const complete = (key: string, as = token, code = tenant.code) => t.call(code, { method: 'POST', url: '/api/upload/complete', token: as, payload: { key } });
const stored = (key: string) => t.ctx.storage.get(`${tenant.code}/${key}`);

/** A 40 × 20 photo as a phone takes it: rotated by EXIF orientation 6, with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a9384' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 59/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 16/1 7/1' } })
    .toBuffer();
}

/** A valid 1 × 1 PNG whose header claims 20000 × 20000 pixels: tiny to send, huge to decode. */
async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('POST /api/upload/complete', () => {
  it('turns the photo upright, removes EXIF and GPS, and answers the same when asked twice', async () => {
    const original = await phonePhoto();
    expect(await imageMetadata(original)).toMatchObject({ hasExif: true, orientation: 6, width: 40, height: 20 });
    const key = await uploadBytes(original);
    const first = await complete(key);
    expect(first.json()).toMatchObject({ status: 200, data: { key, contentType: 'image/jpeg', width: 20, height: 40 } });
    const after = await imageMetadata((await stored(key))!);
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40, hasExif: false });
    expect(after.orientation).toBeUndefined();
    expect((await complete(key)).json().data).toEqual(first.json().data);
  });

  it.each([
    ['a text file named .jpg', () => Promise.resolve(Buffer.from('hello, not a picture')), 415],
    ['a pixel bomb', pixelBomb, 413],
    ['a HEIC photo', () => Promise.resolve(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])), 415],
  ])('refuses %s, deletes it and keeps refusing', async (_name, make, status) => {
    const key = await uploadBytes(await make(), 'photo.png');
    const response = await complete(key);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status, data: null, message: expect.any(String) });
    expect(await stored(key)).toBeNull();
    expect((await complete(key)).statusCode).toBe(status);
  });

  it('enforces the size limit after upload too (a presigned S3 upload cannot)', async () => {
    const key = await uploadBytes(await phonePhoto());
    await t.ctx.db.update(upload).set({ maxBytes: 100 }).where(eq(upload.key, key));
    const response = await complete(key);
    expect(response.statusCode).toBe(413);
    expect(await stored(key)).toBeNull();
  });

  it("is 404 for another visitor's upload, an unknown key and another tenant; 409 before the bytes arrive", async () => {
    const key = await uploadBytes(await phonePhoto());
    const someoneElse = await t.login(tenant.code);
    expect((await complete(key, someoneElse)).statusCode).toBe(404);
    expect((await complete('uploads/2026/01/none.jpg')).statusCode).toBe(404);
    expect((await complete(key, await t.login(other.code), other.code)).statusCode).toBe(404);
    const signed = (await t.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL?purpose=2&fileName=a.jpg', token })).json().data;
    const early = await complete(signed.key);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('PUT the file');
  });

  it('needs a token and a well-formed key', async () => {
    expect((await t.call(tenant.code, { method: 'POST', url: '/api/upload/complete', payload: { key: 'uploads/x.jpg' } })).json()).toMatchObject({ status: 401, code: 'LOGIN_EXPIRED' });
    expect((await complete('../etc/passwd')).json()).toMatchObject({ status: 400, field: 'body.key' });
  });
});
