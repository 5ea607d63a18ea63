/**
 * The translation pages' pure rules and shared constants: language tags as operators type them,
 * the list's filters in the address (so a count on the board is a link), a translator's file's
 * format, and the lines an import refused.
 */
import {
  LANGUAGE_TAG_PATTERN,
  TRANSLATION_STATES,
  TRANSLATION_SUBJECT_NAMES,
  type TranslationFormat,
  type TranslationState,
  type TranslationSubject,
} from '@youlan/contract/runtime';

/** The query keys of the translation pages: a save or an import refreshes `all` of an area's. */
export function translationKeys(area: string) {
  return {
    all: ['translation', area] as const,
    languages: ['translation', area, 'languages'] as const,
    board: ['translation', area, 'board'] as const,
    texts: ['translation', area, 'texts'] as const,
  };
}

/** A state's colour, the same on the board and in the list. */
export const STATE_COLOR: Record<TranslationState, string> = { missing: 'red', outdated: 'orange', machine: 'purple', done: 'green' };

/**
 * The languages offered to pick from (visitors to China: East Asia first, then Europe and South-East
 * Asia); any other BCP 47 tag can be typed. Both Chinese scripts come as region and as script tag.
 */
export const COMMON_LANGUAGES: readonly string[] = ['zh-CN', 'en', 'ja', 'ko', 'zh-TW', 'zh-Hant', 'zh-HK', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'ar', 'th', 'vi', 'id', 'ms'];

/**
 * A typed tag in the shape LANGUAGE_TAG_PATTERN wants (`EN` → `en`, `zh-hant-tw` → `zh-Hant-TW`,
 * `zh_CN` → `zh-CN`), or null when it is not a language tag at all.
 */
export function normalizeLanguageTag(typed: string): string | null {
  const parts = typed.trim().replace(/_/g, '-').split('-');
  const [language = '', ...rest] = parts;
  const cased = [
    language.toLowerCase(),
    ...rest.map((part) => (/^[A-Za-z]{4}$/.test(part) ? `${part[0]!.toUpperCase()}${part.slice(1).toLowerCase()}` : part.toUpperCase())),
  ].join('-');
  return LANGUAGE_TAG_PATTERN.test(cased) ? cased : null;
}

/** A language's name in the console's language (`ja` → 日语 / Japanese), the tag itself when the browser has none. */
export function languageName(tag: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(tag);
    return name && name !== tag ? name : tag;
  } catch {
    return tag;
  }
}

/**
 * The languages as the server takes them: main first, each once (tags compared case-blind, as
 * the server does), the main one added when it was left out.
 */
export function orderedLanguages(main: string, languages: readonly string[]): string[] {
  const seen = new Set<string>([main.toLowerCase()]);
  const others = languages.filter((tag) => {
    const lower = tag.toLowerCase();
    if (seen.has(lower)) return false;
    seen.add(lower);
    return true;
  });
  return [main, ...others];
}

/** The list of one language's texts, filtered: what the address says after `?`. */
export interface TextsFilter {
  state?: TranslationState | undefined;
  subject?: TranslationSubject | undefined;
  page: number;
}

/** The filter an address asks for; a value that is not a state, subject or page is ignored (an old or hand-typed link). */
export function filterOf(search: URLSearchParams): TextsFilter {
  const state = search.get('state');
  const subject = search.get('subject');
  const page = Number(search.get('page'));
  return {
    state: (TRANSLATION_STATES as readonly string[]).includes(state ?? '') ? (state as TranslationState) : undefined,
    subject: (TRANSLATION_SUBJECT_NAMES as readonly string[]).includes(subject ?? '') ? (subject as TranslationSubject) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address part of a filter (`state=missing&subject=place`); the first page and no filter are left out. */
export function searchOf(filter: Partial<TextsFilter>): string {
  const search = new URLSearchParams();
  if (filter.state) search.set('state', filter.state);
  if (filter.subject) search.set('subject', filter.subject);
  if (filter.page && filter.page > 1) search.set('page', String(filter.page));
  return search.toString();
}

/** A translator's file's format: by its name's extension, else by what it starts with; null when neither tells. */
export function formatOfFile(name: string, content: string): TranslationFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlf' || extension === 'xliff' || extension === 'xml') return 'xliff';
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'xliff';
  // The export's header line: key,source,translation[,state].
  if (/^"?key"?,/.test(start)) return 'csv';
  return null;
}

/** One problem of a refused import, as the server names it. */
export interface RefusedLine {
  /** `line 12` or `line 3 "place:4:name"`; null for a problem of the file as a whole. */
  where: string | null;
  problem: string;
}

/**
 * The problems of a refused import, one per line of the file: the server joins them with `; `, each
 * starting with where it is (`line 12 "place:4:name": unknown key…`). A message of another shape is one problem.
 */
export function refusedLines(message: string): RefusedLine[] {
  return message
    .split(/; (?=line \d+)/)
    .map((part) => {
      const located = /^(line \d+(?: "[^"]*")?): ([\s\S]*)$/.exec(part);
      return located ? { where: located[1]!, problem: located[2]! } : { where: null, problem: part };
    })
    .filter((line) => line.problem !== '');
}
