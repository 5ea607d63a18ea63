/** Console routes for the page switches: thin, the rules are in permission.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { listAreaRouteSwitches, switchAreaRoute } from './permission.console.ts';

export function registerPermissionConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listRouteSwitches, async ({ area }) => listAreaRouteSwitches(ctx.db, area.id));
  // The permission tree is a cached first-screen answer: the switch shows at once (content edition).
  registerConsoleRoute(app, ctx, consoleRoutes.switchRoute, async ({ area, actor, body }) => ctx.content.afterChange(area.code, switchAreaRoute(ctx.db, actor, area.id, body.path, body.isOpen)));
}
