/** Tour limits and rules (zod-free; ./tour.ts and ./tour.console.ts build the schemas on them). */

export const TOUR_TITLE_MAX = 60;
export const TOUR_INTRO_MAX = 1000;
/** Stops one tour may have: a day's walk, and what a keypad or a list can still show. */
export const TOUR_STOPS_MAX = 60;
/** Who a tour suits; a tour has any of them. */
export const TOUR_TAGS = ['highlights', 'family', 'stepFree', 'rainyDay'] as const;
export type TourTag = (typeof TOUR_TAGS)[number];
/** Minutes a visitor spends at a stop (listening, looking): the tour's duration adds them to the walk. */
export const TOUR_MINUTES_PER_STOP = 5;

/**
 * A visitor's progress only grows: what one side had and what the other heard (the server and a
 * phone), kept in the tour's order. Stops no longer on the tour fall away.
 */
export function mergeHeard(stops: readonly number[], had: readonly number[], heard: readonly number[]): number[] {
  const known = new Set([...had, ...heard]);
  return stops.filter((id) => known.has(id));
}

/** The map's query asking to play the place it opens (`?place=<id>&play=1`): signposts and the keypad. */
export const PLAY_QUERY_PARAM = 'play';

/**
 * The app's path a signpost's QR code opens: the map at the place, its guide playing. `#direct`
 * keeps the first navigation from sending a fresh page home (docs/routes.md, rule 3), inside
 * WeChat too; the spec's routes stay as they are.
 */
export function signpostPath(placeId: number): string {
  return `/home/draw-map?place=${placeId}&${PLAY_QUERY_PARAM}=1#direct`;
}

/** Printable signposts: one sheet per place, on these paper sizes (ISO 216). */
export const SIGNPOST_SIZES = ['a6', 'a4'] as const;
export type SignpostSize = (typeof SIGNPOST_SIZES)[number];
