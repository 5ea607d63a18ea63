import { describe, expect, it } from 'vitest';
import { isStandIn, languageName } from './localized.ts';

describe('isStandIn', () => {
  it('is false for a text in the visitor’s language, whatever the region', () => {
    expect(isStandIn({ text: '长廊', lang: 'zh-CN' }, 'zh-CN')).toBe(false);
    expect(isStandIn({ text: 'Long Corridor', lang: 'en' }, 'en')).toBe(false);
    expect(isStandIn({ text: '長廊', lang: 'ja' }, 'ja')).toBe(false);
  });
  it('is true when the main language stands in for a missing translation', () => {
    expect(isStandIn({ text: '长廊', lang: 'zh-CN' }, 'en')).toBe(true);
    expect(isStandIn({ text: '长廊', lang: 'zh-CN' }, 'ko')).toBe(true);
  });
  it('has nothing to tag when there is no text', () => {
    expect(isStandIn({ text: '', lang: 'zh-CN' }, 'en')).toBe(false);
  });
});

describe('languageName', () => {
  it('names a language in itself', () => {
    expect(languageName('zh-CN')).toBe('中文');
    expect(languageName('en')).toBe('English');
    expect(languageName('ja')).toBe('日本語');
    expect(languageName('ko')).toBe('한국어');
  });
});
