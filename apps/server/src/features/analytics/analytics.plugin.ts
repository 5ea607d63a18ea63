/** The analytics feature: the console's dashboard, and its hourly roll-up of closed days. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { rollUpEveryAreasClosedDays } from './analytics.console.ts';
import { registerAnalyticsConsoleRoutes } from './analytics.console.routes.ts';

export const analyticsPlugin: FeaturePlugin = async (app, { ctx }) => {
  ctx.background.every({ name: 'analytics roll-up', everyMs: 3600_000, run: () => rollUpEveryAreasClosedDays(ctx.db) });
  registerAnalyticsConsoleRoutes(app, ctx);
};
