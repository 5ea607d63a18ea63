/**
 * Interface language: Chinese first (spec section 9: default zh-CN), then English, Japanese and
 * Korean (issue 28). The language is chosen from the phone or WeChat on a first visit, the
 * visitor's choice in 我的 is kept in localStorage after, and <html lang> mirrors it. Chinese
 * ships with the first screen, each feature's Chinese with its code; every other language is one
 * pack (src/locales/<locale>.ts: the first screen's texts and every feature's) loaded when chosen,
 * so a Chinese visitor downloads no other language (docs/web-platform.md).
 *
 * The app's texts are nested keys with `{{name}}` variables and nothing more (no plurals, no
 * formats, no namespaces), so a lookup with a Chinese fallback replaces i18next: 15 kB gzip less
 * in the first screen's script (docs/instant-open.md).
 */
import { readLocal, STORAGE_KEYS, writeLocal } from '../storage.ts';
import { chooseLocale } from './locale-choice.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import type { MessagesOf } from './messages-of.ts';
import { zhCN } from './zh-CN.ts';

export { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from './locales.ts';

interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/**
 * The Chinese texts of every feature block by block name. Each `<feature>.messages.ts` adds its
 * own block here (`declare module`), so a key is checked against every block though the blocks
 * arrive at run time with their features' code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureMessages {}

/**
 * What a language other than Chinese must say: the first screen's texts and every feature's block,
 * key for key with the Chinese. A pack missing a block or a key, or with one Chinese lacks, fails
 * the type check (message-keys.test.ts plants both).
 */
export type LocalePack = MessagesOf<typeof zhCN & FeatureMessages>;
/** Loads a language's pack (main.tsx gives the app's, which imports every feature's texts). */
export type PackLoader = (locale: Exclude<Locale, 'zh-CN'>) => Promise<LocalePack>;

/** Every dotted path to a text in `T`: `'search.type.place'`. */
type KeyPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}` }[keyof T & string];
/** A text's key: a missing or misspelt one is a type error (every pack has the same keys, `LocalePack`). */
export type MessageKey = KeyPaths<typeof zhCN & FeatureMessages>;

/** Values of a text's `{{name}}` variables. */
export type MessageValues = Readonly<Record<string, unknown>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The packs loaded so far; Chinese is the first screen's texts, its feature blocks come apart. */
const packs: Partial<Record<Locale, MessageTree>> = { 'zh-CN': zhCN };

/**
 * Chinese texts of screens that are not on the first screen travel with those screens' code: each
 * such feature registers its block when its chunk loads.
 */
const featureMessages = new Map<string, MessageTree>();

let language: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Blocks asked for before they were registered: their arrival must re-render. */
const missedBlocks = new Set<string>();

/**
 * Registers a feature's Chinese block. A feature's modules import their block, so it is normally
 * in before anything shows its texts; the screens re-render only when one asked for it too early:
 * re-rendering every screen whenever a chunk arrives is main-thread time the first screen cannot
 * spare.
 */
export function registerMessages<B extends keyof FeatureMessages>(block: B, zhCN: FeatureMessages[B]): void {
  featureMessages.set(block, zhCN as MessageTree);
  if (missedBlocks.delete(block)) notify();
}

/** Every registered feature block's Chinese, for the locale tests. */
export function registeredMessages(): ReadonlyMap<string, object> {
  return featureMessages;
}

function lookup(locale: Locale, key: string): string | undefined {
  const [block = '', ...rest] = key.split('.');
  const chinese = locale === DEFAULT_LOCALE ? featureMessages.get(block) : undefined;
  let node: string | MessageTree | undefined = chinese ?? packs[locale]?.[block];
  for (const part of rest) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in the current language (Chinese when the language lacks it; the key when both do). */
function translate(key: MessageKey, values?: MessageValues): string {
  const text = lookup(language, key) ?? lookup(DEFAULT_LOCALE, key);
  if (text === undefined) {
    missedBlocks.add(key.split('.')[0] ?? '');
    return key;
  }
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const i18n = {
  get language(): Locale {
    return language;
  },
  t: translate,
  /** Called when the language changes or a block asked for too early arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let loadPack: PackLoader = () => Promise.reject(new Error('no language packs installed'));

async function applyLocale(locale: Locale): Promise<void> {
  if (locale !== 'zh-CN' && !packs[locale]) packs[locale] = (await loadPack(locale)) as MessageTree;
  document.documentElement.lang = locale;
  language = locale;
  notify();
}

/**
 * Resolves once the visitor's language is in, before the first render: the stored choice, else
 * the phone's or WeChat's language (locale-choice.ts), which is not stored, so a phone whose
 * language changes follows it until the visitor chooses.
 */
export async function setupI18n(packLoader: PackLoader): Promise<void> {
  loadPack = packLoader;
  document.documentElement.lang = DEFAULT_LOCALE;
  const lng = chooseLocale({ stored: readLocal(STORAGE_KEYS.locale), userAgent: navigator.userAgent, phoneLanguages: navigator.languages ?? [] });
  if (lng === DEFAULT_LOCALE) return;
  try {
    await applyLocale(lng);
  } catch (error) {
    // The pack did not arrive: show Chinese rather than no app at all.
    console.warn(`${lng} could not be loaded; using zh-CN`, error);
  }
}

export function currentLocale(): Locale {
  return language;
}

/** The visitor's choice in 我的: kept, and it wins over the phone's language from then on. */
export async function changeLocale(locale: Locale): Promise<void> {
  await applyLocale(locale);
  writeLocal(STORAGE_KEYS.locale, locale);
}
