/**
 * Translations in the area file (docs/languages.md, "The area file"): each item carries
 * `translations: { "<lang>": { "<field>": "text" } }` beside its source fields, a machine translation
 * not yet approved as `{ "text": "…", "machine": true }`. Files of the old
 * shape wrote English beside each text (`nameEn`); it is read as `translations.en`.
 */
import { z } from 'zod';
import { TRANSLATION_SUBJECTS, type TranslationSubject } from '@youlan/contract';
import { LanguageTagSchema } from '@youlan/contract/console';
import { fieldRules, translationProblem } from './translation.fields.ts';
import { fileTextOf, type TranslationTexts } from './translation.ts';

/**
 * An item's translations, of its subject's fields only (a misspelt field would be lost silently),
 * each text as the console would take it: no markup in a plain field, within the field's limit.
 */
export function fileTranslations(subject: TranslationSubject) {
  const fields: readonly string[] = TRANSLATION_SUBJECTS[subject];
  return z
    .record(LanguageTagSchema, z.record(z.string(), z.union([z.string(), z.strictObject({ text: z.string(), machine: z.literal(true) })])))
    .superRefine((texts, ctx) => {
      for (const [lang, byField] of Object.entries(texts)) {
        for (const [field, text] of Object.entries(byField)) {
          const rules = fieldRules(subject, field);
          const problem = rules ? translationProblem(rules, fileTextOf(text)) : `not a translated field here (${fields.join(', ')})`;
          if (problem) ctx.addIssue({ code: 'custom', path: [lang, field], message: problem });
        }
      }
    })
    .default({});
}

/**
 * The item with its old `<field>En` texts moved into `translations.en` (a translation the file
 * also gives wins); `english` maps a new field name to where the old file kept its English.
 */
export function moveEnglish(value: unknown, english: Record<string, string>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const item: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const found: Record<string, string> = {};
  for (const [field, old] of Object.entries(english)) {
    if (!(old in item)) continue;
    const text = item[old];
    delete item[old];
    if (typeof text === 'string' && text.trim() !== '') found[field] = text;
  }
  if (Object.keys(found).length === 0) return item;
  const translations = (item['translations'] && typeof item['translations'] === 'object' ? item['translations'] : {}) as TranslationTexts;
  item['translations'] = { ...translations, en: { ...found, ...translations['en'] } };
  return item;
}

/** `{ name: 'nameEn', intro: 'introEn' }` for fields whose old English was `<field>En`. */
export const englishOf = (fields: readonly string[]): Record<string, string> => Object.fromEntries(fields.map((field) => [field, `${field}En`]));

/** An item schema that also reads the old shape: `<field>En` of `fields` into translations.en. */
export function translatedItem<T extends z.ZodType>(fields: readonly string[], schema: T) {
  return z.preprocess((value) => moveEnglish(value, englishOf(fields)), schema);
}
