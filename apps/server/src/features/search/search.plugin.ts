/** The search feature: search over what other features offer as sources, hot words and blocked words. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { SearchSource } from './search.index.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { registerSearchConsoleRoutes } from './search.console.routes.ts';

export const searchPlugin: FeaturePlugin<{ sources: SearchSource[] }> = async (app, { ctx, sources }) => {
  registerSearchRoutes(app, ctx, sources);
  registerSearchConsoleRoutes(app, ctx);
};
