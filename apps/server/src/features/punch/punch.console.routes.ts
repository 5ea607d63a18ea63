/** Console route for punch records: thin, the query is in punch.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { listAreaPunches } from './punch.console.ts';
import type { PunchArea } from './punch.service.ts';

export function registerPunchConsoleRoutes(app: FastifyInstance, ctx: AppContext, area: PunchArea): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsolePunches, async ({ area: tenant, query }) => listAreaPunches(ctx.db, area, tenant.id, query));
}
