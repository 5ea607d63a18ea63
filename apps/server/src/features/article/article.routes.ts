import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { getArticle, listArticles } from './article.service.ts';

export function registerArticleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.listArticles, async ({ tenant, query, language }) => listArticles(ctx.db, tenant.id, query, language));
  registerRoute(app, ctx, apiRoutes.getArticle, async ({ tenant, params, language }) => getArticle(ctx.db, tenant.id, params.id, language));
}
