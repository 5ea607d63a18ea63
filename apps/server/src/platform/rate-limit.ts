/**
 * Rate limits (@fastify/rate-limit): every write and every expensive read has a budget per minute,
 * counted per visitor when the request carries a valid token and per device on a proven guest
 * login; only what names nobody counts per IP address, with a budget sized for the thousands of
 * phones behind one park Wi-Fi or carrier NAT address. Counters live in Redis when
 * REDIS_URL is set, so every instance agrees; else in process, in the plugin's LRU-bounded store.
 * Over budget: 429 RATE_LIMITED with Retry-After. docs/hardening.md lists the budgets.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { AUTH_HEADER, DEVICE_KEY_HEADER, ErrorCode, GUEST_PROOF_BITS, SignPurpose, TENANT_HEADER, apiRoutes, guestProofMessage, leadingZeroBits, type ApiRoute } from '@youlan/contract';
import { bearerToken, type TokenService } from './auth.ts';
import type { Env } from './env.ts';
import { AppError } from './errors.ts';

/** Requests per window (a minute unless the budget says otherwise). */
export interface RateBudget {
  /** Of one visitor (a valid token, in the header or a beacon's body) or one device (a proven guest login). */
  max: number;
  /**
   * Of one address, for the requests that name no visitor: sized for a crowd behind one address
   * (park Wi-Fi, a carrier's NAT), since nobody else can tell its phones apart.
   */
  perAddress: number;
  /** The window both count in; a minute by default. */
  windowMs?: number;
}

/** Requests of a visitor not logged in yet, per address: 2,000 phones arriving in 5 minutes read a few each. */
const CROWD_PER_ADDRESS = 3000;

/** Writes not named below. */
const DEFAULT_WRITE: RateBudget = { max: 60, perAddress: CROWD_PER_ADDRESS };

/** The routes with their own budget: the expensive reads and the writes worth abusing. */
export const RATE_BUDGETS: Partial<Record<keyof typeof apiRoutes, RateBudget>> = {
  // An hour: per device (with a guest proof, GUEST_PROOF_BITS) or WeChat code; an address's first
  // 2,400 logins are free of the proof (a crowd of 2,000 arriving together), past them making a
  // guest costs work (guestLoginKey).
  loginH5: { max: 20, perAddress: 2400, windowMs: 60 * 60_000 },
  createOpinion: { max: 10, perAddress: CROWD_PER_ADDRESS },
  answerSurvey: { max: 10, perAddress: CROWD_PER_ADDRESS },
  placeLike: { max: 60, perAddress: CROWD_PER_ADDRESS },
  recordClick: { max: 120, perAddress: CROWD_PER_ADDRESS },
  postViewLog: { max: 60, perAddress: CROWD_PER_ADDRESS },
  // Uploads only: reading stored media is signed without a budget (exemptFromBudget).
  signUrl: { max: 60, perAddress: CROWD_PER_ADDRESS },
  completeUpload: { max: 30, perAddress: CROWD_PER_ADDRESS },
  search: { max: 120, perAddress: CROWD_PER_ADDRESS },
  searchType: { max: 120, perAddress: CROWD_PER_ADDRESS },
  getWechatOauthUrl: { max: 30, perAddress: CROWD_PER_ADDRESS },
  // The signature of a page is the same for everyone (cached by the wechat feature).
  getJsapiTicket: { max: 60, perAddress: CROWD_PER_ADDRESS },
  createHelpShoot: { max: 20, perAddress: CROWD_PER_ADDRESS },
  // A still about every 0.7 s while WebRTC cannot connect, and ICE candidates come in bursts.
  helpShootFrame: { max: 120, perAddress: CROWD_PER_ADDRESS },
  helpShootSignal: { max: 240, perAddress: CROWD_PER_ADDRESS },
  // Per device key (deviceKeyKey): a counter every second is 60; a request without a key is refused anyway.
  ingestLiveStatus: { max: 120, perAddress: 120 },
  // A phone reports once a minute (a few retries spare); without a token, a crowd behind one address.
  reportCrowd: { max: 5, perAddress: CROWD_PER_ADDRESS },
};

/**
 * Requests no budget applies to: a signed read URL of stored media (audio guides, pictures) is
 * answered from a cache and costs nothing, and a visitor without it hears nothing.
 */
function exemptFromBudget(route: ApiRoute, request: FastifyRequest): boolean {
  if (route !== apiRoutes.signUrl) return false;
  const purpose = (request.query as Record<string, unknown> | undefined)?.['purpose'];
  return purpose === undefined || purpose === String(SignPurpose.READ) || purpose === SignPurpose.READ;
}

const WINDOW_MS = 60_000;
/** Distinct keys the in-process store keeps (LRU); the oldest are forgotten first. */
const LOCAL_KEYS_MAX = 50_000;

/**
 * A frozen Redis (connected, never answering) held every limited request without an end: each
 * command now gives up after this, and the request is served (skipOnError).
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often Redis is pinged to notice that it stopped or started answering. */
const REDIS_PROBE_INTERVAL_MS = 2_000;

/**
 * Pings Redis on a timer: while it does not answer, limited requests skip it at once instead of
 * each waiting for the command timeout, and the change is logged once each way, not per request.
 */
function watchRedis(app: FastifyInstance, redis: Redis): { isDown: boolean } {
  const health = { isDown: false };
  redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis for rate limits unreachable'));
  const probe = setInterval(() => {
    redis.ping().then(
      () => {
        if (!health.isDown) return;
        health.isDown = false;
        app.log.warn('redis for rate limits answers again: limits apply');
      },
      (error: unknown) => {
        if (health.isDown) return;
        health.isDown = true;
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'redis for rate limits does not answer: requests are served without limits until it does');
      },
    );
  }, REDIS_PROBE_INTERVAL_MS);
  probe.unref();
  app.addHook('onClose', async () => {
    clearInterval(probe);
    // A frozen Redis never answers QUIT: it times out like any command, then the socket is closed.
    await redis.quit().catch(() => undefined);
    redis.disconnect();
  });
  return health;
}

/** What route.ts adds to a route's options: its `config.rateLimit`, or nothing. */
export interface RateLimits {
  routeConfig(route: ApiRoute): { rateLimit: RouteRateLimit } | undefined;
}

interface RouteRateLimit {
  max: (request: FastifyRequest, key: string) => number;
  timeWindow: number;
  cache: number;
  hook: 'onRequest' | 'preHandler';
  keyGenerator: (request: FastifyRequest) => Promise<string>;
  allowList: (request: FastifyRequest) => boolean;
  errorResponseBuilder?: (request: FastifyRequest, context: { ttl: number }) => AppError;
}

const NAME_OF_ROUTE = new Map<ApiRoute, keyof typeof apiRoutes>(Object.entries(apiRoutes).map(([name, route]) => [route as ApiRoute, name as keyof typeof apiRoutes]));

/** The budget of a route; plain reads (answered from caches) have none. */
export function budgetOf(route: ApiRoute): RateBudget | null {
  const name = NAME_OF_ROUTE.get(route);
  return (name && RATE_BUDGETS[name]) ?? (route.method === 'GET' ? null : DEFAULT_WRITE);
}

/** Routes whose key is in the body, so their limit runs once it is parsed and validated. */
const KEYED_ON_BODY = new Set<ApiRoute>([apiRoutes.loginH5, apiRoutes.postViewLog]);

/** Keys that count one address: their budget is `perAddress`. */
const ADDRESS_KEY = 'ip:';

/**
 * The key of a guest login: WeChat's single-use code (only WeChat makes them), or the device of a
 * guest whose proof holds; anything else counts on the address, and once that is over budget the
 * answer asks for a proof.
 */
export function guestLoginKey(request: FastifyRequest): string {
  const body = request.body as { deviceId?: string; proof?: string; code?: string } | undefined;
  if (body?.code) return `wx:${body.code}`;
  const tenantCode = headerValue(request, TENANT_HEADER);
  if (body?.deviceId && body.proof && tenantCode && hasGuestProof(tenantCode, body.deviceId, body.proof)) return `d:${tenantCode}:${body.deviceId}`;
  return `${ADDRESS_KEY}${request.ip}`;
}

/** A device's reading counts on its key (hashed: the counter store never holds a secret), else on the address. */
export function deviceKeyKey(request: FastifyRequest): string {
  const key = headerValue(request, DEVICE_KEY_HEADER);
  return key ? `dk:${createHash('sha256').update(key).digest('base64url')}` : `${ADDRESS_KEY}${request.ip}`;
}

export function hasGuestProof(tenantCode: string, deviceId: string, proof: string): boolean {
  return leadingZeroBits(createHash('sha256').update(guestProofMessage(tenantCode, deviceId, proof)).digest()) >= GUEST_PROOF_BITS;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

const tooMany = (context: { ttl: number }, code: ErrorCode, message: (seconds: string) => string): AppError => {
  const seconds = String(Math.max(1, Math.ceil(context.ttl / 1000)));
  return new AppError(429, code, message(seconds), { headers: { 'retry-after': seconds } });
};

/** Registers the plugin (before any route); RATE_LIMITS=off gives routes no limit. */
export async function registerRateLimits(app: FastifyInstance, env: Env, tokens: TokenService): Promise<RateLimits> {
  if (env.RATE_LIMITS === 'off') return { routeConfig: () => undefined };
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { connectTimeout: 2000, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  const redisHealth = redis ? watchRedis(app, redis) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    cache: LOCAL_KEYS_MAX,
    ...(redis ? { redis, nameSpace: 'youlan-rl:' } : {}),
    // Redis gone: serve rather than refuse everyone.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooMany(context, ErrorCode.RATE_LIMITED, (seconds) => `Too many requests: try again in ${seconds} s`),
  });

  /** `v:<tenant>:<visitor>` for a valid token (the header's, else a beacon's in the body), else `ip:<address>`. */
  const visitorKey = async (request: FastifyRequest): Promise<string> => {
    const body = request.body as { token?: unknown } | undefined;
    const token = bearerToken(headerValue(request, AUTH_HEADER)) ?? (typeof body?.token === 'string' ? body.token : undefined);
    const holder = token ? await tokens.holder(token) : null;
    return holder ? `v:${holder}` : `${ADDRESS_KEY}${request.ip}`;
  };
  return {
    routeConfig(route) {
      const budget = budgetOf(route);
      if (!budget) return undefined;
      const isLogin = route === apiRoutes.loginH5;
      return {
        rateLimit: {
          max: (_request, key) => (key.startsWith(ADDRESS_KEY) ? budget.perAddress : budget.max),
          timeWindow: budget.windowMs ?? WINDOW_MS,
          // Each route keeps its own counters; without this the plugin's default (5,000 keys) applies.
          cache: LOCAL_KEYS_MAX,
          hook: KEYED_ON_BODY.has(route) ? 'preHandler' : 'onRequest',
          keyGenerator: isLogin ? async (request) => guestLoginKey(request) : route === apiRoutes.ingestLiveStatus ? async (request) => deviceKeyKey(request) : visitorKey,
          // A route's allowList replaces the plugin's: a Redis that does not answer is skipped here too.
          allowList: (request) => redisHealth?.isDown === true || exemptFromBudget(route, request),
          ...(isLogin
            ? {
                errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) =>
                  guestLoginKey(request).startsWith(ADDRESS_KEY)
                    ? tooMany(
                        context,
                        ErrorCode.GUEST_PROOF_REQUIRED,
                        () => `Many guests are logging in from this address: send the login again with a proof (${GUEST_PROOF_BITS} zero bits)`,
                      )
                    : tooMany(context, ErrorCode.RATE_LIMITED, (seconds) => `Too many logins of this device: try again in ${seconds} s`),
              }
            : {}),
        },
      };
    },
  };
}
