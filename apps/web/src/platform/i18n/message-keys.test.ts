/**
 * The message keys are checked by the type checker (`npm run typecheck`, which includes this file):
 * each `@ts-expect-error` below plants a key that has no text, in Chinese or in another language,
 * and the type check fails the day such a key stops being an error. Nothing here runs a visitor's
 * screen.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { en } from './en.ts';
import type { LocaleMessages } from './zh-CN.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import type { LocalePack, MessageKey } from './index.ts';

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

  it('a first-screen text missing in English, Japanese or Korean, or one Chinese lacks, is a type error', () => {
    for (const shell of [en, ja, ko]) {
      const { locate, ...mapWithoutLocate } = shell.map;
      expectTypeOf(locate).toBeString();
      // @ts-expect-error: a language without `map.locate`
      void ({ ...shell, map: mapWithoutLocate } satisfies LocaleMessages);
      // @ts-expect-error: `map.onlyHere` has no Chinese text
      void ({ ...shell, map: { ...shell.map, onlyHere: 'Only here' } } satisfies LocaleMessages);
    }
  });

  it("a language's pack must have every feature block, with the Chinese block's keys", () => {
    // Only typed: a pack is made of every feature's texts, which this layer does not import.
    expectTypeOf(plantInPack).toBeFunction();
  });
});

function plantInPack(pack: LocalePack): void {
  const { search, ...withoutSearch } = pack;
  const { placeholder, ...searchWithoutPlaceholder } = search;
  expectTypeOf(placeholder).toBeString();
  // @ts-expect-error: a pack without the search block
  void (withoutSearch satisfies LocalePack);
  // @ts-expect-error: a pack whose search block lacks `placeholder`
  void ({ ...pack, search: searchWithoutPlaceholder } satisfies LocalePack);
  // @ts-expect-error: `search.onlyHere` has no Chinese text
  void ({ ...pack, search: { ...search, onlyHere: '' } } satisfies LocalePack);
  // @ts-expect-error: a block Chinese does not have
  void ({ ...pack, nowhere: { a: '' } } satisfies LocalePack);
}
