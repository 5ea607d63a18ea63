/** Names and links of the punch screens. */
import type { PunchSpot } from '@youlan/contract';

/** The place's name in the interface language (the Chinese name when there is no English one). */
export const spotName = (spot: Pick<PunchSpot, 'name' | 'nameEn'>, language: string) => (language === 'en' && spot.nameEn) || spot.name;

export const PUNCH_PATH = '/punch/punch';
export const placeQuery = (placeId: number) => `?place=${placeId}`;

/** `?place=` as a place id, or null when missing or not a positive integer. */
export function placeParam(search: URLSearchParams): number | null {
  const value = Number(search.get('place'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
