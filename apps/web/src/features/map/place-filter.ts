import { ALWAYS_LISTED_PLACE_TYPE, type Place } from '@youlan/contract';

/** Places of a class (all when `classId` is null); placeType 6 always stays (spec section 3). */
export function filterPlacesByClass<P extends Pick<Place, 'classId' | 'placeType'>>(places: readonly P[], classId: number | null): P[] {
  if (classId === null) return [...places];
  return places.filter((place) => place.classId === classId || place.placeType === ALWAYS_LISTED_PLACE_TYPE);
}
