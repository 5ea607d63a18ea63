import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PHOTO_MAX_BYTES } from '@youlan/contract';
import { pendingKey } from '../../entities/media/upload.service.ts';
import { consoleCall, logInOperator, makeOperator } from '../../test/console.ts';
import { createTestAppOwnDatabase, type TestApp } from '../../test/harness.ts';
import { putUpload } from '../../test/uploads.ts';

const MiB = 1024 * 1024;
const FLOOR_MB = 10;
/** The disk's free space as the test sets it; the app reads it through its free-space probe. */
let freeBytes = 0;

let t: TestApp;
let tenant: { code: string; id: number };

beforeAll(async () => {
  // Uploads signed are counted for the whole disk, so no other test file's may be in the figures.
  t = await createTestAppOwnDatabase('storage_full', { MIN_FREE_DISK_MB: String(FLOOR_MB) }, { freeSpace: async () => freeBytes });
  tenant = await t.createTenant();
});
afterAll(() => t.close());

const signStudioPhoto = (token: string) => t.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL?purpose=3&fileName=photo.jpg', token });
const photo = () => sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a9384' } }).jpeg().toBuffer();

describe('a disk short of space answers 507 on every write', () => {
  it('counts what was signed and not yet written: signing stops with 507 once the signed sizes fill the disk', async () => {
    // Room for four studio photos beside the floor, and nothing written yet.
    freeBytes = FLOOR_MB * MiB + 4 * STUDIO_PHOTO_MAX_BYTES + MiB;
    const statuses: number[] = [];
    for (const _ of [1, 2]) {
      const token = await t.login(tenant.code);
      for (const __ of [1, 2, 3]) statuses.push((await signStudioPhoto(token)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 507, 507]);
    const refused = await signStudioPhoto(await t.login(tenant.code));
    expect(refused.json()).toMatchObject({ status: 507, code: 'STORAGE_FULL' });
    expect(refused.json().message).toMatch(/disk space/);
  });

  it('refuses a PUT that no longer fits with 507, leaving no file behind; the same PUT is stored once there is room', async () => {
    freeBytes = 1024 * MiB;
    const token = await t.login(tenant.code);
    const signed = (await t.call(tenant.code, { method: 'GET', url: '/api/aliyun/signURL?purpose=2&fileName=photo.jpg', token })).json().data;
    const url = new URL(signed.url);
    const bytes = await photo();
    const put = () => t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: signed.headers, payload: bytes });

    freeBytes = bytes.length - 1;
    const refused = await put();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'STORAGE_FULL' });
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, signed.key))).toBe(false);

    freeBytes = 1024 * MiB;
    expect((await put()).statusCode).toBe(200);
    expect(await t.ctx.storage.exists(pendingKey(tenant.code, signed.key))).toBe(true);
  });

  it('refuses a photo job (its result) and a console picture with 507 when full, and takes them when not', async () => {
    freeBytes = 1024 * MiB;
    const token = await t.login(tenant.code);
    const photoKey = await putUpload(t, tenant.code, token, await photo());
    expect((await t.call(tenant.code, { method: 'POST', url: '/api/upload/complete', token, payload: { key: photoKey } })).statusCode).toBe(200);
    const editor = await logInOperator(t, await makeOperator(t, 'editor', tenant.id));
    const picture = async () => consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${tenant.code}/pictures?use=place`, payload: await photo(), headers: { 'content-type': 'image/jpeg' } });
    const job = () => t.call(tenant.code, { method: 'POST', url: '/api/imageEdit', token, payload: { photoKey, operations: [{ type: 'rotate', degrees: 90 }] } });

    freeBytes = FLOOR_MB * MiB;
    expect((await picture()).json()).toMatchObject({ status: 507, code: 'STORAGE_FULL' });
    expect((await job()).json()).toMatchObject({ status: 507, code: 'STORAGE_FULL' });

    freeBytes = 1024 * MiB;
    expect((await picture()).statusCode).toBe(200);
    expect((await job()).statusCode).toBe(200);
  });
});
