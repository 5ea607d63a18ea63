// What the photo studio keeps per visitor is bounded: materials in total (MATERIALS_MAX_PER_VISITOR),
// finished image jobs by age (swept after FINISHED_JOB_RETENTION_MS).
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIALS_MAX_PER_VISITOR } from '@youlan/contract';
import { addMaterial } from '../../entities/material/material.service.ts';
import { material } from '../../entities/material/material.table.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { uploadStudioPhoto, withBoostCatalogue } from '../../test/boost-catalogue.ts';
import { FINISHED_JOB_RETENTION_MS, sweepFinishedImageJobs } from './image-job.service.ts';
import { imageJob } from './image-job.table.ts';

let t: TestApp;
let area: { code: string; id: number };

// No image worker (the harness default): jobs stay queued, so the counts below are exact.
beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant(withBoostCatalogue);
});
afterAll(() => t.close());

const visitorIdOf = (token: string): number => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

/** Gives the visitor `n` stored materials at once (rows only: the cap counts rows). */
async function keepMaterials(visitorId: number, n: number): Promise<void> {
  const rows = Array.from({ length: n }, () => ({ tenantId: area.id, visitorId, kind: 'photo' as const, mediaKey: `materials/test/${randomUUID()}.jpg`, width: 10, height: 10 }));
  await t.ctx.db.insert(material).values(rows);
}

async function materialCount(visitorId: number): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(material).where(and(eq(material.tenantId, area.id), eq(material.visitorId, visitorId)));
  return row?.n ?? 0;
}

async function jobCount(visitorId: number): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(imageJob).where(and(eq(imageJob.tenantId, area.id), eq(imageJob.visitorId, visitorId)));
  return row?.n ?? 0;
}

const rotate = (token: string, photoKey: string) =>
  t.call(area.code, { method: 'POST', url: '/api/imageEdit', token, payload: { photoKey, operations: [{ type: 'rotate', degrees: 90 }] } });

describe('materials per visitor', () => {
  it(`refuses a picture past ${MATERIALS_MAX_PER_VISITOR} with 409 MATERIALS_FULL, storing nothing, until the visitor deletes some`, async () => {
    const token = await t.login(area.code);
    const visitorId = visitorIdOf(token);
    // The job's result and its upload (which becomes a material) fill the album exactly.
    await keepMaterials(visitorId, MATERIALS_MAX_PER_VISITOR - 2);
    const fits = await rotate(token, await uploadStudioPhoto(t, area.code, token));
    expect(fits.statusCode).toBe(200);
    expect(await materialCount(visitorId)).toBe(MATERIALS_MAX_PER_VISITOR - 1);

    // The open job's result is counted too: no room for another job and its upload.
    const photoKey = await uploadStudioPhoto(t, area.code, token);
    const refused = await rotate(token, photoKey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, code: 'MATERIALS_FULL' });
    expect(refused.json().message).toContain(String(MATERIALS_MAX_PER_VISITOR));
    expect(await materialCount(visitorId)).toBe(MATERIALS_MAX_PER_VISITOR - 1);
    expect(await jobCount(visitorId)).toBe(1);

    // Another visitor of the same area is not affected.
    const other = await t.login(area.code);
    expect((await rotate(other, await uploadStudioPhoto(t, area.code, other))).statusCode).toBe(200);

    // Deleting two pictures makes room for the job, its upload and the open job's result.
    const mine = (await t.call(area.code, { method: 'GET', url: '/api/h5/material?size=2', token })).json().data.list as { id: number }[];
    for (const { id } of mine) expect((await t.call(area.code, { method: 'DELETE', url: `/api/h5/material/${id}`, token })).statusCode).toBe(200);
    expect((await rotate(token, photoKey)).statusCode).toBe(200);
  });

  it('addMaterial refuses a new key when the visitor is full, and still answers a retry of a key it keeps', async () => {
    const visitorId = visitorIdOf(await t.login(area.code));
    await keepMaterials(visitorId, MATERIALS_MAX_PER_VISITOR - 1);
    const entry = (mediaKey: string) => ({ tenantId: area.id, visitorId, kind: 'edit' as const, mediaKey, width: 10, height: 10 });
    const last = await addMaterial(t.ctx.db, entry(`materials/test/${randomUUID()}.jpg`));
    expect(await materialCount(visitorId)).toBe(MATERIALS_MAX_PER_VISITOR);
    await expect(addMaterial(t.ctx.db, entry(`materials/test/${randomUUID()}.jpg`))).rejects.toMatchObject({ statusCode: 409, code: 'MATERIALS_FULL' });
    expect(await addMaterial(t.ctx.db, entry(last.mediaKey))).toEqual(last);
    expect(await materialCount(visitorId)).toBe(MATERIALS_MAX_PER_VISITOR);
  });
});

describe('the finished image job sweep', () => {
  it('deletes done, failed and cancelled jobs finished before the retention, and keeps newer and unfinished ones', async () => {
    const visitorId = visitorIdOf(await t.login(area.code));
    const now = Date.now();
    const old = new Date(now - FINISHED_JOB_RETENTION_MS - 3600_000);
    const recent = new Date(now - FINISHED_JOB_RETENTION_MS + 3600_000);
    const job = (state: 'queued' | 'working' | 'done' | 'failed' | 'cancelled', finishedAt: Date | null) => ({
      tenantId: area.id,
      visitorId,
      kind: 'edit' as const,
      state,
      photoKey: 'p.jpg',
      sourceKey: 'p.jpg',
      operations: [],
      requestHash: randomUUID(),
      createdAt: old,
      finishedAt,
    });
    const rows = await t.ctx.db
      .insert(imageJob)
      .values([job('done', old), job('failed', old), job('cancelled', old), job('done', recent), job('queued', null), job('working', null)])
      .returning({ id: imageJob.id, state: imageJob.state, finishedAt: imageJob.finishedAt });

    const kept = async () => (await t.ctx.db.select({ id: imageJob.id }).from(imageJob).where(eq(imageJob.visitorId, visitorId))).map((row) => row.id).sort((a, b) => a - b);
    // Positive control: a sweep with an older cut-off leaves them all.
    await sweepFinishedImageJobs(t.ctx.db, new Date(old.getTime() - 1000));
    expect(await kept()).toEqual(rows.map((row) => row.id));

    expect(await sweepFinishedImageJobs(t.ctx.db, new Date(now - FINISHED_JOB_RETENTION_MS))).toBeGreaterThanOrEqual(3);
    const survivors = rows.filter((row) => row.finishedAt === null || row.finishedAt.getTime() > old.getTime());
    expect(await kept()).toEqual(survivors.map((row) => row.id));
    expect(survivors.map((row) => row.state).sort()).toEqual(['done', 'queued', 'working']);
  });
});
