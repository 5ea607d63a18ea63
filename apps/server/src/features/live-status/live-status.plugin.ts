/** The live-status feature: places' status set in the console or pushed by devices, a snapshot for visitors (docs/live-status.md). */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerLiveStatusRoutes } from './live-status.routes.ts';
import { registerLiveStatusConsoleRoutes } from './live-status.console.routes.ts';
import { createLiveStatusCache } from './live-status.service.ts';
import { sweepOldReadings } from './live-status.ingest.ts';
import { crowdTick } from './crowd.service.ts';

export const liveStatusPlugin: FeaturePlugin = async (app, { ctx }) => {
  const cache = createLiveStatusCache(ctx.db, ctx.inTenant);
  await registerLiveStatusRoutes(app, ctx, cache);
  registerLiveStatusConsoleRoutes(app, ctx, cache);
  ctx.background.every({ name: 'device reading ids', everyMs: 3600_000, run: () => sweepOldReadings(ctx.db) });
  ctx.background.every({ name: 'crowd samples, alarms and sweep', everyMs: ctx.env.CROWD_TICK_SECONDS * 1000, run: () => crowdTick(ctx.db) });
};
