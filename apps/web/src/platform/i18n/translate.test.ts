import { describe, expect, it } from 'vitest';
import { i18n, registerMessages } from './index.ts';

registerMessages('translateTest', { greeting: '你好，{{name}}', nested: { deep: '深处' } }, { greeting: 'Hello, {{name}}', nested: { deep: 'deep' } });

describe('i18n.t', () => {
  it('looks a nested key up in the current language (zh-CN at start)', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('translateTest.nested.deep')).toBe('深处');
    expect(i18n.t('route.home')).toBe('首页');
  });

  it('fills the {{variables}} it is given and leaves the others as they are', () => {
    expect(i18n.t('translateTest.greeting', { name: '小明' })).toBe('你好，小明');
    expect(i18n.t('translateTest.greeting', { other: 1 })).toBe('你好，{{name}}');
    expect(i18n.t('translateTest.greeting')).toBe('你好，{{name}}');
  });

  it('answers an unknown key, or a key naming a group, with the key itself', () => {
    expect(i18n.t('translateTest.missing')).toBe('translateTest.missing');
    expect(i18n.t('translateTest.nested')).toBe('translateTest.nested');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('re-renders for a block that arrives after its texts were asked for, and only then', () => {
    let calls = 0;
    const unsubscribe = i18n.subscribe(() => (calls += 1));
    registerMessages('translateTestOnTime', { a: '甲' }, { a: 'A' });
    expect(calls).toBe(0);
    expect(i18n.t('translateTestLate.a')).toBe('translateTestLate.a');
    registerMessages('translateTestLate', { a: '乙' }, { a: 'B' });
    unsubscribe();
    expect(calls).toBe(1);
    expect(i18n.t('translateTestLate.a')).toBe('乙');
  });
});
