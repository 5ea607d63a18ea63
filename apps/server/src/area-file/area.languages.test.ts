/**
 * Operator content in the visitor's language (docs/languages.md): what the area file gives in
 * `translations` (or, in the old shape, `…En`) comes back as LocalText in the language asked for
 * by Accept-Language, sanitized like the source; what it leaves out comes in the main language,
 * tagged; search finds every language's texts and answers in the visitor's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { loadDemoArea, parseAreaFile } from './area.file.ts';
import { dateDemoWeather } from './area.seed.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant((file) => {
    file.languages = ['zh-CN', 'en', 'ja', 'ko'];
    file.notices.push(
      { title: '只有中文的通知', contentHtml: '<p>园中园今日闭馆。</p>', translations: {}, isPinned: false, publishedAt: '2026-01-02T00:00:00+08:00' },
      {
        title: '带脚本的英文通知',
        contentHtml: '<p>你好</p>',
        translations: { en: { title: 'A notice with a script', contentHtml: '<p onclick="x()">Hello<script>alert(1)</script> &amp; goodbye</p>' }, ja: { title: '日本語のお知らせ' } },
        isPinned: false,
        publishedAt: '2026-01-01T00:00:00+08:00',
      },
    );
    file.config.translations = { ...file.config.translations, en: { ...file.config.translations['en'], aboutUsHtml: '<p>About<img src="javascript:alert(1)"></p>' } };
    file.places[0]!.translations = { ...file.places[0]!.translations, ja: { name: '東宮門（日本語）', intro: '頤和園の正門です。' }, ko: { name: '동궁문' } };
    // The demo's third place without its Japanese (its second keeps the demo's machine translation).
    const { ja: _ja, ...third } = file.places[2]!.translations;
    file.places[2]!.translations = third;
    // Dated from today, as the demo is when it is seeded (days before today are not served).
    file.weather = dateDemoWeather(file, new Date()).weather;
  });
  other = await t.createTenant((file) => {
    file.languages = ['zh-CN', 'en'];
    file.places[0]!.translations = { ja: { name: 'ほかの地域の名前' } };
  });
});
afterAll(() => t.close());

const get = async (url: string, lang?: string, code = area.code) => {
  const response = await t.call(code, { method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['vary']).toContain('Accept-Language');
  return response.json().data;
};

interface Text { text: string; lang: string; machine?: true }
interface NoticeRow { id: number; title: Text; summary: Text }
interface Hit { type: string; title: string; lang: string; snippet: string }

describe('operator content in the visitor language', () => {
  it('serves notices in English with their sanitized text, and in Chinese, tagged, where the area has none', async () => {
    const { list } = (await get('/api/h5/notice?size=50', 'en-GB,en;q=0.9')) as { list: NoticeRow[] };
    const winter = list.find((n) => n.title.text === 'Winter opening hours');
    expect(winter?.summary).toEqual({ text: expect.stringMatching(/^From 1 November/), lang: 'en' });
    const chineseOnly = list.find((n) => n.title.text === '只有中文的通知');
    expect(chineseOnly?.title).toEqual({ text: '只有中文的通知', lang: 'zh-CN' });
    expect((await get(`/api/h5/notice/${chineseOnly?.id}`, 'en')).contentHtml).toEqual({ text: '<p>园中园今日闭馆。</p>', lang: 'zh-CN' });
    const scripted = list.find((n) => n.title.text === 'A notice with a script');
    expect((await get(`/api/h5/notice/${scripted?.id}`, 'en')).contentHtml).toEqual({ text: '<p>Hello &amp; goodbye</p>', lang: 'en' });
    expect((await get(`/api/h5/notice/${scripted?.id}`, 'ja')).title).toEqual({ text: '日本語のお知らせ', lang: 'ja' });
  });

  it('serves the source to a visitor without a language, or with one the area does not offer', async () => {
    for (const lang of [undefined, 'fr-FR', 'de;q=0.5']) {
      const { list } = (await get('/api/h5/notice?size=50', lang)) as { list: NoticeRow[] };
      expect(list.find((n) => n.title.text === '冬季开放时间调整')?.title.lang).toBe('zh-CN');
    }
  });

  it('serves every demo article in English', async () => {
    const { list } = (await get('/api/h5/article', 'en')) as { list: { id: number; title: Text; summary: Text; author: Text }[] };
    expect(list.length).toBeGreaterThan(0);
    for (const article of list) {
      expect(article).toMatchObject({ title: { lang: 'en' }, summary: { lang: 'en' }, author: { text: 'Summer Palace Guide', lang: 'en' } });
      expect((await get(`/api/h5/article/${article.id}`, 'en')).contentHtml.text).toMatch(/^<(h2|p)>/);
    }
  });

  it('serves the about page, business texts and weather words in English, the HTML sanitized; the weather code keeps the source word', async () => {
    const config = await get('/api/config/h5', 'en');
    expect(config.aboutUsHtml).toEqual({ text: '<p>About<img /></p>', lang: 'en' });
    expect(config).toMatchObject({ address: { text: expect.stringContaining('Beijing'), lang: 'en' }, openingHours: { text: expect.stringMatching(/^Peak season/) } });
    expect(config.business).toMatchObject({ intro: { text: expect.stringMatching(/^Travel agencies/), lang: 'en' }, contactName: { lang: 'en' } });
    const [today] = await get('/api/weather', 'en');
    expect(today).toMatchObject({ dayWeather: '晴', dayWeatherText: { text: 'Sunny', lang: 'en' } });
    const [chinese] = await get('/api/weather');
    expect(chinese).toMatchObject({ dayWeather: '晴', dayWeatherText: { text: '晴', lang: 'zh-CN' } });
  });

  it('serves places in Japanese and Korean where translated, each area its own', async () => {
    const ja = (await get('/api/h5/place?page=1&size=9999', 'ja-JP')).list as { name: Text; intro: Text }[];
    expect(ja[0]).toMatchObject({ name: { text: '東宮門（日本語）', lang: 'ja' }, intro: { text: '頤和園の正門です。', lang: 'ja' } });
    expect(ja[1]?.name).toMatchObject({ lang: 'ja', machine: true });
    expect(ja[2]?.name.lang).toBe('zh-CN');
    const ko = (await get('/api/h5/place?page=1&size=9999', 'ko')).list as { name: Text; intro: Text }[];
    expect(ko[0]).toMatchObject({ name: { text: '동궁문', lang: 'ko' }, intro: { lang: 'zh-CN' } });
    // The other area does not offer Japanese, and never shows this area's.
    const elsewhere = (await get('/api/h5/place?page=1&size=9999', 'ja', other.code)).list as { name: Text }[];
    expect(elsewhere[0]?.name.lang).toBe('zh-CN');
    expect(elsewhere.some((p) => p.name.text === '東宮門（日本語）')).toBe(false);
  });

  it('keeps cached answers apart by language', async () => {
    const zh = (await get('/api/h5/notice?size=50')).list as NoticeRow[];
    const en = (await get('/api/h5/notice?size=50', 'en')).list as NoticeRow[];
    const again = (await get('/api/h5/notice?size=50')).list as NoticeRow[];
    expect(en[0]?.title).not.toEqual(zh[0]?.title);
    expect(again).toEqual(zh);
  });

  it('gives hot words in the visitor language', async () => {
    expect((await get('/api/searchWord', 'en')).list[0]).toEqual({ word: { text: 'Buddhist Incense', lang: 'en' } });
    expect((await get('/api/searchWord')).list[0]).toEqual({ word: { text: '佛香阁', lang: 'zh-CN' } });
  });

  it('finds places, notices and articles by their texts in any language and answers in the visitor language', async () => {
    for (const { word } of (await get('/api/searchWord', 'en')).list as { word: Text }[]) {
      expect((await get(`/api/search?q=${encodeURIComponent(word.text)}`)).total, word.text).toBeGreaterThan(0);
    }
    const english = (await get('/api/search?q=opening%20hours', 'en')).list as Hit[];
    expect(english[0]).toMatchObject({ type: 'notice', title: 'Winter opening hours', lang: 'en', snippet: expect.stringContaining('hours') });
    const chinese = (await get('/api/search?q=opening%20hours')).list as Hit[];
    expect(chinese[0]).toMatchObject({ title: '冬季开放时间调整', lang: 'zh-CN' });
    const japanese = (await get(`/api/search?q=${encodeURIComponent('頤和園の正門')}`, 'ja')).list as Hit[];
    expect(japanese[0]).toMatchObject({ type: 'place', title: '東宮門（日本語）', lang: 'ja' });
    const korean = (await get(`/api/search?q=${encodeURIComponent('동궁문에서')}`, 'ko')).list as Hit[];
    expect(korean[0]).toMatchObject({ type: 'place', title: '동궁문' });
  });

  it('marks a result without a title in the visitor language as the main one standing in', async () => {
    const [hit] = (await get(`/api/search?q=${encodeURIComponent('园中园今日闭馆')}`, 'en')).list as Hit[];
    expect(hit).toMatchObject({ title: '只有中文的通知', lang: 'zh-CN', snippet: '园中园今日闭馆。' });
  });
});

describe('the area file', () => {
  it('reads the old shape: a hot word alone or with its English word, an empty English text as none', () => {
    const file = JSON.parse(JSON.stringify(loadDemoArea())) as Record<string, unknown>;
    file.searchWords = ['长廊', { word: '石舫', wordEn: 'Marble Boat' }];
    file.notices = [{ title: '通知', titleEn: '  ', contentHtml: '<p>中文</p>', publishedAt: '2026-01-01T00:00:00+08:00' }];
    const places = file.places as Record<string, unknown>[];
    places[0] = { ...places[0], translations: undefined, nameEn: 'East Palace Gate', introEn: null };
    const parsed = parseAreaFile(file);
    expect(parsed.searchWords).toEqual([{ word: '长廊', translations: {} }, { word: '石舫', translations: { en: { word: 'Marble Boat' } } }]);
    expect(parsed.notices[0]?.translations).toEqual({});
    expect(parsed.places[0]?.translations).toEqual({ en: { name: 'East Palace Gate' } });
    expect(parsed.places[1]?.translations['en']?.['name']).toEqual(expect.any(String));
    expect(parsed.mainLanguage).toBe('zh-CN');
  });

  it('names a bad language tag, an unknown field and a main language the area does not offer', () => {
    const file = JSON.parse(JSON.stringify(loadDemoArea())) as Record<string, unknown>;
    file.searchWords = [{ word: '长廊', translations: { English: { word: 'Long Corridor' } } }];
    expect(() => parseAreaFile(file)).toThrow(/searchWords\.0\.translations/);
    file.searchWords = [{ word: '长廊', translations: { en: { name: 'Long Corridor' } } }];
    expect(() => parseAreaFile(file)).toThrow(/searchWords\.0\.translations\.en\.name/);
    file.searchWords = [];
    file.mainLanguage = 'fr';
    expect(() => parseAreaFile(file)).toThrow(/languages: the main language fr/);
  });
});
