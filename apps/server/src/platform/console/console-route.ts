/**
 * Registers a console route from its contract definition. The operator comes from the session
 * cookie only (a visitor's bearer token is never read here); a change needs the session's CSRF
 * token; an `:area` path is resolved to the tenant and the operator's role in it is checked
 * against the route's access level before the handler runs.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, envelopeOf } from '@youlan/contract';
import { CONSOLE_DOWNLOAD_TYPES, CONSOLE_SESSION_COOKIE, CSRF_HEADER, type ConsoleAccess, type ConsoleBody, type ConsoleData, type ConsoleParams, type ConsoleQuery, type ConsoleRole, type ConsoleRoute } from '@youlan/contract/console';
import type { AppContext } from '../context.ts';
import { AppError, badRequest } from '../errors.ts';
import type { Tenant } from '../tenant.ts';
import type { AuditActor } from './audit.ts';
import { csrfMatches, resolveSession, type ResolvedSession, type SessionOperator } from './session.ts';

export interface ConsoleRouteContext<R> {
  query: ConsoleQuery<R>;
  params: ConsoleParams<R>;
  body: ConsoleBody<R>;
  /** The logged-in operator; only `public` routes (the log-in) run without one. */
  session: R extends { access: 'public' } ? null : ResolvedSession;
  /** The area an `:area` route names, after the operator's access to it was checked. */
  area: Tenant;
  /** For the audit log: the operator, the area (null outside one) and the address. */
  actor: AuditActor;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<R> = (ctx: ConsoleRouteContext<R>) => Promise<ConsoleData<R>>;

const ROLE_RANK: Record<ConsoleRole, number> = { viewer: 0, editor: 1, admin: 2 };

/** The operator's role in an area: their own area's role, `admin` everywhere for the platform administrator, else none. */
export function roleIn(operator: SessionOperator, tenantId: number): ConsoleRole | null {
  if (operator.role === 'platform') return 'admin';
  return operator.tenantId === tenantId ? operator.role : null;
}

export const operatorLoginRequired = (reason: string) => new AppError(401, ErrorCode.OPERATOR_LOGIN_REQUIRED, `Log in to the console: ${reason}`);
export const forbidden = (message: string) => new AppError(403, ErrorCode.FORBIDDEN, message);

/**
 * `bodyLimitBytes`: for the rare route that takes more than the app's 64 KiB (an area file).
 * `ownTenantScope`: the handler scopes its own database work (`ctx.inTenant`), for a route that
 * waits for CPU work (a picture decoding) and must not hold a pool connection meanwhile.
 */
export function registerConsoleRoute<R extends ConsoleRoute>(app: FastifyInstance, ctx: AppContext, route: R, handler: Handler<R>, options: { bodyLimitBytes?: number; ownTenantScope?: boolean } = {}): void {
  const schema: Record<string, unknown> = {
    summary: route.summary,
    tags: [route.tag],
    response: route.download ? undefined : { 200: envelopeOf(route.data) },
  };
  if (route.query) schema['querystring'] = route.query;
  if (route.params) schema['params'] = route.params;
  if (route.body) schema['body'] = route.body;
  if (route.access !== 'public') schema['security'] = [{ consoleSession: [] }];
  const isChange = route.method !== 'GET';

  const routeOptions = {
    method: route.method,
    url: route.path,
    schema,
    ...(options.bodyLimitBytes ? { bodyLimit: options.bodyLimitBytes } : {}),
    // Who is asking comes before what they sent (the 401 → 400 → 403 ladder): the session is
    // resolved from its cookie before the body is read or validated. An upload's megabytes are
    // read only for a live session with its CSRF token.
    ...(route.access === 'public'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            const session = await requireSession(ctx, request);
            if (route.rawBody) requireCsrf(session, request);
            sessions.set(request, session);
          },
        }),
    // A refused stream may be hundreds of megabytes still on their way: close rather than read them to the end.
    ...(route.streamBody ? { onSend: async (_request: FastifyRequest, reply: FastifyReply) => void (reply.statusCode >= 400 && reply.header('connection', 'close')) } : {}),
    preValidation: async (request: FastifyRequest) => {
      if (route.rawBody) {
        const received = route.streamBody ? request.body instanceof Readable : Buffer.isBuffer(request.body);
        if (!received) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send the file's bytes as the body, Content-Type ${route.rawBody.join(' or ')}`);
        // An image library asked to read no bytes throws rather than refuses.
        if (Buffer.isBuffer(request.body) && request.body.length === 0) throw badRequest('The file is empty: send its bytes as the body');
        return;
      }
      // A cross-site form can post text/plain without a preflight; console routes take JSON only.
      if (typeof request.body === 'string') throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send a JSON body (Content-Type: application/json)');
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const session = sessions.get(request) ?? null;
      if (route.access !== 'public' && !session) throw new Error(`${route.method} ${route.path} ran without its onRequest`);
      // An upload's token was checked before its body was read (onRequest).
      if (session && isChange && !route.rawBody) requireCsrf(session, request);
      const params = request.params as Record<string, unknown> | undefined;
      let area: Tenant | null = null;
      if (typeof params?.['area'] === 'string') {
        area = await ctx.tenants.find(params['area']);
        if (!area) throw new AppError(404, ErrorCode.TENANT_UNKNOWN, `Unknown area "${params['area']}"`, { field: 'params.area' });
      }
      if (session) checkAccess(route.access, session.operator, area);
      const context: ConsoleRouteContext<R> = {
        query: request.query as ConsoleQuery<R>,
        params: request.params as ConsoleParams<R>,
        body: request.body as ConsoleBody<R>,
        session: session as ConsoleRouteContext<R>['session'],
        // Routes without `:area` never read it; the type keeps area routes free of null checks.
        area: area as Tenant,
        actor: { operatorId: session?.operator.id ?? 0, email: session?.operator.email ?? '', tenantId: area?.id ?? null, ip: request.ip },
        request,
        reply,
      };
      // In an area, the handler's queries see only that area's rows (row-level security on
      // PostgreSQL); platform-wide routes (areas, accounts) run as the owner.
      const data = area && !options.ownTenantScope ? await ctx.inTenant(area.id, () => handler(context)) : await handler(context);
      // Console answers are per operator and may be sensitive: never kept by a browser or proxy.
      reply.header('cache-control', 'no-store');
      if (route.download) return reply.type(CONSOLE_DOWNLOAD_TYPES[route.download]).send(data);
      return { status: 200, data, message: 'ok' };
    },
  };
  const rawTypes = route.rawBody;
  if (!rawTypes) {
    app.route(routeOptions);
    return;
  }
  // An upload takes its file's types as bytes in its own scope; every other console route stays JSON-only.
  // Its CSRF header still makes a cross-site post impossible (a custom header needs a preflight).
  void app.register(async (scoped) => {
    if (route.streamBody) {
      // Handed over unread: the handler streams it to the store and enforces its own limit (Fastify's bodyLimit applies only to bodies it reads).
      scoped.addContentTypeParser([...rawTypes], (_request, payload, done) => done(null, payload));
    } else {
      scoped.addContentTypeParser([...rawTypes], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    }
    scoped.route(routeOptions);
  });
}

/** Each request's session, from its onRequest to its handler. */
const sessions = new WeakMap<FastifyRequest, ResolvedSession>();

async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<ResolvedSession> {
  const session = await resolveSession(ctx.db, request.cookies[CONSOLE_SESSION_COOKIE]);
  if (!session) throw operatorLoginRequired('no live console session');
  return session;
}

/** A change needs the session's CSRF token. */
function requireCsrf(session: ResolvedSession, request: FastifyRequest): void {
  if (!csrfMatches(session.csrfToken, firstHeader(request, CSRF_HEADER))) {
    throw new AppError(403, ErrorCode.CSRF_REJECTED, `Missing or wrong ${CSRF_HEADER} header: reload the console`);
  }
}

function checkAccess(access: ConsoleAccess, operator: SessionOperator, area: Tenant | null): void {
  if (access === 'public' || access === 'signedIn') return;
  if (access === 'platform') {
    if (operator.role !== 'platform') throw forbidden('Only the platform administrator may do this');
    return;
  }
  if (!area) throw new Error(`console route with access ${access} has no :area parameter`);
  const role = roleIn(operator, area.id);
  if (!role) throw forbidden(`You are not an operator of area "${area.code}"`);
  if (ROLE_RANK[role] < ROLE_RANK[access]) throw forbidden(`This needs the ${access} role; you are ${role} in "${area.code}"`);
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
