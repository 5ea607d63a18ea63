/**
 * The automatic guide's decision on each check, as pure functions (docs/audio-guide.md).
 *
 * Spec section 4, to the letter (`decideAutoGuide`): if the visitor is within the range of the
 * current place, the guide moves to the next place; otherwise, if the visitor is in range of a
 * place that is not already current, it plays that place.
 *  - "current" is the place the guide played last; none before the first one.
 *  - "moves to the next place" advances the guide's pointer into its list (the queue) to the place
 *    after the current one. Nothing new plays and the current place stays current, so standing at
 *    a place neither replays it nor skips the list ahead: the move is the same on every check.
 *  - When several places hold the position, the pointer's place (the next stop) wins, then the
 *    nearest; a tie keeps the list's order.
 *  - With a tour on, the list is the tour's stops in order, then the area's other places
 *    (`PlaceIndex.ordered`, `orderForTour`): a place off the tour plays when the visitor walks
 *    into it, but standing there moves nothing, so the tour keeps its place; past the tour's last
 *    stop there is no next stop.
 *
 * The field rules on top (`decideSteadyAutoGuide`), because GPS is not exact:
 *  - a fix less accurate than a place's range cannot start that place;
 *  - the visitor leaves the current place only beyond its range plus max(10 %, 20 m); a fix too
 *    poor for the current place's range counts as leaving only when even its error circle is out;
 *  - a place starts only after CONFIRM_CHECKS consecutive checks chose it, so one stray fix
 *    (replaced by the next within a second while the visitor walks) never starts a place, and a
 *    visitor who stops at a place, whose phone may send no new fix, still hears it 3 s later.
 */
import { forEachPlaceInRange, rangeOf, type GuidePlace, type PlaceIndex } from './place-index.ts';
import { distanceMeters, type GeoPoint } from '@youlan/geo';

/** A position in the area's datum, with what the device says of its precision. */
export interface GuideFix extends GeoPoint {
  /** Radius of 68 % confidence, metres. */
  accuracyMeters: number;
}

export interface AutoGuideState {
  /** Id of the place the guide played last (the spec's "current place"); null before the first. */
  currentId: number | null;
  /** Position in the list of the next stop: where the guide has moved to. */
  nextPosition: number;
}

export type AutoGuideDecision<P extends GuidePlace> =
  | { action: 'none' }
  /** The visitor is at the current place: the guide moves on to `place`, null past the list's end. */
  | { action: 'advance'; nextPosition: number; place: P | null }
  | { action: 'play'; place: P };

/**
 * What the guide can tell the visitor of its position, so its banner never promises a next stop
 * it cannot reach: waiting for the first fix, guiding, no fix for now (indoors, location
 * services off), the visitor far from every place, or the position refused (the guide is off).
 */
export type AutoGuideStatus = 'locating' | 'guiding' | 'noFix' | 'outside' | 'denied';

/**
 * Metres from the nearest place beyond which the visitor is not in the area. Generous: an area
 * may be tens of kilometres across, and calling a visitor inside "outside" would be the worse
 * mistake.
 */
export const OUTSIDE_AREA_METERS = 20_000;

/** Whether `fix` is farther than OUTSIDE_AREA_METERS from every place (false with no places). */
export function isOutsideArea(fix: GeoPoint, places: readonly GeoPoint[]): boolean {
  return places.length > 0 && places.every((place) => distanceMeters(fix, place) > OUTSIDE_AREA_METERS);
}

export const INITIAL_AUTO_GUIDE_STATE: AutoGuideState = { currentId: null, nextPosition: 0 };

/** Consecutive checks that must choose the same place before it plays (field rule). */
export const CONFIRM_CHECKS = 2;

/** Metres beyond its range the visitor must be to leave a place: max(10 % of the range, 20 m). */
export function exitMarginMeters(range: number): number {
  return Math.max(0.1 * range, 20);
}

type Presence = 'inside' | 'outside' | 'unknown';

interface Rules {
  /** Whether the fix puts the visitor within the current place. */
  atCurrent(fix: GuideFix, place: GuidePlace, distance: number): Presence;
  /** Whether the fix may start `place`, which holds it within its range. */
  mayStart(fix: GuideFix, place: GuidePlace): boolean;
}

const LETTER_RULES: Rules = {
  atCurrent: (_fix, place, distance) => (distance <= rangeOf(place) ? 'inside' : 'outside'),
  mayStart: () => true,
};

const STEADY_RULES: Rules = {
  atCurrent(fix, place, distance) {
    const range = rangeOf(place);
    const exit = range + exitMarginMeters(range);
    if (fix.accuracyMeters <= range) return distance <= exit ? 'inside' : 'outside';
    return distance - fix.accuracyMeters > exit ? 'outside' : 'unknown';
  },
  mayStart: (fix, place) => fix.accuracyMeters <= rangeOf(place),
};

/** The place at `position` of the guide's order; undefined past its end. */
function orderedAt<P extends GuidePlace>(index: PlaceIndex<P>, position: number): P | undefined {
  return position < index.ordered ? index.list[position] : undefined;
}

function decide<P extends GuidePlace>(state: AutoGuideState, fix: GuideFix, index: PlaceIndex<P>, rules: Rules): AutoGuideDecision<P> {
  const currentPosition = state.currentId === null ? undefined : index.positionOf.get(state.currentId);
  const current = currentPosition === undefined ? undefined : index.list[currentPosition];
  if (current && currentPosition !== undefined) {
    const presence = rules.atCurrent(fix, current, distanceMeters(fix, current));
    if (presence === 'unknown') return { action: 'none' };
    if (presence === 'inside') {
      const nextPosition = currentPosition < index.ordered ? currentPosition + 1 : state.nextPosition;
      return { action: 'advance', nextPosition, place: orderedAt(index, nextPosition) ?? null };
    }
  }

  // The next stop ranks before any distance; then the nearest; then the earlier in the list.
  const nextStop = orderedAt(index, state.nextPosition);
  const best: { place: P | null; rank: number; position: number } = { place: null, rank: Infinity, position: Infinity };
  forEachPlaceInRange(index, fix, (place, distance) => {
    if (place.id === state.currentId || !rules.mayStart(fix, place)) return;
    const rank = place === nextStop ? -1 : distance;
    const position = index.positionOf.get(place.id) ?? Infinity;
    if (rank < best.rank || (rank === best.rank && position < best.position)) Object.assign(best, { place, rank, position });
  });
  return best.place === null ? { action: 'none' } : { action: 'play', place: best.place };
}

/** Spec section 4 exactly: one check of the automatic guide. */
export function decideAutoGuide<P extends GuidePlace>(state: AutoGuideState, fix: GuideFix, index: PlaceIndex<P>): AutoGuideDecision<P> {
  return decide(state, fix, index, LETTER_RULES);
}

/** The state after a decision was carried out. */
export function applyAutoGuide<S extends AutoGuideState, P extends GuidePlace>(state: S, decision: AutoGuideDecision<P>): S {
  if (decision.action === 'advance') return { ...state, nextPosition: decision.nextPosition };
  if (decision.action === 'play') return { ...state, currentId: decision.place.id };
  return state;
}

export interface SteadyAutoGuideState extends AutoGuideState {
  /** The place the last checks chose and how many checks in a row did. */
  pendingId: number | null;
  pendingChecks: number;
}

export const INITIAL_STEADY_AUTO_GUIDE_STATE: SteadyAutoGuideState = { ...INITIAL_AUTO_GUIDE_STATE, pendingId: null, pendingChecks: 0 };

/** One check with the field rules; returns the decision to carry out and the state after it. */
export function decideSteadyAutoGuide<P extends GuidePlace>(
  state: SteadyAutoGuideState,
  fix: GuideFix,
  index: PlaceIndex<P>,
): { decision: AutoGuideDecision<P>; state: SteadyAutoGuideState } {
  const decision = decide(state, fix, index, STEADY_RULES);
  if (decision.action !== 'play') {
    return { decision, state: { ...applyAutoGuide(state, decision), pendingId: null, pendingChecks: 0 } };
  }
  const pendingChecks = state.pendingId === decision.place.id ? state.pendingChecks + 1 : 1;
  if (pendingChecks < CONFIRM_CHECKS) return { decision: { action: 'none' }, state: { ...state, pendingId: decision.place.id, pendingChecks } };
  return { decision, state: { ...applyAutoGuide(state, decision), pendingId: null, pendingChecks: 0 } };
}

/** A tour the guide follows: its stops in order and those the visitor has heard. */
export interface GuideTour {
  stopIds: readonly number[];
  heardIds: readonly number[];
}

/**
 * The guide's list with a tour on: the tour's stops (those among `places`) in its order, then the
 * other places; `ordered` counts the stops, and the next stop is the first not heard yet, so a
 * later visit resumes there. Without a tour, the places as they are.
 */
export function orderForTour<P extends GuidePlace>(places: readonly P[], tour: GuideTour | null): { list: P[]; ordered: number; nextPosition: number } {
  if (!tour) return { list: [...places], ordered: places.length, nextPosition: 0 };
  const byId = new Map(places.map((place) => [place.id, place]));
  const stops = tour.stopIds.flatMap((id) => byId.get(id) ?? []);
  const onTour = new Set(stops.map((place) => place.id));
  const heard = new Set(tour.heardIds);
  const next = stops.findIndex((place) => !heard.has(place.id));
  return { list: [...stops, ...places.filter((place) => !onTour.has(place.id))], ordered: stops.length, nextPosition: next < 0 ? stops.length : next };
}
