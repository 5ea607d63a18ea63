/**
 * Serves the built visitor app: hashed assets cached for good, index.html revalidated on every
 * load (ETag, 304) and carrying the tenant code (chosen by the Host's domain, else DEFAULT_TENANT)
 * and the area's start data with its map picture announced (docs/instant-open.md). Other screens'
 * paths get index.html through the not-found handler, so the app's router takes over.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context.ts';

const TENANT_META = '<meta name="youlan-tenant" content="%s">';
/** The id the app reads its start data by (apps/web/src/platform/start-data.ts). */
export const START_DATA_ELEMENT_ID = 'start-data';

/** What the document carries for a tenant: JSON the first navigation uses instead of its calls. */
export interface StartDocumentData {
  data: unknown;
  /** The map's picture: the first screen's largest, fetched with the document rather than after the script. */
  preloadImageUrl: string | null;
  /** Values for the document's `data-start-text="name"` (text) and `data-start-src="name"` (URL) elements. */
  slots: Record<string, string>;
  /** Show the document's pre-rendered first screen (`data-first-screen`) instead of the splash. */
  showsFirstScreen: boolean;
}

/** Wired by app.ts from the features; null when the area's data cannot be had (the app then calls). */
export type StartDataSource = (tenantCode: string, request: FastifyRequest) => Promise<StartDocumentData | null>;

/** Returns the index.html sender for the not-found handler's screen fallback; null without a build. */
export async function registerWebApp(
  app: FastifyInstance,
  ctx: AppContext,
  startData: StartDataSource | null = null,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null> {
  if (!ctx.env.WEB_DIST) return null;
  const root = resolve(ctx.env.WEB_DIST);
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) {
    ctx.log.warn(`no web build at ${root}: serving the API only (run npm run build)`);
    return null;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const code = (await ctx.tenants.codeForHost(request.hostname.replace(/:\d+$/, ''))) ?? ctx.env.DEFAULT_TENANT;
    const start = startData ? await startData(code, request) : null;
    const head = [TENANT_META.replace('%s', escapeAttribute(code))];
    // JSON, not a script that runs: the strict script-src CSP allows it, and the app parses it.
    if (start) head.push(`<script type="application/json" id="${START_DATA_ELEMENT_ID}">${jsonForHtml(start.data)}</script>`);
    let html = indexHtml.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
    // The map picture first of all the head's fetches: the scripts and styles must not delay it.
    // Elsewhere the picture waits until the page has loaded: a friend's shared link (#direct, which
    // the server never sees) opens that screen, and the picture would take its bandwidth; a load
    // without it goes on to the map, which then finds the picture in the cache.
    const picture = start?.preloadImageUrl;
    const announce = start?.showsFirstScreen ? 'rel="preload" as="image" fetchpriority="high"' : 'rel="prefetch"';
    if (picture) html = html.replace(/<head[^>]*>(\s*<meta charset[^>]*>)?/i, (opening) => `${opening}\n    <link ${announce} href="${escapeAttribute(picture)}">`);
    if (start?.showsFirstScreen) html = withFirstScreen(html, start.slots);
    // The document varies by tenant, time period, picture format and language (the app's cookie, else Accept-Language): its ETag is its content.
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Accept, Accept-Encoding, Accept-Language, Cookie');
    if (ifNoneMatch(request, etag)) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    // The start data makes the document some tens of kB; gzip takes a quarter of that over the air.
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  }

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    // The build writes .br and .gz twins of its assets; the one the request accepts is sent.
    preCompressed: true,
    globIgnore: ['index.html'],
    setHeaders(response, path) {
      // Vite names built assets by content hash, so they never change under the same URL.
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker is how a new build is found: always asked for anew.
      else if (path.endsWith('/sw.js')) response.header('cache-control', 'no-cache');
    },
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  return sendIndex;
}

/** Fills the pre-rendered first screen's slots and shows it in place of the splash. */
function withFirstScreen(html: string, slots: Record<string, string>): string {
  return html
    .replace(/data-start-text="([\w-]+)"([^>]*)>/g, (_tag, name: string, rest: string) => `data-start-text="${name}"${rest}>${escapeText(slots[name] ?? '')}`)
    .replace(/data-start-src="([\w-]+)"/g, (tag, name: string) => (slots[name] ? `${tag} src="${escapeAttribute(slots[name])}"` : tag))
    .replace('data-first-screen hidden', 'data-first-screen')
    // The map screen's chunks and styles, fetched with the entry (apps/web/vite.config.ts).
    .replace(/<link data-first-screen-rel="/g, '<link rel="')
    .replace('class="splash"', 'class="splash" hidden');
}

function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** JSON safe inside a script element: no `</script>` or `<!--` can end or change it. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
