// The S3 backend against a real S3-compatible server started here (s3rver, which checks SigV4
// signatures), through the app and plain fetch() as a phone would use the presigned URLs.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, logInOperator, makeOperator } from '../../test/console.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const BUCKET = 'youlan-media';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let s3Dir: string;
let s3: S3rver;
let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };
let tokenA: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'youlan-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  t = await createTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  tenantA = await t.createTenant();
  tenantB = await t.createTenant();
  tokenA = await t.login(tenantA.code);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const sign = async (tenantCode: string, query: Record<string, string>, token?: string) =>
  t.call(tenantCode, { method: 'GET', url: '/api/aliyun/signURL', query, ...(token ? { token } : {}) });

async function uploadUrl(fileName: string) {
  const response = await sign(tenantA.code, { fileName, purpose: '2' }, tokenA);
  expect(response.statusCode).toBe(200);
  return response.json().data as { key: string; url: string; headers: Record<string, string>; maxBytes: number };
}

describe('S3 storage', () => {
  it('is the backend STORAGE_DRIVER=s3 selects, and serves no /media route of its own', async () => {
    expect(t.ctx.storage.driver).toBe('s3');
    expect((await t.app.inject({ method: 'GET', url: '/media/x.jpg' })).statusCode).toBe(404);
  });

  it('round-trips a phone upload: presigned PUT to the pending prefix, finished, then presigned GET returns the picture', async () => {
    const upload = await uploadUrl('shot.png');
    expect(upload.url).toContain(`/${BUCKET}/.pending/${tenantA.code}/${upload.key}?`);
    expect(new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: picture });
    expect(put.status).toBe(200);
    // Not readable until finished and normalized.
    expect((await sign(tenantA.code, { fileName: upload.key })).statusCode).toBe(404);
    const finished = await t.call(tenantA.code, { method: 'POST', url: '/api/upload/complete', token: tokenA, payload: { key: upload.key } });
    expect(finished.statusCode).toBe(200);
    const PNG = (await t.ctx.storage.get(`${tenantA.code}/${upload.key}`))!;

    const read = await sign(tenantA.code, { fileName: upload.key });
    expect(read.statusCode).toBe(200);
    const { data } = read.json();
    expect(data).toMatchObject({ key: upload.key, method: 'GET', maxBytes: null });
    const got = await fetch(data.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG);
    expect(await t.ctx.storage.exists(`.pending/${tenantA.code}/${upload.key}`)).toBe(false);
  });

  it('answers 404 for a missing key and for another tenant’s key', async () => {
    await t.ctx.storage.put(`${tenantA.code}/places/gate.png`, PNG, 'image/png');
    expect((await sign(tenantA.code, { fileName: 'places/gate.png' })).statusCode).toBe(200);
    expect((await sign(tenantA.code, { fileName: 'places/none.png' })).json()).toMatchObject({ status: 404, data: null, code: 'NOT_FOUND' });
    expect((await sign(tenantB.code, { fileName: 'places/gate.png' })).statusCode).toBe(404);
    expect(await t.ctx.storage.exists(`${tenantB.code}/places/gate.png`)).toBe(false);
    expect(await t.ctx.storage.get(`${tenantB.code}/places/gate.png`)).toBeNull();
  });

  it('deletes objects, a missing one included', async () => {
    await t.ctx.storage.put(`${tenantA.code}/places/old.png`, PNG, 'image/png');
    await t.ctx.storage.delete(`${tenantA.code}/places/old.png`);
    expect(await t.ctx.storage.exists(`${tenantA.code}/places/old.png`)).toBe(false);
    await expect(t.ctx.storage.delete(`${tenantA.code}/places/old.png`)).resolves.toBeUndefined();
  });

  it('has a tampered presigned URL refused by the store', async () => {
    await t.ctx.storage.put(`${tenantA.code}/places/tamper.png`, PNG, 'image/png');
    const { data } = (await sign(tenantA.code, { fileName: 'places/tamper.png' })).json();
    const url = new URL(data.url);
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const tampered = await fetch(url);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('SignatureDoesNotMatch');

    const otherKey = new URL(data.url.replace('/places/tamper.png', '/places/gate.png'));
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it('has an upload with another Content-Type than the signed one refused by the store', async () => {
    const upload = await uploadUrl('other.jpg');
    const put = await fetch(upload.url, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: '<script>alert(1)</script>' });
    expect(put.status).toBe(403);
    expect(await t.ctx.storage.exists(`${tenantA.code}/${upload.key}`)).toBe(false);
  });

  it("streams a console 360° video from its staged file to the bucket, and leaves no staged file", async () => {
    const editor = await logInOperator(t, await makeOperator(t, 'editor', tenantA.id));
    const mp4 = readFileSync(join(import.meta.dirname, '../../../seed/media/panorama/videos/shiqikongqiao-day-low.mp4'));
    const response = await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${tenantA.code}/panorama/video-files`, payload: mp4, headers: { 'content-type': 'video/mp4' } });
    expect(response.statusCode).toBe(200);
    const { key, url } = response.json().data as { key: string; url: string };
    expect(url).toContain(`/${BUCKET}/${tenantA.code}/${key}?`);
    expect(await t.ctx.storage.get(`${tenantA.code}/${key}`)).toEqual(mp4);
    const staging = join(t.dataDir, 'media-partial');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  });
});
