import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framedSize, type ImageJob } from '@youlan/contract';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../platform/env.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { putUpload } from '../../test/uploads.ts';
import { outdoorPhoto, putStudioPhoto, storeSkyPicture, uploadStudioPhoto, withBoostCatalogue } from '../../test/boost-catalogue.ts';
import { imageJob } from './image-job.table.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let token: string;
let skyId: number;

/** A tenant code chosen before the app starts, so its worker can be limited to this file's areas. */
const newCode = () => `t-${randomUUID().slice(0, 8)}`;
const named = (code: string) => (a: Parameters<typeof withBoostCatalogue>[0]) => {
  withBoostCatalogue(a);
  a.tenant.code = code;
};

beforeAll(async () => {
  const codes = [newCode(), newCode()] as const;
  t = await createTestApp({ IMAGE_WORKERS: '1', IMAGE_JOB_POLL_MS: '100', IMAGE_JOB_TENANTS: codes.join(',') });
  area = await t.createTenant(named(codes[0]));
  other = await t.createTenant(named(codes[1]));
  await storeSkyPicture(t, area.code);
  token = await t.login(area.code);
  skyId = ((await t.call(area.code, { method: 'GET', url: '/api/sky' })).json().data as { id: number }[])[0]!.id;
});
afterAll(() => t.close());

const edit = (payload: unknown, options: { token?: string; key?: string; tenant?: string } = {}) =>
  t.call(options.tenant ?? area.code, { method: 'POST', url: '/api/imageEdit', token: options.token ?? token, payload: payload as object, headers: options.key ? { 'idempotency-key': options.key } : {} });

const readJob = async (id: number, as = token, tenant = area.code): Promise<ImageJob> => (await t.call(tenant, { method: 'GET', url: `/api/imageJob/${id}`, token: as })).json().data;

async function finished(id: number, as = token, tenant = area.code): Promise<ImageJob> {
  for (let tries = 0; tries < 300; tries += 1) {
    const job = await readJob(id, as, tenant);
    if (!['queued', 'working'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

async function jobCount(): Promise<number> {
  return (await t.ctx.db.select({ id: imageJob.id }).from(imageJob).where(eq(imageJob.tenantId, area.id))).length;
}

describe('POST /api/imageEdit', () => {
  it('answers a queued job at once, then works it: the result is the visitor’s material, framed and cropped as asked', async () => {
    const photoKey = await uploadStudioPhoto(t, area.code, token);
    const operations = [
      { type: 'rotate', degrees: 90 },
      { type: 'crop', x: 4, y: 8, width: 48, height: 80 },
      { type: 'straighten', degrees: -3.5 },
      { type: 'adjust', brightness: 10, contrast: -20, saturation: 30 },
      { type: 'filter', preset: 'film' },
      { type: 'frame', style: 'white', language: 'ja' },
    ];
    const response = await edit({ photoKey, operations });
    expect(response.statusCode).toBe(200);
    const created: ImageJob = response.json().data;
    expect(['queued', 'working']).toContain(created.state);
    expect(created).toMatchObject({ kind: 'edit', photoKey, material: null });

    const job = await finished(created.id);
    expect(job).toMatchObject({ state: 'done', percent: 100, skyFound: null, failure: null });
    const framed = framedSize(48, 80);
    expect(job.material).toMatchObject({ kind: 'edit', width: framed.width, height: framed.height, sourceKey: photoKey, jobId: created.id });
    const stored = await t.ctx.storage.get(`${area.code}/${job.material!.mediaKey}`);
    const metadata = await sharp(stored!).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', framed.width, framed.height]);
    // The frame's paper is white around the picture.
    const { data } = await sharp(stored!).extract({ left: 1, top: 1, width: 2, height: 2 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(235);
  });

  it('makes one job for a retry under the same idempotency key, and refuses the key for a different edit (422)', async () => {
    const photoKey = await uploadStudioPhoto(t, area.code, token);
    const key = `edit-${randomUUID()}`;
    const body = { photoKey, operations: [{ type: 'filter', preset: 'mono' }] };
    const first = await edit(body, { key });
    const again = await edit(body, { key });
    expect(first.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const different = await edit({ ...body, operations: [{ type: 'filter', preset: 'warm' }] }, { key });
    expect(different.statusCode).toBe(422);
    expect(different.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', field: 'headers.idempotency-key' });
    const job = await finished(first.json().data.id);
    expect(job.state).toBe('done');
    // Black and white: the three channels come out alike.
    const { channels } = await sharp((await t.ctx.storage.get(`${area.code}/${job.material!.mediaKey}`))!).stats();
    expect(Math.max(...channels.map((c) => c.mean)) - Math.min(...channels.map((c) => c.mean))).toBeLessThan(2);
    // A retry after it finished replays the finished job.
    expect((await edit(body, { key })).json().data).toMatchObject({ id: job.id, state: 'done', material: { id: job.material!.id } });
  });

  it('edits a material of the visitor (its result), keeping the original as the source', async () => {
    const photoKey = await uploadStudioPhoto(t, area.code, token);
    const firstJob = await finished((await edit({ photoKey, operations: [{ type: 'rotate', degrees: 180 }] })).json().data.id);
    const second = await finished((await edit({ photoKey: firstJob.material!.mediaKey, operations: [{ type: 'filter', preset: 'fresh' }] })).json().data.id);
    expect(second.material).toMatchObject({ kind: 'edit', sourceKey: photoKey });
  });

  describe('refuses bad input with a clear 4xx, storing nothing', () => {
    let photoKey: string;
    beforeAll(async () => {
      photoKey = await uploadStudioPhoto(t, area.code, token);
    });

    it.each([
      ['an unknown operation', [{ type: 'melt' }], 'body.operations.0.type'],
      ['brightness out of range', [{ type: 'adjust', brightness: 500 }], 'body.operations.0.brightness'],
      ['a rotation that is not a quarter turn', [{ type: 'rotate', degrees: 45 }], 'body.operations.0.degrees'],
      ['a straighten beyond 15°', [{ type: 'straighten', degrees: 40 }], 'body.operations.0.degrees'],
      ['an unknown filter', [{ type: 'filter', preset: 'sepia' }], 'body.operations.0.preset'],
      ['a crop wider than the picture', [{ type: 'crop', x: 60, y: 0, width: 40, height: 40 }], 'body.operations.0.width'],
      ['a crop below the picture', [{ type: 'crop', x: 0, y: 40, width: 40, height: 40 }], 'body.operations.0.height'],
      ['a crop that fits only before a rotation', [{ type: 'rotate', degrees: 90 }, { type: 'crop', x: 0, y: 0, width: 90, height: 40 }], 'body.operations.1.width'],
      ['two filters', [{ type: 'filter', preset: 'mono' }, { type: 'filter', preset: 'warm' }], 'body.operations.1.type'],
      ['no operation', [], 'body.operations'],
      ['an extra field', [{ type: 'filter', preset: 'mono', strength: 3 }], 'body.operations.0'],
    ])('%s (400 naming the field)', async (_name, operations, field) => {
      const before = await jobCount();
      const response = await edit({ photoKey, operations });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(await jobCount()).toBe(before);
    });

    it('an unknown sky (404 naming the field)', async () => {
      const before = await jobCount();
      const response = await edit({ photoKey, operations: [{ type: 'sky', skyId: 2_000_000_000 }] });
      expect(response.statusCode).toBe(404);
      expect(response.json().field).toBe('body.operations.0.skyId');
      expect(await jobCount()).toBe(before);
    });

    it('another area’s sky (404), while this area’s sky is accepted', async () => {
      const otherSky = ((await t.call(other.code, { method: 'GET', url: '/api/sky' })).json().data as { id: number }[])[0]!.id;
      expect((await edit({ photoKey, operations: [{ type: 'sky', skyId: otherSky }] })).statusCode).toBe(404);
      const accepted = await edit({ photoKey, operations: [{ type: 'sky', skyId }] });
      expect(accepted.statusCode).toBe(200);
      await finished(accepted.json().data.id);
    });

    it('another visitor’s photo (404), while the owner may use it', async () => {
      const stranger = await t.login(area.code);
      const before = await jobCount();
      const response = await edit({ photoKey, operations: [{ type: 'filter', preset: 'mono' }] }, { token: stranger });
      expect(response.statusCode).toBe(404);
      expect(await jobCount()).toBe(before);
      const owner = await edit({ photoKey, operations: [{ type: 'filter', preset: 'mono' }] });
      expect(owner.statusCode).toBe(200);
      await finished(owner.json().data.id);
    });

    it('another area’s photo (404)', async () => {
      const otherToken = await t.login(other.code);
      const foreignKey = await uploadStudioPhoto(t, other.code, otherToken);
      const response = await edit({ photoKey: foreignKey, operations: [{ type: 'filter', preset: 'mono' }] });
      expect(response.statusCode).toBe(404);
      // Positive control: in its own area, by its owner, the key works.
      const own = await edit({ photoKey: foreignKey, operations: [{ type: 'filter', preset: 'mono' }] }, { token: otherToken, tenant: other.code });
      expect(own.statusCode).toBe(200);
      await finished(own.json().data.id, otherToken, other.code);
    });

    it('an unfinished upload (409)', async () => {
      const key = await putStudioPhoto(t, area.code, token, await outdoorPhoto());
      const response = await edit({ photoKey: key, operations: [{ type: 'filter', preset: 'mono' }] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ field: 'body.photoKey', message: expect.stringContaining('not finished') });
    });

    it('a pixel bomb: refused when the upload is finished, so never usable (413, then 409)', async () => {
      // A PNG that claims 10000 × 10000 pixels in a few kilobytes.
      const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
      const key = await putStudioPhoto(t, area.code, token, bomb, 'bomb.png');
      const done = await t.call(area.code, { method: 'POST', url: '/api/upload/complete', token, payload: { key } });
      expect(done.statusCode).toBe(413);
      expect((await edit({ photoKey: key, operations: [{ type: 'filter', preset: 'mono' }] })).statusCode).toBe(409);
    });

    it('an upload made for another purpose is accepted too, when finished (the studio takes any finished photo of the visitor)', async () => {
      const key = await putUpload(t, area.code, token, await outdoorPhoto());
      expect((await t.call(area.code, { method: 'POST', url: '/api/upload/complete', token, payload: { key } })).statusCode).toBe(200);
      const response = await edit({ photoKey: key, operations: [{ type: 'filter', preset: 'mono' }] });
      expect(response.statusCode).toBe(200);
      await finished(response.json().data.id);
    });

    it('without a login (401)', async () => {
      const response = await t.call(area.code, { method: 'POST', url: '/api/imageEdit', payload: { photoKey, operations: [{ type: 'filter', preset: 'mono' }] } });
      expect(response.statusCode).toBe(401);
    });
  });
});

/** Mean colour of a band of rows of a stored picture. */
async function bandMean(bytes: Buffer, fromShare: number, toShare: number): Promise<number[]> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const top = Math.round(height * fromShare);
  const { data } = await sharp(bytes).extract({ left: 0, top, width, height: Math.round(height * toShare) - top }).raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  data.forEach((value, index) => (sums[index % 3]! += value));
  return sums.map((sum) => sum / (data.length / 3));
}

describe('GET /api/replaceSkyImage', () => {
  it('replaces the sky of an outdoor photo with the chosen sky, leaving the ground', async () => {
    const photo = await outdoorPhoto(320, 240);
    const photoKey = await uploadStudioPhoto(t, area.code, token, photo);
    const response = await t.call(area.code, { method: 'GET', url: `/api/replaceSkyImage?photoKey=${photoKey}&skyId=${skyId}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kind: 'sky', operations: [{ type: 'sky', skyId }] });
    const job = await finished(response.json().data.id);
    expect(job).toMatchObject({ state: 'done', skyFound: true, message: null, material: { kind: 'sky', sourceKey: photoKey, width: 320, height: 240 } });
    const result = (await t.ctx.storage.get(`${area.code}/${job.material!.mediaKey}`))!;
    // The fixture's sky picture is orange (#f08a3c); the photo's sky was blue.
    const [red, , blue] = await bandMean(result, 0, 0.2);
    expect(red!).toBeGreaterThan(200);
    expect(blue!).toBeLessThan(100);
    const groundBefore = await bandMean(photo, 0.85, 1);
    const groundAfter = await bandMean(result, 0.85, 1);
    groundAfter.forEach((value, channel) => expect(Math.abs(value - groundBefore[channel]!)).toBeLessThan(12));
  });

  it('keeps a photo without sky as it is, and says so', async () => {
    const indoor = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#5a4030' } }).jpeg().toBuffer();
    const photoKey = await uploadStudioPhoto(t, area.code, token, indoor);
    const response = await t.call(area.code, { method: 'GET', url: `/api/replaceSkyImage?photoKey=${photoKey}&skyId=${skyId}`, token });
    const job = await finished(response.json().data.id);
    expect(job).toMatchObject({ state: 'done', skyFound: false, message: expect.stringMatching(/No sky was found/) });
    const before = await bandMean(indoor, 0, 1);
    const after = await bandMean((await t.ctx.storage.get(`${area.code}/${job.material!.mediaKey}`))!, 0, 1);
    after.forEach((value, channel) => expect(Math.abs(value - before[channel]!)).toBeLessThan(3));
  });

  it('refuses an unknown sky naming query.skyId, and a missing photo key', async () => {
    const photoKey = await uploadStudioPhoto(t, area.code, token);
    const unknown = await t.call(area.code, { method: 'GET', url: `/api/replaceSkyImage?photoKey=${photoKey}&skyId=999999`, token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().field).toBe('query.skyId');
    const missing = await t.call(area.code, { method: 'GET', url: `/api/replaceSkyImage?skyId=${skyId}`, token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('query.photoKey');
  });
});

describe('GET /api/skyCheck', () => {
  it('says before any job whether a photo has sky to replace', async () => {
    const outdoor = await uploadStudioPhoto(t, area.code, token, await outdoorPhoto(320, 240));
    const indoor = await uploadStudioPhoto(t, area.code, token, await sharp({ create: { width: 160, height: 120, channels: 3, background: '#5a4030' } }).jpeg().toBuffer());
    const check = async (photoKey: string, as = token) => t.call(area.code, { method: 'GET', url: `/api/skyCheck?photoKey=${photoKey}`, token: as });
    const started = performance.now();
    expect((await check(outdoor)).json().data).toEqual({ photoKey: outdoor, skyFound: true });
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await check(indoor)).json().data).toEqual({ photoKey: indoor, skyFound: false });
    // Someone else's upload is not theirs to check; no job was made by checking.
    const stranger = await t.login(area.code);
    expect((await check(outdoor, stranger)).statusCode).toBe(404);
    expect((await t.call(area.code, { method: 'GET', url: '/api/h5/material', token })).json().data.list.filter((m: { mediaKey: string }) => m.mediaKey === outdoor || m.mediaKey === indoor)).toHaveLength(0);
    const missing = await t.call(area.code, { method: 'GET', url: '/api/skyCheck', token });
    expect([missing.statusCode, missing.json().field]).toEqual([400, 'query.photoKey']);
  });
});

describe('jobs and materials of one visitor only', () => {
  it('another visitor cannot read or cancel a job (404); the owner can', async () => {
    const photoKey = await uploadStudioPhoto(t, area.code, token);
    const id = (await edit({ photoKey, operations: [{ type: 'filter', preset: 'mono' }] })).json().data.id;
    const stranger = await t.login(area.code);
    expect((await t.call(area.code, { method: 'GET', url: `/api/imageJob/${id}`, token: stranger })).statusCode).toBe(404);
    expect((await t.call(area.code, { method: 'POST', url: `/api/imageJob/${id}/cancel`, token: stranger })).statusCode).toBe(404);
    expect((await t.call(area.code, { method: 'GET', url: `/api/imageJob/${id}`, token })).statusCode).toBe(200);
    await finished(id);
  });

  it('lists the visitor’s materials newest first, page by page, and deletes one with its file', async () => {
    const visitor = await t.login(area.code);
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) keys.push(await uploadStudioPhoto(t, area.code, visitor));
    for (const photoKey of keys) await finished((await edit({ photoKey, operations: [{ type: 'rotate', degrees: 90 }] }, { token: visitor })).json().data.id, visitor);
    const page = async (query: string) => (await t.call(area.code, { method: 'GET', url: `/api/h5/material${query}`, token: visitor })).json().data;

    const first = await page('?size=4');
    expect(first.list).toHaveLength(4);
    const second = await page(`?size=4&cursor=${first.nextCursor}`);
    expect(second.list).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = [...first.list, ...second.list];
    const ids = all.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.filter((m: { kind: string }) => m.kind === 'photo').map((m: { mediaKey: string }) => m.mediaKey).sort()).toEqual([...keys].sort());
    expect((await page('?kind=edit')).list).toHaveLength(3);

    const target = first.list[0];
    const stranger = await t.login(area.code);
    expect((await t.call(area.code, { method: 'DELETE', url: `/api/h5/material/${target.id}`, token: stranger })).statusCode).toBe(404);
    expect((await t.call(area.code, { method: 'GET', url: '/api/h5/material', token: stranger })).json().data.list).toEqual([]);
    const deleted = await t.call(area.code, { method: 'DELETE', url: `/api/h5/material/${target.id}`, token: visitor });
    expect(deleted.json()).toMatchObject({ status: 200, data: { id: target.id, deleted: true } });
    expect(await t.ctx.storage.exists(`${area.code}/${target.mediaKey}`)).toBe(false);
    expect((await page('?size=50')).list).toHaveLength(5);
    expect((await t.call(area.code, { method: 'DELETE', url: `/api/h5/material/${target.id}`, token: visitor })).statusCode).toBe(404);
  });

  it.each(['abc', '0', '9999999999'])('refuses the cursor %s naming the field', async (cursor) => {
    const response = await t.call(area.code, { method: 'GET', url: `/api/h5/material?cursor=${cursor}`, token });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('query.cursor');
  });
});

describe('the queue survives a restart', () => {
  it('a queued job and an interrupted one (its worker went silent) finish on a new instance; a cancelled one never runs', async () => {
    // An instance that works no jobs: what it queues waits in the database.
    const idle = await createTestApp({ IMAGE_WORKERS: '0' });
    try {
      const tenant = await idle.createTenant(named(newCode()));
      const owner = await idle.login(tenant.code);
      const keys = [await uploadStudioPhoto(idle, tenant.code, owner), await uploadStudioPhoto(idle, tenant.code, owner), await uploadStudioPhoto(idle, tenant.code, owner)];
      const make = async (photoKey: string) =>
        (await idle.call(tenant.code, { method: 'POST', url: '/api/imageEdit', token: owner, payload: { photoKey, operations: [{ type: 'filter', preset: 'warm' }] } })).json().data as ImageJob;
      const queued = await make(keys[0]!);
      const interrupted = await make(keys[1]!);
      const cancelled = await make(keys[2]!);
      expect(queued).toMatchObject({ state: 'queued', queuePosition: 0 });
      expect(interrupted).toMatchObject({ state: 'queued', queuePosition: 1 });
      // As a crashed instance leaves it: working, 40 %, its heartbeat long silent.
      await idle.ctx.db.update(imageJob).set({ state: 'working', percent: 40, workerId: 'crashed', heartbeatAt: new Date(Date.now() - 60_000), attempts: 1 }).where(eq(imageJob.id, interrupted.id));
      const cancel = await idle.call(tenant.code, { method: 'POST', url: `/api/imageJob/${cancelled.id}/cancel`, token: owner });
      expect(cancel.json().data).toMatchObject({ state: 'cancelled' });
      await idle.app.close();

      // As the harness builds it (no load shedding: the worker's own sharp work would trip it), with a worker.
      const env = parseEnv({ DATA_DIR: idle.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', RATE_LIMITS: 'off', MAX_EVENT_LOOP_DELAY_MS: '0', IMAGE_WORKERS: '1', IMAGE_JOB_POLL_MS: '100', IMAGE_JOB_TENANTS: tenant.code });
      const { app } = await buildApp({ env, database: idle.database, logger: false });
      await app.ready();
      try {
        const read = async (id: number) => (await app.inject({ method: 'GET', url: `/api/imageJob/${id}`, headers: { 'x-tenant-domain': tenant.code, authorization: `Bearer ${owner}` } })).json().data as ImageJob;
        const settle = async (id: number) => {
          for (let tries = 0; tries < 300; tries += 1) {
            const job = await read(id);
            if (job.state !== 'queued' && job.state !== 'working') return job;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          throw new Error(`job ${id} did not finish`);
        };
        expect(await settle(queued.id)).toMatchObject({ state: 'done', percent: 100 });
        expect(await settle(interrupted.id)).toMatchObject({ state: 'done', percent: 100 });
        expect(await read(cancelled.id)).toMatchObject({ state: 'cancelled', material: null });
      } finally {
        await app.close();
      }
    } finally {
      await idle.database.close();
    }
  });
});
