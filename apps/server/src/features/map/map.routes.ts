/** The area's illustrated map and trail network. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { mapConfig } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';

export function registerMapRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getH5Map, async ({ tenant }) => {
    const [row] = await ctx.db.select({ config: mapConfig.config }).from(mapConfig).where(eq(mapConfig.tenantId, tenant.id));
    if (!row) throw notFound(`Scenic area "${tenant.code}" has no map configured yet`);
    return row.config;
  });
}
