/**
 * A name in the visitor's language, Chinese when the area wrote no English, for lists and labels
 * that show no fallback tag. Its own module, not the first screen's `localized.ts`: only screens
 * that load later use it.
 */
import { pickLocalized } from './localized.ts';

export function localName(chinese: string, english: string | null, language: string): string {
  return pickLocalized(chinese, english, language).value;
}
