/** Console routes for articles: thin, the rules are in article.console.ts. Every change shows to visitors at once (content edition). */
import type { FastifyInstance } from 'fastify';
import { ARTICLE_BODY_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { createAreaArticle, deleteAreaArticle, listAreaArticles, updateAreaArticle } from './article.console.ts';

export function registerArticleConsoleRoutes(app: FastifyInstance, ctx: MediaContext): void {
  const big = { bodyLimitBytes: ARTICLE_BODY_MAX_BYTES };
  const media = mediaAccessOf.bind(null, ctx);
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleArticles, async ({ area, query, request }) => listAreaArticles(ctx.db, area, media(request), query));
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.createArticle,
    async ({ area, actor, body, request }) => ctx.content.afterChange(area.code, createAreaArticle({ db: ctx.db, actor, area, media: media(request) }, body)),
    big,
  );
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.updateArticle,
    async ({ area, actor, params, body, request }) => ctx.content.afterChange(area.code, updateAreaArticle({ db: ctx.db, actor, area, media: media(request) }, params.id, body)),
    big,
  );
  registerConsoleRoute(app, ctx, consoleRoutes.deleteArticle, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, deleteAreaArticle(ctx.db, actor, area.id, params.id));
    return { deleted: true as const };
  });
}
