import { describe, expect, it } from 'vitest';
import { localText, removeTranslation, setTranslation, textDigest, translationState, translationsFrom, translationTexts, type Translations } from './translation.ts';

describe('texts in many languages', () => {
  const translations: Translations = { en: { name: { text: 'Summer Palace', source: textDigest('颐和园') } }, ja: { name: { text: '頤和園', source: textDigest('颐和园'), machine: true } } };

  it('gives the translation in the visitor language, else the source tagged with the main language', () => {
    expect(localText('颐和园', translations, 'name', 'en', 'zh-CN')).toEqual({ text: 'Summer Palace', lang: 'en' });
    expect(localText('颐和园', translations, 'name', 'ja', 'zh-CN')).toEqual({ text: '頤和園', lang: 'ja', machine: true });
    expect(localText('颐和园', translations, 'name', 'ko', 'zh-CN')).toEqual({ text: '颐和园', lang: 'zh-CN' });
    expect(localText('颐和园', translations, 'intro', 'en', 'zh-CN')).toEqual({ text: '颐和园', lang: 'zh-CN' });
    expect(localText('颐和园', {}, 'name', 'zh-CN', 'zh-CN')).toEqual({ text: '颐和园', lang: 'zh-CN' });
  });

  it('keeps showing an outdated translation, and tells it apart', () => {
    expect(localText('颐和园 (新)', translations, 'name', 'en', 'zh-CN').text).toBe('Summer Palace');
    expect(translationState('颐和园 (新)', translations, 'en', 'name')).toBe('outdated');
    expect(translationState('颐和园', translations, 'en', 'name')).toBe('done');
    expect(translationState('颐和园', translations, 'ja', 'name')).toBe('machine');
    expect(translationState('颐和园', translations, 'ko', 'name')).toBe('missing');
  });

  it('sets and removes translations without touching the others', () => {
    const set = setTranslation(translations, 'ko', 'name', '이화원', '颐和园');
    expect(set.ko).toEqual({ name: { text: '이화원', source: textDigest('颐和园') } });
    expect(set.en).toBe(translations.en);
    expect(removeTranslation(set, 'ko', 'name')).toEqual(translations);
    expect(setTranslation(set, 'ko', 'name', '', '颐和园')).toEqual(translations);
    expect(removeTranslation(translations, 'fr', 'name')).toBe(translations);
    expect(setTranslation({}, 'en', 'name', 'X', 'y', true).en?.name).toEqual({ text: 'X', source: textDigest('y'), machine: true });
  });

  it('reads and writes the texts of an area file', () => {
    const read = translationsFrom({ en: { name: 'Summer Palace', intro: '', unknown: 'x' }, ja: { name: { text: '頤和園', machine: true } } }, { name: '颐和园', intro: '' });
    expect(read).toEqual(translations);
    expect(translationTexts(translations)).toEqual({ en: { name: 'Summer Palace' }, ja: { name: { text: '頤和園', machine: true } } });
  });

  it('digests like the migration: the first 16 hex digits of md5', () => {
    expect(textDigest('')).toBe('d41d8cd98f00b204');
    expect(textDigest('颐和园')).toHaveLength(16);
  });
});
