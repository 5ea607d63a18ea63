import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { SearchIndexCache, type SearchSource } from './search.index.ts';
import { countSearchedQuery, listSearchWords, searchPage, searchTypes } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, sources: SearchSource[]): void {
  /** Who searched, for counting each searcher once: the visitor of a valid token, else the hashed address. */
  const searcherOf = async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request.headers.authorization);
    const holder = token ? await ctx.tokens.holder(token) : null;
    return holder ? `v:${holder}` : `ip:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 16)}`;
  };
  const indexes = new SearchIndexCache(sources, ctx.log);
  registerRoute(app, ctx, apiRoutes.searchWord, async ({ tenant }) => listSearchWords(ctx.db, tenant.id));
  registerRoute(app, ctx, apiRoutes.search, async ({ tenant, query, request }) => {
    const page = searchPage(await indexes.get(tenant.id), query);
    if (page.total > 0 && query.page === 1 && !query.type) {
      // Hot words are a nicety: a failed count never fails the search.
      await countSearchedQuery(ctx.db, tenant.id, query.q, await searcherOf(request)).catch((error: unknown) => request.log.warn({ err: error }, 'search query not counted'));
    }
    return page;
  });
  registerRoute(app, ctx, apiRoutes.searchType, async ({ tenant, query }) => searchTypes(await indexes.get(tenant.id), query.q));
}
