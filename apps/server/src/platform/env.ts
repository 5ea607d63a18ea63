/**
 * The server's whole configuration, read from the environment once and checked with zod:
 * a missing or malformed variable stops the start with its name.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** A proxy's address or CIDR, or one of proxy-addr's names for a range. */
const isProxyAddress = (value: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses (see TRUST_PROXY). */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === 'false' || trimmed === '' || trimmed === '0') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const addresses = trimmed.split(',').map((item) => item.trim());
    if (trimmed !== 'true' && addresses.every(isProxyAddress)) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        trimmed === 'true'
          ? '`true` would believe the X-Forwarded-For a client sends itself; give the number of proxies in front (e.g. 1 behind one load balancer) or their addresses/CIDRs, comma-separated'
          : 'the number of proxies in front (e.g. 1) or their addresses/CIDRs, comma-separated (e.g. 10.0.0.0/8,192.168.1.5)',
    });
    return z.NEVER;
  });

/**
 * TRUST_PROXY as Fastify's `trustProxy`: a hop count becomes proxy-addr's own rule for one
 * (trust the `count` nearest hops), which Fastify does at run time but its types do not name.
 */
export function trustProxyOption(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files and the local media store keeps uploads. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL URL; unset means the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Signs visitor tokens and media URLs. Unset: a random secret is made once and kept in the database. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** How long a visitor token works, seconds (30 days). */
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 24 * 3600),
  /** The tenant whose code the served web app carries when the Host matches no tenant domain. */
  DEFAULT_TENANT: z.string().default('demo'),
  /**
   * The proxies in front whose X-Forwarded-For (and -Proto, -Host) is believed: how many hops
   * (`1` behind one load balancer) or their addresses and CIDRs, comma-separated. Unset or
   * `false`: none, the address is the connection's. `true` is refused: it believed the client's
   * own header, so any client could pick its address and dodge every per-address limit.
   */
  TRUST_PROXY: TrustProxySchema,
  /** The built web app; empty to serve only the API. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The built operators' console, served under /console; empty to not serve it. */
  CONSOLE_DIST: z.string().default('apps/console/dist'),
  /** Seed the demo scenic area when the database has no tenant. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Public base URL of this server, for signed media URLs; unset: taken from the request. */
  PUBLIC_URL: z.string().url().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (MinIO, s3rver); virtual-hosted style for S3 and Aliyun OSS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** `operator`: weather the operator sets in the configuration; `amap`: AMap's live weather. */
  WEATHER_PROVIDER: z.enum(['operator', 'amap']).default('operator'),
  AMAP_KEY: z.string().optional(),
  AMAP_API_BASE: z.string().url().default('https://restapi.amap.com'),
  /** The WeChat official account (服务号) the app signs JS-SDK pages and logs visitors in with; unset: no WeChat. */
  WECHAT_APP_ID: z.string().regex(/^wx[0-9a-f]{16}$/i, 'a WeChat AppID (wx + 16 hex digits)').optional(),
  WECHAT_APP_SECRET: z.string().min(16).optional(),
  /** WeChat's API host; tests and egress proxies point it elsewhere. */
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  /** OAuth scope of the web login: `snsapi_base` (silent, openid only) or `snsapi_userinfo` (asks, adds the profile). */
  WECHAT_OAUTH_SCOPE: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_base'),
  /**
   * Machine translation of the area's texts (console, translation board): an OpenAI-compatible chat
   * completions endpoint or its API's base URL (`https://api.openai.com/v1`); unset: no machine
   * translation (docs/languages.md).
   */
  TRANSLATE_API_URL: z.string().url().optional(),
  /** Sent as `Authorization: Bearer …`; a local server (Ollama, vLLM) may need none. */
  TRANSLATE_API_KEY: z.string().optional(),
  /** The model the endpoint runs (`gpt-4o-mini`, `deepseek-chat`, `qwen-plus`, …). */
  TRANSLATE_MODEL: z.string().optional(),
  /** One batch of texts gets this long to come back, ms. */
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Shared rate-limit counters for every instance (`redis://…`); unset: in-process, LRU-bounded counters. */
  REDIS_URL: z.string().url().optional(),
  /** `off` only for test runs that hammer one route on purpose (fuzzing); docs/hardening.md lists the limits. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** How old a guest must be before its searches count toward the area's hot words (WeChat visitors count at once); docs/hardening.md. */
  HOT_WORD_GUEST_MIN_AGE_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60),
  /** How often the crowd tick samples counts and raises alarms (docs/live-status.md); the browser tests set 2. */
  CROWD_TICK_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /**
   * Answer 503 at once (load shedding) while the event loop lags more than this (0: never).
   * Unset: 1000 on PostgreSQL, off on PGlite, whose queries run on the event loop itself (there a
   * lag is the database working, not overload).
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** … or while the heap holds more than this (0: no heap limit). */
  MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  /** Event streams this instance holds at once; unset: a quarter of the soft descriptor limit (docs/hardening.md). */
  MAX_OPEN_STREAMS: z.coerce.number().int().min(1).optional(),
  /** node-postgres: give up connecting after this long (a database that is down answers 503 fast). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** PostgreSQL cancels a statement running longer than this (below the app's 15 s request timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** New uploads are refused (507) while the data directory's disk has less free space than this. */
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(1024),
  /** Seconds of picture decoding one visitor's uploads may take in an hour (phone photos take a fraction of one each); past it, 429. */
  UPLOAD_DECODE_SECONDS_PER_HOUR: z.coerce.number().min(0).default(60),
  /** Worker threads for photo-studio image jobs; default min(2, cores - 1), at least 1; 0: this instance works no jobs (others do). */
  IMAGE_WORKERS: z.coerce.number().int().min(0).max(32).default(Math.max(1, Math.min(2, availableParallelism() - 1))),
  /** Tenant codes (comma-separated) whose image jobs this instance works; unset: every area's. */
  IMAGE_JOB_TENANTS: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, 'tenant codes separated by commas')
    .transform((codes) => codes.split(','))
    .optional(),
  /** How often an idle instance looks for queued image jobs, ms (a job made here starts at once). */
  IMAGE_JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** `off`: no speech; a place's guide plays its recordings only (docs/languages.md, "Audio"). */
  TTS: z.enum(['on', 'off']).default('on'),
  /**
   * Speech of translated audio guides (docs/languages.md, "Audio"): an OpenAI-compatible
   * `/audio/speech` endpoint or its API's base URL (`https://api.openai.com/v1`); unset: espeak-ng
   * on this machine.
   */
  TTS_API_URL: z.string().url().optional(),
  /** Sent as `Authorization: Bearer …`; a local server may need none. */
  TTS_API_KEY: z.string().optional(),
  /** The speech model the endpoint runs (`tts-1`, `gpt-4o-mini-tts`, …). */
  TTS_MODEL: z.string().default('tts-1'),
  /** The voice that reads every language (the service's voices are multilingual). */
  TTS_VOICE: z.string().default('alloy'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv | Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.STORAGE_DRIVER === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`Bad environment: STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  }
  if (env.WEATHER_PROVIDER === 'amap' && !env.AMAP_KEY) throw new Error('Bad environment: WEATHER_PROVIDER=amap needs AMAP_KEY');
  if (env.TRANSLATE_API_URL && !env.TRANSLATE_MODEL) throw new Error('Bad environment: TRANSLATE_API_URL needs TRANSLATE_MODEL');
  if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) throw new Error('Bad environment: WECHAT_APP_ID and WECHAT_APP_SECRET go together');
  return env;
}
