import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditResult } from './image-job.edit.ts';
import type { ImagePool } from './image-job.pool.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { uploadStudioPhoto, withBoostCatalogue } from '../../test/boost-catalogue.ts';
import { areaSettings } from '../config/config.service.ts';
import { ImageJobRunner } from './image-job.runner.ts';
import { imageJob } from './image-job.table.ts';
import { material } from '../../entities/material/material.table.ts';

/** A pool whose work the test finishes by hand, reporting the progress it is told. */
class HeldPool implements ImagePool {
  readonly size = 1;
  started: { onProgress: (fraction: number) => void; signal: AbortSignal; finish: (result: EditResult) => void } | null = null;
  run(_input: unknown, options: { onProgress: (fraction: number) => void; signal: AbortSignal }): Promise<EditResult> {
    return new Promise((resolve, reject) => {
      this.started = { ...options, finish: resolve };
      options.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }
  async close(): Promise<void> {}
}

let t: TestApp;
let tenant: { code: string; id: number };
let token: string;

beforeAll(async () => {
  // The app works no jobs itself: the runner under test is the only worker.
  t = await createTestApp({ IMAGE_WORKERS: '0' });
  tenant = await t.createTenant(withBoostCatalogue);
  token = await t.login(tenant.code);
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never held');
}

const jobRow = async (id: number) => (await t.ctx.db.select().from(imageJob).where(eq(imageJob.id, id)))[0]!;

describe('the image job runner', () => {
  it('writes the percent as the work reports it, and throws away the result of a job cancelled while it ran', async () => {
    const pool = new HeldPool();
    const runner = new ImageJobRunner({ db: t.ctx.db, storage: t.ctx.storage, area: areaSettings(t.ctx.db), pool, log: t.ctx.log, pollMs: 50, tenantCodes: [tenant.code] });
    try {
      const photoKey = await uploadStudioPhoto(t, tenant.code, token);
      const created = await t.call(tenant.code, { method: 'POST', url: '/api/imageEdit', token, payload: { photoKey, operations: [{ type: 'filter', preset: 'mono' }] } });
      const id = created.json().data.id as number;
      runner.start();
      await until(async () => pool.started, Boolean);
      expect((await jobRow(id)).state).toBe('working');

      pool.started!.onProgress(0.42);
      const working = await until(() => jobRow(id), (row) => row.percent === 42);
      expect(working.workerId).toBe(runner.workerId);
      const read = await t.call(tenant.code, { method: 'GET', url: `/api/imageJob/${id}`, token });
      expect(read.json().data).toMatchObject({ state: 'working', percent: 42 });

      const cancel = await t.call(tenant.code, { method: 'POST', url: `/api/imageJob/${id}/cancel`, token });
      expect(cancel.json().data).toMatchObject({ state: 'cancelled' });
      // The next progress report finds the job no longer this worker's, and stops the work.
      await new Promise((resolve) => setTimeout(resolve, 300));
      pool.started!.onProgress(0.6);
      await until(async () => pool.started!.signal.aborted, Boolean);
      const after = await jobRow(id);
      expect(after).toMatchObject({ state: 'cancelled', materialId: null });
      const made = await t.ctx.db.select().from(material).where(eq(material.jobId, id));
      expect(made).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('keeps no result when the job was cancelled just as the work finished', async () => {
    const pool = new HeldPool();
    const runner = new ImageJobRunner({ db: t.ctx.db, storage: t.ctx.storage, area: areaSettings(t.ctx.db), pool, log: t.ctx.log, pollMs: 60_000, tenantCodes: [tenant.code] });
    try {
      const photoKey = await uploadStudioPhoto(t, tenant.code, token);
      const id = (await t.call(tenant.code, { method: 'POST', url: '/api/imageEdit', token, payload: { photoKey, operations: [{ type: 'rotate', degrees: 90 }] } })).json().data.id as number;
      runner.start();
      await until(async () => pool.started, Boolean);
      await t.call(tenant.code, { method: 'POST', url: `/api/imageJob/${id}/cancel`, token });
      const before = (await t.ctx.db.select().from(material).where(eq(material.tenantId, tenant.id))).length;
      pool.started!.finish({ data: Buffer.from('not kept'), width: 1, height: 1, skyFound: null });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await jobRow(id)).toMatchObject({ state: 'cancelled', materialId: null });
      expect((await t.ctx.db.select().from(material).where(eq(material.tenantId, tenant.id))).length).toBe(before);
    } finally {
      await runner.stop();
    }
  });

  it('gives a job back to the queue when the instance stops, so the next one starts it at once', async () => {
    const pool = new HeldPool();
    const runner = new ImageJobRunner({ db: t.ctx.db, storage: t.ctx.storage, area: areaSettings(t.ctx.db), pool, log: t.ctx.log, pollMs: 60_000, tenantCodes: [tenant.code] });
    const photoKey = await uploadStudioPhoto(t, tenant.code, token);
    const id = (await t.call(tenant.code, { method: 'POST', url: '/api/imageEdit', token, payload: { photoKey, operations: [{ type: 'rotate', degrees: 90 }] } })).json().data.id as number;
    runner.start();
    await until(async () => pool.started, Boolean);
    expect((await jobRow(id)).state).toBe('working');
    await runner.stop();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', workerId: null, percent: 0 });
    // Leave nothing queued for other tests' runners.
    await t.call(tenant.code, { method: 'POST', url: `/api/imageJob/${id}/cancel`, token });
  });
});
