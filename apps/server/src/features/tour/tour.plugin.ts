/** The tour feature: published tours and progress for visitors, the tour editor in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import type { TourArea } from './tour.console.ts';
import { registerTourRoutes } from './tour.routes.ts';
import { registerTourConsoleRoutes } from './tour.console.routes.ts';

export const tourPlugin: FeaturePlugin<{ area: TourArea }, MediaContext> = async (app, { ctx, area }) => {
  registerTourRoutes(app, ctx);
  registerTourConsoleRoutes(app, ctx, area);
};
