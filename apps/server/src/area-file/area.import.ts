/**
 * Loads a scenic area into the database in one transaction: a new tenant with its configuration,
 * route permissions, place classes, places, notices, articles, hot search words, surveys, the photo
 * studio's catalogue and panoramas. Operator HTML is sanitized here, once.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { flattenAppRoutes } from '@youlan/contract';
import type { AppContext } from '../platform/context.ts';
import { article } from '../entities/article/article.table.ts';
import { mapConfig } from '../features/map/map.table.ts';
import { notice } from '../entities/notice/notice.table.ts';
import { place, placeClass } from '../entities/place/place.table.ts';
import { punchSpot } from '../entities/punch/punch.table.ts';
import { routePermission } from '../features/permission/permission.table.ts';
import { searchSynonym, searchWord, searchWordBlock } from '../features/search/search.table.ts';
import { tenant } from '../platform/db/schema.ts';
import { tenantConfig, weatherWord } from '../features/config/config.table.ts';
import { translationsFrom, type TranslationTexts } from '../entities/translation/translation.ts';
import { sanitizeOperatorHtml } from '../platform/html.ts';
import { importSurveys } from '../features/survey/survey.file.ts';
import { importBoostCatalogue, storeSkyThumbnails } from '../features/boost/boost.file.ts';
import { importPanoramas } from '../features/panorama/panorama.file.ts';
import { importTours } from '../features/tour/tour.file.ts';
import { importLiveStatus } from '../features/live-status/live-status.file.ts';
import type { AreaFile } from './area.file.ts';

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  json: 'application/json',
};

export class AreaExistsError extends Error {}

/** The translations with one HTML field sanitized like its source. */
function sanitizedHtml(texts: TranslationTexts, field: string): TranslationTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([lang, fields]) => {
      const text = fields[field];
      if (text === undefined) return [lang, fields];
      return [lang, { ...fields, [field]: typeof text === 'string' ? sanitizeOperatorHtml(text) : { ...text, text: sanitizeOperatorHtml(text.text) } }];
    }),
  );
}

/** Imports the area; `baseDir` is where the file's media paths are relative to. Returns the tenant id. */
export async function importArea(ctx: Pick<AppContext, 'db' | 'storage'>, area: AreaFile, baseDir?: string): Promise<number> {
  const copiedMedia = new Set(baseDir ? Object.keys(area.media) : []);
  const tenantId = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.code, area.tenant.code));
    if (existing) throw new AreaExistsError(`A scenic area with code "${area.tenant.code}" already exists`);
    const [created] = await tx
      .insert(tenant)
      .values({ code: area.tenant.code, name: area.tenant.name, domains: area.tenant.domains, mainLanguage: area.mainLanguage, languages: area.languages })
      .returning({ id: tenant.id });
    if (!created) throw new Error('tenant insert returned nothing');
    const id = created.id;

    const { translations: configTexts, ...configFields } = area.config;
    const config = { ...configFields, aboutUsHtml: sanitizeOperatorHtml(configFields.aboutUsHtml) };
    const configTranslations = translationsFrom(sanitizedHtml(configTexts, 'aboutUsHtml'), {
      title: config.title,
      aboutUsHtml: config.aboutUsHtml,
      address: config.address,
      openingHours: config.openingHours,
      businessIntro: config.business.intro,
      businessContactName: config.business.contactName,
    });
    await tx.insert(tenantConfig).values({ tenantId: id, config, translations: configTranslations, weather: area.weather, weatherCityCode: area.weatherCityCode });
    // Every word the days use has its row (the translation board lists them), with the file's translations.
    const words = new Map(area.weatherWords.map((entry) => [entry.word, entry.translations]));
    for (const day of area.weather) for (const word of [day.dayWeather, day.nightWeather]) if (!words.has(word)) words.set(word, {});
    if (words.size) await tx.insert(weatherWord).values([...words].map(([word, texts]) => ({ tenantId: id, word, translations: translationsFrom(texts, { word }) })));

    const closed = new Set(area.closedRoutes);
    await tx.insert(routePermission).values(
      flattenAppRoutes().map((route, sort) => ({
        tenantId: id,
        path: route.fullPath,
        parentPath: route.ancestors.at(-1) ?? null,
        status: closed.has(route.fullPath) ? 0 : 1,
        sort,
      })),
    );

    const classIds = new Map<string, number>();
    for (const [sort, placeClassEntry] of area.placeClasses.entries()) {
      const [row] = await tx
        .insert(placeClass)
        .values({ tenantId: id, name: placeClassEntry.name, translations: translationsFrom(placeClassEntry.translations, { name: placeClassEntry.name }), icon: placeClassEntry.icon, sort })
        .returning({ id: placeClass.id });
      if (row) classIds.set(placeClassEntry.key, row.id);
    }
    const placeIdsByName = new Map<string, number>();
    const placesByName = new Map<string, { id: number; longitude: number; latitude: number }>();
    if (area.places.length) {
      const placeIds = await tx
        .insert(place)
        .values(
          area.places.map(({ classKey, punch: _punch, translations, ...rest }, sort) => ({
            ...rest,
            translations: translationsFrom(translations, { name: rest.name, intro: rest.intro, transcript: rest.transcript }),
            tenantId: id,
            classId: classIds.get(classKey) ?? 0,
            sort,
          })),
        )
        .returning({ id: place.id });
      // PostgreSQL returns a multi-row insert's rows in the order of its VALUES.
      const spots = area.places.flatMap((entry, index) => {
        const placeId = placeIds[index]?.id;
        return entry.punch && placeId ? [{ tenantId: id, placeId, stampKey: entry.punch.stampKey, sort: index }] : [];
      });
      if (spots.length) await tx.insert(punchSpot).values(spots);
      area.places.forEach((entry, index) => {
        const placeId = placeIds[index]?.id;
        if (placeId && !placeIdsByName.has(entry.name)) {
          placeIdsByName.set(entry.name, placeId);
          placesByName.set(entry.name, { id: placeId, longitude: entry.longitude, latitude: entry.latitude });
        }
      });
    }
    if (area.notices.length) {
      await tx.insert(notice).values(
        area.notices.map((n) => {
          const contentHtml = sanitizeOperatorHtml(n.contentHtml);
          return {
            tenantId: id,
            title: n.title,
            contentHtml,
            translations: translationsFrom(sanitizedHtml(n.translations, 'contentHtml'), { title: n.title, contentHtml }),
            isPinned: n.isPinned,
            publishedAt: new Date(n.publishedAt),
          };
        }),
      );
    }
    if (area.map) await tx.insert(mapConfig).values({ tenantId: id, config: area.map });
    if (area.articles.length) {
      await tx.insert(article).values(
        area.articles.map(({ translations, ...a }, sort) => {
          const contentHtml = sanitizeOperatorHtml(a.contentHtml);
          return {
            ...a,
            tenantId: id,
            contentHtml,
            translations: translationsFrom(sanitizedHtml(translations, 'contentHtml'), { title: a.title, summary: a.summary, author: a.author ?? '', contentHtml }),
            sort,
            publishedAt: new Date(a.publishedAt),
          };
        }),
      );
    }
    if (area.searchWords.length) {
      await tx.insert(searchWord).values(area.searchWords.map(({ word, translations }, sort) => ({ tenantId: id, word, translations: translationsFrom(translations, { word }), sort })));
    }
    if (area.blockedSearchWords.length) {
      await tx.insert(searchWordBlock).values(area.blockedSearchWords.map((word) => ({ tenantId: id, word })));
    }
    if (area.searchSynonyms.length) {
      await tx.insert(searchSynonym).values(area.searchSynonyms.map((words) => ({ tenantId: id, words })));
    }
    await importSurveys(tx, id, area.surveys);
    await importBoostCatalogue(tx, id, area, placeIdsByName, copiedMedia);
    await importPanoramas(tx, id, area, placeIdsByName);
    await importTours(tx, id, area, area.map?.trails ?? null, placesByName);
    await importLiveStatus(tx, id, area, placeIdsByName);
    return id;
  });

  if (baseDir) {
    for (const [key, relativePath] of Object.entries(area.media)) {
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      await ctx.storage.put(`${area.tenant.code}/${key}`, readFileSync(resolve(baseDir, relativePath)), CONTENT_TYPES[extension] ?? 'application/octet-stream');
    }
    await storeSkyThumbnails(ctx.storage, area.tenant.code, area, copiedMedia);
  }
  return tenantId;
}
