import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { BoundedCache } from '../../platform/cache.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { getPlace, pagePlaceList, readPlaceList, setPlaceLike, type PlaceList } from './place.service.ts';

// The whole list is what every map opens with; 2,000 places take PGlite ~70 ms to read, so it is
// read once per area and kept briefly: like/click counts in it may lag by up to twice this (the
// whole list, then the answer cut from it).
const PLACE_LIST_CACHE_MS = 5_000;
/** Whole lists kept: one per area being visited, not per page a client asks for. */
const MAX_CACHED_AREA_LISTS = 200;

/** The area's stored speech of a text in a language, or null while it is being made (app.ts hands it over). */
export type AreaSpeech = (area: Tenant, lang: string, text: string) => string | null;
/** When the sentences begin in the area's stored speech `key`, or null (app.ts hands it over). */
export type AreaSpeechTimings = (area: Tenant, key: string) => Promise<number[] | null>;

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext, speech: AreaSpeech, speechTimings: AreaSpeechTimings): void {
  // Keyed by area and content edition only: any page, size, class or language is cut from the same read, so
  // distinct valid parameters cannot each cost a database read.
  const areaLists = new BoundedCache<string, PlaceList>({ max: MAX_CACHED_AREA_LISTS, ttlMs: PLACE_LIST_CACHE_MS });
  registerRoute(
    app,
    ctx,
    apiRoutes.listPlaces,
    async ({ tenant, query, language }) => pagePlaceList(await areaLists.getOrLoad(`${tenant.id}@${ctx.content.of(tenant.code)}`, () => readPlaceList(ctx.db, tenant.id)), query, language, (lang, text) => speech(tenant, lang, text)),
    { cacheTtlMs: PLACE_LIST_CACHE_MS },
  );
  registerRoute(app, ctx, apiRoutes.getPlace, async ({ tenant, params, visitor, language }) =>
    getPlace(ctx.db, tenant.id, params.id, visitor?.id ?? null, language, (lang, text) => speech(tenant, lang, text), (key) => speechTimings(tenant, key)),
  );
  registerVisitorRoute(app, ctx, apiRoutes.placeLike, async ({ tenant, body, visitor }) => setPlaceLike(ctx.db, tenant.id, visitor.id, body.placeId, body.liked));
}
