/** Console routes for opinions: thin, the rules are in opinion.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { closeAreaOpinion, listAreaOpinions, replyToAreaOpinion } from './opinion.console.ts';

export function registerOpinionConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleOpinions, async ({ area, query }) => listAreaOpinions(ctx.db, area.id, query));
  registerConsoleRoute(app, ctx, consoleRoutes.replyToOpinion, async ({ area, actor, params, body }) => replyToAreaOpinion(ctx.db, actor, area.id, params.id, body.reply));
  registerConsoleRoute(app, ctx, consoleRoutes.closeOpinion, async ({ area, actor, params, body }) => closeAreaOpinion(ctx.db, actor, area.id, params.id, body.closed));
}
