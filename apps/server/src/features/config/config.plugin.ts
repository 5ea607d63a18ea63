/** The config feature: area settings, about-us and business pages, share card and music. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import { registerConfigRoutes } from './config.routes.ts';
import { registerConfigConsoleRoutes } from './config.console.routes.ts';

export const configPlugin: FeaturePlugin<object, MediaContext> = async (app, { ctx }) => {
  registerConfigRoutes(app, ctx);
  registerConfigConsoleRoutes(app, ctx);
};
