import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileTranslations, moveEnglish, translatedItem } from './translation.file.ts';

describe('translations in the area file', () => {
  const Item = translatedItem(['name', 'intro'], z.object({ name: z.string(), intro: z.string().default(''), translations: fileTranslations('place') }));

  it('reads the old English beside each text as translations.en', () => {
    expect(Item.parse({ name: '颐和园', nameEn: 'Summer Palace', introEn: '' })).toEqual({ name: '颐和园', intro: '', translations: { en: { name: 'Summer Palace' } } });
    expect(Item.parse({ name: '颐和园', nameEn: null })).toEqual({ name: '颐和园', intro: '', translations: {} });
  });

  it('reads the new shape, any language, and lets its translation win over an old one', () => {
    expect(Item.parse({ name: '颐和园', translations: { ja: { name: '頤和園' }, en: { name: 'The Summer Palace' } }, nameEn: 'Summer Palace' }).translations).toEqual({
      ja: { name: '頤和園' },
      en: { name: 'The Summer Palace' },
    });
  });

  it('refuses a wrong language tag and an unknown field, naming them', () => {
    const bad = Item.safeParse({ name: 'x', translations: { english: { name: 'X' } } });
    expect(bad.success).toBe(false);
    const unknown = Item.safeParse({ name: 'x', translations: { en: { title: 'X' } } });
    expect(unknown.error?.issues[0]?.path).toEqual(['translations', 'en', 'title']);
  });

  it('refuses what the console would: markup in a plain field, a text over its limit', () => {
    const markup = Item.safeParse({ name: 'x', translations: { en: { name: '<b>X</b>' } } });
    expect(markup.error?.issues[0]).toMatchObject({ path: ['translations', 'en', 'name'], message: expect.stringMatching(/markup/) });
    const long = Item.safeParse({ name: 'x', translations: { ja: { intro: { text: '長'.repeat(100_000), machine: true } } } });
    expect(long.error?.issues[0]).toMatchObject({ path: ['translations', 'ja', 'intro'], message: expect.stringMatching(/over this field's limit/) });
    expect(Item.parse({ name: 'x', translations: { ja: { name: { text: 'エックス', machine: true } } } }).translations).toEqual({ ja: { name: { text: 'エックス', machine: true } } });
  });

  it('moves English kept under another name', () => {
    expect(moveEnglish({ business: 1, introEn: 'Hi' }, { businessIntro: 'introEn' })).toEqual({ business: 1, translations: { en: { businessIntro: 'Hi' } } });
  });
});
