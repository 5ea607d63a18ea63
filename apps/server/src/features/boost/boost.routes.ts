/** The photo studio's calls: the catalogue, image jobs (edit, sky) and the visitor's materials. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { deleteMaterial, listMaterials } from '../../entities/material/material.service.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { getPlaceSample, listPhotoSpots, listPoses, listPoseSkus, listSkies, type BoostArea } from './boost.service.ts';
import type { ImageJobRunner } from './image-job.runner.ts';
import { cancelImageJob, checkSky, createImageJob, JOB_RESULT_MAX_BYTES, getImageJob } from './image-job.service.ts';

/** `runner`: this instance's worker of the job queue, told at once of a job made here. */
export function registerBoostRoutes(app: FastifyInstance, ctx: AppContext, area: BoostArea, runner: Pick<ImageJobRunner, 'kick'>): void {

  registerRoute(app, ctx, apiRoutes.listPoseSkus, async ({ tenant, language }) => listPoseSkus(ctx.db, tenant.id, language));
  registerRoute(app, ctx, apiRoutes.listPoses, async ({ tenant, query, language }) => listPoses(ctx.db, tenant.id, query, language));
  registerRoute(app, ctx, apiRoutes.listPhotoSpots, async ({ tenant, query, language }) => listPhotoSpots(ctx.db, area, tenant.id, query, language));
  registerRoute(app, ctx, apiRoutes.getPlaceSample, async ({ tenant, query, language }) => getPlaceSample(ctx.db, area, tenant.id, query.placePoseId, language));
  registerRoute(app, ctx, apiRoutes.listSkies, async ({ tenant, language }) => listSkies(ctx.db, tenant.id, language));

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

  registerVisitorRoute(app, ctx, apiRoutes.checkSky, async ({ tenant, visitor, query }) => {
    return checkSky(ctx.db, ctx.storage, tenant, visitor, query.photoKey);
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
