/**
 * Operator content in English: what the area file gives in `…En` comes back beside the Chinese,
 * sanitized like it; what it leaves out is null (the app then shows the Chinese, tagged); search
 * finds English texts and answers in the asked language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { loadDemoArea, parseAreaFile } from './area.file.ts';
import { dateDemoWeather } from './area.seed.ts';

let t: TestApp;
let area: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant((file) => {
    file.notices.push(
      { title: '只有中文的通知', titleEn: null, contentHtml: '<p>园中园今日闭馆。</p>', contentHtmlEn: null, isPinned: false, publishedAt: '2026-01-02T00:00:00+08:00' },
      {
        title: '带脚本的英文通知',
        titleEn: 'A notice with a script',
        contentHtml: '<p>你好</p>',
        contentHtmlEn: '<p onclick="x()">Hello<script>alert(1)</script> &amp; goodbye</p>',
        isPinned: false,
        publishedAt: '2026-01-01T00:00:00+08:00',
      },
    );
    file.config.aboutUsHtmlEn = '<p>About<img src="javascript:alert(1)"></p>';
    // Dated from today, as the demo is when it is seeded (days before today are not served).
    file.weather = dateDemoWeather(file, new Date()).weather;
  });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.call(area.code, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

interface NoticeRow { id: number; title: string; titleEn: string | null; summary: string; summaryEn: string | null }
interface Hit { type: string; title: string; isChineseFallback: boolean; snippet: string }

describe('English operator content', () => {
  it('serves notices with their English title, summary and sanitized text, and null where the area has none', async () => {
    const { list } = (await get('/api/h5/notice')) as { list: NoticeRow[] };
    expect(list.find((n) => n.title === '冬季开放时间调整')).toMatchObject({ titleEn: 'Winter opening hours', summaryEn: expect.stringMatching(/^From 1 November/) });
    const chineseOnly = list.find((n) => n.title === '只有中文的通知');
    expect(chineseOnly).toMatchObject({ titleEn: null, summaryEn: null });
    expect((await get(`/api/h5/notice/${chineseOnly?.id}`)).contentHtmlEn).toBeNull();
    const scripted = list.find((n) => n.title === '带脚本的英文通知');
    expect((await get(`/api/h5/notice/${scripted?.id}`)).contentHtmlEn).toBe('<p>Hello &amp; goodbye</p>');
  });

  it('serves every demo article in English', async () => {
    const { list } = (await get('/api/h5/article')) as { list: { id: number; titleEn: string | null; summaryEn: string | null; authorEn: string | null }[] };
    expect(list.length).toBeGreaterThan(0);
    for (const article of list) {
      expect(article).toMatchObject({ titleEn: expect.any(String), summaryEn: expect.any(String), authorEn: 'Summer Palace Guide' });
      expect((await get(`/api/h5/article/${article.id}`)).contentHtmlEn).toMatch(/^<(h2|p)>/);
    }
  });

  it('serves the about page, business texts and weather words in English, the HTML sanitized', async () => {
    const config = await get('/api/config/h5');
    expect(config.aboutUsHtmlEn).toBe('<p>About<img /></p>');
    expect(config).toMatchObject({ addressEn: expect.stringContaining('Beijing'), openingHoursEn: expect.stringMatching(/^Peak season/) });
    expect(config.business).toMatchObject({ introEn: expect.stringMatching(/^Travel agencies/), contactNameEn: expect.any(String) });
    const [today] = await get('/api/weather');
    expect(today).toMatchObject({ dayWeather: '晴', dayWeatherEn: 'Sunny' });
  });

  it('gives hot words with their English words', async () => {
    const { list } = await get('/api/searchWord');
    expect(list[0]).toEqual({ word: '佛香阁', wordEn: 'Buddhist Incense' });
  });

  it('finds places, notices and articles by their English texts and answers in English when asked', async () => {
    for (const { wordEn } of (await get('/api/searchWord')).list as { wordEn: string }[]) {
      expect((await get(`/api/search?q=${encodeURIComponent(wordEn)}`)).total, wordEn).toBeGreaterThan(0);
    }
    const english = (await get('/api/search?q=opening%20hours&lang=en')).list as Hit[];
    expect(english[0]).toMatchObject({ type: 'notice', title: 'Winter opening hours', isChineseFallback: false, snippet: expect.stringContaining('hours') });
    const chinese = (await get('/api/search?q=opening%20hours')).list as Hit[];
    expect(chinese[0]).toMatchObject({ title: '冬季开放时间调整', isChineseFallback: false });
  });

  it('marks a result without an English title as the Chinese standing in', async () => {
    const [hit] = (await get(`/api/search?q=${encodeURIComponent('园中园今日闭馆')}&lang=en`)).list as Hit[];
    expect(hit).toMatchObject({ title: '只有中文的通知', isChineseFallback: true, snippet: '园中园今日闭馆。' });
  });

  it('rejects an unknown search language', async () => {
    const response = await t.call(area.code, { method: 'GET', url: '/api/search?q=x&lang=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'query.lang' });
  });
});

describe('the area file', () => {
  it('takes a hot word alone or with its English word, and an empty English text as none', () => {
    const file = JSON.parse(JSON.stringify(loadDemoArea())) as Record<string, unknown>;
    file.searchWords = ['长廊', { word: '石舫', wordEn: 'Marble Boat' }];
    file.notices = [{ title: '通知', titleEn: '  ', contentHtml: '<p>中文</p>', publishedAt: '2026-01-01T00:00:00+08:00' }];
    const parsed = parseAreaFile(file);
    expect(parsed.searchWords).toEqual([{ word: '长廊', wordEn: null }, { word: '石舫', wordEn: 'Marble Boat' }]);
    expect(parsed.notices[0]).toMatchObject({ titleEn: null, contentHtmlEn: null });
  });

  it('names a bad English hot word', () => {
    const file = JSON.parse(JSON.stringify(loadDemoArea())) as Record<string, unknown>;
    // The console's limit (HOT_WORD_EN_MAX_LENGTH, 40), so what the console saves exports and imports again.
    file.searchWords = [{ word: '长廊', wordEn: 'x'.repeat(40) }];
    expect(() => parseAreaFile(file)).not.toThrow();
    file.searchWords = [{ word: '长廊', wordEn: 'x'.repeat(41) }];
    expect(() => parseAreaFile(file)).toThrow(/searchWords\.0/);
  });
});

