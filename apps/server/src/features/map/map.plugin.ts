/** The map feature: the area's hand-drawn map and trails, read by visitors and edited in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import { registerMapRoutes } from './map.routes.ts';
import { registerMapConsoleRoutes } from './map.console.routes.ts';

export const mapPlugin: FeaturePlugin<object, MediaContext> = async (app, { ctx }) => {
  registerMapRoutes(app, ctx);
  registerMapConsoleRoutes(app, ctx);
};
