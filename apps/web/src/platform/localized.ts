/**
 * Operator content comes side by side in Chinese and (where the area wrote it) English. The app
 * shows the visitor's language and falls back to Chinese visibly: `isFallback` draws the "中文" tag.
 */
export interface Localized {
  value: string;
  /** English was asked for but the area has none: the Chinese text stands in. */
  isFallback: boolean;
}

export function pickLocalized(chinese: string, english: string | null | undefined, language: string): Localized {
  if (language !== 'en') return { value: chinese, isFallback: false };
  if (english) return { value: english, isFallback: false };
  return { value: chinese, isFallback: chinese.length > 0 };
}

/** The text in the visitor's language, Chinese when the area wrote no English (no fallback tag). */
export function localName(chinese: string, english: string | null, language: string): string {
  return pickLocalized(chinese, english, language).value;
}
