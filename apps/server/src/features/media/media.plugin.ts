/**
 * The media feature: signed URLs to read and upload files, finished uploads, the console's picture,
 * audio and video uploads; the sweeps of expired uploads and cut-off staged files, and each
 * instance's reading of the bytes signed and not yet written.
 */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import { sweepExpiredUploads } from '../../entities/media/upload.service.ts';
import { stagingDirOf, sweepStagedFiles } from '../../platform/storage/staged-upload.ts';
import { UPLOAD_URL_TTL_SECONDS } from './media.service.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { registerMediaConsoleRoutes } from './media.console.routes.ts';

/** How often unfinished uploads past their URL's life are swept away. */
const SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often the bytes signed and not yet written (every instance's) are read again for the disk check. */
const OUTSTANDING_READ_MS = 5_000;
/** A staged file not written to for this long belongs to an upload that was cut off. */
const STAGED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const mediaPlugin: FeaturePlugin<object, MediaContext> = async (app, { ctx }) => {
  ctx.background.every({
    name: 'expired uploads',
    everyMs: SWEEP_INTERVAL_MS,
    // A minute's grace past the URL's life for a PUT that was still arriving.
    run: () => sweepExpiredUploads(ctx.db, ctx.storage, new Date(Date.now() - UPLOAD_URL_TTL_SECONDS * 1000 - 60_000)),
  });
  // Each instance's own view of its disk, and each instance's own staging directory.
  ctx.background.every({
    name: 'outstanding upload bytes',
    everyMs: OUTSTANDING_READ_MS,
    scope: 'instance',
    run: async () => {
      await ctx.disk.refresh();
      return 0;
    },
  });
  ctx.background.every({
    name: 'staged files of cut-off uploads',
    everyMs: SWEEP_INTERVAL_MS,
    scope: 'instance',
    run: () => sweepStagedFiles(stagingDirOf(ctx.env.DATA_DIR), new Date(Date.now() - STAGED_FILE_MAX_AGE_MS)),
  });
  registerMediaRoutes(app, ctx);
  registerMediaConsoleRoutes(app, ctx);
};
