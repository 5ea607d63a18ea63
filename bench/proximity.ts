/**
 * The automatic guide's check over 10,000 places (`npm run bench:proximity`): time per check of
 * decideSteadyAutoGuide, the function the guide runs every 3 s, against a baseline measured in the
 * same run that measures every place one by one. Target: under 50 µs per check. Prints JSON and
 * writes bench/results/proximity.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  decideSteadyAutoGuide,
  INITIAL_STEADY_AUTO_GUIDE_STATE,
  type GuideFix,
} from '../apps/web/src/features/audio-guide/auto-guide.ts';
import { createPlaceIndex, forEachPlaceInRangeNaive, rangeOf, type GuidePlace } from '../apps/web/src/features/audio-guide/place-index.ts';

const PLACES = 10_000;
const CHECKS = 20_000;
const TARGET_MICROSECONDS = 50;
/** A large area: 30 km × 30 km around the Summer Palace. */
const CENTER = { longitude: 116.2786, latitude: 39.999 };
const SPAN_DEGREES = 0.3;

/** Deterministic pseudo-random numbers, so every run measures the same places and path. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const next = random(20_261_122);
const places: GuidePlace[] = Array.from({ length: PLACES }, (_, id) => ({
  id,
  longitude: CENTER.longitude + (next() - 0.5) * SPAN_DEGREES,
  latitude: CENTER.latitude + (next() - 0.5) * SPAN_DEGREES,
  // Ranges as operators set them (20–300 m), and a few left at the spec's default.
  scopeRange: id % 1000 === 0 ? 0 : Math.round(20 + next() * 280),
}));
const fixes: GuideFix[] = Array.from({ length: CHECKS }, () => ({
  longitude: CENTER.longitude + (next() - 0.5) * SPAN_DEGREES,
  latitude: CENTER.latitude + (next() - 0.5) * SPAN_DEGREES,
  accuracyMeters: 5 + next() * 30,
}));

function time(run: () => void): number {
  const startedAt = performance.now();
  run();
  return performance.now() - startedAt;
}

createPlaceIndex(places);
const buildMs = time(() => createPlaceIndex(places));
const index = createPlaceIndex(places);

// Counted so the work of each loop is used and cannot be optimised away.
let guideDecisions = 0;
let naiveFound = 0;
/**
 * Every check starts from a guide with no current place, so each one searches the places (the
 * worst case: at a current place the check measures that one place and stops).
 */
function guideChecks(): void {
  guideDecisions = 0;
  for (const fix of fixes) {
    const result = decideSteadyAutoGuide(INITIAL_STEADY_AUTO_GUIDE_STATE, fix, index);
    if (result.state.pendingId !== null) guideDecisions++;
  }
}
/** The same question answered by measuring every place: the nearest place the fix may start. */
function naiveChecks(): void {
  naiveFound = 0;
  for (const fix of fixes) {
    let nearest = Infinity;
    forEachPlaceInRangeNaive(places, fix, (place, distance) => {
      if (fix.accuracyMeters <= rangeOf(place)) nearest = Math.min(nearest, distance);
    });
    if (nearest < Infinity) naiveFound++;
  }
}

// Warm both up so the JIT has compiled them before they are timed.
guideChecks();
naiveChecks();
const guideMs = Math.min(time(guideChecks), time(guideChecks), time(guideChecks));
const naiveMs = Math.min(time(naiveChecks), time(naiveChecks));

const perCheckMicroseconds = (guideMs * 1000) / CHECKS;
const naivePerCheckMicroseconds = (naiveMs * 1000) / CHECKS;
const results = {
  at: new Date().toISOString(),
  places: PLACES,
  checks: CHECKS,
  indexBuildMs: Number(buildMs.toFixed(2)),
  perCheckMicroseconds: Number(perCheckMicroseconds.toFixed(3)),
  naivePerCheckMicroseconds: Number(naivePerCheckMicroseconds.toFixed(3)),
  speedupOverNaive: Number((naivePerCheckMicroseconds / perCheckMicroseconds).toFixed(1)),
  targetMicroseconds: TARGET_MICROSECONDS,
  withinTarget: perCheckMicroseconds < TARGET_MICROSECONDS,
  checksFindingAPlace: guideDecisions,
  naiveChecksFindingAPlace: naiveFound,
};

const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(`${resultsDir}proximity.json`, `${JSON.stringify(results, null, 2)}\n`);
console.info(JSON.stringify(results, null, 2));
