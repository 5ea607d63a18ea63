/** The photo studio's calls: the catalogue, image jobs (edit, sky) and the visitor's materials. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { createImagePool } from './image-pool.ts';
import { deleteMaterial, listMaterials } from '../../entities/material/material.service.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { registerSweep } from '../../platform/sweep.ts';
import { getPlaceSample, listPhotoSpots, listPoses, listPoseSkus, listSkies, type BoostArea } from './boost.service.ts';
import { ImageJobRunner } from './image-job.runner.ts';
import { cancelImageJob, createImageJob, FINISHED_JOB_RETENTION_MS, JOB_RESULT_MAX_BYTES, getImageJob, sweepFinishedImageJobs } from './image-job.service.ts';

export function registerBoostRoutes(app: FastifyInstance, ctx: AppContext, area: BoostArea): void {
  const runner = new ImageJobRunner({ db: ctx.db, storage: ctx.storage, area, pool: createImagePool(ctx.env.IMAGE_WORKERS), log: ctx.log, pollMs: ctx.env.IMAGE_JOB_POLL_MS, tenantCodes: ctx.env.IMAGE_JOB_TENANTS });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
  registerSweep(app, { name: 'finished image jobs', everyMs: 3600_000, run: () => sweepFinishedImageJobs(ctx.db, new Date(Date.now() - FINISHED_JOB_RETENTION_MS)) });

  registerRoute(app, ctx, apiRoutes.listPoseSkus, async ({ tenant }) => listPoseSkus(ctx.db, tenant.id));
  registerRoute(app, ctx, apiRoutes.listPoses, async ({ tenant, query }) => listPoses(ctx.db, tenant.id, query));
  registerRoute(app, ctx, apiRoutes.listPhotoSpots, async ({ tenant, query }) => listPhotoSpots(ctx.db, area, tenant.id, query));
  registerRoute(app, ctx, apiRoutes.getPlaceSample, async ({ tenant, query }) => getPlaceSample(ctx.db, area, tenant.id, query.placePoseId));
  registerRoute(app, ctx, apiRoutes.listSkies, async ({ tenant }) => listSkies(ctx.db, tenant.id));

  registerVisitorRoute(app, ctx, apiRoutes.createImageEdit, async ({ tenant, visitor, body, request }) => {
    await ctx.disk.require(JOB_RESULT_MAX_BYTES);
    const job = await createImageJob(ctx.db, tenant, visitor, { kind: 'edit', photoKey: body.photoKey, operations: body.operations }, idempotencyKeyOf(request));
    runner.kick();
    return job;
  });

  registerVisitorRoute(app, ctx, apiRoutes.replaceSkyImage, async ({ tenant, visitor, query, request }) => {
    await ctx.disk.require(JOB_RESULT_MAX_BYTES);
    const job = await createImageJob(ctx.db, tenant, visitor, { kind: 'sky', photoKey: query.photoKey, operations: [{ type: 'sky', skyId: query.skyId }] }, idempotencyKeyOf(request));
    runner.kick();
    return job;
  });

  registerVisitorRoute(app, ctx, apiRoutes.getImageJob, async ({ tenant, visitor, params }) => {
    return getImageJob(ctx.db, tenant.id, visitor.id, params.id);
  });

  registerVisitorRoute(app, ctx, apiRoutes.cancelImageJob, async ({ tenant, visitor, params }) => {
    return cancelImageJob(ctx.db, tenant.id, visitor.id, params.id);
  });

  registerVisitorRoute(app, ctx, apiRoutes.listMaterials, async ({ tenant, visitor, query }) => {
    return listMaterials(ctx.db, tenant.id, visitor.id, query);
  });

  registerVisitorRoute(app, ctx, apiRoutes.deleteMaterial, async ({ tenant, visitor, params }) => {
    await deleteMaterial(ctx.db, ctx.storage, tenant, visitor.id, params.id);
    return { id: params.id, deleted: true as const };
  });
}
