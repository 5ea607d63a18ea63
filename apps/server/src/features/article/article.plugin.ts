/** The article feature: the area's articles for visitors, edited in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import { registerArticleRoutes } from './article.routes.ts';
import { registerArticleConsoleRoutes } from './article.console.routes.ts';

export const articlePlugin: FeaturePlugin<object, MediaContext> = async (app, { ctx }) => {
  registerArticleRoutes(app, ctx);
  registerArticleConsoleRoutes(app, ctx);
};
