/**
 * Interface language: Chinese first (spec section 9: default zh-CN), English second. The choice
 * is kept in localStorage and mirrored on <html lang>. Chinese ships with the first screen;
 * English loads when a visitor picks it.
 *
 * The app's texts are nested keys with `{{name}}` variables and nothing more (no plurals, no
 * formats, no namespaces), so a lookup with a Chinese fallback replaces i18next: 15 kB gzip less
 * in the first screen's script (docs/instant-open.md).
 */
import { readLocal, STORAGE_KEYS, writeLocal } from '../storage.ts';
import type { MessagesOf } from './messages-of.ts';
import { zhCN } from './zh-CN.ts';

export const SUPPORTED_LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The stored choice when it is one we support, else zh-CN (not the browser's language: the area is Chinese). */
export function initialLocale(stored: string | null): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** What an English block must provide for a Chinese one (apart, so en.ts need not import this module). */
export type { MessagesOf };

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

/** Every dotted path to a text in `T`: `'search.type.place'`. */
type KeyPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}` }[keyof T & string];
/** A text's key: a missing or misspelt one is a type error (the English blocks have the same keys, `MessagesOf`). */
export type MessageKey = KeyPaths<typeof zhCN & FeatureMessages>;

/** Values of a text's `{{name}}` variables. */
export type MessageValues = Readonly<Record<string, unknown>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The first screen's texts by language; English arrives with its chunk. */
const shellMessages: Record<Locale, MessageTree | null> = { 'zh-CN': zhCN, en: null };

/**
 * Texts of screens that are not on the first screen travel with those screens' code: each such
 * feature registers its block (both languages) when its chunk loads.
 */
const featureMessages = new Map<string, Record<Locale, MessageTree>>();

let language: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Blocks asked for before they were registered: their arrival must re-render. */
const missedBlocks = new Set<string>();

/**
 * Registers a feature's block. A feature's modules import their block, so it is normally in
 * before anything shows its texts; the screens re-render only when one asked for it too early:
 * re-rendering every screen whenever a chunk arrives is main-thread time the first screen cannot
 * spare.
 */
export function registerMessages<B extends keyof FeatureMessages>(block: B, zhCN: FeatureMessages[B], en: MessagesOf<FeatureMessages[B]>): void {
  featureMessages.set(block, { 'zh-CN': zhCN as MessageTree, en: en as MessageTree });
  if (missedBlocks.delete(block)) notify();
}

/** Every registered feature block, for the locale tests. */
export function registeredMessages(): ReadonlyMap<string, Record<Locale, object>> {
  return featureMessages;
}

function lookup(locale: Locale, key: string): string | undefined {
  const [block = '', ...rest] = key.split('.');
  const feature = featureMessages.get(block)?.[locale];
  let node: string | MessageTree | undefined = feature ?? shellMessages[locale]?.[block];
  for (const part of rest) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in the current language (Chinese when English lacks it; the key when both do). */
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

async function loadMessages(locale: Locale): Promise<void> {
  if (shellMessages[locale]) return;
  const { en } = await import('./en.ts');
  shellMessages.en = en;
}

/** Resolves once the stored language's messages are in, before the first render. */
export async function setupI18n(): Promise<void> {
  const lng = initialLocale(readLocal(STORAGE_KEYS.locale));
  document.documentElement.lang = DEFAULT_LOCALE;
  if (lng === DEFAULT_LOCALE) return;
  try {
    await changeLocale(lng);
  } catch (error) {
    // The English chunk did not arrive: show Chinese rather than no app at all.
    console.warn('stored language could not be loaded; using zh-CN', error);
  }
}

export function currentLocale(): Locale {
  return language;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadMessages(locale);
  writeLocal(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  language = locale;
  notify();
}
