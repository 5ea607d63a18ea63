/** Places: the list, one place and likes, always inside the caller's tenant. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlaceDetail } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { rowsFingerprint } from '../../platform/db/fingerprint.ts';
import { notFound } from '../../platform/errors.ts';
import { place, placeClass } from '../../entities/place/place.table.ts';
import { placeLike } from '../../entities/place/place-like.table.ts';
import { presentPlace, presentPlaceClass, type SpeechOf } from './place.presenter.ts';
import { localText, textsByLanguage } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';

/** Every place of the area in the map's order, and the classes: what any page of the list, in any language, is cut from. */
export async function readPlaceList(db: Db, tenantId: number) {
  const places = await db.select().from(place).where(eq(place.tenantId, tenantId)).orderBy(asc(place.sort), asc(place.id));
  const classes = await db.select().from(placeClass).where(eq(placeClass.tenantId, tenantId)).orderBy(asc(placeClass.sort), asc(placeClass.id));
  return { places, classes };
}
export type PlaceList = Awaited<ReturnType<typeof readPlaceList>>;

/** One page of the list, of one class or all, in the visitor's language. */
export function pagePlaceList(list: PlaceList, query: { page: number; size: number; classId?: number | undefined }, language: VisitorLanguage, speech: SpeechOf) {
  const matching = query.classId ? list.places.filter((item) => item.classId === query.classId) : list.places;
  const start = (query.page - 1) * query.size;
  return {
    list: matching.slice(start, start + query.size).map((row) => presentPlace(row, language, speech)),
    total: matching.length,
    page: query.page,
    size: query.size,
    classes: list.classes.map((row) => presentPlaceClass(row, language)),
  };
}

/** `speechTimings`: when the sentences begin in stored speech (null for a recording). */
export async function getPlace(
  db: Db,
  tenantId: number,
  id: number,
  visitorId: number | null,
  language: VisitorLanguage,
  speech: SpeechOf,
  speechTimings: (key: string) => Promise<number[] | null>,
): Promise<PlaceDetail> {
  const [row] = await db
    .select({ place, placeClass })
    .from(place)
    .innerJoin(placeClass, eq(placeClass.id, place.classId))
    .where(and(eq(place.tenantId, tenantId), eq(place.id, id)));
  if (!row) throw notFound(`No place ${id} in this scenic area`);
  let liked = false;
  if (visitorId !== null) {
    const [like] = await db
      .select({ placeId: placeLike.placeId })
      .from(placeLike)
      .where(and(eq(placeLike.tenantId, tenantId), eq(placeLike.placeId, id), eq(placeLike.visitorId, visitorId)));
    liked = Boolean(like);
  }
  const presented = presentPlace(row.place, language, speech);
  return {
    ...presented,
    placeClass: presentPlaceClass(row.placeClass, language),
    liked,
    transcript: localText(row.place.transcript, row.place.translations, 'transcript', language.lang, language.main),
    transcriptTimings: presented.audioKey ? await speechTimings(presented.audioKey) : null,
  };
}

/** Sets the like to the state asked for; repeating it changes nothing (a retry is harmless). */
export async function setPlaceLike(db: Db, tenantId: number, visitorId: number, placeId: number, liked: boolean) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: place.id }).from(place).where(and(eq(place.tenantId, tenantId), eq(place.id, placeId))).for('update');
    if (!target) throw notFound(`No place ${placeId} in this scenic area`);
    const delta = liked
      ? (await tx.insert(placeLike).values({ tenantId, placeId, visitorId }).onConflictDoNothing().returning({ placeId: placeLike.placeId })).length
      : -(
          await tx
            .delete(placeLike)
            .where(and(eq(placeLike.tenantId, tenantId), eq(placeLike.placeId, placeId), eq(placeLike.visitorId, visitorId)))
            .returning({ placeId: placeLike.placeId })
        ).length;
    const [updated] = await tx
      .update(place)
      .set({ likeCount: sql`${place.likeCount} + ${delta}` })
      .where(and(eq(place.tenantId, tenantId), eq(place.id, placeId)))
      .returning({ likeCount: place.likeCount });
    return { placeId, liked, likeCount: updated?.likeCount ?? 0 };
  });
}

/** The area's places among `ids`, by id (what punch-in reads of places; app.ts hands it over). */
export async function placesById(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof place.$inferSelect>();
  const rows = await db.select().from(place).where(and(eq(place.tenantId, tenantId), inArray(place.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the search reads of places (app.ts hands it over): their documents and a fingerprint. */
export function placeSearchSource(db: Db) {
  return {
    version: (tenantId: number) => rowsFingerprint(db, place, place.id, [place.id, place.name, place.intro, place.translations, place.imageKey], eq(place.tenantId, tenantId)),
    async documents(tenantId: number) {
      const rows = await db
        .select({ id: place.id, name: place.name, intro: place.intro, translations: place.translations, imageKey: place.imageKey })
        .from(place)
        .where(eq(place.tenantId, tenantId));
      return rows.map((p) => ({ type: 'place' as const, id: p.id, title: p.name, text: p.intro, translated: textsByLanguage(p.translations, 'name', ['intro']), imageKey: p.imageKey, publishedAt: null }));
    },
  };
}
