/**
 * The console's texts, zh-CN first and English second, through i18next; `useT` re-renders on a
 * language change. The shell's and the shared texts are in ./messages.ts; each feature keeps its
 * own in `features/<feature>/<feature>.messages.ts`, registered when its page's code loads (the
 * web app's pattern: apps/web/src/platform/i18n).
 */
import i18next from 'i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, useSyncExternalStore } from 'react';
import { en, zhCN, type MessagesOf } from './messages.ts';

export type { MessagesOf };
export type Language = 'zh-CN' | 'en';
const STORAGE_KEY = 'youlan-console-language';

const stored = localStorage.getItem(STORAGE_KEY);
void i18next.init({
  lng: stored === 'en' ? 'en' : 'zh-CN',
  fallbackLng: 'zh-CN',
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  interpolation: { escapeValue: false },
});

// Month and weekday names in the date pickers follow the language.
dayjs.locale(i18next.language === 'en' ? 'en' : 'zh-cn');
i18next.on('languageChanged', (language) => dayjs.locale(language === 'en' ? 'en' : 'zh-cn'));

/**
 * The Chinese texts of every feature block by block name. Each `<feature>.messages.ts` adds its
 * own blocks here (`declare module`), so a key is checked against every block though the blocks
 * arrive at run time with their features' code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureMessages {}

/** Every dotted path to a text in `T`: `'places.title'`. */
type KeyPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}` }[keyof T & string];
/** A text's key: a missing or misspelt one is a type error (the English blocks have the same keys, `MessagesOf`). */
export type MessageKey = KeyPaths<typeof zhCN & FeatureMessages>;

/** Values of a text's `{{name}}` variables. */
export type MessageValues = Readonly<Record<string, unknown>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Adds a feature's block in both languages; its page's modules import the file that calls this. */
export function registerMessages<B extends keyof FeatureMessages>(block: B, zhCN: FeatureMessages[B], en: MessagesOf<FeatureMessages[B]>): void {
  i18next.addResourceBundle('zh-CN', 'translation', { [block]: zhCN }, true, true);
  i18next.addResourceBundle('en', 'translation', { [block]: en }, true, true);
}

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

export function useT(): { t: Translate; language: Language } {
  const language = useSyncExternalStore(subscribe, () => i18next.language) as Language;
  // One function per language, so what is memoised on `t` follows a language change.
  const t = useMemo<Translate>(() => {
    const fixed = i18next.getFixedT(language);
    return (key, values) => fixed(key, values);
  }, [language]);
  return { t, language };
}

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
