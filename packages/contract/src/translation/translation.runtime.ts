/**
 * Languages of an area's own texts (names, intros, notices, …): one source text in the area's main
 * language plus translations keyed by BCP 47 tag (docs/languages.md). The visitor's language is
 * matched against the area's languages; a text without a translation in it comes in the main
 * language, and says so.
 */

/** What a visitor's text says about itself: the language it is in, and whether a machine wrote it. */
export interface LocalTextShape {
  text: string;
  /** BCP 47 tag of `text`; not the visitor's language when the area has no translation (the app tags it). */
  lang: string;
  /** Machine translated and not yet approved by the area's staff (the app says so). */
  machine?: true;
}

/** The area's main language when it chose none: the spec's default. */
export const DEFAULT_MAIN_LANGUAGE = 'zh-CN';
/** Languages a new area offers besides its main one. */
export const DEFAULT_AREA_LANGUAGES: readonly string[] = ['zh-CN', 'en'];
/** An area offers at most this many languages (main included). */
export const AREA_LANGUAGES_MAX = 30;

/** A BCP 47 tag as areas use them: language, optional script and region (`zh-CN`, `zh-Hant-TW`, `en`, `ja`). */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;

/** The kinds of content whose texts are translated, and the fields of each. */
export const TRANSLATION_SUBJECTS = {
  area: ['title', 'aboutUsHtml', 'address', 'openingHours', 'businessIntro', 'businessContactName'],
  placeClass: ['name'],
  place: ['name', 'intro', 'transcript'],
  notice: ['title', 'contentHtml'],
  article: ['title', 'summary', 'author', 'contentHtml'],
  hotWord: ['word'],
  weatherWord: ['word'],
  survey: ['title', 'intro'],
  surveyQuestion: ['title'],
  surveyOption: ['label'],
  poseSku: ['name'],
  pose: ['name', 'tips'],
  photoSpot: ['tips'],
  sky: ['name'],
  panoramaScene: ['title'],
  panoramaMarker: ['label'],
  panoramaVideo: ['title'],
  liveStatus: ['note'],
  tour: ['title', 'intro'],
} as const satisfies Record<string, readonly string[]>;
export type TranslationSubject = keyof typeof TRANSLATION_SUBJECTS;
export const TRANSLATION_SUBJECT_NAMES = Object.keys(TRANSLATION_SUBJECTS) as TranslationSubject[];

/** Fields that hold operator HTML (sanitized); every other field is plain text and refuses markup. */
export const HTML_TRANSLATION_FIELDS: readonly string[] = ['aboutUsHtml', 'contentHtml'];

/** Where a translation stands against its source. */
export const TRANSLATION_STATES = ['missing', 'outdated', 'machine', 'done'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Export formats a translator's tool reads. */
export const TRANSLATION_FORMATS = ['xliff', 'csv'] as const;
export type TranslationFormat = (typeof TRANSLATION_FORMATS)[number];

/** One text of one item: `place:12:name`; the id is the row's (a survey option: `surveyOption:3.2:label`). */
export function translationKey(subject: TranslationSubject, id: string | number, field: string): string {
  return `${subject}:${id}:${field}`;
}

/**
 * The best of `offered` for a visitor who prefers `preferred` (most preferred first): an exact tag,
 * else the same language (`zh-TW` is not `zh-CN`'s script, but reads it better than English),
 * else null (the caller falls back to the area's main language).
 */
export function matchLanguage(preferred: readonly string[], offered: readonly string[]): string | null {
  const lower = offered.map((tag) => tag.toLowerCase());
  for (const wanted of preferred) {
    const exact = lower.indexOf(wanted.toLowerCase());
    if (exact >= 0) return offered[exact]!;
    const base = wanted.toLowerCase().split('-')[0];
    const sameLanguage = lower.findIndex((tag) => tag.split('-')[0] === base);
    if (sameLanguage >= 0) return offered[sameLanguage]!;
  }
  return null;
}

/** An Accept-Language header's tags, most preferred first (q-values honoured, `*` ignored). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A translation may be this many times as long as its field allows the source: Chinese is dense (颐和园 / Summer Palace). */
export const TRANSLATION_LENGTH_FACTOR = 4;

/** One call translates at most this many texts by machine (a few minutes of the service's time); the console calls again for more. */
export const MACHINE_TEXTS_PER_CALL = 200;
