/**
 * Whether a translator's file fits the area, all of it: every text's key is one of the area's,
 * once; the languages are the area's main one and one it offers; a plain field holds no markup;
 * no text is over its limit. Every problem is collected with its line, and any one refuses the
 * file (docs/languages.md: an import is all or nothing).
 */
import { sanitizeOperatorHtml } from '../../platform/html.ts';
import { TranslationFileRefused, type FileProblem, type ReadFile } from './translation-file.format.ts';
import { translationField, translationProblem, type TranslationField } from '../../entities/translation/translation.fields.ts';

export interface AreaLanguageChoice {
  main: string;
  languages: readonly string[];
}

/** A text of the file ready to store: the translation cleaned as its field wants it. */
export interface ImportedText {
  key: string;
  field: TranslationField;
  /** The source the translator saw: the translation is recorded as made from it (changed since: outdated). */
  source: string;
  /** '' when the translator left it empty (nothing is stored or removed). */
  translation: string;
  line: number;
}

/** The translation as stored: HTML sanitized like its source, plain text trimmed like it. */
export function cleanTranslation(field: TranslationField, text: string): string {
  return field.html ? sanitizeOperatorHtml(text).trim() : text.trim();
}

/**
 * The file's texts checked against the area: `exists` says whether a key names one of its texts.
 * Throws TranslationFileRefused with every problem found.
 */
export function checkImport(file: ReadFile, area: AreaLanguageChoice, exists: (key: string) => boolean): { lang: string; texts: ImportedText[] } {
  const problems: FileProblem[] = [];
  if (file.srcLang !== area.main) problems.push({ line: file.languagesLine, message: `the file's source language is ${file.srcLang}, not the area's main language ${area.main}` });
  if (file.trgLang === area.main || !area.languages.includes(file.trgLang)) {
    const others = area.languages.filter((lang) => lang !== area.main);
    problems.push({ line: file.languagesLine, message: `the file's language ${file.trgLang} is not one the area translates into (${others.join(', ') || 'none chosen'})` });
  }
  const seen = new Map<string, number>();
  const texts: ImportedText[] = [];
  for (const text of file.texts) {
    const problem = (message: string) => problems.push({ line: text.line, key: text.key, message });
    const earlier = seen.get(text.key);
    if (earlier !== undefined) {
      problem(`the key appears twice (also on line ${earlier})`);
      continue;
    }
    seen.set(text.key, text.line);
    const field = translationField(text.key);
    if (!field || !exists(text.key)) {
      problem('unknown key: no text of this area has it');
      continue;
    }
    const wrong = translationProblem(field, text.translation);
    if (wrong) {
      problem(wrong);
      continue;
    }
    texts.push({ key: text.key, field, source: text.source, translation: text.translation === '' ? '' : cleanTranslation(field, text.translation), line: text.line });
  }
  if (problems.length) throw new TranslationFileRefused(problems);
  return { lang: file.trgLang, texts };
}
