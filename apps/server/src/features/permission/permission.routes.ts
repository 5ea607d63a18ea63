/** The route tree with status flags, per tenant, as stored rows turned into a tree. */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { apiRoutes, type RoutePermission } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { routePermission } from './permission.table.ts';
import { FIRST_SCREEN_CACHE_MS, registerRoute } from '../../platform/route.ts';
import { buildPermissionTree } from './permission.tree.ts';

export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getH5Permission, async ({ tenant }): Promise<RoutePermission[]> => {
    const rows = await ctx.db
      .select({ path: routePermission.path, parentPath: routePermission.parentPath, status: routePermission.status })
      .from(routePermission)
      .where(eq(routePermission.tenantId, tenant.id))
      .orderBy(asc(routePermission.sort), asc(routePermission.id));
    return buildPermissionTree(rows);
  }, { cacheTtlMs: FIRST_SCREEN_CACHE_MS });
}
