/**
 * Registers an API route from its contract definition: zod validates the input, the tenant and
 * visitor are resolved as the route's auth mode says, and the handler's result goes out in the
 * envelope, serialized from the contract's response schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_HEADER, TENANT_HEADER, envelopeOf, type ApiRoute, type RouteBody, type RouteData, type RouteParams, type RouteQuery } from '@youlan/contract';
import { bearerToken, type AuthVisitor } from './auth.ts';
import { AppError, badRequest, loginExpired } from './errors.ts';
import type { AppContext } from './context.ts';
import type { Tenant } from './tenant.ts';

export interface RouteContext<R> {
  query: RouteQuery<R>;
  params: RouteParams<R>;
  body: RouteBody<R>;
  tenant: Tenant;
  /** Set on `required` routes, and on `optional` ones when a valid token came. */
  visitor: AuthVisitor | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<R> = (ctx: RouteContext<R>) => Promise<RouteData<R>>;

export interface RouteOptions {
  /**
   * Keep the serialized answer per tenant and URL this long. Only for answers that do not depend
   * on the visitor; they may then be this much out of date (counts, mostly).
   */
  cacheTtlMs?: number;
}

export function registerRoute<R extends ApiRoute>(app: FastifyInstance, ctx: AppContext, route: R, handler: Handler<R>, options: RouteOptions = {}): void {
  const cache = options.cacheTtlMs ? new ResponseCache(options.cacheTtlMs) : null;
  const schema: Record<string, unknown> = {
    summary: route.summary,
    tags: [route.tag],
    response: { 200: envelopeOf(route.data) },
  };
  if (route.query) schema['querystring'] = route.query;
  if (route.params) schema['params'] = route.params;
  if (route.body) schema['body'] = route.body;
  if (route.auth !== 'none') schema['security'] = [{ bearer: [] }];

  app.route({
    method: route.method,
    url: route.path,
    schema,
    // A beacon's text/plain body is JSON text; only routes that accept beacons take it.
    preValidation: async (request) => {
      if (typeof request.body !== 'string') return;
      if (route.tenantHeader !== false) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send a JSON body (Content-Type: application/json)');
      try {
        request.body = JSON.parse(request.body) as unknown;
      } catch {
        throw badRequest('Malformed JSON body', 'body');
      }
    },
    handler: async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const fromBody = route.tenantHeader === false && body && typeof body === 'object';
      const tenantCode = headerValue(request, TENANT_HEADER) ?? (fromBody && typeof body.tenant === 'string' ? body.tenant : undefined);
      const tenant = await ctx.tenants.require(tenantCode);
      const token = bearerToken(headerValue(request, AUTH_HEADER)) ?? (fromBody && typeof body.token === 'string' ? body.token : undefined);
      let visitor: AuthVisitor | null = null;
      if (route.auth === 'required') {
        if (!token) throw loginExpired('this needs a logged-in visitor');
        visitor = await ctx.tokens.verify(token, tenant);
      } else if (route.auth === 'optional' && token) {
        // A stale token on a public route must not lock the visitor out of public content.
        visitor = await ctx.tokens.verify(token, tenant).catch(() => null);
      }
      const context: RouteContext<R> = {
        query: request.query as RouteQuery<R>,
        params: request.params as RouteParams<R>,
        body: request.body as RouteBody<R>,
        tenant,
        visitor,
        request,
        reply,
      };
      if (!cache) return { status: 200, data: await handler(context), message: 'ok' };
      const answer = await cache.getOrCompute(`${tenant.id} ${request.url}`, async () =>
        Buffer.from(reply.serialize({ status: 200, data: await handler(context), message: 'ok' }) as string),
      );
      return reply.type(JSON_TYPE).send(answer);
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_CACHED_ANSWERS = 500;

/**
 * Serialized answers by key for a fixed time, as bytes ready to send. Requests that miss together
 * share one computation, so a burst after expiry does not read the database a hundred times.
 */
class ResponseCache {
  private readonly entries = new Map<string, { body: Promise<Buffer>; until: number }>();
  private readonly ttlMs: number;
  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  getOrCompute(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (entry && entry.until > Date.now()) return entry.body;
    if (this.entries.size >= MAX_CACHED_ANSWERS) this.entries.delete(this.entries.keys().next().value as string);
    const body = compute();
    this.entries.set(key, { body, until: Date.now() + this.ttlMs });
    // A failure is not kept: the next request tries again.
    body.catch(() => this.entries.delete(key));
    return body;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** Zod's JSON Schema of a response, for fast-json-stringify (far faster than parsing with zod). */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
}
