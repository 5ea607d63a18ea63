import fc from 'fast-check';
import { DEFAULT_SCOPE_RANGE } from '@youlan/contract/runtime';
import { describe, expect, it } from 'vitest';
import {
  applyAutoGuide,
  decideAutoGuide,
  decideSteadyAutoGuide,
  INITIAL_AUTO_GUIDE_STATE,
  INITIAL_STEADY_AUTO_GUIDE_STATE,
  isOutsideArea,
  orderForTour,
  OUTSIDE_AREA_METERS,
  type AutoGuideDecision,
  type GuideFix,
  type SteadyAutoGuideState,
} from './auto-guide.ts';
import { createPlaceIndex, forEachPlaceInRange, forEachPlaceInRangeNaive, type GuidePlace } from './place-index.ts';

/** Metres to degrees near the origin below (Summer Palace, 40° N). */
const ORIGIN = { longitude: 116.2786, latitude: 39.999 };
const METERS_PER_DEGREE = 111_195;
function at(eastMeters: number, northMeters: number): { longitude: number; latitude: number } {
  return {
    longitude: ORIGIN.longitude + eastMeters / (METERS_PER_DEGREE * Math.cos((ORIGIN.latitude * Math.PI) / 180)),
    latitude: ORIGIN.latitude + northMeters / METERS_PER_DEGREE,
  };
}
function place(id: number, eastMeters: number, scopeRange: number): GuidePlace {
  return { id, scopeRange, ...at(eastMeters, 0) };
}

function fix(eastMeters: number, accuracyMeters = 5, northMeters = 0): GuideFix {
  return { ...at(eastMeters, northMeters), accuracyMeters };
}

/** Runs the letter rules over a path and returns what each check did ("A", "advance", "-"). */
function walkLetter(places: GuidePlace[], path: GuideFix[]): string[] {
  const index = createPlaceIndex(places);
  let state = INITIAL_AUTO_GUIDE_STATE;
  return path.map((point) => {
    const decision = decideAutoGuide(state, point, index);
    state = applyAutoGuide(state, decision);
    return describeDecision(decision);
  });
}

function walkSteady(places: GuidePlace[], path: GuideFix[], start: SteadyAutoGuideState = INITIAL_STEADY_AUTO_GUIDE_STATE) {
  const index = createPlaceIndex(places);
  let state = start;
  const actions = path.map((point) => {
    const result = decideSteadyAutoGuide(state, point, index);
    state = result.state;
    return describeDecision(result.decision);
  });
  return { actions, state };
}

function describeDecision(decision: AutoGuideDecision<GuidePlace>): string {
  if (decision.action === 'play') return `play ${decision.place.id}`;
  if (decision.action === 'advance') return `advance ${decision.place?.id ?? 'end'}`;
  return '-';
}

// A: 40 m range at 0 m; B: 40 m range 150 m east; C: 40 m range 400 m east.
const A = place(1, 0, 40);
const B = place(2, 150, 40);
const C = place(3, 400, 40);

describe('decideAutoGuide (spec section 4 to the letter)', () => {
  it('plays a place on the first fix in its range and does nothing far from every place', () => {
    expect(walkLetter([A, B, C], [fix(-1000), fix(-300), fix(-20)])).toEqual(['-', '-', 'play 1']);
  });

  it('within the current place it moves to the next place of the list, the same move on every check', () => {
    expect(walkLetter([A, B, C], [fix(0), fix(5), fix(-5), fix(10)])).toEqual(['play 1', 'advance 2', 'advance 2', 'advance 2']);
  });

  it('plays the place the visitor walks into, then moves on from it', () => {
    expect(walkLetter([A, B, C], [fix(0), fix(10), fix(80), fix(140), fix(150), fix(400), fix(410)])).toEqual([
      'play 1',
      'advance 2',
      '-',
      'play 2',
      'advance 3',
      'play 3',
      'advance end',
    ]);
  });

  it('does not replay the current place after the visitor left and came back', () => {
    // Nothing else holds the position between, so A stays current and coming back only moves on.
    expect(walkLetter([A, B], [fix(0), fix(100), fix(0)])).toEqual(['play 1', '-', 'advance 2']);
  });

  it('among overlapping places plays the next stop of the list, otherwise the nearest', () => {
    const wideA = place(1, 0, 200);
    const wideB = place(2, 100, 200);
    // At 90 m both hold the visitor; B is nearer but A is the list's next stop.
    expect(walkLetter([wideA, wideB], [fix(90)])).toEqual(['play 1']);
    // With the pointer past A, the nearer place wins.
    const index = createPlaceIndex([wideA, wideB, C]);
    const decision = decideAutoGuide({ currentId: 3, nextPosition: 3 }, fix(90), index);
    expect(describeDecision(decision)).toBe('play 2');
  });

  it('with the default range every place holds the visitor: the first of the list plays, then the guide only moves on', () => {
    const far = [place(1, 0, DEFAULT_SCOPE_RANGE), place(2, 5000, 0), place(3, 9000, DEFAULT_SCOPE_RANGE)];
    expect(walkLetter(far, [fix(9000), fix(9000), fix(5000)])).toEqual(['play 1', 'advance 2', 'advance 2']);
  });

  it('flips between two near places on GPS jitter (what the field rules prevent)', () => {
    const near = [place(1, 0, 20), place(2, 25, 20)];
    expect(walkLetter(near, [fix(5), fix(21), fix(4), fix(22)])).toEqual(['play 1', 'play 2', 'play 1', 'play 2']);
  });
});

describe('decideSteadyAutoGuide (field rules on top)', () => {
  it('starts a place only on the second consecutive check that chooses it', () => {
    expect(walkSteady([A, B], [fix(-60), fix(0), fix(5)]).actions).toEqual(['-', '-', 'play 1']);
  });

  it('never starts a place on one stray fix between good ones', () => {
    expect(walkSteady([A, B], [fix(-200), fix(0), fix(-200), fix(150), fix(-200)]).actions).toEqual(['-', '-', '-', '-', '-']);
  });

  it('starts the place for a visitor who stopped there, checking the same fix again', () => {
    const index = createPlaceIndex([A, B]);
    const standing = fix(0);
    const first = decideSteadyAutoGuide(INITIAL_STEADY_AUTO_GUIDE_STATE, standing, index);
    expect(first.decision).toEqual({ action: 'none' });
    expect(describeDecision(decideSteadyAutoGuide(first.state, standing, index).decision)).toBe('play 1');
  });

  it('ignores fixes less accurate than the place range', () => {
    expect(walkSteady([A, B], [fix(0, 80), fix(0, 80), fix(0, 41), fix(0, 41)]).actions).toEqual(['-', '-', '-', '-']);
    expect(walkSteady([A, B], [fix(0, 40), fix(0, 40)]).actions).toEqual(['-', 'play 1']);
  });

  it('a poor fix neither confirms the current place nor takes the visitor out of it', () => {
    const { actions, state } = walkSteady([A, B], [fix(0), fix(0), fix(70, 60), fix(140, 60), fix(150, 60)]);
    expect(actions).toEqual(['-', 'play 1', '-', '-', '-']);
    expect(state.currentId).toBe(1);
  });

  it('a poor fix whose whole error circle is beyond the exit counts as leaving', () => {
    const big = place(2, 400, 300);
    const { actions } = walkSteady([A, big], [fix(0), fix(0), fix(300, 100), fix(310, 100)]);
    expect(actions).toEqual(['-', 'play 1', '-', 'play 2']);
  });

  it('stays with the current place while the visitor is within its range plus the margin', () => {
    // A: 40 m range, margin 20 m: fixes at 45–59 m are still A.
    const { actions, state } = walkSteady([A, B], [fix(0), fix(0), fix(45), fix(59), fix(50), fix(10)]);
    expect(actions).toEqual(['-', 'play 1', 'advance 2', 'advance 2', 'advance 2', 'advance 2']);
    expect(state.currentId).toBe(1);
  });

  it('keeps the current place over a neighbour whose range the visitor entered within the margin', () => {
    const neighbour = place(2, 80, 40);
    expect(walkLetter([A, neighbour], [fix(0), fix(45), fix(59)])).toEqual(['play 1', 'play 2', 'advance end']);
    expect(walkSteady([A, neighbour], [fix(0), fix(0), fix(45), fix(59)]).actions).toEqual(['-', 'play 1', 'advance 2', 'advance 2']);
  });

  it('uses 10 % of a large range as the margin', () => {
    const large = place(1, 0, 500);
    const other = place(2, 600, 120);
    // 540 m is beyond the range but within 500 + 50: still the large place.
    expect(walkSteady([large, other], [fix(0), fix(0), fix(540), fix(545)]).actions).toEqual(['-', 'play 1', 'advance 2', 'advance 2']);
    expect(walkSteady([large, other], [fix(0), fix(0), fix(555), fix(560)]).actions).toEqual(['-', 'play 1', '-', 'play 2']);
  });

  it('does not flip between two near places on GPS jitter', () => {
    const near = [place(1, 0, 20), place(2, 25, 20)];
    const jitter = [fix(5), fix(4), fix(21), fix(4), fix(22), fix(6), fix(21), fix(3)];
    const { actions } = walkSteady(near, jitter);
    expect(actions.filter((action) => action.startsWith('play'))).toEqual(['play 1']);
  });

  it('switches to the next place once the visitor is clearly there', () => {
    const near = [place(1, 0, 20), place(2, 50, 20)];
    // Leaving 1 needs more than 20 + 20 m from it; 2 needs two fixes within 20 m of it.
    const { actions } = walkSteady(near, [fix(0), fix(0), fix(38), fix(42), fix(45), fix(48)]);
    expect(actions).toEqual(['-', 'play 1', 'advance 2', '-', 'play 2', 'advance end']);
  });

  it('walks a path past three places and plays each once, in order', () => {
    const path = [-200, -60, -30, -10, 0, 10, 40, 80, 120, 140, 150, 160, 250, 380, 395, 400, 410, 600].map((east) => fix(east, 8));
    const { actions } = walkSteady([A, B, C], path);
    expect(actions.filter((action) => action.startsWith('play'))).toEqual(['play 1', 'play 2', 'play 3']);
  });
});

describe('a tour on (orderForTour)', () => {
  // The tour visits C then A; B is off the tour, between them on the walk.
  const tour = { stopIds: [3, 1], heardIds: [] };

  function walkTour(path: GuideFix[], heardIds: number[] = []) {
    const order = orderForTour([A, B, C], { ...tour, heardIds });
    const index = createPlaceIndex(order.list, order.ordered);
    let state: SteadyAutoGuideState = { ...INITIAL_STEADY_AUTO_GUIDE_STATE, nextPosition: order.nextPosition };
    return path.map((point) => {
      const result = decideSteadyAutoGuide(state, point, index);
      state = result.state;
      return describeDecision(result.decision);
    });
  }

  it('puts the stops first in the tour order and starts at the first stop not heard', () => {
    expect(orderForTour([A, B, C], tour)).toEqual({ list: [C, A, B], ordered: 2, nextPosition: 0 });
    expect(orderForTour([A, B, C], { ...tour, heardIds: [3] }).nextPosition).toBe(1);
    expect(orderForTour([A, B, C], { ...tour, heardIds: [1, 3] }).nextPosition).toBe(2);
    // A stop the guide cannot play (no audio, so not among the places) is left out.
    expect(orderForTour([A, B], tour)).toEqual({ list: [A, B], ordered: 1, nextPosition: 0 });
    expect(orderForTour([A, B, C], null)).toEqual({ list: [A, B, C], ordered: 3, nextPosition: 0 });
  });

  it('after a stop, the next stop is the tour\'s next, not the list\'s', () => {
    expect(walkTour([fix(400), fix(400), fix(400)])).toEqual(['-', 'play 3', 'advance 1']);
  });

  it('plays a place off the tour when walked into, and the tour keeps its place', () => {
    // C heard, then B (off the tour) on the way: standing at B the next stop stays A.
    expect(walkTour([fix(400), fix(400), fix(400), fix(150), fix(150), fix(150), fix(150)])).toEqual(['-', 'play 3', 'advance 1', '-', 'play 2', 'advance 1', 'advance 1']);
  });

  it('the next stop wins over a nearer place off the tour', () => {
    const near = place(4, 10, 40);
    const order = orderForTour([A, near], { stopIds: [1], heardIds: [] });
    const index = createPlaceIndex(order.list, order.ordered);
    expect(describeDecision(decideAutoGuide({ currentId: null, nextPosition: order.nextPosition }, fix(9), index))).toBe('play 1');
  });

  it('past the last stop there is no next stop, off-tour places still play', () => {
    expect(walkTour([fix(0), fix(0), fix(0), fix(150), fix(150), fix(150)], [3])).toEqual(['-', 'play 1', 'advance end', '-', 'play 2', 'advance end']);
  });
});

describe('forEachPlaceInRange', () => {
  const placeArbitrary = fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    east: fc.double({ min: -5000, max: 5000, noNaN: true }),
    north: fc.double({ min: -5000, max: 5000, noNaN: true }),
    scopeRange: fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(0, 25_000, DEFAULT_SCOPE_RANGE)),
  });

  it('finds exactly the places a one-by-one measurement finds', () => {
    fc.assert(
      fc.property(fc.array(placeArbitrary, { maxLength: 200 }), fc.double({ min: -6000, max: 6000, noNaN: true }), fc.double({ min: -6000, max: 6000, noNaN: true }), (specs, east, north) => {
        const places = specs.map((spec, i) => ({ id: i, scopeRange: spec.scopeRange, ...at(spec.east, spec.north) }));
        const point = at(east, north);
        const found: number[] = [];
        const expected: number[] = [];
        forEachPlaceInRange(createPlaceIndex(places), point, (p) => found.push(p.id));
        forEachPlaceInRangeNaive(places, point, (p) => expected.push(p.id));
        expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }),
    );
  });

  it('keeps a place just inside the edge of its range and drops one just outside', () => {
    const edge = { id: 1, scopeRange: 100, ...at(0, 99.9) };
    const found: number[] = [];
    forEachPlaceInRange(createPlaceIndex([edge]), at(0, 0), (p) => found.push(p.id));
    forEachPlaceInRange(createPlaceIndex([edge]), at(0, -0.6), (p) => found.push(p.id));
    expect(found).toEqual([1]);
  });
});

describe('isOutsideArea', () => {
  const places = [place(1, 0, 60), place(2, 3_000, 50)];
  it('holds a visitor within OUTSIDE_AREA_METERS of some place to be in the area, even with a place far away', () => {
    expect(isOutsideArea(at(3_000 + OUTSIDE_AREA_METERS - 100, 0), places)).toBe(false);
    expect(isOutsideArea(at(0, 0), places)).toBe(false);
  });
  it('takes a visitor 1,000 km from every place to be outside, and never with no places', () => {
    expect(isOutsideArea(at(0, 1_000_000), places)).toBe(true);
    expect(isOutsideArea(at(3_000 + OUTSIDE_AREA_METERS + 100, 0), places)).toBe(true);
    expect(isOutsideArea(at(0, 1_000_000), [])).toBe(false);
  });
});
