import { describe, expect, it } from 'vitest';
import { PLACE_NAME_MAX, TRANSLATION_LENGTH_FACTOR } from '@youlan/contract';
import { readTranslationFile, TranslationFileRefused, writeTranslationFile, type FileProblem, type FileText } from './translation-file.format.ts';
import { checkImport } from './translation-import.rules.ts';
import { translationField } from '../../entities/translation/translation.fields.ts';

const area = { main: 'zh-CN', languages: ['zh-CN', 'en', 'ja'] };
const known = new Set(['place:1:name', 'place:1:intro', 'notice:3:contentHtml', 'surveyOption:4.2:label']);
const exists = (key: string) => known.has(key);

function csv(texts: FileText[], trgLang = 'ja', srcLang = 'zh-CN') {
  return readTranslationFile('csv', writeTranslationFile('csv', { srcLang, trgLang, texts }));
}

function problems(run: () => unknown): FileProblem[] {
  try {
    run();
  } catch (error) {
    if (error instanceof TranslationFileRefused) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('translationField', () => {
  it('reads subject, id and field, with the limit and kind of the field', () => {
    expect(translationField('place:12:name')).toEqual({ subject: 'place', id: '12', field: 'name', html: false, maxChars: PLACE_NAME_MAX * TRANSLATION_LENGTH_FACTOR });
    expect(translationField('surveyOption:3.opt-b:label')).toMatchObject({ subject: 'surveyOption', id: '3.opt-b' });
    expect(translationField('notice:1:contentHtml')?.html).toBe(true);
  });
  it('knows no other subject or field', () => {
    for (const key of ['place:12:password', 'tenant:1:name', 'place:x:name', 'place:1:name:extra', 'place:1.2.3:name', 'place:1234567890:name', '__proto__:1:name', 'place:1:constructor']) expect(translationField(key)).toBeNull();
  });
});

describe('checkImport', () => {
  it('takes a file that fits, cleaning HTML and trimming plain text; empty translations stay empty', () => {
    const file = csv([
      { key: 'place:1:name', source: '湖', translation: ' 湖 ' },
      { key: 'notice:3:contentHtml', source: '<p>开</p>', translation: '<p>開<script>x</script></p>' },
      { key: 'place:1:intro', source: '介绍', translation: '' },
    ]);
    const { lang, texts } = checkImport(file, area, exists);
    expect(lang).toBe('ja');
    expect(texts.map(({ key, translation, source, line }) => ({ key, translation, source, line }))).toEqual([
      { key: 'place:1:name', translation: '湖', source: '湖', line: 2 },
      { key: 'notice:3:contentHtml', translation: '<p>開</p>', source: '<p>开</p>', line: 3 },
      { key: 'place:1:intro', translation: '', source: '介绍', line: 4 },
    ]);
  });

  it('refuses every bad line at once, naming each', () => {
    const file = csv([
      { key: 'place:1:name', source: '湖', translation: 'Lake <b>big</b>' },
      { key: 'place:2:name', source: '山', translation: 'Hill' },
      { key: 'place:1:intro', source: '介绍', translation: 'x'.repeat(2000 * TRANSLATION_LENGTH_FACTOR + 1) },
      { key: 'place:1:name', source: '湖', translation: 'Lake' },
      { key: 'hack:1:name', source: '', translation: 'x' },
      { key: 'surveyOption:4.2:label', source: '好', translation: 'a < b is fine' },
    ]);
    expect(problems(() => checkImport(file, area, exists))).toEqual([
      { line: 2, key: 'place:1:name', message: expect.stringMatching(/markup/) },
      { line: 3, key: 'place:2:name', message: expect.stringMatching(/unknown key/) },
      { line: 4, key: 'place:1:intro', message: expect.stringMatching(/8001 characters, over this field's limit of 8000/) },
      { line: 5, key: 'place:1:name', message: 'the key appears twice (also on line 2)' },
      { line: 6, key: 'hack:1:name', message: expect.stringMatching(/unknown key/) },
    ]);
  });

  it('refuses a language the area does not translate into, or a source that is not its main language', () => {
    expect(problems(() => checkImport(csv([], 'ko'), area, exists))).toEqual([{ line: 1, message: expect.stringMatching(/ko is not one the area translates into \(en, ja\)/) }]);
    expect(problems(() => checkImport(csv([], 'zh-CN'), area, exists))).toHaveLength(1);
    expect(problems(() => checkImport(csv([], 'ja', 'en'), area, exists))).toEqual([{ line: 1, message: expect.stringMatching(/source language is en/) }]);
  });

  it('names the XLIFF unit and its line', () => {
    const file = readTranslationFile('xliff', writeTranslationFile('xliff', { srcLang: 'zh-CN', trgLang: 'en', texts: [{ key: 'place:1:name', source: '湖', translation: 'Lake' }, { key: 'place:9:name', source: '湖', translation: 'Lake' }] }));
    expect(problems(() => checkImport(file, area, exists))).toEqual([{ line: 5, key: 'place:9:name', message: expect.stringMatching(/unknown key/) }]);
  });
});
