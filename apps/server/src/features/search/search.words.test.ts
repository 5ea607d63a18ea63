// Search finds what visitors type (issue 29): synonyms built in and per area, the report of queries
// that found nothing, and the result screen's tab counts agreeing with its results after a change.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MISSES_MAX, SEARCH_MISS_DAYS, SYNONYM_GROUPS_MAX, SYNONYM_GROUP_WORDS_MAX } from '@youlan/contract/console';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { searchMiss, searchSynonym } from './search.table.ts';
import { countMissedQuery } from './search.service.ts';
import { BUILT_IN_SYNONYMS } from './search.synonyms.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, otherEditor: ConsoleLogin;
beforeAll(async () => ({ t, area, other, editor, viewer, otherEditor } = await openConsoleAreas('otherEditor')));
afterAll(() => t.close());

interface Hit {
  type: string;
  title: string;
}
const searchFor = async (query: string, code = area.code, extra = '', lang = 'zh-CN') =>
  (await t.call(code, { method: 'GET', url: `/api/search?q=${encodeURIComponent(query)}${extra}`, headers: { 'accept-language': lang } })).json().data as { list: Hit[]; total: number; types: { type: string; count: number }[] };
const titles = async (query: string, code = area.code, lang = 'zh-CN') => (await searchFor(query, code, '', lang)).list.map((hit) => hit.title);
const synonymsUrl = (code = area.code) => `/api/console/areas/${code}/synonyms`;
const missesUrl = (code = area.code) => `/api/console/areas/${code}/search-misses`;
const groupRows = (tenantId: number) => t.ctx.db.select().from(searchSynonym).where(eq(searchSynonym.tenantId, tenantId)).orderBy(asc(searchSynonym.id));
const missRows = (tenantId: number) => t.ctx.db.select().from(searchMiss).where(eq(searchMiss.tenantId, tenantId)).orderBy(asc(searchMiss.query));
const auditOf = (action: string, tenantId = area.id) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.tenantId, tenantId))).orderBy(asc(auditLog.id));
const misses = async (code = area.code, login = viewer) => (await consoleCall(t, login, { method: 'GET', url: missesUrl(code) })).json().data.list as { query: string; count: number; lastSeenAt: string }[];

describe('built-in synonyms on the demo area', () => {
  it('find the toilets by the words visitors type, in Chinese and English', async () => {
    for (const query of ['厕所', '洗手间', '卫生间', 'WC', '公厕']) expect(await titles(query), query).toContain('卫生间（长廊西）');
    for (const query of ['toilet', 'restroom', 'WC']) expect(await titles(query, area.code, 'en'), query).toContain('Toilets (Long Corridor West)');
    expect(await titles('トイレ', area.code, 'ja')).toContain('トイレ（長廊西）');
    expect(await titles('화장실', area.code, 'ko')).toContain('화장실(장랑 서쪽)');
  });

  it('"WC" does not find 文昌阁 (its pinyin initials), which "wcg" still does', async () => {
    expect(await titles('WC')).not.toContain('文昌阁');
    expect(await titles('wcg')).toContain('文昌阁');
  });

  it('find the other facilities: first aid, the information desk, exits and the pier', async () => {
    expect(await titles('医务室')).toContain('东宫门游客服务中心');
    expect(await titles('first aid', area.code, 'en')).toContain('East Gate Visitor Centre');
    expect(await titles('出口')).toEqual(expect.arrayContaining(['北宫门', '新建宫门']));
    expect(await titles('码头')).toContain('十七孔桥游船码头');
  });

  it('are listed, read only, for the console', async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: synonymsUrl() })).json().data;
    expect(data.builtIn).toEqual(BUILT_IN_SYNONYMS);
    expect(data.groups).toEqual([]);
  });
});

describe("an area's own synonym groups", () => {
  it('are added, searched at once, replaced and removed, each change audited', async () => {
    expect(await titles('观湖台')).toEqual([]);
    const created = await consoleCall(t, editor, { method: 'POST', url: synonymsUrl(), payload: { words: [' 观湖台 ', '知春亭'] } });
    expect(created.statusCode).toBe(200);
    const group = created.json().data as { id: number; words: string[] };
    expect(group.words).toEqual(['观湖台', '知春亭']);
    // At once on this instance: the change bumped the area's content edition.
    expect(await titles('观湖台')).toContain('知春亭');
    expect((await consoleCall(t, viewer, { method: 'GET', url: synonymsUrl() })).json().data.groups).toEqual([group]);
    expect(await auditOf('synonymGroup.create')).toMatchObject([{ targetId: String(group.id), before: null, after: { words: ['观湖台', '知春亭'] } }]);

    const replaced = (await consoleCall(t, editor, { method: 'PUT', url: `${synonymsUrl()}/${group.id}`, payload: { words: ['观湖台', '铜牛'] } })).json().data;
    expect(replaced).toEqual({ id: group.id, words: ['观湖台', '铜牛'] });
    expect(await titles('观湖台')).toContain('铜牛');
    expect(await titles('观湖台')).not.toContain('知春亭');
    expect(await auditOf('synonymGroup.update')).toMatchObject([{ before: { words: ['观湖台', '知春亭'] }, after: { words: ['观湖台', '铜牛'] } }]);

    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${synonymsUrl()}/${group.id}` })).json().data).toEqual({ deleted: true });
    expect(await titles('观湖台')).toEqual([]);
    expect(await groupRows(area.id)).toEqual([]);
    expect(await auditOf('synonymGroup.delete')).toMatchObject([{ before: { words: ['观湖台', '铜牛'] }, after: null }]);
  });

  it('are kept per area: another area neither searches with them nor reaches them', async () => {
    const mine = (await consoleCall(t, editor, { method: 'POST', url: synonymsUrl(), payload: { words: ['看戏', '德和园大戏楼'] } })).json().data as { id: number };
    const theirs = (await consoleCall(t, otherEditor, { method: 'POST', url: synonymsUrl(other.code), payload: { words: ['拍照', '十七孔桥'] } })).json().data as { id: number };
    expect(await titles('看戏')).toContain('德和园大戏楼');
    expect(await titles('看戏', other.code)).toEqual([]);
    expect(await titles('拍照', other.code)).toContain('十七孔桥'); // positive control
    expect(await titles('拍照')).toEqual([]);
    expect((await consoleCall(t, editor, { method: 'GET', url: synonymsUrl() })).json().data.groups.map((g: { id: number }) => g.id)).toEqual([mine.id]);
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${synonymsUrl()}/${theirs.id}`, payload: { words: ['越权', '改'] } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${synonymsUrl()}/${theirs.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: synonymsUrl(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'POST', url: synonymsUrl(other.code), payload: { words: ['越权', '改'] } })).statusCode).toBe(403);
    expect((await groupRows(other.id)).map((row) => row.words)).toEqual([['拍照', '十七孔桥']]);
    await consoleCall(t, editor, { method: 'DELETE', url: `${synonymsUrl()}/${mine.id}` });
  });

  it('refuses a viewer and bad groups with a 4xx naming the field, and changes nothing', async () => {
    const kept = (await consoleCall(t, editor, { method: 'POST', url: synonymsUrl(), payload: { words: ['留着', '长廊'] } })).json().data as { id: number };
    const before = await groupRows(area.id);
    const audited = (await auditOf('synonymGroup.create')).length;
    expect((await consoleCall(t, viewer, { method: 'POST', url: synonymsUrl(), payload: { words: ['a', 'b'] } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${synonymsUrl()}/${kept.id}` })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ words: ['厕所'] }, 'body.words'],
      [{ words: [] }, 'body.words'],
      [{ words: ['厕所', ''] }, 'body.words.1'],
      [{ words: ['厕所', '   '] }, 'body.words.1'],
      [{ words: ['厕所', '字'.repeat(21)] }, 'body.words.1'],
      [{ words: ['厕所', 'a\u0000'] }, 'body.words.1'],
      [{ words: Array.from({ length: SYNONYM_GROUP_WORDS_MAX + 1 }, (_, i) => `词${i}`) }, 'body.words'],
      [{ words: ['厕所', '!!!'] }, 'body.words'],
      [{ words: ['WC', 'ｗｃ'] }, 'body.words'],
      [{ words: '厕所 茅房' }, 'body.words'],
      [{}, 'body.words'],
      [{ words: ['a', 'b'], id: 3 }, 'body'],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'POST', url: synonymsUrl(), payload })).json(), JSON.stringify(payload)).toMatchObject({ status: 400, field });
    }
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${synonymsUrl()}/${kept.id}`, payload: { words: ['留着'] } })).json()).toMatchObject({ status: 400, field: 'body.words' });
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${synonymsUrl()}/abc`, payload: { words: ['a', 'b'] } })).statusCode).toBe(400);
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${synonymsUrl()}/999999`, payload: { words: ['a', 'b'] } })).statusCode).toBe(404);
    expect(await groupRows(area.id)).toEqual(before);
    expect(await auditOf('synonymGroup.create')).toHaveLength(audited);
    await consoleCall(t, editor, { method: 'DELETE', url: `${synonymsUrl()}/${kept.id}` });
  });

  it(`are at most ${SYNONYM_GROUPS_MAX} an area: then 409`, async () => {
    const full = await t.createTenant();
    await t.ctx.db.insert(searchSynonym).values(Array.from({ length: SYNONYM_GROUPS_MAX }, (_, i) => ({ tenantId: full.id, words: [`甲${i}`, `乙${i}`] })));
    const fullEditor = await logInOperator(t, await makeOperator(t, 'editor', full.id));
    expect((await consoleCall(t, fullEditor, { method: 'POST', url: synonymsUrl(full.code), payload: { words: ['丙', '丁'] } })).json()).toMatchObject({ status: 409, field: 'body.words' });
  });
});

describe('the report of queries that found nothing', () => {
  it('counts a query that found nothing, per query (not per visitor), with when it was last asked', async () => {
    await searchFor('停车场 东门');
    await searchFor(' 停车场  东门 ');
    await searchFor('轮滑');
    // Found something, a later page or a type tab: not counted.
    await searchFor('长廊');
    await searchFor('冰场', area.code, '&page=2');
    await searchFor('冰场', area.code, '&type=notice');
    const list = await misses();
    const parking = list.find((miss) => miss.query === '停车场 东门');
    expect(parking?.count).toBe(2);
    expect(Date.now() - Date.parse(parking!.lastSeenAt)).toBeLessThan(60_000);
    expect(list.find((miss) => miss.query === '轮滑')?.count).toBe(1);
    // The most asked first.
    expect(list.findIndex((miss) => miss.query === '停车场 东门')).toBeLessThan(list.findIndex((miss) => miss.query === '轮滑'));
    expect(list.map((miss) => miss.query)).not.toContain('长廊');
    expect(list.map((miss) => miss.query)).not.toContain('冰场');
    // The other area's report is its own.
    expect((await misses(other.code, otherEditor)).map((miss) => miss.query)).not.toContain('停车场 东门');
    expect((await consoleCall(t, viewer, { method: 'GET', url: missesUrl(other.code) })).statusCode).toBe(403);
  });

  it('loses a query once it is added to a synonym group, and the query then finds the place', async () => {
    await searchFor('戏台');
    expect((await misses()).map((miss) => miss.query)).toContain('戏台');
    const group = (await consoleCall(t, editor, { method: 'POST', url: synonymsUrl(), payload: { words: ['德和园大戏楼', '戏台'] } })).json().data as { id: number };
    expect((await misses()).map((miss) => miss.query)).not.toContain('戏台');
    expect(await titles('戏台')).toContain('德和园大戏楼');
    await consoleCall(t, editor, { method: 'DELETE', url: `${synonymsUrl()}/${group.id}` });
  });

  it(`is bounded: queries unasked for ${SEARCH_MISS_DAYS} days go, and an area keeps the ${SEARCH_MISSES_MAX} most asked`, async () => {
    const bounded = await t.createTenant();
    const count = (query: string) => t.ctx.inTenant(bounded.id, () => countMissedQuery(t.ctx.db, bounded.id, query));
    await count('老问题');
    await t.ctx.db.update(searchMiss).set({ lastSeenAt: sql`now() - make_interval(days => ${SEARCH_MISS_DAYS + 1})` }).where(eq(searchMiss.tenantId, bounded.id));
    await count('常问');
    await count('常问');
    await t.ctx.db.insert(searchMiss).values(Array.from({ length: SEARCH_MISSES_MAX }, (_, i) => ({ tenantId: bounded.id, query: `杂${String(i).padStart(3, '0')}`, lastSeenAt: new Date(Date.now() - 60_000) })));
    await count('新问');
    const rows = await missRows(bounded.id);
    expect(rows).toHaveLength(SEARCH_MISSES_MAX);
    const queries = rows.map((row) => row.query);
    // The stale one is gone, the most asked and the newest stay; the oldest of the least asked went.
    expect(queries).not.toContain('老问题');
    expect(queries).toEqual(expect.arrayContaining(['常问', '新问']));
    expect(rows.find((row) => row.query === '常问')?.count).toBe(2);
  });
});

describe('the result screen after a change', () => {
  it('shows a new notice at once, with tab counts that agree with the results', async () => {
    const before = await searchFor('冰上嘉年华');
    expect(before.total).toBe(0);
    const created = await consoleCall(t, editor, {
      method: 'POST',
      url: `/api/console/areas/${area.code}/notices`,
      payload: { title: '冰上嘉年华开幕', contentHtml: '<p>昆明湖冰场今日开放。</p>', isPinned: false, publishedAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(created.statusCode).toBe(200);
    const all = await searchFor('冰上嘉年华');
    const notices = await searchFor('冰上嘉年华', area.code, '&type=notice');
    const types = (await t.call(area.code, { method: 'GET', url: `/api/search/type?q=${encodeURIComponent('冰上嘉年华')}` })).json().data;
    expect(all.list.map((hit) => hit.title)).toEqual(['冰上嘉年华开幕']);
    expect(all.types).toEqual([
      { type: 'place', count: 0 },
      { type: 'notice', count: 1 },
      { type: 'article', count: 0 },
    ]);
    // Every answer counts from the same index: the tabs of any tab agree with its list and with search/type.
    expect(notices.types).toEqual(all.types);
    expect(notices.total).toBe(1);
    expect(types).toMatchObject({ total: 1, list: all.types });
  });
});
