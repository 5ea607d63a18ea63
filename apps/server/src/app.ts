/**
 * Builds the Fastify app. Reads like a table of contents: platform plugins first, then every
 * feature's routes, then the web app.
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
import type { Database } from './platform/db/database.ts';
import { trustProxyOption, type Env } from './platform/env.ts';
import { registerErrorHandling, registerNotFound } from './platform/errors.ts';
import { serializeRequest } from './platform/log.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { DescriptorWatch } from './platform/descriptors.ts';
import { StreamGate, streamBounds } from './platform/stream-gate.ts';
import { registerHealth } from './platform/health.ts';
import { responseJsonSchema } from './platform/route.ts';
import { TenantResolver, databaseTenantLookup } from './platform/tenant.ts';
import { TokenService } from './platform/auth.ts';
import { loadSecret } from './platform/secrets.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { LocalStorage, localStorageRoutes } from './platform/storage/local-storage.ts';
import { registerWebApp } from './platform/web-app.ts';
import { isUploadOpen, outstandingUploadBytes } from './entities/media/upload.service.ts';
import { DiskRoom, statfsProbe, type FreeSpaceProbe } from './platform/storage/disk-room.ts';
import { createPictureDecoder } from './entities/media/image-normalizer.ts';
import { registerConsoleApp } from './platform/console-app.ts';
import type { MediaContext } from './entities/media/media-access.ts';
import { handleClientError } from './platform/client-error.ts';
import { createWeatherProvider } from './features/weather/create-weather-provider.ts';
import { registerVisitorRoutes } from './features/visitor/visitor.routes.ts';
import { registerPermissionRoutes } from './features/permission/permission.routes.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerWeatherRoutes } from './features/weather/weather.routes.ts';
import { registerPlaceRoutes } from './features/place/place.routes.ts';
import { registerMapRoutes } from './features/map/map.routes.ts';
import { findAreaMap } from './features/map/map.service.ts';
import { registerViewLogRoutes } from './features/view-log/view-log.routes.ts';
import { registerMediaRoutes } from './features/media/media.routes.ts';
import { registerNoticeRoutes } from './features/notice/notice.routes.ts';
import { registerArticleRoutes } from './features/article/article.routes.ts';
import { registerSearchRoutes } from './features/search/search.routes.ts';
import { createWechatService } from './features/wechat/wechat.service.ts';
import { registerWechatRoutes } from './features/wechat/wechat.routes.ts';
import { registerSurveyRoutes } from './features/survey/survey.routes.ts';
import { registerPunchRoutes } from './features/punch/punch.routes.ts';
import { registerClickRoutes } from './features/click/click.routes.ts';
import { areaSettings } from './features/config/config.service.ts';
import { placeSearchSource, placesById } from './features/place/place.service.ts';
import { place } from './entities/place/place.table.ts';
import { noticeSearchSource } from './features/notice/notice.service.ts';
import { notice } from './entities/notice/notice.table.ts';
import { articleSearchSource } from './features/article/article.service.ts';
import { article } from './entities/article/article.table.ts';
import { registerOpinionRoutes } from './features/opinion/opinion.routes.ts';
import { registerOperatorRoutes } from './features/operator/operator.routes.ts';
import { registerOpinionConsoleRoutes } from './features/opinion/opinion.console.routes.ts';
import { registerSurveyConsoleRoutes } from './features/survey/survey.console.routes.ts';
import { registerPunchConsoleRoutes } from './features/punch/punch.console.routes.ts';
import { registerAreaConsoleRoutes } from './features/area/area.console.routes.ts';
import { registerAnalyticsConsoleRoutes } from './features/analytics/analytics.console.routes.ts';
import { registerPhotoConsoleRoutes } from './features/photo/photo.console.routes.ts';
import { registerNoticeConsoleRoutes } from './features/notice/notice.console.routes.ts';
import { registerPlaceConsoleRoutes } from './features/place/place.console.routes.ts';
import { registerSearchConsoleRoutes } from './features/search/search.console.routes.ts';
import { registerConfigConsoleRoutes } from './features/config/config.console.routes.ts';
import { registerArticleConsoleRoutes } from './features/article/article.console.routes.ts';
import { registerPermissionConsoleRoutes } from './features/permission/permission.console.routes.ts';
import { registerMediaConsoleRoutes } from './features/media/media.console.routes.ts';
import { registerMapConsoleRoutes } from './features/map/map.console.routes.ts';
import { registerBoostConsoleRoutes } from './features/boost/boost.console.routes.ts';
import { registerPanoramaConsoleRoutes } from './features/panorama/panorama.console.routes.ts';
import { startDataSource } from './start-data.ts';
import { areaFiles } from './area-file/area-files.ts';
import { ContentEditions } from './platform/content-edition.ts';
import { registerBoostRoutes } from './features/boost/boost.routes.ts';
import { registerPanoramaRoutes } from './features/panorama/panorama.routes.ts';
import { getPlaceSample } from './features/boost/boost.service.ts';
import { registerHelpShootRoutes } from './features/help-shoot/help-shoot.routes.ts';

/** Page-view beacons share a 64 KiB budget in the browser; no API body needs more. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  env: Env;
  database: Database;
  /** Tests pass false to keep output clean. */
  logger?: boolean;
  /** Free disk space under DATA_DIR (tests simulate a full disk); statfs by default. */
  freeSpace?: FreeSpaceProbe;
}

export async function buildApp({ env, database, logger = true, freeSpace }: BuildOptions): Promise<{ app: FastifyInstance; ctx: MediaContext }> {
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
  const ctx: MediaContext = {
    env,
    db,
    tenants: new TenantResolver(databaseTenantLookup(db)),
    tokens,
    storage: createStorage(env, secret),
    pictures: createPictureDecoder(),
    disk: new DiskRoom(freeSpace ?? statfsProbe(env.DATA_DIR), env.MIN_FREE_DISK_MB * 1024 * 1024, () => outstandingUploadBytes(db)),
    log: app.log,
    rateLimits: await registerRateLimits(app, env, tokens),
    notifications: { listen: database.listen },
    content: new ContentEditions(),
    streams: new StreamGate(streamBounds(env.MAX_OPEN_STREAMS, descriptors.limit), descriptors),
    inTenant: (tenantId, work) => database.inTenant(tenantId, work),
  };

  // Before the server waits for open requests: a picture still decoding ends now, with a 503.
  app.addHook('preClose', async () => ctx.pictures.close());

  // What one feature offers another, handed over here (features never import each other).
  const settings = areaSettings(db);
  const wechat = createWechatService(env, db);
  const punchArea = { places: (tenantId: number, ids: number[]) => placesById(db, tenantId, ids), coordinateSystem: settings.coordinateSystem };

  registerVisitorRoutes(app, ctx, wechat);
  registerPermissionRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerWeatherRoutes(app, ctx, createWeatherProvider(env, settings));
  registerPlaceRoutes(app, ctx);
  registerClickRoutes(app, ctx, { place, notice, article, autoGuide: { eventOnly: place } });
  registerMapRoutes(app, ctx);
  registerViewLogRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerSearchRoutes(app, ctx, [placeSearchSource(db), noticeSearchSource(db), articleSearchSource(db)]);
  registerWechatRoutes(app, ctx, wechat);
  registerSurveyRoutes(app, ctx);
  registerPunchRoutes(app, ctx, punchArea);
  registerOpinionRoutes(app, ctx);
  const boostArea = { places: punchArea.places, title: settings.title };
  registerBoostRoutes(app, ctx, boostArea);
  registerHelpShootRoutes(app, ctx, { placeSample: (tenantId, placePoseId) => getPlaceSample(db, boostArea, tenantId, placePoseId) });
  registerPanoramaRoutes(app, ctx);
  // The local backend serves its own signed URLs.
  if (ctx.storage instanceof LocalStorage) await app.register(localStorageRoutes, { storage: ctx.storage, acceptsUpload: (key) => isUploadOpen(db, key), disk: ctx.disk });
  // The operator console's API (cookie sessions, never visitor tokens).
  registerOperatorRoutes(app, ctx);
  registerOpinionConsoleRoutes(app, ctx);
  registerSurveyConsoleRoutes(app, ctx);
  registerPunchConsoleRoutes(app, ctx, punchArea);
  registerAreaConsoleRoutes(app, ctx, areaFiles);
  registerAnalyticsConsoleRoutes(app, ctx);
  registerPhotoConsoleRoutes(app, ctx);
  registerNoticeConsoleRoutes(app, ctx);
  registerPlaceConsoleRoutes(app, ctx, { map: (tenantId) => findAreaMap(db, tenantId) });
  registerSearchConsoleRoutes(app, ctx);
  registerConfigConsoleRoutes(app, ctx);
  registerArticleConsoleRoutes(app, ctx);
  registerPermissionConsoleRoutes(app, ctx);
  registerMediaConsoleRoutes(app, ctx);
  registerMapConsoleRoutes(app, ctx);
  registerBoostConsoleRoutes(app, ctx);
  registerPanoramaConsoleRoutes(app, ctx);
  await registerConsoleApp(app, ctx);
  registerNotFound(app, await registerWebApp(app, ctx, startDataSource(app, ctx.content)));

  return { app, ctx };
}
