/** Console routes for the panorama tour's scenes and the 360° videos: thin, the rules are in panorama.console.ts and panorama-video.console.ts. Visitors see a change at once (content edition). */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@youlan/contract';
import { PANORAMA_VIDEO_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import { AppError } from '../../platform/errors.ts';
import type { AuditActor } from '../../platform/console/audit.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerContentRoutes } from '../../platform/console/content-routes.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { stagingDirOf } from '../../platform/storage/staged-upload.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { createPanoramaScene, deletePanoramaScene, getConsolePanorama, updatePanoramaScene, type PanoramaChange } from './panorama.console.ts';
import { createPanoramaVideo, deletePanoramaVideo, listConsolePanoramaVideos, storePanoramaVideoFile, updatePanoramaVideo } from './panorama-video.console.ts';

/** 360° video uploads one server stages at a time. */
const PANORAMA_VIDEO_UPLOADS_AT_ONCE = 2;

export function registerPanoramaConsoleRoutes(app: FastifyInstance, ctx: MediaContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.getConsolePanorama, async ({ area, request }) => {
    const media = mediaAccessOf(ctx, request);
    const tour = await getConsolePanorama(ctx.db, area, media);
    return { ...tour, videos: await listConsolePanoramaVideos(ctx.db, area, media) };
  });
  const changeOf = (area: Tenant, actor: AuditActor, request: FastifyRequest): PanoramaChange => ({ db: ctx.db, actor, area, media: mediaAccessOf(ctx, request) });
  registerContentRoutes(
    app,
    ctx,
    { create: consoleRoutes.createPanoramaScene, update: consoleRoutes.updatePanoramaScene, remove: consoleRoutes.deletePanoramaScene },
    changeOf,
    { create: createPanoramaScene, update: updatePanoramaScene, remove: deletePanoramaScene },
  );
  let uploadsInFlight = 0;
  registerConsoleRoute(app, ctx, consoleRoutes.uploadPanoramaVideo, async ({ area, actor, request }) => {
    const stated = request.headers['content-length'] === undefined ? Number.NaN : Number(request.headers['content-length']);
    const statedBytes = Number.isFinite(stated) ? stated : null;
    const body = request.body as Readable;
    // Each upload holds up to 500 MB of disk while it is staged: a few at a time, and only with room
    // for the whole file beside the disk's reserve.
    if (uploadsInFlight >= PANORAMA_VIDEO_UPLOADS_AT_ONCE) {
      body.resume();
      throw new AppError(429, ErrorCode.RATE_LIMITED, 'Other videos are being uploaded to this server: try again when they are done', { headers: { 'retry-after': '60', connection: 'close' } });
    }
    uploadsInFlight += 1;
    try {
      await ctx.disk.require(statedBytes ?? PANORAMA_VIDEO_MAX_BYTES);
      return await storePanoramaVideoFile({ ...changeOf(area, actor, request), stagingDir: stagingDirOf(ctx.env.DATA_DIR) }, body, statedBytes);
    } finally {
      uploadsInFlight -= 1;
    }
  });
  registerContentRoutes(
    app,
    ctx,
    { create: consoleRoutes.createPanoramaVideo, update: consoleRoutes.updatePanoramaVideo, remove: consoleRoutes.deletePanoramaVideo },
    changeOf,
    { create: createPanoramaVideo, update: updatePanoramaVideo, remove: deletePanoramaVideo },
  );
}
