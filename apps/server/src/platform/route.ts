/**
 * Registers an API route from its contract definition: zod validates the input, the tenant and
 * visitor are resolved as the route's auth mode says, and the handler's result goes out in the
 * envelope, serialized from the contract's response schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_HEADER, TENANT_HEADER, envelopeOf, type ApiRoute, type RouteBody, type RouteData, type RouteParams, type RouteQuery } from '@youlan/contract';
import { bearerToken, type AuthVisitor } from './auth.ts';
import { createHash } from 'node:crypto';
import { BoundedCache } from './cache.ts';
import { AppError, badRequest, loginExpired } from './errors.ts';
import type { AppContext } from './context.ts';
import type { Tenant } from './tenant.ts';
import { apiLanguage, type VisitorLanguage } from './visitor-language.ts';

export interface RouteContext<R, V extends AuthVisitor | null = AuthVisitor | null> {
  query: RouteQuery<R>;
  params: RouteParams<R>;
  body: RouteBody<R>;
  tenant: Tenant;
  /** The visitor's language among the area's (Accept-Language), and the area's main one: what presenters localize texts by. */
  language: VisitorLanguage;
  /** Always set on `required` routes (registerVisitorRoute); on `optional` ones when a valid token came. */
  visitor: V;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<R, V extends AuthVisitor | null> = (ctx: RouteContext<R, V>) => Promise<RouteData<R>>;

export interface RouteOptions {
  /**
   * Keep the serialized answer per tenant, query and params this long (and answer it with an ETag). Only for answers that do not depend
   * on the visitor; they may then be this much out of date (counts, mostly).
   */
  cacheTtlMs?: number;
  /**
   * The handler opens its own short tenant scopes (`ctx.inTenant`) around its queries, so the CPU
   * work between them (a picture's decoding) holds no pool connection. Its queries outside them
   * run without row-level security: every one must be inside.
   */
  ownTenantScope?: boolean;
  /**
   * Answer with an ETag and `cache-control: public, max-age=N` (304 when it matches): for an answer
   * phones and proxies may keep a few seconds, whose handler keeps its own server-side cache.
   */
  maxAgeSeconds?: number;
}

/**
 * How long the public answers every first screen reads (configuration, permissions, weather, map,
 * notices) are kept: a crowd at the gate shares one read; an operator's edit shows within this.
 */
export const FIRST_SCREEN_CACHE_MS = 10_000;

/** A route with auth `none` or `optional`: the handler gets the visitor when a valid token came. */
export function registerRoute<R extends ApiRoute>(app: FastifyInstance, ctx: AppContext, route: R, handler: Handler<R, AuthVisitor | null>, options: RouteOptions = {}): void {
  if (route.auth === 'required') throw new Error(`${route.method} ${route.path} needs a visitor: register it with registerVisitorRoute`);
  addRoute(app, ctx, route, handler, options);
}

/**
 * A route with auth `required`: a request without a valid token is answered login-expired before
 * the handler runs, so the handler's visitor is never null.
 */
export function registerVisitorRoute<R extends ApiRoute>(app: FastifyInstance, ctx: AppContext, route: R, handler: Handler<R, AuthVisitor>, options: RouteOptions = {}): void {
  if (route.auth !== 'required') throw new Error(`${route.method} ${route.path} does not require a visitor: register it with registerRoute`);
  addRoute(app, ctx, route, handler as Handler<R, AuthVisitor | null>, options);
}

function addRoute<R extends ApiRoute>(app: FastifyInstance, ctx: AppContext, route: R, handler: Handler<R, AuthVisitor | null>, options: RouteOptions): void {
  // Serialized answers as bytes ready to send; a burst of misses after expiry shares one read.
  const cache = options.cacheTtlMs ? new BoundedCache<string, CachedAnswer>({ max: MAX_CACHED_ANSWERS, ttlMs: options.cacheTtlMs }) : null;
  const schema: Record<string, unknown> = {
    summary: route.summary,
    tags: [route.tag],
    response: { 200: envelopeOf(route.data) },
  };
  if (route.query) schema['querystring'] = route.query;
  if (route.params) schema['params'] = route.params;
  if (route.body) schema['body'] = route.body;
  if (route.auth !== 'none') schema['security'] = [{ bearer: [] }];

  const rateLimit = ctx.rateLimits.routeConfig(route);
  app.route({
    method: route.method,
    url: route.path,
    schema,
    ...(rateLimit ? { config: rateLimit } : {}),
    // Who is asking comes before what they sent (the 401 → 400 → 403 ladder): the tenant and the
    // visitor are settled before the input is validated, so a request without a token is told to
    // log in whatever its body. A beacon's text/plain body is JSON text (only routes that accept
    // beacons take it) and carries its tenant and token, so it is parsed first.
    preValidation: async (request) => {
      if (typeof request.body === 'string') {
        if (route.tenantHeader !== false) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send a JSON body (Content-Type: application/json)');
        try {
          request.body = JSON.parse(request.body) as unknown;
        } catch {
          throw badRequest('Malformed JSON body', 'body');
        }
      }
      callers.set(request, await identify(ctx, route, request));
    },
    handler: async (request, reply) => {
      const caller = callers.get(request);
      if (!caller) throw new Error(`${route.method} ${route.path} ran without its preValidation`);
      const { tenant, visitor } = caller;
      const language = apiLanguage(headerValue(request, 'accept-language'), tenant);
      // Texts come in the visitor's language: a shared cache must not hand one language's answer to another.
      reply.header('vary', 'Accept-Language');
      const context: RouteContext<R, AuthVisitor | null> = {
        query: request.query as RouteQuery<R>,
        params: request.params as RouteParams<R>,
        body: request.body as RouteBody<R>,
        tenant,
        language,
        visitor,
        request,
        reply,
      };
      // The handler's queries see only this tenant's rows (row-level security on PostgreSQL).
      const run = () => (options.ownTenantScope ? handler(context) : ctx.inTenant(tenant.id, () => handler(context)));
      const tagged = async (): Promise<CachedAnswer> => {
        const body = Buffer.from(reply.serialize({ status: 200, data: await run(), message: 'ok' }) as string);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      };
      if (!cache) {
        if (!options.maxAgeSeconds) return { status: 200, data: await run(), message: 'ok' };
        return sendTagged(request, reply, await tagged(), `public, max-age=${options.maxAgeSeconds}`);
      }
      // Keyed by the validated query and params only: made-up parameters neither miss nor crowd the cache.
      // The area's content edition: an operator's change starts new entries (platform/content-edition.ts); the language: answers differ by it.
      const key = `${tenant.id}@${ctx.content.of(tenant.code)} ${language.lang} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.query ?? {})}`;
      // Revalidated by ETag where no service worker keeps it (iOS WeChat): an unchanged answer is a 304.
      return sendTagged(request, reply, await cache.getOrLoad(key, tagged), 'no-cache');
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

function sendTagged(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(answer.body);
}

interface Caller {
  tenant: Tenant;
  visitor: AuthVisitor | null;
}

/** Each request's tenant and visitor, from its preValidation to its handler. */
const callers = new WeakMap<FastifyRequest, Caller>();

/** The request's tenant, and its visitor as the route's auth mode says (login-expired when required and absent). */
async function identify(ctx: AppContext, route: ApiRoute, request: FastifyRequest): Promise<Caller> {
  // Not validated yet: a beacon's tenant and token are read only when they are strings.
  const body = request.body as Record<string, unknown> | undefined;
  const fromBody = route.tenantHeader === false && body && typeof body === 'object';
  const tenantCode = headerValue(request, TENANT_HEADER) ?? (fromBody && typeof body.tenant === 'string' ? body.tenant : undefined);
  const tenant = await ctx.tenants.require(tenantCode);
  const token = bearerToken(headerValue(request, AUTH_HEADER)) ?? (fromBody && typeof body.token === 'string' ? body.token : undefined);
  if (route.auth === 'required') {
    if (!token) throw loginExpired('this needs a logged-in visitor');
    return { tenant, visitor: await ctx.tokens.verify(token, tenant) };
  }
  // A stale token on a public route must not lock the visitor out of public content.
  const visitor = route.auth === 'optional' && token ? await ctx.tokens.verify(token, tenant).catch(() => null) : null;
  return { tenant, visitor };
}

interface CachedAnswer {
  body: Buffer;
  etag: string;
}
const MAX_CACHED_ANSWERS = 500;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** Zod's JSON Schema of a response, for fast-json-stringify (far faster than parsing with zod). */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
}
