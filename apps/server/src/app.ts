/**
 * Builds the Fastify app, and reads as the product's table of contents: the platform (server,
 * route layer, storage, background work), then one plugin per feature, each owning its visitor
 * routes, its console routes, its background work and its start-up; then the console and the
 * visitor app. What one feature offers another is handed over here: features never import each other.
 */
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from './platform/server.ts';
import { registerNotFound } from './platform/errors.ts';
import { registerConsoleApp } from './platform/console-app.ts';
import { registerWebApp } from './platform/web-app.ts';
import { createPictureDecoder } from './entities/media/image-normalizer.ts';
import type { MediaContext } from './entities/media/media-access.ts';
import { isUploadOpen, outstandingUploadBytes } from './entities/media/upload.service.ts';
import { createSpeechStore, speechProviderFrom } from './entities/media/speech.ts';
import { place } from './entities/place/place.table.ts';
import { notice } from './entities/notice/notice.table.ts';
import { article } from './entities/article/article.table.ts';
import { areaFiles } from './area-file/area-files.ts';
import { startDataSource } from './start-data.ts';
import { visitorPlugin } from './features/visitor/visitor.plugin.ts';
import { permissionPlugin } from './features/permission/permission.plugin.ts';
import { configPlugin } from './features/config/config.plugin.ts';
import { areaSettings } from './features/config/config.service.ts';
import { weatherPlugin } from './features/weather/weather.plugin.ts';
import { createWeatherProvider } from './features/weather/weather-provider.factory.ts';
import { placePlugin } from './features/place/place.plugin.ts';
import { placeSearchSource, placesById } from './features/place/place.service.ts';
import { clickPlugin } from './features/click/click.plugin.ts';
import { mapPlugin } from './features/map/map.plugin.ts';
import { findAreaMap } from './features/map/map.service.ts';
import { viewLogPlugin } from './features/view-log/view-log.plugin.ts';
import { mediaPlugin } from './features/media/media.plugin.ts';
import { noticePlugin } from './features/notice/notice.plugin.ts';
import { noticeSearchSource } from './features/notice/notice.service.ts';
import { articlePlugin } from './features/article/article.plugin.ts';
import { articleSearchSource } from './features/article/article.service.ts';
import { searchPlugin } from './features/search/search.plugin.ts';
import { wechatPlugin } from './features/wechat/wechat.plugin.ts';
import { createWechatService } from './features/wechat/wechat.service.ts';
import { surveyPlugin } from './features/survey/survey.plugin.ts';
import { punchPlugin } from './features/punch/punch.plugin.ts';
import { opinionPlugin } from './features/opinion/opinion.plugin.ts';
import { boostPlugin } from './features/boost/boost.plugin.ts';
import { placePoseSnapshot } from './features/boost/boost.service.ts';
import { helpShootPlugin } from './features/help-shoot/help-shoot.plugin.ts';
import { panoramaPlugin } from './features/panorama/panorama.plugin.ts';
import { tourPlugin } from './features/tour/tour.plugin.ts';
import { photoPlugin } from './features/photo/photo.plugin.ts';
import { operatorPlugin } from './features/operator/operator.plugin.ts';
import { areaPlugin } from './features/area/area.plugin.ts';
import { analyticsPlugin } from './features/analytics/analytics.plugin.ts';
import { translationPlugin } from './features/translation/translation.plugin.ts';
import { liveStatusPlugin } from './features/live-status/live-status.plugin.ts';
import { translationSources } from './translation-subjects.ts';

export type BuildOptions = ServerOptions;

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: MediaContext }> {
  const { app, ctx: platform } = await createServer(options, { outstandingBytes: outstandingUploadBytes, isOpen: isUploadOpen });
  const ctx: MediaContext = { ...platform, pictures: createPictureDecoder() };
  // Before the server waits for open requests: a picture still decoding ends now, with a 503.
  app.addHook('preClose', async () => ctx.pictures.close());
  // Guides in the visitor's language where the operator recorded none (docs/languages.md, "Audio").
  const speaker = speechProviderFrom(ctx.env);
  const speech = speaker && createSpeechStore({ storage: ctx.storage, provider: speaker, onError: (err, made) => app.log.warn({ err, ...made }, 'speech could not be made') });
  app.addHook('preClose', async () => speech?.close());

  // What one feature offers another.
  const { db, env } = ctx;
  const settings = areaSettings(db);
  const wechat = createWechatService(env, db);
  const places = (tenantId: number, ids: number[]) => placesById(db, tenantId, ids);
  const boostArea = { places, title: settings.title };

  await app.register(visitorPlugin, { ctx, wechat });
  await app.register(permissionPlugin, { ctx });
  await app.register(configPlugin, { ctx });
  await app.register(weatherPlugin, { ctx, weather: createWeatherProvider(env, settings), settings });
  await app.register(placePlugin, { ctx, map: (tenantId) => findAreaMap(db, tenantId), speech: (area, lang, text) => speech?.ready(area, lang, text) ?? null,
    speechTimings: async (area, key) => (speech ? speech.timings(area, key) : null),
  });
  await app.register(clickPlugin, { ctx, targets: { place, notice, article, autoGuide: { eventOnly: place } } });
  await app.register(mapPlugin, { ctx });
  await app.register(viewLogPlugin, { ctx });
  await app.register(mediaPlugin, { ctx });
  await app.register(noticePlugin, { ctx });
  await app.register(articlePlugin, { ctx });
  await app.register(searchPlugin, { ctx, sources: [placeSearchSource(db), noticeSearchSource(db), articleSearchSource(db)] });
  await app.register(wechatPlugin, { ctx, wechat });
  await app.register(surveyPlugin, { ctx });
  await app.register(punchPlugin, { ctx, area: { places, coordinateSystem: settings.coordinateSystem } });
  await app.register(opinionPlugin, { ctx });
  await app.register(boostPlugin, { ctx, area: boostArea });
  await app.register(helpShootPlugin, { ctx, catalogue: { placePose: (tenantId, placePoseId) => placePoseSnapshot(db, boostArea, tenantId, placePoseId) } });
  await app.register(panoramaPlugin, { ctx });
  await app.register(tourPlugin, { ctx, area: { trails: async (tenantId) => (await findAreaMap(db, tenantId))?.trails ?? null } });
  await app.register(photoPlugin, { ctx });
  await app.register(operatorPlugin, { ctx });
  await app.register(areaPlugin, { ctx, files: areaFiles });
  await app.register(analyticsPlugin, { ctx });
  await app.register(translationPlugin, { ctx, sources: translationSources() });
  await app.register(liveStatusPlugin, { ctx });

  await registerConsoleApp(app, ctx);
  registerNotFound(app, await registerWebApp(app, ctx, startDataSource(app, ctx.content, ctx.tenants)));
  return { app, ctx };
}
