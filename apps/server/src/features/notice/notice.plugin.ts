/** The notice feature: the area's notices for visitors, edited in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerNoticeRoutes } from './notice.routes.ts';
import { registerNoticeConsoleRoutes } from './notice.console.routes.ts';

export const noticePlugin: FeaturePlugin = async (app, { ctx }) => {
  registerNoticeRoutes(app, ctx);
  registerNoticeConsoleRoutes(app, ctx);
};
