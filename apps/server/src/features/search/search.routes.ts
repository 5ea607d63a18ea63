import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { SearchIndexCache } from './search.index.ts';
import { countSearchedQuery, listSearchWords, searchPage, searchTypes } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const indexes = new SearchIndexCache(ctx.db, ctx.log);
  registerRoute(app, ctx, apiRoutes.searchWord, async ({ tenant }) => listSearchWords(ctx.db, tenant.id));
  registerRoute(app, ctx, apiRoutes.search, async ({ tenant, query, request }) => {
    const page = searchPage(await indexes.get(tenant.id), query);
    if (page.total > 0 && query.page === 1 && !query.type) {
      // Hot words are a nicety: a failed count never fails the search.
      await countSearchedQuery(ctx.db, tenant.id, query.q).catch((error: unknown) => request.log.warn({ err: error }, 'search query not counted'));
    }
    return page;
  });
  registerRoute(app, ctx, apiRoutes.searchType, async ({ tenant, query }) => searchTypes(await indexes.get(tenant.id), query.q));
}
