import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { SearchIndexCache, type SearchSource } from './search.index.ts';
import { countSearchedQuery, listSearchWords, searchPage, searchTypes } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, sources: SearchSource[]): void {
  /** Who searched, for counting each searcher once: the visitor of a valid token (an address names nobody). */
  const searcherOf = async (request: FastifyRequest, tenant: Tenant): Promise<number | null> => {
    const token = bearerToken(request.headers.authorization);
    const searcher = token ? await ctx.tokens.verify(token, tenant).catch(() => null) : null;
    return searcher?.id ?? null;
  };
  const indexes = new SearchIndexCache(sources, ctx.log);
  registerRoute(app, ctx, apiRoutes.searchWord, async ({ tenant, language }) => listSearchWords(ctx.db, tenant.id, language));
  registerRoute(app, ctx, apiRoutes.search, async ({ tenant, query, request, language }) => {
    const page = searchPage(await indexes.get(tenant.id), query, language);
    if (page.total > 0 && query.page === 1 && !query.type) {
      // Hot words are a nicety: a failed count never fails the search.
      const count = async () => {
        const searcher = await searcherOf(request, tenant);
        if (searcher !== null) await countSearchedQuery(ctx.db, tenant.id, query.q, searcher, ctx.env.HOT_WORD_GUEST_MIN_AGE_MINUTES * 60_000);
      };
      await count().catch((error: unknown) => request.log.warn({ err: error }, 'search query not counted'));
    }
    return page;
  });
  registerRoute(app, ctx, apiRoutes.searchType, async ({ tenant, query }) => searchTypes(await indexes.get(tenant.id), query.q));
}
