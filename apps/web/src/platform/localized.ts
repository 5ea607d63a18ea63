/**
 * Operator content comes in the visitor's language where the area translated it, else in the
 * area's main language (the server says which: `LocalText.lang`). A text standing in for a missing
 * translation is shown visibly as such, with a tag naming its language (docs/languages.md).
 */
import type { LocalText } from '@youlan/contract';

const baseOf = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/** The text is in another language than the visitor's: the area has no translation of it. */
export function isStandIn(text: LocalText, language: string): boolean {
  return text.text.length > 0 && isOtherLanguage(text.lang, language);
}

/** `lang` is not the visitor's `language` (regions aside: zh-CN and zh are one). */
export const isOtherLanguage = (lang: string, language: string): boolean => baseOf(lang) !== baseOf(language);

/** Older web views (WeChat's X5) lack Intl.DisplayNames: the app's own four are known. */
const OWN_NAMES: Readonly<Record<string, string>> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어' };

/** A language's own name (中文, English, 日本語, 한국어, Français…), for the stand-in tag. */
export function languageName(tag: string): string {
  const own = OWN_NAMES[baseOf(tag)];
  if (own) return own;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(baseOf(tag));
    return name ?? tag;
  } catch {
    return tag;
  }
}
