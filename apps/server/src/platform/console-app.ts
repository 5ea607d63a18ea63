/**
 * Serves the built operators' console under /console: hashed assets cached for good, index.html
 * never cached, and every other /console/... path gets index.html so the console's router takes
 * over. A bundle of its own, apart from the visitor app's (and from its size budget).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context.ts';

export const CONSOLE_PREFIX = '/console';

export async function registerConsoleApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.env.CONSOLE_DIST) return;
  const root = resolve(ctx.env.CONSOLE_DIST);
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) {
    ctx.log.warn(`no console build at ${root}: /console is not served (run npm start, which builds it)`);
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      // The console is never framed (clickjacking of its buttons) and only talks to its own origin.
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', "frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  await app.register(fastifyStatic, {
    root,
    prefix: `${CONSOLE_PREFIX}/`,
    index: false,
    wildcard: false,
    globIgnore: ['index.html'],
    // The visitor app's registration owns reply.sendFile.
    decorateReply: false,
    setHeaders(response, path) {
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get(CONSOLE_PREFIX, (_request, reply) => reply.redirect(`${CONSOLE_PREFIX}/`));
  app.get(`${CONSOLE_PREFIX}/*`, (request, reply) => {
    // A missing file (an old hashed asset) is a 404, not the page.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    return sendIndex(reply);
  });
}
