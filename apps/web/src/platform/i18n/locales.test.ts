import { describe, expect, it } from 'vitest';
import { flattenAppRoutes } from '@youlan/contract/runtime';
import { zhCN } from './zh-CN.ts';
import { registeredMessages } from './index.ts';

// Every feature's own block registers itself when its module loads.
import.meta.glob('../../**/*.messages.ts', { eager: true });
const featureBlocks = [...registeredMessages().keys()];

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function lookup(messages: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

// The other languages are checked against these in src/locales/packs.test.ts.
describe('the Chinese texts', () => {
  it('find the feature blocks, none of which repeats a block of the first screen', () => {
    expect(featureBlocks).toEqual(expect.arrayContaining(['search', 'punch', 'opinion', 'answer', 'upload', 'errorText', 'boostCourse']));
    for (const block of featureBlocks) expect(Object.keys(zhCN)).not.toContain(block);
  });

  it('have no empty text', () => {
    for (const key of keysOf(zhCN)) expect(lookup(zhCN, key), key).not.toBe('');
    for (const [block, messages] of registeredMessages()) for (const key of keysOf(messages)) expect(lookup(messages, key), `${block}.${key}`).not.toBe('');
  });

  it('have a title for every screen of the route table', () => {
    for (const { spec } of flattenAppRoutes()) expect(typeof lookup(zhCN, spec.titleKey), spec.titleKey).toBe('string');
  });
});
