/**
 * The area export: everything the area file holds, read back from the database in the exact shape
 * `npm run import:area` reads (area.file.ts), so export → import → export gives the same file but
 * for the code. What the file cannot carry stays behind: media files (`media` is empty: the keys
 * are in the file, the bytes in the store), visitors' records, counts and the operators' accounts.
 * Place classes get keys by their order (the database keeps none), stable across a round trip.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { tenant } from '../platform/db/schema.ts';
import { place, placeClass } from '../entities/place/place.table.ts';
import { notFound } from '../platform/errors.ts';
import { tenantConfig } from '../features/config/config.table.ts';
import { routePermission } from '../features/permission/permission.table.ts';
import { punchSpot } from '../entities/punch/punch.table.ts';
import { notice } from '../entities/notice/notice.table.ts';
import { article } from '../entities/article/article.table.ts';
import { searchSynonym, searchWord, searchWordBlock } from '../features/search/search.table.ts';
import { mapConfig } from '../features/map/map.table.ts';
import { placeFieldsOf } from '../features/place/place.console.ts';
import { exportSurveys } from '../features/survey/survey.file.ts';
import { exportBoostCatalogue } from '../features/boost/boost.file.ts';
import { exportPanoramas } from '../features/panorama/panorama.file.ts';
import { exportTours } from '../features/tour/tour.file.ts';
import { exportLiveStatus } from '../features/live-status/live-status.file.ts';
import { weatherWord } from '../features/config/config.table.ts';
import { translationTexts as texts } from '../entities/translation/translation.ts';
import type { AreaFile } from './area.file.ts';

/** The JSON an area file holds (dates as ISO text), as `parseAreaFile` reads it back. */
export type AreaFileJson = AreaFile;


export async function exportArea(db: Db, tenantId: number): Promise<AreaFileJson> {
  const [area] = await db.select().from(tenant).where(eq(tenant.id, tenantId));
  const [settings] = await db.select().from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId));
  if (!area || !settings) throw notFound('This area has no settings to export');
  const classes = await db.select().from(placeClass).where(eq(placeClass.tenantId, tenantId)).orderBy(asc(placeClass.sort), asc(placeClass.id));
  const classKeys = new Map(classes.map((row, index) => [row.id, `class-${index + 1}`]));
  const places = await db.select().from(place).where(eq(place.tenantId, tenantId)).orderBy(asc(place.sort), asc(place.id));
  const stamps = new Map((await db.select().from(punchSpot).where(eq(punchSpot.tenantId, tenantId))).map((spot) => [spot.placeId, spot.stampKey]));
  const placeNames = new Map(places.map((row) => [row.id, row.name]));
  const closed = await db.select({ path: routePermission.path, status: routePermission.status }).from(routePermission).where(eq(routePermission.tenantId, tenantId)).orderBy(asc(routePermission.sort), asc(routePermission.id));
  const notices = await db.select().from(notice).where(eq(notice.tenantId, tenantId)).orderBy(asc(notice.id));
  const articles = await db.select().from(article).where(eq(article.tenantId, tenantId)).orderBy(asc(article.sort), asc(article.id));
  const words = await db.select().from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.sort), asc(searchWord.id));
  const blocked = await db.select().from(searchWordBlock).where(eq(searchWordBlock.tenantId, tenantId)).orderBy(asc(searchWordBlock.id));
  const synonyms = await db.select().from(searchSynonym).where(eq(searchSynonym.tenantId, tenantId)).orderBy(asc(searchSynonym.id));
  const [map] = await db.select().from(mapConfig).where(eq(mapConfig.tenantId, tenantId));
  const weatherWords = await db.select().from(weatherWord).where(eq(weatherWord.tenantId, tenantId)).orderBy(asc(weatherWord.id));
  return {
    tenant: { code: area.code, name: area.name, domains: area.domains },
    mainLanguage: area.mainLanguage,
    languages: area.languages,
    config: { ...settings.config, translations: texts(settings.translations) },
    weather: settings.weather,
    weatherWords: weatherWords.filter((row) => Object.keys(row.translations).length > 0).map((row) => ({ word: row.word, translations: texts(row.translations) })),
    weatherCityCode: settings.weatherCityCode,
    closedRoutes: closed.filter((route) => route.status === 0).map((route) => route.path),
    placeClasses: classes.map((row) => ({ key: classKeys.get(row.id)!, name: row.name, icon: row.icon, translations: texts(row.translations) })),
    places: places.map((row) => {
      const { classId, ...fields } = placeFieldsOf(row);
      return { classKey: classKeys.get(classId) ?? '', ...fields, audioKeys: row.audioKeys, translations: texts(row.translations), ...(stamps.has(row.id) ? { punch: { stampKey: stamps.get(row.id) ?? null } } : {}) };
    }),
    notices: notices.map((row) => ({ title: row.title, contentHtml: row.contentHtml, translations: texts(row.translations), isPinned: row.isPinned, publishedAt: row.publishedAt.toISOString() })),
    articles: articles.map((row) => ({
      title: row.title,
      summary: row.summary,
      coverImageKey: row.coverImageKey,
      author: row.author,
      contentHtml: row.contentHtml,
      translations: texts(row.translations),
      isPinned: row.isPinned,
      publishedAt: row.publishedAt.toISOString(),
    })),
    searchWords: words.map((row) => ({ word: row.word, translations: texts(row.translations) })),
    blockedSearchWords: blocked.map((row) => row.word),
    searchSynonyms: synonyms.map((row) => row.words),
    map: map?.config ?? null,
    surveys: await exportSurveys(db, tenantId),
    media: {},
    ...(await exportBoostCatalogue(db, tenantId, placeNames)),
    ...(await exportPanoramas(db, tenantId, placeNames)),
    ...(await exportTours(db, tenantId, placeNames)),
    ...(await exportLiveStatus(db, tenantId, placeNames)),
  };
}
