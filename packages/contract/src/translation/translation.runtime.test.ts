import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAG_PATTERN, matchLanguage, parseAcceptLanguage, translationKey } from './translation.runtime.ts';

describe('matchLanguage', () => {
  const offered = ['zh-CN', 'en', 'ja', 'ko'];
  it('takes the first preferred tag the area offers, exactly or by language', () => {
    expect(matchLanguage(['ja-JP', 'en'], offered)).toBe('ja');
    expect(matchLanguage(['fr', 'ko'], offered)).toBe('ko');
    expect(matchLanguage(['EN-gb'], offered)).toBe('en');
    expect(matchLanguage(['zh-TW'], offered)).toBe('zh-CN');
  });
  it('prefers an exact tag to a relative', () => {
    expect(matchLanguage(['zh-TW'], ['zh-CN', 'zh-TW'])).toBe('zh-TW');
  });
  it('is null when nothing fits (the caller uses the main language)', () => {
    expect(matchLanguage(['fr', 'de'], offered)).toBeNull();
    expect(matchLanguage([], offered)).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q, then by position, and drops * and q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, ja-JP, *;q=0.1, ko;q=0.8, fr;q=0')).toEqual(['ja-JP', 'ko', 'en']);
  });
  it('reads nothing from an absent or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('language tags and keys', () => {
  it('accepts the tags areas use and refuses others', () => {
    for (const tag of ['zh-CN', 'en', 'ja', 'ko', 'zh-Hant-TW', 'es-419']) expect(tag).toMatch(LANGUAGE_TAG_PATTERN);
    for (const tag of ['EN', 'english', 'zh_CN', '', 'ja-jp', '<b>']) expect(tag).not.toMatch(LANGUAGE_TAG_PATTERN);
  });
  it('names a text by subject, id and field', () => {
    expect(translationKey('place', 12, 'name')).toBe('place:12:name');
  });
});
