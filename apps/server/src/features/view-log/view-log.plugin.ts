/** The view-log feature: the visitor app's page-view beacons. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerViewLogRoutes } from './view-log.routes.ts';

export const viewLogPlugin: FeaturePlugin = async (app, { ctx }) => {
  registerViewLogRoutes(app, ctx);
};
