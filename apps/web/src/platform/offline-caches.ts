/**
 * The Cache Storage caches the service worker keeps and the offline package fills
 * (docs/instant-open.md): one place for their names and keys, so both agree.
 */
export const DOCUMENT_CACHE = 'youlan-documents';
/** Answers are kept in the API's shape of their day: a new shape (texts became LocalText, docs/languages.md) starts new caches. */
const ANSWER_SHAPE = 2;
export const AREA_DATA_CACHE = `youlan-area-data-v${ANSWER_SHAPE}`;
export const SIGNED_URL_CACHE = 'youlan-signed-urls';
export const MEDIA_CACHE = 'youlan-media';
export const LAST_ANSWER_CACHE = `youlan-last-answers-v${ANSWER_SHAPE}`;
export const TOUR_ANSWER_CACHE = `youlan-tour-answers-v${ANSWER_SHAPE}`;

/** Caches of answers in an older shape, which no screen can read any more. */
export function isOutdatedAnswerCache(name: string): boolean {
  return /^youlan-(area-data|last-answers|tour-answers)(-v\d+)?$/.test(name) && ![AREA_DATA_CACHE, LAST_ANSWER_CACHE, TOUR_ANSWER_CACHE].includes(name);
}

/**
 * The public answers a first screen (and the offline package) reads: stale-while-revalidate. Not a
 * place's detail: it carries the visitor's own like, which must show at once after a tap.
 */
const AREA_DATA_PATHS: readonly RegExp[] = [
  /^\/api\/config\/h5$/,
  /^\/api\/getH5Permission$/,
  /^\/api\/getIp$/,
  /^\/api\/weather$/,
  /^\/api\/h5\/place$/,
  /^\/api\/h5\/map$/,
  /^\/api\/h5\/notice$/,
  /^\/api\/h5\/notice\/\d+$/,
];

export function isAreaDataPath(pathname: string): boolean {
  return AREA_DATA_PATHS.some((path) => path.test(pathname));
}

/**
 * Answers fresh from the network while it answers, the last one kept for when it does not
 * (network first): the articles a visitor has opened and their own punch list (issue 29).
 * Network first, because a new article or a punch must show at once while online.
 */
const LAST_ANSWER_PATHS: readonly RegExp[] = [/^\/api\/h5\/article$/, /^\/api\/h5\/article\/\d+$/, /^\/api\/h5\/punch$/, /^\/api\/h5\/punch\/records$/];

export function isLastAnswerPath(pathname: string): boolean {
  return LAST_ANSWER_PATHS.some((path) => path.test(pathname));
}

/**
 * What a downloaded tour reads (docs/tours.md, "Offline"): the tours, a tour, and a place's detail
 * (its transcript). Network first as well: a tour edited, or a place liked, shows at once online.
 * Not the visitor's progress: the phone keeps that itself and merges it with the server's.
 * Kept apart from the last answers, which a log-out forgets: a tour stays downloaded.
 */
const TOUR_ANSWER_PATHS: readonly RegExp[] = [/^\/api\/h5\/tours$/, /^\/api\/h5\/tours\/\d+$/, /^\/api\/h5\/place\/\d+$/];

export function isTourAnswerPath(pathname: string): boolean {
  return TOUR_ANSWER_PATHS.some((path) => path.test(pathname));
}

/** Stored media is kept by its storage key: the same file under a newer signature is a hit. */
export function mediaCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
