/**
 * The boost feature (the photo studio): poses, skies, frames, image jobs and the visitor's
 * materials. Its image processes and its job queue's worker start and stop here.
 */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import type { BoostArea } from './boost.service.ts';
import { createImagePool } from './image-job.pool.ts';
import { ImageJobRunner } from './image-job.runner.ts';
import { FINISHED_JOB_RETENTION_MS, sweepFinishedImageJobs } from './image-job.service.ts';
import { registerBoostRoutes } from './boost.routes.ts';
import { registerBoostConsoleRoutes } from './boost.console.routes.ts';

export const boostPlugin: FeaturePlugin<{ area: BoostArea }, MediaContext> = async (app, { ctx, area }) => {
  const runner = new ImageJobRunner({ db: ctx.db, storage: ctx.storage, area, pool: createImagePool(ctx.env.IMAGE_WORKERS), log: ctx.log, pollMs: ctx.env.IMAGE_JOB_POLL_MS, tenantCodes: ctx.env.IMAGE_JOB_TENANTS });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
  ctx.background.every({ name: 'finished image jobs', everyMs: 3600_000, run: () => sweepFinishedImageJobs(ctx.db, new Date(Date.now() - FINISHED_JOB_RETENTION_MS)) });
  registerBoostRoutes(app, ctx, area, runner);
  registerBoostConsoleRoutes(app, ctx);
};
