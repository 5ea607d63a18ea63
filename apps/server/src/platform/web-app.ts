/**
 * Serves the built visitor app: hashed assets cached for good, index.html never cached and
 * carrying the tenant code (chosen by the Host's domain, else DEFAULT_TENANT). Other screens'
 * paths get index.html through the not-found handler, so the app's router takes over.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { arrayContains } from 'drizzle-orm';
import type { AppContext } from './context.ts';
import { tenant } from './db/schema.ts';

const TENANT_META = '<meta name="youlan-tenant" content="%s">';
const HOST_CACHE_MS = 60_000;

/** Returns the index.html sender for the not-found handler's screen fallback; null without a build. */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null> {
  if (!ctx.env.WEB_DIST) return null;
  const root = resolve(ctx.env.WEB_DIST);
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) {
    ctx.log.warn(`no web build at ${root}: serving the API only (run npm run build)`);
    return null;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const tenantByHost = new Map<string, { code: string; until: number }>();

  async function tenantCodeFor(host: string): Promise<string> {
    const hit = tenantByHost.get(host);
    if (hit && hit.until > Date.now()) return hit.code;
    const [row] = await ctx.db.select({ code: tenant.code }).from(tenant).where(arrayContains(tenant.domains, [host])).limit(1);
    const code = row?.code ?? ctx.env.DEFAULT_TENANT;
    tenantByHost.set(host, { code, until: Date.now() + HOST_CACHE_MS });
    return code;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const code = await tenantCodeFor(request.hostname.replace(/:\d+$/, ''));
    const html = indexHtml.replace('</head>', `  ${TENANT_META.replace('%s', escapeAttribute(code))}\n  </head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    globIgnore: ['index.html'],
    setHeaders(response, path) {
      // Vite names built assets by content hash, so they never change under the same URL.
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  return sendIndex;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
