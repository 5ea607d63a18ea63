/**
 * Builds the Fastify app. Reads like a table of contents: platform plugins first, then every
 * feature's routes, then the web app.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastJson from 'fast-json-stringify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './platform/db/database.ts';
import type { Env } from './platform/env.ts';
import { registerErrorHandling, registerNotFound } from './platform/errors.ts';
import { responseJsonSchema } from './platform/route.ts';
import { TenantResolver } from './platform/tenant.ts';
import { TokenService } from './platform/auth.ts';
import { loadSecret } from './platform/secrets.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { registerWebApp } from './platform/web-app.ts';
import type { AppContext } from './platform/context.ts';
import { createWeatherProvider } from './features/weather/create-weather-provider.ts';
import { registerVisitorRoutes } from './features/visitor/visitor.routes.ts';
import { registerPermissionRoutes } from './features/permission/permission.routes.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerWeatherRoutes } from './features/weather/weather.routes.ts';
import { registerPlaceRoutes } from './features/place/place.routes.ts';
import { registerMapRoutes } from './features/map/map.routes.ts';
import { registerViewLogRoutes } from './features/view-log/view-log.routes.ts';
import { registerMediaRoutes } from './features/media/media.routes.ts';
import { registerNoticeRoutes } from './features/notice/notice.routes.ts';
import { registerArticleRoutes } from './features/article/article.routes.ts';
import { registerSearchRoutes } from './features/search/search.routes.ts';
import { createWechatService } from './features/wechat/wechat.service.ts';
import { registerWechatRoutes } from './features/wechat/wechat.routes.ts';
import { registerSurveyRoutes } from './features/survey/survey.routes.ts';
import { registerPunchRoutes } from './features/punch/punch.routes.ts';
import { registerOpinionRoutes } from './features/opinion/opinion.routes.ts';

/** Page-view beacons share a 64 KiB budget in the browser; no API body needs more. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  env: Env;
  database: Database;
  /** Tests pass false to keep output clean. */
  logger?: boolean;
}

export async function buildApp({ env, database, logger = true }: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep request ids short and unique per instance for log correlation.
    requestIdHeader: 'x-request-id',
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    const jsonSchema = schema instanceof z.ZodType ? responseJsonSchema(schema) : schema;
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  });
  // sendBeacon posts text/plain; the route layer decides whether a route accepts it.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Youlan API', description: 'Generated from packages/contract', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const secret = await loadSecret(db, 'auth', env.AUTH_SECRET);
  const ctx: AppContext = {
    env,
    db,
    tenants: new TenantResolver(db),
    tokens: new TokenService(db, secret, env.TOKEN_TTL_SECONDS),
    storage: createStorage(env, secret),
    weather: createWeatherProvider(env, db),
    wechat: createWechatService(env, db),
    log: app.log,
  };

  registerVisitorRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerWeatherRoutes(app, ctx);
  registerPlaceRoutes(app, ctx);
  registerMapRoutes(app, ctx);
  registerViewLogRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerWechatRoutes(app, ctx);
  registerSurveyRoutes(app, ctx);
  registerPunchRoutes(app, ctx);
  registerOpinionRoutes(app, ctx);
  ctx.storage.registerRoutes?.(app);
  registerNotFound(app, await registerWebApp(app, ctx));

  return { app, ctx };
}
