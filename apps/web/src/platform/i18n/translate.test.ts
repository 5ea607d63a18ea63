import { describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n, registerMessages, setupI18n, type LocalePack, type MessageValues } from './index.ts';

// The lookup at run time, with blocks and keys the app does not have (so not in the key type).
const t = i18n.t as (key: string, values?: MessageValues) => string;
const register = registerMessages as (block: string, zhCN: object) => void;

register('translateTest', { greeting: '你好，{{name}}', nested: { deep: '深处' } });

describe('i18n.t', () => {
  it('looks a nested key up in the current language (zh-CN at start)', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(t('translateTest.nested.deep')).toBe('深处');
    expect(t('route.home')).toBe('首页');
  });

  it('fills the {{variables}} it is given and leaves the others as they are', () => {
    expect(t('translateTest.greeting', { name: '小明' })).toBe('你好，小明');
    expect(t('translateTest.greeting', { other: 1 })).toBe('你好，{{name}}');
    expect(t('translateTest.greeting')).toBe('你好，{{name}}');
  });

  it('answers an unknown key, or a key naming a group, with the key itself', () => {
    expect(t('translateTest.missing')).toBe('translateTest.missing');
    expect(t('translateTest.nested')).toBe('translateTest.nested');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('re-renders for a block that arrives after its texts were asked for, and only then', () => {
    let calls = 0;
    const unsubscribe = i18n.subscribe(() => (calls += 1));
    register('translateTestOnTime', { a: '甲' });
    expect(calls).toBe(0);
    expect(t('translateTestLate.a')).toBe('translateTestLate.a');
    register('translateTestLate', { a: '乙' });
    unsubscribe();
    expect(calls).toBe(1);
    expect(t('translateTestLate.a')).toBe('乙');
  });
});

describe('changing the language', () => {
  it("answers from the language's pack once it is in, in Chinese where the pack lacks a text, and mirrors it on <html lang>", async () => {
    // No DOM in the unit tests: the little of one i18n touches.
    const html = { lang: '' };
    vi.stubGlobal('document', { documentElement: html });
    vi.stubGlobal('navigator', { userAgent: '', languages: ['zh-CN'] });
    const stored = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value), removeItem: (key: string) => stored.delete(key) } });
    const asked: string[] = [];
    await setupI18n(async (locale) => {
      asked.push(locale);
      return { route: { home: `home (${locale})` } } as unknown as LocalePack;
    });
    await changeLocale('ja');
    expect(html.lang).toBe('ja');
    expect(stored.get('youlan.locale')).toBe('ja');
    expect(t('route.home')).toBe('home (ja)');
    expect(t('translateTest.nested.deep')).toBe('深处');
    await changeLocale('ja');
    expect(asked.filter((locale) => locale === 'ja')).toEqual(['ja']);
    await changeLocale('zh-CN');
    expect(t('route.home')).toBe('首页');
    expect(html.lang).toBe('zh-CN');
    vi.unstubAllGlobals();
  });
});
