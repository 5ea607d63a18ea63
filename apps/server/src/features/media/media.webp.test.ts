import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBP_HEADER } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'binary');

let t: TestApp;
let tenant: { code: string };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  await t.ctx.storage.put(`${tenant.code}/places/hall.jpg`, JPEG, 'image/jpeg');
  await t.ctx.storage.put(`${tenant.code}/places/hall.webp`, WEBP, 'image/webp');
  await t.ctx.storage.put(`${tenant.code}/places/bridge.webp`, WEBP, 'image/webp');
});
afterAll(() => t.close());

const signedPath = async (fileName: string, webp?: 'true' | 'false') => {
  const response = await t.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL', query: { fileName }, headers: webp ? { [WEBP_HEADER]: webp } : {} });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().data.url as string).pathname;
};

describe('read URLs honour the x-webp-support header', () => {
  it('gives a phone without WebP the JPEG stored beside a WebP image', async () => {
    expect(await signedPath('places/hall.webp', 'false')).toBe(`/media/${tenant.code}/places/hall.jpg`);
  });

  it('gives a phone with WebP the WebP stored beside a JPEG', async () => {
    expect(await signedPath('places/hall.jpg', 'true')).toBe(`/media/${tenant.code}/places/hall.webp`);
  });

  it('reads the key as asked when the phone did not say, or no variant is stored', async () => {
    expect(await signedPath('places/hall.webp')).toBe(`/media/${tenant.code}/places/hall.webp`);
    expect(await signedPath('places/bridge.webp', 'false')).toBe(`/media/${tenant.code}/places/bridge.webp`);
  });
});
