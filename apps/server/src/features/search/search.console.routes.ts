/** Console routes for the hot words and blocked words: thin, the rules are in search.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { addAreaBlockedWord, listAreaBlockedWords, listAreaHotWords, removeAreaBlockedWord, replaceAreaHotWords } from './search.console.ts';

export function registerSearchConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listHotWords, async ({ area }) => listAreaHotWords(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.replaceHotWords, async ({ area, actor, body }) => ctx.content.afterChange(area.code, replaceAreaHotWords(ctx.db, actor, area.id, body)));
  registerConsoleRoute(app, ctx, consoleRoutes.listBlockedWords, async ({ area }) => listAreaBlockedWords(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.addBlockedWord, async ({ area, actor, body }) => ctx.content.afterChange(area.code, addAreaBlockedWord(ctx.db, actor, area.id, body.word)));
  registerConsoleRoute(app, ctx, consoleRoutes.removeBlockedWord, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, removeAreaBlockedWord(ctx.db, actor, area.id, params.id));
    return { deleted: true as const };
  });
}
