/**
 * The area feature: a new area from an area file, an area's export, and the sweep of console
 * uploads nothing names. The area file itself is composed of every feature's part: app.ts hands it in.
 */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { AreaFiles } from './area.files.ts';
import { CONSOLE_UPLOAD_GRACE_MS, sweepUnsavedConsoleUploads } from './console-upload.sweep.ts';
import { registerAreaConsoleRoutes } from './area.console.routes.ts';

export const areaPlugin: FeaturePlugin<{ files: AreaFiles }> = async (app, { ctx, files }) => {
  ctx.background.every({
    name: 'unsaved console uploads',
    everyMs: 3600_000,
    run: () => sweepUnsavedConsoleUploads(ctx.db, ctx.storage, files.exportArea, new Date(Date.now() - CONSOLE_UPLOAD_GRACE_MS)),
  });
  registerAreaConsoleRoutes(app, ctx, files);
};
