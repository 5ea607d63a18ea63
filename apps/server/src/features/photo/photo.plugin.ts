/** The photo feature: the console's review of visitors' pictures. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerPhotoConsoleRoutes } from './photo.console.routes.ts';

export const photoPlugin: FeaturePlugin = async (app, { ctx }) => {
  registerPhotoConsoleRoutes(app, ctx);
};
