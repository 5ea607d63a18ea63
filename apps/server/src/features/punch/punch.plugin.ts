/** The punch feature: visitors' check-ins at punch spots, and the console's spots and records. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import type { PunchArea } from './punch.service.ts';
import { registerPunchRoutes } from './punch.routes.ts';
import { registerPunchConsoleRoutes } from './punch.console.routes.ts';

export const punchPlugin: FeaturePlugin<{ area: PunchArea }, MediaContext> = async (app, { ctx, area }) => {
  registerPunchRoutes(app, ctx, area);
  registerPunchConsoleRoutes(app, ctx, area);
};
