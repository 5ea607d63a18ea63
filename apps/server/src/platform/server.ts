/**
 * The Fastify server and what every feature relies on, in the order that makes them cover every
 * route: serializers and validation, error answers, load shedding, security headers, the API
 * document, cookies, health, rate limits, and the app context (database, tokens, storage, disk,
 * streams, background work). app.ts builds on it.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyCookie from '@fastify/cookie';
import fastJson from 'fast-json-stringify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_SESSION_COOKIE } from '@youlan/contract/console';
import type { Database } from './db/database.ts';
import { trustProxyOption, type Env } from './env.ts';
import { registerErrorHandling } from './errors.ts';
import { serializeRequest } from './log.ts';
import { registerRateLimits } from './rate-limit.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { DescriptorWatch } from './descriptors.ts';
import { StreamGate, streamBounds } from './stream-gate.ts';
import { registerHealth } from './health.ts';
import { responseJsonSchema } from './route.ts';
import { TenantResolver, databaseTenantLookup } from './tenant.ts';
import { TokenService } from './auth.ts';
import { loadSecret } from './secrets.ts';
import { createStorage } from './storage/create-storage.ts';
import { LocalStorage, localStorageRoutes } from './storage/local-storage.ts';
import { DiskRoom, statfsProbe, type FreeSpaceProbe } from './storage/disk-room.ts';
import { handleClientError } from './client-error.ts';
import { ContentEditions } from './content-edition.ts';
import { registerBackgroundWork } from './background.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/database.ts';

/** Page-view beacons share a 64 KiB budget in the browser; no API body needs more. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface ServerOptions {
  env: Env;
  database: Database;
  /** Tests pass false to keep output clean. */
  logger?: boolean;
  /** Free disk space under DATA_DIR (tests simulate a full disk); statfs by default. */
  freeSpace?: FreeSpaceProbe;
}

/** What the platform needs to know of uploads (the media entity keeps them). */
export interface UploadLedger {
  /** Bytes signed for upload and not yet written, on every instance: the disk keeps room for them. */
  outstandingBytes(db: Db): Promise<number>;
  /** Whether the local store may take a PUT to this key (an upload signed and not finished). */
  isOpen(db: Db, key: string): Promise<boolean>;
}

export async function createServer({ env, database, logger = true, freeSpace }: ServerOptions, uploads: UploadLedger): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, serializers: { req: serializeRequest } } : false,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // Our own id for every request, unique across instances for log correlation. A client's
    // x-request-id is not trusted: it could forge or collide with other requests' log lines.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A too-long link gets the app's own screen, not Node's bare JSON 431 (platform/client-error.ts).
    clientErrorHandler: handleClientError,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    const jsonSchema = schema instanceof z.ZodType ? responseJsonSchema(schema) : schema;
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  });
  // sendBeacon posts text/plain; the route layer decides whether a route accepts it.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  registerErrorHandling(app);
  // Before any route, so they cover every route: shed load first, then headers on every answer.
  const descriptors = new DescriptorWatch();
  await registerLoadShedding(app, env, database.kind, descriptors);
  registerSecurityHeaders(app, env);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Youlan API', description: 'Generated from packages/contract', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          consoleSession: { type: 'apiKey', in: 'cookie', name: CONSOLE_SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyCookie);
  registerHealth(app, database.db);

  const { db } = database;
  const secret = await loadSecret(db, 'auth', env.AUTH_SECRET);
  const tokens = new TokenService(db, secret, env.TOKEN_TTL_SECONDS);
  const ctx: AppContext = {
    env,
    db,
    tenants: new TenantResolver(databaseTenantLookup(db)),
    tokens,
    storage: createStorage(env, secret),
    disk: new DiskRoom(freeSpace ?? statfsProbe(env.DATA_DIR), env.MIN_FREE_DISK_MB * 1024 * 1024, () => uploads.outstandingBytes(db)),
    log: app.log,
    rateLimits: await registerRateLimits(app, env, tokens),
    notifications: { listen: database.listen },
    content: new ContentEditions(),
    streams: new StreamGate(streamBounds(env.MAX_OPEN_STREAMS, descriptors.limit), descriptors),
    background: registerBackgroundWork(app, database),
    inTenant: (tenantId, work) => database.inTenant(tenantId, work),
  };
  // The local backend serves its own signed URLs.
  if (ctx.storage instanceof LocalStorage) await app.register(localStorageRoutes, { storage: ctx.storage, acceptsUpload: (key) => uploads.isOpen(db, key), disk: ctx.disk });
  return { app, ctx };
}
