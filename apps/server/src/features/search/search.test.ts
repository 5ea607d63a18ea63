import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../../platform/db/schema.ts';
import { POPULAR_QUERY_MIN_SEARCHERS } from './search.service.ts';
import { parseEnv } from '../../platform/env.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SearchIndexCache } from './search.index.ts';
import { placeSearchSource } from '../place/place.service.ts';
import { noticeSearchSource } from '../notice/notice.service.ts';
import { articleSearchSource } from '../article/article.service.ts';

/** The default age a guest's searches start counting at (HOT_WORD_GUEST_MIN_AGE_MINUTES). */
const SEARCHER_MIN_AGE_MS = parseEnv({}).HOT_WORD_GUEST_MIN_AGE_MINUTES * 60_000;

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };
let tenantNoWords: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant();
  tenantB = await t.createTenant((area) => {
    area.places.push({ ...area.places[0]!, name: '只在乙区的故宫角楼', intro: '', translations: {}, stopNumber: null });
  });
  tenantNoWords = await t.createTenant((area) => {
    area.searchWords = [];
  });
});
afterAll(() => t.close());

const search = (code: string, query: string) => t.call(code, { method: 'GET', url: `/api/search?${query}` });
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/search', () => {
  it('finds a place by pinyin initials, first, with the matched range', async () => {
    const { data } = (await search(tenantA.code, q('sqkq'))).json();
    expect(data.list[0]).toMatchObject({ type: 'place', title: '十七孔桥', titleRanges: [[0, 4]], publishedAt: null });
    expect(data).toMatchObject({ q: 'sqkq', page: 1, size: 20 });
  });

  it('finds places, notices and articles by Chinese words, best first', async () => {
    const { data } = (await search(tenantA.code, q('十七孔桥'))).json();
    expect(data.list[0]).toMatchObject({ type: 'place', title: '十七孔桥' });
    const types = new Set(data.list.map((hit: { type: string }) => hit.type));
    expect(types).toEqual(new Set(['place', 'notice', 'article']));
    const notice = data.list.find((hit: { type: string }) => hit.type === 'notice');
    expect(notice.publishedAt).toMatch(/^2026-/);
  });

  it('filters by type and pages', async () => {
    const all = (await search(tenantA.code, q('长廊'))).json().data;
    const articles = (await search(tenantA.code, `${q('长廊')}&type=article`)).json().data;
    expect(articles.list.every((hit: { type: string }) => hit.type === 'article')).toBe(true);
    expect(articles.total).toBeLessThan(all.total);
    const second = (await search(tenantA.code, `${q('长廊')}&page=2&size=1`)).json().data;
    expect(second.list[0]).toEqual(all.list[1]);
  });

  it("never shows another tenant's rows", async () => {
    expect((await search(tenantA.code, q('角楼'))).json().data).toMatchObject({ total: 0, list: [] });
    expect((await search(tenantB.code, q('角楼'))).json().data.total).toBe(1);
  });

  it.each([
    ['', 'query.q'],
    ['q=', 'query.q'],
    [q('   '), 'query.q'],
    [q('桥'.repeat(51)), 'query.q'],
    [q('x'.repeat(10 * 1024)), 'query.q'],
    [`${q('桥')}&type=video`, 'query.type'],
    [`${q('桥')}&size=51`, 'query.size'],
    [`${q('桥')}&page=0`, 'query.page'],
    // Text PostgreSQL cannot store is refused at the edge, before it could reach the hot-word counter.
    [q('\u0000'), 'query.q'],
    [q('长廊\u0000'), 'query.q'],
  ])('answers 400 to %#, naming %s', async (query, field) => {
    const response = await search(tenantA.code, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  it.each(["' OR 1=1; DROP TABLE place; --", '<script>alert(1)</script>', '%_\\', '😀🏯'])('treats %j as plain text', async (text) => {
    const response = await search(tenantA.code, q(text));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.q).toBe(text.trim());
  });
});

describe('GET /api/search/type', () => {
  it('counts the results of each type in a fixed order', async () => {
    const { data } = (await t.call(tenantA.code, { method: 'GET', url: `/api/search/type?${q('十七孔桥')}` })).json();
    expect(data.list.map((entry: { type: string }) => entry.type)).toEqual(['place', 'notice', 'article']);
    const total = (await search(tenantA.code, q('十七孔桥'))).json().data.total;
    expect(data.total).toBe(total);
    expect(data.list.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(total);
  });

  it('refuses an empty query naming query.q', async () => {
    const response = await t.call(tenantA.code, { method: 'GET', url: '/api/search/type?q=%20' });
    expect(response.json()).toMatchObject({ status: 400, field: 'query.q' });
  });
});

describe('GET /api/searchWord', () => {
  it("gives the operator's hot words in order", async () => {
    const { data } = (await t.call(tenantA.code, { method: 'GET', url: '/api/searchWord' })).json();
    expect(data.list.map((w: { word: { text: string } }) => w.word.text)).toEqual(['佛香阁', '十七孔桥', '长廊', '游船', '卫生间', '苏州街']);
  });

  it('without them, gives queries that enough established visitors asked, each counted once, of this area only', async () => {
    const words = async () => (await t.call(tenantNoWords.code, { method: 'GET', url: '/api/searchWord' })).json().data.list.map((w: { word: { text: string } }) => w.word.text);
    expect(await words()).toEqual([]);
    const searchAs = (text: string, token: string) => t.call(tenantNoWords.code, { method: 'GET', url: `/api/search?q=${encodeURIComponent(text)}`, token });
    const established = await Promise.all(Array.from({ length: POPULAR_QUERY_MIN_SEARCHERS }, () => guestOfAge(SEARCHER_MIN_AGE_MS + 60_000)));
    // One searcher repeating a query 41 times plants nothing.
    for (let i = 0; i < 41; i += 1) await searchAs('石舫', established[0]!);
    expect(await words()).toEqual([]);
    // Enough different searchers make it a hot word; a query that found nothing never is.
    for (const token of established.slice(1)) await searchAs(' 石舫 ', token);
    for (const token of established) await searchAs('nothing-like-this', token);
    await search(tenantA.code, q('谐趣园'));
    expect(await words()).toEqual(['石舫']);
  });

  it('is not planted by fresh guests or by addresses: a script needs established visitors', async () => {
    const words = async () => (await t.call(tenantNoWords.code, { method: 'GET', url: '/api/searchWord' })).json().data.list.map((w: { word: { text: string } }) => w.word.text);
    const before = await words();
    const plant = (token: string | undefined, remoteAddress: string) => t.call(tenantNoWords.code, { method: 'GET', url: `/api/search?q=tongniu`, remoteAddress, ...(token ? { token } : {}) });
    // Many fresh guests, each from its own address, and many addresses without a token.
    for (let i = 0; i < 3 * POPULAR_QUERY_MIN_SEARCHERS; i += 1) await plant(await guestOfAge(0), `198.51.100.${i + 1}`);
    for (let i = 0; i < 3 * POPULAR_QUERY_MIN_SEARCHERS; i += 1) await plant(undefined, `203.0.113.${i + 1}`);
    expect(await words()).toEqual(before);
    // Positive control: the same query from as many established visitors is planted.
    for (let i = 0; i < POPULAR_QUERY_MIN_SEARCHERS; i += 1) await plant(await guestOfAge(SEARCHER_MIN_AGE_MS + 60_000), '192.0.2.9');
    expect(await words()).toContain('tongniu');
  });

  /** A guest's token, its visitor made `ageMs` ago. */
  async function guestOfAge(ageMs: number, code = tenantNoWords.code): Promise<string> {
    const response = await t.call(code, { method: 'POST', url: '/api/visitor/login/h5', payload: { deviceId: randomBytes(16).toString('hex') } });
    const { token, visitor: made } = response.json().data as { token: string; visitor: { id: number } };
    await t.ctx.db.update(visitor).set({ createdAt: new Date(Date.now() - ageMs) }).where(eq(visitor.id, made.id));
    return token;
  }

  it("leaves out a query with one of the operator's blocked words, however many searched it", async () => {
    const area = await t.createTenant((file) => {
      file.searchWords = [];
      file.blockedSearchWords = ['石'];
    });
    for (let i = 0; i < POPULAR_QUERY_MIN_SEARCHERS; i += 1) {
      const token = await guestOfAge(SEARCHER_MIN_AGE_MS + 60_000, area.code);
      await t.call(area.code, { method: 'GET', url: `/api/search?q=${encodeURIComponent('石舫')}`, token });
      await t.call(area.code, { method: 'GET', url: `/api/search?q=${encodeURIComponent('长廊')}`, token });
    }
    // Positive control: the unblocked query with as many searchers is shown.
    expect((await t.call(area.code, { method: 'GET', url: '/api/searchWord' })).json().data.list.map((w: { word: { text: string } }) => w.word.text)).toEqual(['长廊']);
  });
});

describe('the index of an area', () => {
  it('is rebuilt when its rows change, and kept while they do not', async () => {
    const area = await t.createTenant();
    const indexes = new SearchIndexCache([placeSearchSource(t.ctx.db), noticeSearchSource(t.ctx.db), articleSearchSource(t.ctx.db)], t.ctx.log, 0);
    const first = await indexes.get(area.id);
    expect(first.search('临时闭园')).toEqual([]);
    await indexes.get(area.id); // past the TTL: checks in the background
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await indexes.get(area.id)).toBe(first);

    await t.database.db.insert(notice).values({ tenantId: area.id, title: '大风临时闭园', contentHtml: '<p>今日 14:00 起临时闭园。</p>', publishedAt: new Date(Date.now() - 1000) });
    await expect.poll(async () => (await indexes.get(area.id)).search('临时闭园').map((m) => m.doc.title)).toEqual(['大风临时闭园']);
  });
});
