/** The pure rules of crowds: which count stands for a place, and what the visitor and the console are told of it. */
import { CROWD_K_MIN, crowdLevelName, crowdStep, type PlaceCrowd } from '@youlan/contract';

/** A place's capacity and gate count as stored, and the app's count in the window. */
export interface CrowdInput {
  placeId: number;
  capacity: number | null;
  levels: number[];
  officialCount: number | null;
  officialAt: Date | null;
  appCount: number;
}

export interface CrowdNow {
  placeId: number;
  capacity: number | null;
  levels: number[];
  count: number;
  official: boolean;
}

/**
 * The gate's count replaces the app's estimate while it is younger than the area's hide mark (a
 * silent gate is not evidence of an empty place). A gate's count older than the area's hide mark
 * no longer stands.
 */
export function crowdNow(input: CrowdInput, marks: { hideAfterMinutes: number }, now: Date): CrowdNow {
  const officialFresh = input.officialCount !== null && input.officialAt !== null && now.getTime() - input.officialAt.getTime() < marks.hideAfterMinutes * 60_000;
  return {
    placeId: input.placeId,
    capacity: input.capacity,
    levels: input.levels,
    count: officialFresh ? (input.officialCount as number) : input.appCount,
    official: officialFresh,
  };
}

/** A count that may be shown: an official one, or an app estimate of at least k; else null. */
export const shownCount = (count: number, official: boolean): number | null => (official || count >= CROWD_K_MIN ? count : null);

/** Warning levels reached, as the console shows and alarms on; null without a capacity or a shown count. */
export function stepOf(crowd: CrowdNow): number | null {
  if (crowd.capacity === null || shownCount(crowd.count, crowd.official) === null) return null;
  return crowdStep(crowd.count, crowd.capacity, crowd.levels);
}

/** What visitors see: places with a capacity and something counted; a word, never a count. */
export function visitorCrowds(crowds: readonly CrowdNow[]): PlaceCrowd[] {
  return crowds
    .filter((crowd) => crowd.capacity !== null && (crowd.official || crowd.count > 0))
    .map((crowd) => ({ placeId: crowd.placeId, level: crowdLevelName(crowd.count, crowd.official, crowd.capacity as number, crowd.levels), official: crowd.official }));
}
