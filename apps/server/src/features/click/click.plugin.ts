/** The click feature: visitors' views of places, notices and articles, and automatic-guide plays. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { ClickTargets } from './click.service.ts';
import { registerClickRoutes } from './click.routes.ts';

export const clickPlugin: FeaturePlugin<{ targets: ClickTargets }> = async (app, { ctx, targets }) => {
  registerClickRoutes(app, ctx, targets);
};
