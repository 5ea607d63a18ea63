import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAG_PATTERN } from '@youlan/contract/runtime';
import { COMMON_LANGUAGES, filterOf, formatOfFile, languageName, normalizeLanguageTag, orderedLanguages, refusedLines, searchOf } from './translation-rules.ts';

describe('language tags', () => {
  it('every language offered is a tag the server takes', () => {
    for (const tag of COMMON_LANGUAGES) expect(tag).toMatch(LANGUAGE_TAG_PATTERN);
  });

  it('puts a typed tag in shape, or refuses it', () => {
    expect(normalizeLanguageTag(' EN ')).toBe('en');
    expect(normalizeLanguageTag('zh_cn')).toBe('zh-CN');
    expect(normalizeLanguageTag('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(normalizeLanguageTag('es-419')).toBe('es-419');
    expect(normalizeLanguageTag('english')).toBeNull();
    expect(normalizeLanguageTag('')).toBeNull();
    expect(normalizeLanguageTag('ja-JP-x-private')).toBeNull();
  });

  it("names a language in the console's language, else shows the tag", () => {
    expect(languageName('ja', 'en')).toBe('Japanese');
    expect(languageName('ja', 'zh-CN')).toBe('日语');
    expect(languageName('qqq', 'en')).toBe('qqq');
  });

  it('orders the languages main first, each once', () => {
    expect(orderedLanguages('zh-CN', ['en', 'zh-CN', 'ja', 'EN'])).toEqual(['zh-CN', 'en', 'ja']);
    expect(orderedLanguages('en', ['ja'])).toEqual(['en', 'ja']);
  });
});

describe("the list's filter in the address", () => {
  it('reads what it knows and ignores the rest', () => {
    expect(filterOf(new URLSearchParams('state=outdated&subject=place&page=3'))).toEqual({ state: 'outdated', subject: 'place', page: 3 });
    expect(filterOf(new URLSearchParams('state=lost&subject=ticket&page=-1'))).toEqual({ state: undefined, subject: undefined, page: 1 });
    expect(filterOf(new URLSearchParams(''))).toEqual({ state: undefined, subject: undefined, page: 1 });
  });

  it('writes only what narrows the list', () => {
    expect(searchOf({ state: 'missing', page: 1 })).toBe('state=missing');
    expect(searchOf({ subject: 'notice', page: 2 })).toBe('subject=notice&page=2');
    expect(searchOf({})).toBe('');
    const filter = { state: 'machine', subject: 'surveyOption', page: 4 } as const;
    expect(filterOf(new URLSearchParams(searchOf(filter)))).toEqual(filter);
  });
});

describe("a translator's file", () => {
  it('is known by its extension, else by its start', () => {
    expect(formatOfFile('ja.CSV', '')).toBe('csv');
    expect(formatOfFile('ja.xlf', '')).toBe('xliff');
    expect(formatOfFile('ja.xliff', '')).toBe('xliff');
    expect(formatOfFile('download', '\uFEFF<?xml version="1.0"?><xliff/>')).toBe('xliff');
    expect(formatOfFile('download', '\uFEFFkey,source,translation\r\n')).toBe('csv');
    expect(formatOfFile('notes.txt', 'hello')).toBeNull();
  });

  it("lists a refusal's problems one per line of the file", () => {
    expect(refusedLines('line 3 "place:9:name": unknown key: no text of this area has it; line 7: the key appears twice (also on line 4); line 1: the file\'s language fr is not one the area translates into (en, ja)')).toEqual([
      { where: 'line 3 "place:9:name"', problem: 'unknown key: no text of this area has it' },
      { where: 'line 7', problem: 'the key appears twice (also on line 4)' },
      { where: 'line 1', problem: "the file's language fr is not one the area translates into (en, ja)" },
    ]);
    expect(refusedLines('the file is not XLIFF 2.0; it has no <xliff> element')).toEqual([{ where: null, problem: 'the file is not XLIFF 2.0; it has no <xliff> element' }]);
  });
});
