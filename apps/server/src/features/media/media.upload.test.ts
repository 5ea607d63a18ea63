import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NORMALIZE_CONCURRENCY, imageMetadata, normalizeQueue } from '../../entities/media/image-normalizer.ts';
import { PENDING_UPLOADS_MAX, pendingKey, sweepExpiredUploads } from '../../entities/media/upload.service.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { putUpload, readWhileDecodesWait } from '../../test/uploads.ts';
import { upload } from '../../entities/media/upload.table.ts';

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

/** A real 16-bit greyscale PNG of 7071 × 7071 zeros (50 megapixels): about 100 kB to send, 100 MB to inflate. */
function sixteenBitZeros(): Promise<Buffer> {
  const edge = 7071;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.writeUInt8(16, 8); // bits per sample
  header.writeUInt8(0, 9); // greyscale
  // Each row: its filter byte (none) and 2 bytes a pixel, all zero.
  const rows = deflateSync(Buffer.alloc(edge * (1 + 2 * edge)), { level: 9 });
  return Promise.resolve(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]));
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
    // Judged by its header (pixels × channels × bits) before it is decoded: it cost 3.6 s of CPU.
    ['a 16-bit 50-megapixel PNG of zeros', sixteenBitZeros, 413],
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

describe('upload limits', () => {
  it('kills a refused upload\'s URL: a new PUT to it is refused and nothing is stored', async () => {
    const signed = (await t.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL?purpose=2&fileName=a.png', token })).json().data;
    const path = new URL(signed.url).pathname + new URL(signed.url).search;
    expect((await t.app.inject({ method: 'PUT', url: path, headers: signed.headers, payload: Buffer.from('not a picture') })).statusCode).toBe(200);
    expect((await complete(signed.key)).statusCode).toBe(415);
    const again = await t.app.inject({ method: 'PUT', url: path, headers: signed.headers, payload: await phonePhoto() });
    expect(again.statusCode).toBe(403);
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, signed.key))).toBe(false);
    expect((await complete(signed.key)).statusCode).toBe(415);
  });

  it('caps unfinished uploads per visitor with 429, and frees a slot when one is finished', async () => {
    const visitor = await t.login(tenant.code);
    const ask = () => t.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL?purpose=2&fileName=a.jpg', token: visitor });
    const answers = await Promise.all(Array.from({ length: PENDING_UPLOADS_MAX + 5 }, ask));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PENDING_UPLOADS_MAX);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const first = answers.find((a) => a.statusCode === 200)?.json().data as { key: string; url: string; headers: Record<string, string> };
    const url = new URL(first.url);
    await t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: first.headers, payload: await phonePhoto() });
    expect((await complete(first.key, visitor)).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
  });

  it('sweeps pending uploads whose URL expired: bytes deleted, the upload refused with 410', async () => {
    const key = await uploadBytes(await phonePhoto());
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, key))).toBe(true);
    // Positive control: a sweep before expiry leaves it alone.
    await sweepExpiredUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() - 60_000));
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, key))).toBe(true);
    await sweepExpiredUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() + 1000));
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, key))).toBe(false);
    expect((await complete(key)).statusCode).toBe(410);
  });

  it('refuses new uploads with 507 when the disk is short of space', async () => {
    const full = await createTestApp({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    try {
      const code = (await full.createTenant()).code;
      const response = await full.call(code, { method: 'GET', url: '/api/aliyun/signURL?purpose=2&fileName=a.jpg', token: await full.login(code) });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({ status: 507, code: 'STORAGE_FULL' });
    } finally {
      await full.close();
    }
  });
});

describe('picture normalisation', () => {
  it('runs at most NORMALIZE_CONCURRENCY at once and queues the rest', async () => {
    let active = 0;
    let peak = 0;
    const jobs = Array.from({ length: NORMALIZE_CONCURRENCY * 3 }, () =>
      normalizeQueue(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
      }),
    );
    await Promise.all(jobs);
    expect(peak).toBe(NORMALIZE_CONCURRENCY);
  });
});

describe('a visitor’s decoding budget', () => {
  it('refuses a visitor who spent the hour’s decoding with 429, keeps the upload to finish later, and serves other visitors', async () => {
    // A millisecond an hour: one photo spends it.
    const limited = await createTestApp({ UPLOAD_DECODE_SECONDS_PER_HOUR: '0.001' });
    try {
      const area = await limited.createTenant();
      const [spender, other] = [await limited.login(area.code), await limited.login(area.code)];
      const finish = (key: string, as: string) => limited.call(area.code, { method: 'POST', url: '/api/upload/complete', token: as, payload: { key } });
      expect((await finish(await putUpload(limited, area.code, spender, await phonePhoto()), spender)).statusCode).toBe(200);
      const second = await putUpload(limited, area.code, spender, await phonePhoto());
      const refused = await finish(second, spender);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('this hour') });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      const [row] = await limited.ctx.db.select().from(upload).where(eq(upload.key, second));
      expect(row?.status).toBe('pending');
      expect(await limited.ctx.storage.exists(pendingKey(area.code, second))).toBe(true);
      expect((await finish(await putUpload(limited, area.code, other, await phonePhoto()), other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('uploads waiting for the normalizer on PostgreSQL', () => {
  it('hold no pool connection: with more of them waiting than the pool has connections, an unrelated read is answered at once', async () => {
    const visitor = await t.login(tenant.code);
    const keys = await Promise.all(Array.from({ length: 6 }, async () => putUpload(t, tenant.code, visitor, await phonePhoto())));
    const next = keys.values();
    const waited = await readWhileDecodesWait(t, tenant.code, keys.length, () => complete(next.next().value!, visitor));
    expect(waited).toEqual({ readStatus: 200, finishedBeforeOpen: 0, statuses: [200, 200, 200, 200, 200, 200] });
  });
});

describe('the sweeper after a refusal', () => {
  it('deletes bytes PUT to a refused upload\'s pending key (as a presigned S3 PUT could) once the URL expired', async () => {
    const key = await uploadBytes(Buffer.from('not a picture'), 'photo.png');
    expect((await complete(key)).statusCode).toBe(415);
    await t.ctx.storage.put(pendingKey(tenant.code, key), await phonePhoto(), 'image/png');
    await sweepExpiredUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() + 1000));
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, key))).toBe(false);
    expect((await complete(key)).statusCode).toBe(415);
  });
});
