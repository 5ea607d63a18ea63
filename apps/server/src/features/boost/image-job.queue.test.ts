import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditResult } from './image-job.edit.ts';
import type { ImagePool } from './image-job.pool.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { uploadStudioPhoto, withBoostCatalogue } from '../../test/boost-catalogue.ts';
import { areaSettings } from '../config/config.service.ts';
import { ImageJobRunner } from './image-job.runner.ts';
import { AREA_QUEUE_MAX, AREA_QUEUE_SOFT_MAX, MAX_OPEN_JOBS_PER_VISITOR } from './image-job.service.ts';
import { imageJob } from './image-job.table.ts';

/** A one-thread pool whose jobs the test finishes one by one. */
class HeldPool implements ImagePool {
  readonly size = 1;
  private waiting: ((result: EditResult) => void) | null = null;
  run(_input: unknown, options: { signal: AbortSignal }): Promise<EditResult> {
    return new Promise((resolve, reject) => {
      // A job taken as the runner stops is aborted before it reaches the pool.
      if (options.signal.aborted) return reject(new Error('aborted'));
      this.waiting = resolve;
      options.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }
  /** Finishes the job being worked, once there is one. */
  async finishNext(): Promise<void> {
    for (let tries = 0; tries < 400 && !this.waiting; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    const finish = this.waiting;
    if (!finish) throw new Error('no job was started');
    this.waiting = null;
    finish({ data: Buffer.from('made'), width: 1, height: 1, skyFound: null });
  }
  async close(): Promise<void> {}
}

let t: TestApp;
let area: { code: string; id: number };

beforeAll(async () => {
  // No worker of the app's own: the runner under test is the only one taking this area's jobs.
  t = await createTestApp({ IMAGE_WORKERS: '0' });
  area = await t.createTenant(withBoostCatalogue);
});
afterAll(() => t.close());

async function visitorOf(token: string): Promise<number> {
  return (await t.ctx.tokens.verify(token, await t.ctx.tenants.require(area.code))).id;
}

/** Queues `count` jobs for a visitor straight into the table, as a script's requests would. */
async function queueFlood(visitorId: number, photoKey: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, () => ({ tenantId: area.id, visitorId, kind: 'edit' as const, photoKey, sourceKey: photoKey, operations: [{ type: 'filter' as const, preset: 'mono' as const }], requestHash: 'flood' }));
  await t.ctx.db.insert(imageJob).values(rows);
}

async function cancelAll(): Promise<void> {
  await t.ctx.db.update(imageJob).set({ state: 'cancelled' }).where(and(eq(imageJob.tenantId, area.id), eq(imageJob.state, 'queued')));
}

const editRequest = (token: string, photoKey: string) =>
  t.call(area.code, { method: 'POST', url: '/api/imageEdit', token, payload: { photoKey, operations: [{ type: 'filter', preset: 'warm' }] } });

describe('photo jobs are served in turn', () => {
  it('a visitor’s one job runs next after a flood of six guests’ edits, and the guests then take turns', async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, () => t.login(area.code)));
    const floodPhoto = await uploadStudioPhoto(t, area.code, guests[0]!);
    for (const guest of guests) await queueFlood(await visitorOf(guest), floodPhoto, MAX_OPEN_JOBS_PER_VISITOR);
    const visitor = await t.login(area.code);
    const created = await editRequest(visitor, await uploadStudioPhoto(t, area.code, visitor));
    expect(created.statusCode).toBe(200);
    // The 25th job in arrival order: first come, first served ran it last.
    expect(created.json().data).toMatchObject({ state: 'queued', queuePosition: 0 });

    const pool = new HeldPool();
    const runner = new ImageJobRunner({ db: t.ctx.db, storage: t.ctx.storage, area: areaSettings(t.ctx.db), pool, log: t.ctx.log, pollMs: 60_000, tenantCodes: [area.code] });
    const order: number[] = [];
    const takenBy = new Map(await Promise.all([...guests, visitor].map(async (token) => [await visitorOf(token), token === visitor ? 'visitor' : 'guest'] as const)));
    try {
      runner.start();
      for (let n = 0; n < 7; n += 1) {
        const [working] = await waitForWorking();
        order.push(working!.visitorId);
        await pool.finishNext();
        await waitForDone(working!.id);
      }
    } finally {
      await runner.stop();
      await cancelAll();
    }
    expect(takenBy.get(order[0]!)).toBe('visitor');
    // Then one job of each guest before any guest's second.
    expect(new Set(order.slice(1)).size).toBe(6);
  });

  it('past the area’s soft bound a visitor with a job waiting is told to wait (429) while a new visitor is taken; past the hard bound everyone gets 503', async () => {
    const flooder = await t.login(area.code);
    const photo = await uploadStudioPhoto(t, area.code, flooder);
    const flooderId = await visitorOf(flooder);
    const visitor = await t.login(area.code);
    const visitorPhoto = await uploadStudioPhoto(t, area.code, visitor);
    try {
      expect((await editRequest(visitor, visitorPhoto)).statusCode).toBe(200);
      await queueFlood(flooderId, photo, AREA_QUEUE_SOFT_MAX);
      const waiting = await editRequest(visitor, visitorPhoto);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toMatch(/busy/);

      const newcomer = await t.login(area.code);
      const taken = await editRequest(newcomer, await uploadStudioPhoto(t, area.code, newcomer));
      expect(taken.statusCode).toBe(200);

      await queueFlood(flooderId, photo, AREA_QUEUE_MAX - AREA_QUEUE_SOFT_MAX);
      const late = await t.login(area.code);
      const refused = await editRequest(late, await uploadStudioPhoto(t, area.code, late));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      await cancelAll();
    }
  });
});

async function waitForWorking(): Promise<(typeof imageJob.$inferSelect)[]> {
  for (let tries = 0; tries < 400; tries += 1) {
    const rows = await t.ctx.db.select().from(imageJob).where(and(eq(imageJob.tenantId, area.id), eq(imageJob.state, 'working')));
    if (rows.length) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no job was taken');
}

async function waitForDone(id: number): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    const [row] = await t.ctx.db.select({ state: imageJob.state }).from(imageJob).where(eq(imageJob.id, id));
    if (row?.state !== 'working') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} did not finish`);
}
