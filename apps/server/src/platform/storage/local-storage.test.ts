import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandling } from '../errors.ts';
import { LocalStorage, localStorageRoutes } from './local-storage.ts';

const SECRET = 'a-secret-long-enough-for-signing-media-urls';
const BASE_URL = 'http://media.test';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);

let dataDir: string;
let storage: LocalStorage;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'youlan-media-'));
  storage = new LocalStorage(dataDir, SECRET);
  app = Fastify();
  registerErrorHandling(app);
  await app.register(localStorageRoutes, { storage });
  await app.ready();
  await storage.put('t1/photos/a.jpg', JPEG, 'image/jpeg');
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The path and query of a signed URL, for app.inject. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const signUpload = (key: string, maxBytes = 16) => storage.signUpload(key, { expiresInSeconds: 60, baseUrl: BASE_URL, contentType: 'image/jpeg', maxBytes });

describe('LocalStorage files', () => {
  it('stores files under DATA_DIR/media by full key and reads them back', async () => {
    expect(existsSync(join(dataDir, 'media', 't1', 'photos', 'a.jpg'))).toBe(true);
    expect(await storage.exists('t1/photos/a.jpg')).toBe(true);
    expect(await storage.get('t1/photos/a.jpg')).toEqual(JPEG);
    expect(await storage.exists('t1/photos/none.jpg')).toBe(false);
    expect(await storage.get('t1/photos/none.jpg')).toBeNull();
    expect(await storage.get('t1/photos')).toBeNull();
  });

  it('deletes a file, and takes a missing one calmly', async () => {
    await storage.put('t1/gone/a.png', Buffer.from('x'), 'image/png');
    await storage.delete('t1/gone/a.png');
    expect(await storage.exists('t1/gone/a.png')).toBe(false);
    await expect(storage.delete('t1/gone/a.png')).resolves.toBeUndefined();
  });

  it('refuses a key whose extension would serve a different type than the one given', async () => {
    await expect(storage.put('t1/x.png', JPEG, 'image/jpeg')).rejects.toThrow(/image\/png/);
    expect(await storage.exists('t1/x.png')).toBe(false);
  });

  it.each(['../outside.jpg', 't1/../../outside.jpg', '/etc/passwd', 't1//a.jpg', 't1/./a.jpg', 't1/a.jpg/'])('never lets the key %s near the disk', async (key) => {
    await expect(storage.exists(key)).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.put(key, JPEG, 'image/jpeg')).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.signRead(key, { expiresInSeconds: 60, baseUrl: BASE_URL })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('LocalStorage signed reads', () => {
  it('serves the bytes with their type and cache headers fit for an immutable, expiring object', async () => {
    const { url, expiresAt } = await storage.signRead('t1/photos/a.jpg', { expiresInSeconds: 600, baseUrl: `${BASE_URL}/` });
    expect(url).toMatch(/^http:\/\/media\.test\/media\/t1\/photos\/a\.jpg\?exp=\d+&sig=[\w-]+$/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
    const response = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(JPEG);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=(59\d|600), immutable$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a key without an extension as application/octet-stream', async () => {
    await storage.put('t1/blob', Buffer.from('raw'), 'application/octet-stream');
    const { url } = await storage.signRead('t1/blob', { expiresInSeconds: 60, baseUrl: BASE_URL });
    const response = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.body).toBe('raw');
  });

  it('serves byte ranges, as audio players ask for', async () => {
    const { url } = await storage.signRead('t1/photos/a.jpg', { expiresInSeconds: 60, baseUrl: BASE_URL });
    const response = await app.inject({ method: 'GET', url: pathOf(url), headers: { range: 'bytes=2-5' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload).toEqual(JPEG.subarray(2, 6));
  });

  it('refuses a URL whose signature, key or expiry was changed', async () => {
    const { url } = await storage.signRead('t1/photos/a.jpg', { expiresInSeconds: 60, baseUrl: BASE_URL });
    const signed = new URL(url);
    const sig = signed.searchParams.get('sig') ?? '';
    // Change the first character: the last one of a base64url SHA-256 carries 2 unused bits, so
    // swapping it (say B for A) can decode to the very same signature and pass.
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const tampered = [
      url.replace(`sig=${sig}`, `sig=${flipped}`),
      url.replace('/a.jpg', '/b.jpg'),
      url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`),
      url.replace(/&sig=.*$/, ''),
    ];
    for (const bad of tampered) {
      const response = await app.inject({ method: 'GET', url: pathOf(bad) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, data: null, code: 'FORBIDDEN' });
    }
  });

  it('refuses an expired URL and says it expired', async () => {
    const { url } = await storage.signRead('t1/photos/a.jpg', { expiresInSeconds: 1, baseUrl: BASE_URL });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2000);
    const response = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/expired/) });
  });

  it('answers 404 for a signed key with no file', async () => {
    const { url } = await storage.signRead('t1/photos/none.jpg', { expiresInSeconds: 60, baseUrl: BASE_URL });
    const response = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: null, code: 'NOT_FOUND' });
  });

  it('checks URLs signed by another instance with the same secret, and no others', async () => {
    const { url } = await new LocalStorage(dataDir, SECRET).signRead('t1/photos/a.jpg', { expiresInSeconds: 60, baseUrl: BASE_URL });
    expect((await app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
    const forged = await new LocalStorage(dataDir, `${SECRET}-other`).signRead('t1/photos/a.jpg', { expiresInSeconds: 60, baseUrl: BASE_URL });
    expect((await app.inject({ method: 'GET', url: pathOf(forged.url) })).statusCode).toBe(403);
  });

  it('refuses a key that leaves the media folder, whatever the signature', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/t1/..%2F..%2Fsecret?exp=9999999999&sig=x' });
    expect(response.statusCode).toBe(400);
  });
});

describe('LocalStorage signed uploads', () => {
  it('stores the body at the key when the type and size are those signed', async () => {
    const upload = await signUpload('t1/up/ok.jpg');
    expect(upload.url).toMatch(/\?exp=\d+&ct=image%2Fjpeg&max=16&sig=/);
    const response = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: JPEG });
    expect(response.statusCode).toBe(200);
    expect(await storage.get('t1/up/ok.jpg')).toEqual(JPEG);
  });

  it('takes a JSON-typed body as bytes, not as JSON', async () => {
    const upload = await storage.signUpload('t1/up/data.json', { expiresInSeconds: 60, baseUrl: BASE_URL, contentType: 'application/json', maxBytes: 64 });
    const body = '{"not": "parsed"}';
    const response = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: body });
    expect(response.statusCode).toBe(200);
    expect((await storage.get('t1/up/data.json'))?.toString()).toBe(body);
  });

  it('never replaces a stored file', async () => {
    const upload = await signUpload('t1/up/once.jpg');
    expect((await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: JPEG })).statusCode).toBe(200);
    const again = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: Buffer.from('other bytes') });
    expect(again.statusCode).toBe(403);
    expect(await storage.get('t1/up/once.jpg')).toEqual(JPEG);
  });

  it('refuses a Content-Type other than the signed one', async () => {
    const upload = await signUpload('t1/up/typed.jpg');
    const response = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: { 'content-type': 'image/png' }, payload: JPEG });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('image/jpeg');
    expect(await storage.exists('t1/up/typed.jpg')).toBe(false);
  });

  it('refuses a URL whose type or size limit was changed', async () => {
    const upload = await signUpload('t1/up/limits.jpg');
    for (const bad of [upload.url.replace('max=16', 'max=99999'), upload.url.replace('ct=image%2Fjpeg', 'ct=text%2Fhtml')]) {
      const contentType = new URL(bad).searchParams.get('ct') ?? '';
      const response = await app.inject({ method: 'PUT', url: pathOf(bad), headers: { 'content-type': contentType }, payload: JPEG });
      expect(response.statusCode).toBe(403);
    }
    expect(await storage.exists('t1/up/limits.jpg')).toBe(false);
  });

  it('refuses a declared size over the limit with 413 and stores nothing', async () => {
    const upload = await signUpload('t1/up/big.jpg', 8);
    const response = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: JPEG });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, data: null, code: 'PAYLOAD_TOO_LARGE' });
    expect(await storage.exists('t1/up/big.jpg')).toBe(false);
  });

  it('stops a streamed body of unknown size at the limit with 413 and leaves no partial file', async () => {
    const upload = await signUpload('t1/up/stream.jpg', 8);
    const body = Readable.from([JPEG.subarray(0, 6), JPEG.subarray(6)]);
    const response = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: body });
    expect(response.statusCode).toBe(413);
    expect(await storage.exists('t1/up/stream.jpg')).toBe(false);
    expect(readdirSync(join(dataDir, 'media-partial'))).toEqual([]);
  });

  it('refuses an empty body', async () => {
    const upload = await signUpload('t1/up/empty.jpg');
    const response = await app.inject({ method: 'PUT', url: pathOf(upload.url), headers: upload.headers, payload: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(await storage.exists('t1/up/empty.jpg')).toBe(false);
  });

  it('does not let an upload URL read, nor a read URL upload', async () => {
    await storage.put('t1/up/read-only.jpg', JPEG, 'image/jpeg');
    const upload = await signUpload('t1/up/read-only.jpg');
    expect((await app.inject({ method: 'GET', url: pathOf(upload.url) })).statusCode).toBe(403);
    const read = await storage.signRead('t1/up/fresh.jpg', { expiresInSeconds: 60, baseUrl: BASE_URL });
    const response = await app.inject({ method: 'PUT', url: pathOf(read.url), headers: { 'content-type': 'image/jpeg' }, payload: JPEG });
    expect(response.statusCode).toBe(403);
    expect(await storage.exists('t1/up/fresh.jpg')).toBe(false);
  });
});
