/** The permission feature: the visitor app's route switches, read by visitors and set in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerPermissionRoutes } from './permission.routes.ts';
import { registerPermissionConsoleRoutes } from './permission.console.routes.ts';

export const permissionPlugin: FeaturePlugin = async (app, { ctx }) => {
  registerPermissionRoutes(app, ctx);
  registerPermissionConsoleRoutes(app, ctx);
};
