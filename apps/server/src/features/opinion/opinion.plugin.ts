/** The opinion feature: visitors' opinions, answered and closed in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerOpinionRoutes } from './opinion.routes.ts';
import { registerOpinionConsoleRoutes } from './opinion.console.routes.ts';

export const opinionPlugin: FeaturePlugin = async (app, { ctx }) => {
  registerOpinionRoutes(app, ctx);
  registerOpinionConsoleRoutes(app, ctx);
};
