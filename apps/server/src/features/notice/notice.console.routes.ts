/** Console routes for notices: thin, the rules are in notice.console.ts. */
import type { FastifyInstance } from 'fastify';
import { NOTICE_BODY_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { createAreaNotice, deleteAreaNotice, listAreaNotices, updateAreaNotice } from './notice.console.ts';

export function registerNoticeConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const big = { bodyLimitBytes: NOTICE_BODY_MAX_BYTES };
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleNotices, async ({ area, query }) => listAreaNotices(ctx.db, area.id, query));
  // Every change shows to visitors at once: the cached notice list starts a new edition.
  registerConsoleRoute(app, ctx, consoleRoutes.createNotice, async ({ area, actor, body }) => ctx.content.afterChange(area.code, createAreaNotice(ctx.db, actor, area.id, body)), big);
  registerConsoleRoute(app, ctx, consoleRoutes.updateNotice, async ({ area, actor, params, body }) => ctx.content.afterChange(area.code, updateAreaNotice(ctx.db, actor, area.id, params.id, body)), big);
  registerConsoleRoute(app, ctx, consoleRoutes.deleteNotice, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, deleteAreaNotice(ctx.db, actor, area.id, params.id));
    return { deleted: true as const };
  });
}
