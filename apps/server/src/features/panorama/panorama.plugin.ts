/** The panorama feature: the area's panoramas and postcards for visitors, scenes and videos in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import { registerPanoramaRoutes } from './panorama.routes.ts';
import { registerPanoramaConsoleRoutes } from './panorama.console.routes.ts';

export const panoramaPlugin: FeaturePlugin<object, MediaContext> = async (app, { ctx }) => {
  registerPanoramaRoutes(app, ctx);
  registerPanoramaConsoleRoutes(app, ctx);
};
