/** Names and links of the punch screens. */
export const PUNCH_PATH = '/punch/punch';
export const placeQuery = (placeId: number) => `?place=${placeId}`;

/** `?place=` as a place id, or null when missing or not a positive integer. */
export function placeParam(search: URLSearchParams): number | null {
  const value = Number(search.get('place'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
