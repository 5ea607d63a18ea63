import { describe, expect, it } from 'vitest';
import { apiLanguage, documentLanguage, resolveLanguage } from './visitor-language.ts';

const area = { mainLanguage: 'zh-CN', languages: ['zh-CN', 'en', 'ja'] };

describe("the visitor's language", () => {
  it('matches Accept-Language against the area languages, else the main one', () => {
    expect(apiLanguage('en-US,en;q=0.9', area)).toEqual({ lang: 'en', main: 'zh-CN' });
    expect(apiLanguage('ja', area)).toEqual({ lang: 'ja', main: 'zh-CN' });
    expect(apiLanguage('ko-KR', area)).toEqual({ lang: 'zh-CN', main: 'zh-CN' });
    expect(apiLanguage(undefined, area)).toEqual({ lang: 'zh-CN', main: 'zh-CN' });
    expect(apiLanguage('zh-TW', area).lang).toBe('zh-CN');
    expect(apiLanguage('!!garbage;;q=x, ,', area).lang).toBe('zh-CN');
  });

  it('reads the app cookie first on a document request', () => {
    expect(documentLanguage('a=1; youlan-lang=ja', 'en', area).lang).toBe('ja');
    expect(documentLanguage('youlan-lang=fr', 'en', area).lang).toBe('en');
    expect(documentLanguage('youlan-lang=%E0%A4%A', 'en', area).lang).toBe('en');
    expect(documentLanguage(undefined, undefined, area).lang).toBe('zh-CN');
  });

  it('always offers the main language', () => {
    expect(resolveLanguage(['fr'], { mainLanguage: 'fr', languages: ['en'] })).toEqual({ lang: 'fr', main: 'fr' });
  });
});
