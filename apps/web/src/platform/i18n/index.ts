/**
 * Interface language: Chinese first (spec section 9: default zh-CN), English second. The choice
 * is kept in localStorage and mirrored on <html lang>. Chinese ships with the first screen;
 * English loads when a visitor picks it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

async function loadMessages(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, 'translation')) return;
  const { en } = await import('./en.ts');
  i18n.addResourceBundle(locale, 'translation', en);
}

/** Resolves once the stored language's messages are in, before the first render. */
export async function setupI18n(): Promise<void> {
  const lng = initialLocale(readLocal(STORAGE_KEYS.locale));
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    resources: { [DEFAULT_LOCALE]: { translation: zhCN } },
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
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
