/**
 * Interface language: Chinese first (spec section 9: default zh-CN), English second. The choice
 * is kept in localStorage and mirrored on <html lang>. Chinese ships with the first screen;
 * English loads when a visitor picks it.
 */
import i18next from 'i18next';
import { readLocal, STORAGE_KEYS, writeLocal } from '../storage.ts';
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

export const i18n = i18next;

/** The same keys as `T`, each a string: what an English block must provide for a Chinese one. */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };

/**
 * Texts of screens that are not on the first screen travel with those screens' code: each such
 * feature registers its block (both languages) when its chunk loads.
 */
const featureMessages = new Map<string, Record<Locale, object>>();

export function registerMessages<T extends object>(block: string, zhCN: T, en: MessagesOf<T>): void {
  featureMessages.set(block, { 'zh-CN': zhCN, en });
  if (i18n.isInitialized) addFeatureBlock(block);
}

/** Every registered feature block, for the locale tests. */
export function registeredMessages(): ReadonlyMap<string, Record<Locale, object>> {
  return featureMessages;
}

function addFeatureBlock(block: string): void {
  const messages = featureMessages.get(block);
  if (!messages) return;
  for (const locale of SUPPORTED_LOCALES) i18n.addResourceBundle(locale, 'translation', { [block]: messages[locale] }, true, true);
}

let isEnglishLoaded = false;

async function loadMessages(locale: Locale): Promise<void> {
  // Feature blocks may already sit in the English bundle, so the flag, not the bundle, says whether the shell's texts came.
  if (locale === DEFAULT_LOCALE || isEnglishLoaded) return;
  const { en } = await import('./en.ts');
  i18n.addResourceBundle(locale, 'translation', en, true, false);
  isEnglishLoaded = true;
}

/** Resolves once the stored language's messages are in, before the first render. */
export async function setupI18n(): Promise<void> {
  const lng = initialLocale(readLocal(STORAGE_KEYS.locale));
  await i18n.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    resources: { [DEFAULT_LOCALE]: { translation: zhCN } },
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const block of featureMessages.keys()) addFeatureBlock(block);
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
  return initialLocale(i18n.language);
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadMessages(locale);
  writeLocal(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}
