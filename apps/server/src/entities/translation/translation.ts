/**
 * The shared model of an area's texts in many languages (docs/languages.md): the row's own column
 * is the source in the area's main language; its `translations` column holds, per language and
 * field, the translation and a digest of the source it was made from (changed since: outdated).
 * Pure functions; every feature with translatable rows and the translation feature use them.
 */
import { createHash } from 'node:crypto';
import { jsonb } from 'drizzle-orm/pg-core';
import type { LocalText } from '@youlan/contract';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';

/** One field's translation into one language. */
export interface StoredTranslation {
  text: string;
  /** textDigest of the source the translation was made from. */
  source: string;
  /** Machine translated, not yet approved by the area's staff. */
  machine?: true;
}

/** `{ [lang]: { [field]: StoredTranslation } }`: the `translations` column of a row. */
export type Translations = Record<string, Record<string, StoredTranslation>>;

/** The `translations` jsonb column every table with translatable texts carries. */
export const translationsColumn = () => jsonb('translations').$type<Translations>().notNull().default({});

/**
 * A short digest of a source text. Migration 0023 computes the same in SQL, `left(md5(source), 16)`:
 * the two must agree, or every migrated translation would read as outdated.
 */
export function textDigest(source: string): string {
  return createHash('md5').update(source, 'utf8').digest('hex').slice(0, 16);
}

/**
 * What a visitor reads of one field: its translation in the visitor's language when there is one
 * (an outdated one too: an old translation beats none), else the source, tagged with the main language.
 */
export function localText(source: string, translations: Translations | null | undefined, field: string, visitorLang: string, mainLang: string): LocalText {
  if (visitorLang !== mainLang) {
    const found = translations?.[visitorLang]?.[field];
    if (found && found.text !== '') return found.machine ? { text: found.text, lang: visitorLang, machine: true } : { text: found.text, lang: visitorLang };
  }
  return { text: source, lang: mainLang };
}

/** localText for one row: `texts(field, source)`. */
export function textsOf(translations: Translations | null | undefined, language: VisitorLanguage): (field: string, source: string) => LocalText {
  return (field, source) => localText(source, translations, field, language.lang, language.main);
}

/** The translations with one field's translation set (made from `source` as it is now); '' removes it. */
export function setTranslation(translations: Translations, lang: string, field: string, text: string, source: string, machine = false): Translations {
  if (text === '') return removeTranslation(translations, lang, field);
  const entry: StoredTranslation = machine ? { text, source: textDigest(source), machine: true } : { text, source: textDigest(source) };
  return { ...translations, [lang]: { ...translations[lang], [field]: entry } };
}

/** The translations without one field's translation (a language left with none goes). */
export function removeTranslation(translations: Translations, lang: string, field: string): Translations {
  const fields = translations[lang];
  if (!fields || !(field in fields)) return translations;
  const { [field]: _removed, ...rest } = fields;
  const { [lang]: _language, ...others } = translations;
  return Object.keys(rest).length > 0 ? { ...others, [lang]: rest } : others;
}

/** Where one field's translation stands against the source now. */
export function translationState(source: string, translations: Translations | null | undefined, lang: string, field: string): 'missing' | 'outdated' | 'machine' | 'done' {
  const found = translations?.[lang]?.[field];
  if (!found) return 'missing';
  if (found.source !== textDigest(source)) return 'outdated';
  return found.machine ? 'machine' : 'done';
}

/** A text as an area file writes it: the text, or a machine translation no operator has approved yet. */
export type FileText = string | { text: string; machine: true };

/** The texts of the translations, as an area file writes them: `{ [lang]: { [field]: text } }`. */
export type TranslationTexts = Record<string, Record<string, FileText>>;

export function translationTexts(translations: Translations): TranslationTexts {
  return Object.fromEntries(
    Object.entries(translations).map(([lang, fields]) => [lang, Object.fromEntries(Object.entries(fields).map(([field, t]): [string, FileText] => [field, t.machine ? { text: t.text, machine: true } : t.text]))]),
  );
}

/** The file text's words, whichever way it is written. */
export const fileTextOf = (text: FileText): string => (typeof text === 'string' ? text : text.text);

/** Translations read from texts (an area file, old `…En` fields), recorded as made from `sources` as they are. */
export function translationsFrom(texts: TranslationTexts, sources: Record<string, string>): Translations {
  let out: Translations = {};
  for (const [lang, fields] of Object.entries(texts)) {
    for (const [field, text] of Object.entries(fields)) {
      const source = sources[field];
      if (source !== undefined && fileTextOf(text)) out = setTranslation(out, lang, field, fileTextOf(text), source, typeof text !== 'string');
    }
  }
  return out;
}


/**
 * Translations gathered from several rows under new field names (a copy that outlives its rows):
 * `gather([[place.translations, { name: 'placeName' }], [pose.translations, { name: 'poseName' }]])`.
 */
export function gatherTranslations(parts: [Translations, Record<string, string>][]): Translations {
  const out: Translations = {};
  for (const [translations, fields] of parts) {
    for (const [lang, texts] of Object.entries(translations)) {
      for (const [field, as] of Object.entries(fields)) {
        const found = texts[field];
        if (found) out[lang] = { ...out[lang], [as]: found };
      }
    }
  }
  return out;
}

/**
 * A row's title and text per translated language, as search indexes them: `titleField` and the
 * `textFields` joined by a space; `plain` turns a field's text into plain text (HTML fields).
 */
export function textsByLanguage(translations: Translations, titleField: string, textFields: string[], plain: (field: string, text: string) => string = (_field, text) => text): Record<string, { title: string; text: string }> {
  return Object.fromEntries(
    Object.entries(translations).map(([lang, fields]) => [
      lang,
      {
        title: fields[titleField]?.text ?? '',
        text: textFields
          .flatMap((field) => (fields[field]?.text ? [plain(field, fields[field].text)] : []))
          .join(' '),
      },
    ]),
  );
}
