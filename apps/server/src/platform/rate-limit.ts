/**
 * Rate limits (@fastify/rate-limit): every write and every expensive read has a budget per minute,
 * counted per visitor when the request carries a valid token (many visitors of one scenic area
 * share a carrier's NAT address) and per IP address otherwise. Counters live in Redis when
 * REDIS_URL is set, so every instance agrees; else in process, in the plugin's LRU-bounded store.
 * Over budget: 429 RATE_LIMITED with Retry-After. docs/hardening.md lists the budgets.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AUTH_HEADER, ErrorCode, apiRoutes, type ApiRoute } from '@youlan/contract';
import { bearerToken, type TokenService } from './auth.ts';
import type { Env } from './env.ts';
import { AppError } from './errors.ts';

/** Requests per minute. */
export interface RateBudget {
  max: number;
  /** `ip`: the route runs before anyone is known (login) or must not trust the token for the key. */
  key: 'visitor-or-ip' | 'ip';
}

/** Writes not named below. */
const DEFAULT_WRITE: RateBudget = { max: 60, key: 'visitor-or-ip' };

/** The routes with their own budget: the expensive reads and the writes worth abusing. */
export const RATE_BUDGETS: Partial<Record<keyof typeof apiRoutes, RateBudget>> = {
  // 300 new guests in 0.74 s from one address was possible: a phone logs in a few times a day.
  loginH5: { max: 30, key: 'ip' },
  createOpinion: { max: 10, key: 'visitor-or-ip' },
  answerSurvey: { max: 10, key: 'visitor-or-ip' },
  placeLike: { max: 60, key: 'visitor-or-ip' },
  recordClick: { max: 120, key: 'visitor-or-ip' },
  // The beacon carries its token in the body, which is not parsed yet when the limit is checked.
  postViewLog: { max: 60, key: 'ip' },
  signUrl: { max: 60, key: 'visitor-or-ip' },
  completeUpload: { max: 30, key: 'visitor-or-ip' },
  search: { max: 120, key: 'visitor-or-ip' },
  searchType: { max: 120, key: 'visitor-or-ip' },
  getWechatOauthUrl: { max: 30, key: 'ip' },
  getJsapiTicket: { max: 60, key: 'ip' },
  createHelpShoot: { max: 20, key: 'visitor-or-ip' },
  // A still about every 0.7 s while WebRTC cannot connect, and ICE candidates come in bursts.
  helpShootFrame: { max: 120, key: 'visitor-or-ip' },
  helpShootSignal: { max: 240, key: 'visitor-or-ip' },
};

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
  routeConfig(route: ApiRoute): { rateLimit: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => Promise<string> } } | undefined;
}

const NAME_OF_ROUTE = new Map<ApiRoute, keyof typeof apiRoutes>(Object.entries(apiRoutes).map(([name, route]) => [route as ApiRoute, name as keyof typeof apiRoutes]));

/** The budget of a route; plain reads (answered from caches) have none. */
export function budgetOf(route: ApiRoute): RateBudget | null {
  const name = NAME_OF_ROUTE.get(route);
  return (name && RATE_BUDGETS[name]) ?? (route.method === 'GET' ? null : DEFAULT_WRITE);
}

/** Registers the plugin (before any route); RATE_LIMITS=off gives routes no limit. */
export async function registerRateLimits(app: FastifyInstance, env: Env, tokens: TokenService): Promise<RateLimits> {
  if (env.RATE_LIMITS === 'off') return { routeConfig: () => undefined };
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { connectTimeout: 2000, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  const redisHealth = redis ? watchRedis(app, redis) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    cache: LOCAL_KEYS_MAX,
    ...(redis ? { redis, nameSpace: 'youlan-rl:', allowList: () => redisHealth?.isDown === true } : {}),
    // Redis gone: serve rather than refuse everyone.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = String(Math.max(1, Math.ceil(context.ttl / 1000)));
      return new AppError(429, ErrorCode.RATE_LIMITED, `Too many requests: try again in ${seconds} s`, { headers: { 'retry-after': seconds } });
    },
  });

  /** `v:<tenant>:<visitor>` for a valid token, else `ip:<address>`. */
  const keyOf = async (request: FastifyRequest, budget: RateBudget): Promise<string> => {
    if (budget.key === 'visitor-or-ip') {
      const header = request.headers[AUTH_HEADER];
      const token = bearerToken(Array.isArray(header) ? header[0] : header);
      const holder = token ? await tokens.holder(token) : null;
      if (holder) return `v:${holder}`;
    }
    return `ip:${request.ip}`;
  };
  return {
    routeConfig(route) {
      const budget = budgetOf(route);
      return budget ? { rateLimit: { max: budget.max, timeWindow: WINDOW_MS, keyGenerator: (request: FastifyRequest) => keyOf(request, budget) } } : undefined;
    },
  };
}
