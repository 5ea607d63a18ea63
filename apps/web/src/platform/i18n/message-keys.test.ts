/**
 * The message keys are checked by the type checker (`npm run typecheck`, which includes this file):
 * each `@ts-expect-error` below plants a key that has no text, in Chinese or in English, and the
 * type check fails the day such a key stops being an error. Nothing here runs a visitor's screen.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { en, type LocaleMessages } from './en.ts';
import type { MessageKey, registerMessages } from './index.ts';

describe('message keys', () => {
  it('a misspelt key, of the first screen or of a feature block, is a type error', () => {
    expectTypeOf<'map.locate'>().toExtend<MessageKey>();
    expectTypeOf<'search.placeholder'>().toExtend<MessageKey>();
    // @ts-expect-error: no text `map.lcoate`
    expectTypeOf<'map.lcoate'>().toExtend<MessageKey>();
    // @ts-expect-error: no text `search.placehodler` in the search block
    expectTypeOf<'search.placehodler'>().toExtend<MessageKey>();
    // @ts-expect-error: a group is not a text
    expectTypeOf<'map.sheet'>().toExtend<MessageKey>();
  });

  it('an English text missing, or one Chinese lacks, is a type error', () => {
    const { locate, ...mapWithoutLocate } = en.map;
    expectTypeOf(locate).toBeString();
    // @ts-expect-error: English without `map.locate`
    void ({ ...en, map: mapWithoutLocate } satisfies LocaleMessages);
    // @ts-expect-error: `map.onlyInEnglish` has no Chinese text
    void ({ ...en, map: { ...en.map, onlyInEnglish: 'Only in English' } } satisfies LocaleMessages);
  });

  it("a feature block's English must have the Chinese block's keys", () => {
    type SearchEnglish = Parameters<typeof registerMessages<'search'>>[2];
    expectTypeOf<SearchEnglish>().toHaveProperty('placeholder');
    // @ts-expect-error: the search block's English without its other texts
    void ({ placeholder: 'Search' } satisfies SearchEnglish);
  });
});
