/**
 * The area's start data for the document (docs/instant-open.md): what the first navigation would
 * otherwise ask for in four round trips (configuration, route permissions, weather, the place list,
 * the map and its picture's signed URL, the newest notice) plus the time period, read through the
 * app's own public routes so the document carries exactly what those calls answer, in the
 * visitor's language (the app's `youlan-lang` cookie, else Accept-Language; the data's `language`
 * says which of the area's languages it is). Kept per tenant, language,
 * time period and picture format for a minute (a console change starts a new entry): a crowd at the
 * gate shares one read, and the same document (same ETag) is answered 304 to a visitor who comes
 * back within that time. Not per Host: a client's made-up Host must not cost a read per document
 * (issue 25); the one origin-bound value, the local store's signed map URL, is moved to the
 * origin each visitor reached (the signature covers the key and expiry, not the origin).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLACE_LIST_PAGE_SIZE, TENANT_HEADER, WEBP_HEADER, chooseMapSkin, endpoints, timePeriodCode, weatherCode, type SkinnedMap, type TimePeriodCode } from '@youlan/contract/runtime';
import { BoundedCache } from './platform/cache.ts';
import { AREA_TIME_ZONE } from './platform/area-time.ts';
import type { StartDataSource, StartDocumentData } from './platform/web-app.ts';
import type { ContentEditions } from './platform/content-edition.ts';
import type { TenantResolver } from './platform/tenant.ts';
import { documentLanguage } from './platform/visitor-language.ts';

type CachedStartData = Omit<StartDocumentData, 'showsFirstScreen'> & {
  /** The origin of the request the data was read for: the signed URL of the local store starts with it. */
  origin: string;
};

/** A read answered 404: no such area (an unknown DEFAULT_TENANT), an answer kept like data. */
class AreaNotFound extends Error {}

const START_DATA_TTL_MS = 60_000;
/** The paths whose first screen is the map: the document paints it before the script (other paths show the splash). */
const MAP_PATHS: ReadonlySet<string> = new Set(['/', '/home', '/home/draw-map']);
// Each entry holds an area's place list; areas × languages × periods × formats stay few.
const MAX_START_DATA = 256;

function areaHour(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: AREA_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(at));
}

export function startDataSource(app: FastifyInstance, content: ContentEditions, tenants: TenantResolver): StartDataSource {
  const cache = new BoundedCache<string, CachedStartData | null>({ max: MAX_START_DATA, ttlMs: START_DATA_TTL_MS });

  async function load(tenantCode: string, request: FastifyRequest, lang: string, period: TimePeriodCode, webp: boolean): Promise<CachedStartData | null> {
    try {
      return await readArea(tenantCode, request, lang, period, webp);
    } catch (error) {
      // No such area is kept (the app then makes its calls and is told); an outage is not, and is tried again.
      if (error instanceof AreaNotFound) return null;
      throw error;
    }
  }

  async function readArea(tenantCode: string, request: FastifyRequest, lang: string, period: TimePeriodCode, webp: boolean): Promise<CachedStartData> {
    const headers = { [TENANT_HEADER]: tenantCode, [WEBP_HEADER]: String(webp), 'accept-language': lang, host: request.host, 'x-forwarded-proto': request.protocol };
    async function read(url: string): Promise<unknown> {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode === 404) throw new AreaNotFound(`${url} answered 404`);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return (response.json() as { data: unknown }).data;
    }
    const [permissions, config, weather, places, map, newestNotice] = await Promise.all([
      read(endpoints.getH5Permission.path),
      read(endpoints.getConfigH5.path),
      read(endpoints.getWeather.path),
      read(`${endpoints.listPlaces.path}?page=1&size=${PLACE_LIST_PAGE_SIZE}`),
      // An area without a map has a map screen without a picture.
      read(endpoints.getH5Map.path).catch(() => null),
      // The home screen's pinned notice: with the shortcuts, not a moment after them.
      read(`${endpoints.listNotices.path}?page=1&size=1`).catch(() => null),
    ]);
    const firstDay = (weather as Array<{ dayWeather?: string }>)[0];
    const sceneCodes = { timePeriodCode: period, weatherCode: weatherCode(firstDay?.dayWeather ?? '') };
    let mapPicture: { key: string; url: string } | null = null;
    if (map) {
      const key = chooseMapSkin(map as SkinnedMap, sceneCodes);
      const signed = (await read(`${endpoints.signUrl.path}?fileName=${encodeURIComponent(key)}`).catch(() => null)) as { url: string } | null;
      if (signed) mapPicture = { key, url: signed.url };
    }
    const slots: Record<string, string> = { title: (config as { title: { text: string } }).title.text };
    if (mapPicture) slots['mapPicture'] = mapPicture.url;
    return { data: { language: lang, permissions, config, weather, sceneCodes, places, map, mapPicture, newestNotice }, preloadImageUrl: mapPicture?.url ?? null, slots, origin: originOf(request) };
  }

  return async (tenantCode: string, request: FastifyRequest) => {
    // The document request's Accept says whether this browser shows WebP, as the app's own header would.
    const webp = /image\/webp/.test(request.headers.accept ?? '');
    const period = timePeriodCode(areaHour(new Date()));
    try {
      const area = await tenants.find(tenantCode);
      if (!area) return null;
      // Resolved against the area's languages: the key holds one of them, whatever the headers say.
      const { lang } = documentLanguage(request.headers.cookie, request.headers['accept-language'], area);
      const start = await cache.getOrLoad(`${tenantCode}@${content.of(tenantCode)} ${lang} ${period} ${webp}`, () => load(tenantCode, request, lang, period, webp));
      if (!start) return null;
      const path = request.url.split('?')[0]!.replace(/\/+$/, '') || '/';
      return { ...forOrigin(start, originOf(request)), showsFirstScreen: MAP_PATHS.has(path) };
    } catch (error) {
      // A failing read: the document goes out without start data and the app makes the calls.
      request.log.warn({ err: error }, 'no start data for the document');
      return null;
    }
  };
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The start data with the local store's signed map URL on `origin`, as the app's own call from
 * there would sign it. URLs elsewhere (PUBLIC_URL, an S3 store) do not start with the origin read
 * for and are kept as they are.
 */
function forOrigin(start: CachedStartData, origin: string): Omit<StartDocumentData, 'showsFirstScreen'> {
  const { origin: readFor, ...document } = start;
  const data = document.data as { mapPicture: { key: string; url: string } | null };
  const picture = data.mapPicture;
  if (readFor === origin || !picture?.url.startsWith(`${readFor}/`)) return document;
  const url = origin + picture.url.slice(readFor.length);
  return { data: { ...data, mapPicture: { ...picture, url } }, preloadImageUrl: url, slots: { ...document.slots, mapPicture: url } };
}
