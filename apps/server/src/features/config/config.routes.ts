/** The area's configuration and the caller's IP. */
import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { apiRoutes, type IpInfo } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { tenantConfig } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getConfigH5, async ({ tenant }) => {
    const [row] = await ctx.db.select({ config: tenantConfig.config }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenant.id));
    if (!row) throw notFound(`Scenic area "${tenant.code}" has no configuration yet`);
    return row.config;
  });

  registerRoute(app, ctx, apiRoutes.getIp, async ({ request }) => describeIp(request.ip));
}

export function describeIp(raw: string): IpInfo {
  // IPv4 clients of a dual-stack socket show up as ::ffff:a.b.c.d.
  const ip = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(ip) === 6 ? 'IPv6' : 'IPv4';
  return { ip, family, isPrivate: isPrivateAddress(ip) };
}

function isPrivateAddress(ip: string): boolean {
  if (ip === '::1' || /^f[cd]/i.test(ip) || /^fe80:/i.test(ip)) return true;
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4) return false;
  const [a = 0, b = 0] = parts;
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}
