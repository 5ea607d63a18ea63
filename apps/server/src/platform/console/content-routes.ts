/**
 * Registers the add / change / remove routes of one kind of content (the contract's
 * defineContentRoutes) on the service's three functions. Each change bumps the area's content
 * edition once it committed, so visitors see it at once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleBody, ConsoleData, ConsoleRoute } from '@youlan/contract/console';
import type { AppContext } from '../context.ts';
import type { Tenant } from '../tenant.ts';
import type { AuditActor } from './audit.ts';
import { registerConsoleRoute } from './console-route.ts';

interface ContentRoutes<C extends ConsoleRoute, U extends ConsoleRoute, R extends ConsoleRoute> {
  create: C;
  update: U;
  remove: R;
}

export function registerContentRoutes<Change, C extends ConsoleRoute, U extends ConsoleRoute, R extends ConsoleRoute>(
  app: FastifyInstance,
  ctx: AppContext,
  routes: ContentRoutes<C, U, R>,
  changeOf: (area: Tenant, actor: AuditActor, request: FastifyRequest) => Change,
  service: {
    create: (change: Change, fields: ConsoleBody<C>) => Promise<ConsoleData<C>>;
    update: (change: Change, id: number, fields: ConsoleBody<U>) => Promise<ConsoleData<U>>;
    remove: (change: Change, id: number) => Promise<void>;
  },
): void {
  registerConsoleRoute(app, ctx, routes.create, async ({ area, actor, body, request }) => ctx.content.afterChange(area.code, service.create(changeOf(area, actor, request), body)));
  registerConsoleRoute(app, ctx, routes.update, async ({ area, actor, params, body, request }) =>
    ctx.content.afterChange(area.code, service.update(changeOf(area, actor, request), (params as { id: number }).id, body)),
  );
  registerConsoleRoute(app, ctx, routes.remove, async ({ area, actor, params, request }) => {
    await ctx.content.afterChange(area.code, service.remove(changeOf(area, actor, request), (params as { id: number }).id));
    return { deleted: true } as ConsoleData<R>;
  });
}
