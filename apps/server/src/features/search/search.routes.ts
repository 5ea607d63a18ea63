import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { SearchIndexCache, type SearchSource } from './search.index.ts';
import { countMissedQuery, countSearchedQuery, listSearchWords, searchPage, searchTypes, synonymSource } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, sources: SearchSource[]): void {
  /** Who searched, for counting each searcher once: the visitor of a valid token (an address names nobody). */
  const searcherOf = async (request: FastifyRequest, tenant: Tenant): Promise<number | null> => {
    const token = bearerToken(request.headers.authorization);
    const searcher = token ? await ctx.tokens.verify(token, tenant).catch(() => null) : null;
    return searcher?.id ?? null;
  };
  const indexes = new SearchIndexCache(sources, ctx.log, undefined, synonymSource(ctx.db));
  const indexOf = (tenant: Tenant) => indexes.get(tenant.id, ctx.content.of(tenant.code));
  registerRoute(app, ctx, apiRoutes.searchWord, async ({ tenant, language }) => listSearchWords(ctx.db, tenant.id, language));
  registerRoute(app, ctx, apiRoutes.search, async ({ tenant, query, request, language }) => {
    const page = searchPage(await indexOf(tenant), query, language);
    // Counted once a search: on its first page, all types (paging and tabs ask again).
    if (query.page === 1 && !query.type) {
      // Hot words and the report are a nicety: a failed count never fails the search.
      const count = async () => {
        if (page.total === 0) return countMissedQuery(ctx.db, tenant.id, query.q);
        const searcher = await searcherOf(request, tenant);
        if (searcher !== null) await countSearchedQuery(ctx.db, tenant.id, query.q, searcher, ctx.env.HOT_WORD_GUEST_MIN_AGE_MINUTES * 60_000);
      };
      await count().catch((error: unknown) => request.log.warn({ err: error }, 'search query not counted'));
    }
    return page;
  });
  registerRoute(app, ctx, apiRoutes.searchType, async ({ tenant, query }) => searchTypes(await indexOf(tenant), query.q));
}
