/**
 * The message keys are checked by the type checker (`npm run typecheck`): each `@ts-expect-error`
 * below plants a key that has no text, in Chinese or in English, and fails the type check the day
 * such a key stops being an error. The run-time lines only show what a visitor would have seen.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { en, type LocaleMessages } from './en.ts';
import { i18n, type MessageKey, type registerMessages } from './index.ts';

describe('message keys', () => {
  it('a misspelt key, of the first screen or of a feature block, is a type error', () => {
    expectTypeOf<'map.locate'>().toExtend<MessageKey>();
    expectTypeOf<'search.placeholder'>().toExtend<MessageKey>();
    // @ts-expect-error: no text `map.lcoate` (the visitor would read the key itself)
    expect(i18n.t('map.lcoate')).toBe('map.lcoate');
    // @ts-expect-error: no text `search.placehodler` in the search block
    expect(i18n.t('search.placehodler')).toBe('search.placehodler');
    // @ts-expect-error: a group is not a text
    expect(i18n.t('map.sheet')).toBe('map.sheet');
  });

  it('an English text missing, or one Chinese lacks, is a type error', () => {
    const { locate, ...mapWithoutLocate } = en.map;
    // @ts-expect-error: English without `map.locate`
    const englishWithoutLocate: LocaleMessages = { ...en, map: mapWithoutLocate };
    expect(englishWithoutLocate.map).not.toHaveProperty('locate');
    expect(locate).toBe('My location');
    // @ts-expect-error: `map.onlyInEnglish` has no Chinese text
    const englishWithExtra: LocaleMessages = { ...en, map: { ...en.map, onlyInEnglish: 'Only in English' } };
    expect(englishWithExtra.map).toHaveProperty('onlyInEnglish');
  });

  it("a feature block's English must have the Chinese block's keys", () => {
    type SearchEnglish = Parameters<typeof registerMessages<'search'>>[2];
    expectTypeOf<SearchEnglish>().toHaveProperty('placeholder');
    // @ts-expect-error: the search block's English without its other texts
    const searchEnglish: SearchEnglish = { placeholder: 'Search' };
    expect(Object.keys(searchEnglish)).toEqual(['placeholder']);
  });
});
