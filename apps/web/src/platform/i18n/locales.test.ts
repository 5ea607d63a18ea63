import { describe, expect, it } from 'vitest';
import { flattenAppRoutes } from '@youlan/contract/runtime';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { initialLocale, registeredMessages } from './index.ts';

// Every feature's own block registers itself when its module loads.
import.meta.glob('../../**/*.messages.ts', { eager: true });
const featureBlocks = [...registeredMessages().entries()];

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function lookup(messages: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('locales', () => {
  it('zh-CN and en have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort());
  });

  it('finds the feature blocks, none of which repeats a block of the first screen', () => {
    expect(featureBlocks.map(([block]) => block)).toEqual(expect.arrayContaining(['search', 'punch', 'opinion', 'answer', 'upload']));
    for (const [block] of featureBlocks) expect(Object.keys(zhCN)).not.toContain(block);
  });

  it.each(featureBlocks)('the %s block has the same keys, no empty text and the same variables in both languages', (_block, messages) => {
    const zh = messages['zh-CN'];
    const english = messages.en;
    expect(keysOf(english).sort()).toEqual(keysOf(zh).sort());
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(zh)) {
      expect(lookup(zh, key), key).not.toBe('');
      expect(lookup(english, key), key).not.toBe('');
      expect(vars(lookup(english, key)), key).toEqual(vars(lookup(zh, key)));
    }
  });
  it('has no empty string in either language', () => {
    for (const messages of [zhCN, en]) {
      for (const key of keysOf(messages)) expect(lookup(messages, key), key).not.toBe('');
    }
  });
  it('has a title for every screen of the route table', () => {
    for (const { spec } of flattenAppRoutes()) {
      expect(typeof lookup(zhCN, spec.titleKey), spec.titleKey).toBe('string');
      expect(typeof lookup(en, spec.titleKey), spec.titleKey).toBe('string');
    }
  });
  it('uses the same interpolation variables in both languages', () => {
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(zhCN)) expect(vars(lookup(en, key)), key).toEqual(vars(lookup(zhCN, key)));
  });
});

describe('initialLocale', () => {
  it('defaults to zh-CN', () => {
    expect(initialLocale(null)).toBe('zh-CN');
    expect(initialLocale('fr')).toBe('zh-CN');
  });
  it('keeps a supported stored choice', () => {
    expect(initialLocale('en')).toBe('en');
    expect(initialLocale('zh-CN')).toBe('zh-CN');
  });
});
