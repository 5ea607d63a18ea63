/** Rows never reach the wire: places go out in the contract's shape, with the spec's defaults. */
import { DEFAULT_SCOPE_RANGE, type Place, type PlaceClass } from '@youlan/contract';
import type { place, placeClass } from '../../entities/place/place.table.ts';

export function presentPlace(row: typeof place.$inferSelect): Place {
  return {
    id: row.id,
    placeType: row.placeType,
    classId: row.classId,
    name: row.name,
    nameEn: row.nameEn,
    intro: row.intro,
    introEn: row.introEn,
    imageKey: row.imageKey,
    longitude: row.longitude,
    latitude: row.latitude,
    scopeRange: row.scopeRange ?? DEFAULT_SCOPE_RANGE,
    audioKey: row.audioKey,
    likeCount: row.likeCount,
    clickCount: row.clickCount,
  };
}

export function presentPlaceClass(row: typeof placeClass.$inferSelect): PlaceClass {
  return { id: row.id, name: row.name, nameEn: row.nameEn, icon: row.icon };
}
