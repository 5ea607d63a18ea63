import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDIO_PHOTO_MAX_BYTES } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import sharp from 'sharp';
import { gunzipSync } from 'node:zlib';
import { pendingKey } from '../../entities/media/upload.service.ts';
import { READ_URL_TTL_SECONDS, UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from './media.service.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };
let tokenA: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant();
  tenantB = await t.createTenant();
  tokenA = await t.login(tenantA.code);
  await t.ctx.storage.put(`${tenantA.code}/places/gate.jpg`, JPEG, 'image/jpeg');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The path and query of a signed URL, for app.inject. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const sign = (tenantCode: string, query: Record<string, string>, token?: string) =>
  t.call(tenantCode, { method: 'GET', url: '/api/aliyun/signURL', query, ...(token ? { token } : {}) });

describe('GET /api/aliyun/signURL, purpose 1 (read)', () => {
  it('signs a stored file for an hour by default, and the URL serves its bytes', async () => {
    const response = await sign(tenantA.code, { fileName: 'places/gate.jpg' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ key: 'places/gate.jpg', method: 'GET', headers: {}, maxBytes: null });
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan((READ_URL_TTL_SECONDS - 10) * 1000);
    expect(data.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/media/${tenantA.code}/places/gate\\.jpg\\?`));
    const file = await t.app.inject({ method: 'GET', url: pathOf(data.url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload).toEqual(JPEG);
  });

  it('sends an SVG (the illustrated map) gzipped to a browser that accepts it, and a JPEG as it is', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(200)}</svg>`);
    await t.ctx.storage.put(`${tenantA.code}/map/area.svg`, svg, 'image/svg+xml');
    const { data } = (await sign(tenantA.code, { fileName: 'map/area.svg' })).json();
    const zipped = await t.app.inject({ method: 'GET', url: pathOf(data.url), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toContain('Accept-Encoding');
    expect(zipped.rawPayload.length).toBeLessThan(svg.length / 4);
    expect(gunzipSync(zipped.rawPayload)).toEqual(svg);
    const plain = await t.app.inject({ method: 'GET', url: pathOf(data.url) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(svg);
    const jpeg = (await sign(tenantA.code, { fileName: 'places/gate.jpg' })).json().data;
    const photo = await t.app.inject({ method: 'GET', url: pathOf(jpeg.url), headers: { 'accept-encoding': 'gzip' } });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload).toEqual(JPEG);
  });

  it('starts URLs with PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://youlan.example.com' });
    try {
      const tenant = await other.createTenant();
      await other.ctx.storage.put(`${tenant.code}/a.png`, Buffer.from('png'), 'image/png');
      const { data } = (await other.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL', query: { fileName: 'a.png', purpose: '1' } })).json();
      expect(data.url).toMatch(new RegExp(`^https://youlan\\.example\\.com/media/${tenant.code}/a\\.png\\?exp=\\d+&sig=`));
    } finally {
      await other.close();
    }
  });

  it('answers 404 for a key with no file', async () => {
    const response = await sign(tenantA.code, { fileName: 'places/none.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: null, code: 'NOT_FOUND' });
  });

  it("answers 404 for another tenant's key: it does not exist under this one", async () => {
    const response = await sign(tenantB.code, { fileName: 'places/gate.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['../x', '../other-tenant/places/gate.jpg', 'places/../../etc/passwd', '/etc/passwd', 'places//gate.jpg', 'places/./gate.jpg', 'a b.jpg'])('refuses the key %s naming query.fileName', async (fileName) => {
    const response = await sign(tenantA.code, { fileName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: null, code: 'BAD_REQUEST', field: 'query.fileName' });
  });

  it('refuses a purpose other than 1, 2 or 3', async () => {
    const response = await sign(tenantA.code, { fileName: 'places/gate.jpg', purpose: '4' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('query.purpose');
  });

  it('serves a URL whose signature was tampered with as 403', async () => {
    const { data } = (await sign(tenantA.code, { fileName: 'places/gate.jpg' })).json();
    const tampered = data.url.replace(/sig=([\w-])/, (_: string, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const response = await t.app.inject({ method: 'GET', url: pathOf(tampered) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, data: null, code: 'FORBIDDEN' });
  });

  it('serves an expired URL as 403, saying it expired', async () => {
    const { data } = (await sign(tenantA.code, { fileName: 'places/gate.jpg' })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (READ_URL_TTL_SECONDS + 1) * 1000);
    const response = await t.app.inject({ method: 'GET', url: pathOf(data.url) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/expired/);
  });
});

describe('GET /api/aliyun/signURL, purpose 2 (upload)', () => {
  it('needs a logged-in visitor', async () => {
    const response = await sign(tenantA.code, { fileName: 'photo.jpg', purpose: '2' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, data: null, code: 'LOGIN_EXPIRED' });
  });

  it.each(['setup.exe', 'IMG_0001.HEIC', 'no-extension'])('refuses to sign %s with 415, listing what it accepts', async (fileName) => {
    const response = await sign(tenantA.code, { fileName, purpose: '2' }, tokenA);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, data: null, code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('.jpg, .jpeg, .png, .webp') });
  });

  it('signs a server-chosen key that the upload is stored at and read back from', async () => {
    const response = await sign(tenantA.code, { fileName: 'My Photo.JPG', purpose: '2' }, tokenA);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, maxBytes: UPLOAD_MAX_BYTES });
    expect(data.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(Date.parse(data.expiresAt) - Date.now()).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS * 1000);

    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9384' } }).jpeg().toBuffer();
    const put = await t.app.inject({ method: 'PUT', url: pathOf(data.url), headers: data.headers, payload: photo });
    expect(put.statusCode).toBe(200);
    // Kept apart until finished: nobody can read it yet, not even through the upload URL's path.
    expect(await t.ctx.storage.get(pendingKey(tenantA.code, data.key))).toEqual(photo);
    expect((await sign(tenantA.code, { fileName: data.key })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(data.url) })).statusCode).toBeGreaterThanOrEqual(400);

    const completed = await t.call(tenantA.code, { method: 'POST', url: '/api/upload/complete', token: tokenA, payload: { key: data.key } });
    expect(completed.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(pendingKey(tenantA.code, data.key))).toBe(false);
    const read = (await sign(tenantA.code, { fileName: data.key })).json();
    const file = await t.app.inject({ method: 'GET', url: pathOf(read.data.url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');
    expect((await sign(tenantB.code, { fileName: data.key })).statusCode).toBe(404);
  });

  it('refuses an upload with a Content-Type other than the signed one', async () => {
    const { data } = (await sign(tenantA.code, { fileName: 'photo.png', purpose: '2' }, tokenA)).json();
    const put = await t.app.inject({ method: 'PUT', url: pathOf(data.url), headers: { 'content-type': 'text/html' }, payload: '<script>alert(1)</script>' });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.ctx.storage.exists(pendingKey(tenantA.code, data.key))).toBe(false);
  });

  it('refuses an upload over the size limit with 413 and stores nothing', async () => {
    const { data } = (await sign(tenantA.code, { fileName: 'big.webp', purpose: '2' }, tokenA)).json();
    const put = await t.app.inject({ method: 'PUT', url: pathOf(data.url), headers: data.headers, payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1) });
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({ status: 413, data: null, code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.ctx.storage.exists(pendingKey(tenantA.code, data.key))).toBe(false);
  });
});

describe('GET /api/aliyun/signURL, purpose 3 (photo-studio photo)', () => {
  it('signs an upload of up to 20 MiB, and stops a larger one as it streams', async () => {
    const response = await sign(tenantA.code, { fileName: 'camera.jpg', purpose: '3' }, tokenA);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, maxBytes: STUDIO_PHOTO_MAX_BYTES });
    expect(STUDIO_PHOTO_MAX_BYTES).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const fits = await t.app.inject({ method: 'PUT', url: pathOf(data.url), headers: data.headers, payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1) });
    expect(fits.statusCode).toBe(200);

    const again = (await sign(tenantA.code, { fileName: 'camera.jpg', purpose: '3' }, tokenA)).json().data;
    const tooBig = await t.app.inject({ method: 'PUT', url: pathOf(again.url), headers: again.headers, payload: Buffer.alloc(STUDIO_PHOTO_MAX_BYTES + 1) });
    expect(tooBig.statusCode).toBe(413);
    expect(await t.ctx.storage.exists(`${tenantA.code}/${again.key}`)).toBe(false);
  });

  it('needs a logged-in visitor', async () => {
    expect((await sign(tenantA.code, { fileName: 'camera.jpg', purpose: '3' })).statusCode).toBe(401);
  });
});
