/**
 * The language packs against the Chinese, at run time (the type check already holds them to the
 * same keys, message-keys.test.ts): the same `{{variables}}`, no empty text, and Japanese and
 * Korean texts written in Japanese and Korean, not left in English or Chinese.
 */
import { describe, expect, it } from 'vitest';
import { flattenAppRoutes } from '@youlan/contract/runtime';
import { registeredMessages, type LocalePack } from '../platform/i18n/index.ts';
import { zhCN } from '../platform/i18n/zh-CN.ts';
import { pack as en } from './en.ts';
import { pack as ja } from './ja.ts';
import { pack as ko } from './ko.ts';

import.meta.glob('../**/*.messages.ts', { eager: true });
const chinese: object = { ...zhCN, ...Object.fromEntries(registeredMessages()) };
const packs: [string, LocalePack][] = [
  ['en', en],
  ['ja', ja],
  ['ko', ko],
];

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function textOf(messages: object, key: string): string {
  return String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages));
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** The text without its variables: what a reader reads. */
const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '');

describe.each(packs)('the %s pack', (_locale, pack) => {
  it('has exactly the Chinese keys, each a text with the same variables', () => {
    expect(keysOf(pack).sort()).toEqual(keysOf(chinese).sort());
    for (const key of keysOf(chinese)) {
      expect(textOf(pack, key).trim(), key).not.toBe('');
      expect(variables(textOf(pack, key)), key).toEqual(variables(textOf(chinese, key)));
    }
  });

  it("names the music button with its visible word (axe's label-content-name-mismatch)", () => {
    for (const key of ['audioGuide.musicOn', 'audioGuide.musicOff']) expect(textOf(pack, key).toLowerCase(), key).toContain(textOf(pack, 'audioGuide.music').toLowerCase());
  });

  it('has a title for every screen of the route table', () => {
    for (const { spec } of flattenAppRoutes()) expect(typeof textOf(pack, spec.titleKey), spec.titleKey).toBe('string');
  });
});

describe('Japanese and Korean', () => {
  const kana = /[\u3040-\u30ff]/;
  const han = /\p{Script=Han}/u;
  const hangul = /\p{Script=Hangul}/u;
  /** Texts that read the same in every language (a symbol, a unit such as km, a name). */
  const sameEverywhere = (text: string) => !/\p{L}/u.test(words(text)) || /^\s*k?m\s*$/.test(words(text)) || /^[\s\w°/%·.:+-]*(VR|Youlan)[\s\w°/%·.:+-]*$/.test(words(text));

  it('writes every Japanese text in Japanese', () => {
    // Kanji alone is Japanese too where the word is short (保存, 音量), and there the same as Chinese.
    const notJapanese = keysOf(chinese).filter((key) => {
      const text = words(textOf(ja, key));
      return !sameEverywhere(text) && !kana.test(text) && !(han.test(text) && (text.length <= 4 || text !== words(textOf(chinese, key))));
    });
    expect(notJapanese).toEqual([]);
  });

  it('writes every Korean text in Hangul', () => {
    const notKorean = keysOf(chinese).filter((key) => {
      const text = words(textOf(ko, key));
      return !sameEverywhere(text) && !hangul.test(text);
    });
    expect(notKorean).toEqual([]);
  });

  it('keeps no Chinese sentence unchanged', () => {
    for (const pack of [ja, ko]) {
      const copied = keysOf(chinese).filter((key) => words(textOf(chinese, key)).length > 4 && !sameEverywhere(textOf(chinese, key)) && textOf(pack, key) === textOf(chinese, key));
      expect(copied).toEqual([]);
    }
  });
});
