/** Console routes for the hot words, blocked words, synonym groups and the report of queries that found nothing: thin, the rules are in search.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import {
  addAreaBlockedWord,
  createAreaSynonymGroup,
  listAreaBlockedWords,
  listAreaHotWords,
  listAreaSearchMisses,
  listAreaSynonyms,
  removeAreaBlockedWord,
  removeAreaSynonymGroup,
  replaceAreaHotWords,
  replaceAreaSynonymGroup,
} from './search.console.ts';

export function registerSearchConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listHotWords, async ({ area }) => listAreaHotWords(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.replaceHotWords, async ({ area, actor, body }) => ctx.content.afterChange(area.code, replaceAreaHotWords(ctx.db, actor, area.id, body)));
  registerConsoleRoute(app, ctx, consoleRoutes.listBlockedWords, async ({ area }) => listAreaBlockedWords(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.addBlockedWord, async ({ area, actor, body }) => ctx.content.afterChange(area.code, addAreaBlockedWord(ctx.db, actor, area.id, body.word)));
  registerConsoleRoute(app, ctx, consoleRoutes.removeBlockedWord, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, removeAreaBlockedWord(ctx.db, actor, area.id, params.id));
    return { deleted: true as const };
  });
  // Synonym changes bump the content edition: this instance's next search uses them at once.
  registerConsoleRoute(app, ctx, consoleRoutes.listSynonyms, async ({ area }) => listAreaSynonyms(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.createSynonymGroup, async ({ area, actor, body }) => ctx.content.afterChange(area.code, createAreaSynonymGroup(ctx.db, actor, area.id, body)));
  registerConsoleRoute(app, ctx, consoleRoutes.replaceSynonymGroup, async ({ area, actor, params, body }) => ctx.content.afterChange(area.code, replaceAreaSynonymGroup(ctx.db, actor, area.id, params.id, body)));
  registerConsoleRoute(app, ctx, consoleRoutes.removeSynonymGroup, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, removeAreaSynonymGroup(ctx.db, actor, area.id, params.id));
    return { deleted: true as const };
  });
  registerConsoleRoute(app, ctx, consoleRoutes.listSearchMisses, async ({ area }) => listAreaSearchMisses(ctx.db, area.id));
}
