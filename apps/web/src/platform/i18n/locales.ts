/** The interface languages (issue 28), apart from index.ts so the pure choice rules need nothing else. */
export const SUPPORTED_LOCALES = ['zh-CN', 'en', 'ja', 'ko'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** The area's language (spec section 9): it ships with the first screen and stands in for a missing text. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Each language by its own name, the same whatever the interface language (the switch in 我的). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
};
