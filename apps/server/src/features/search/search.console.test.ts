import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, makeOperator, logInOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { randomUUID } from 'node:crypto';
import { visitor } from '../../platform/db/schema.ts';
import { POPULAR_QUERY_MIN_SEARCHERS, countSearchedQuery } from './search.service.ts';
import { searchWord, searchWordBlock } from './search.table.ts';
import { textDigest } from '../../entities/translation/translation.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
  // The other area blocks a word of its own (the isolation tests' positive control).
  other = await t.createTenant((file) => {
    file.blockedSearchWords = ['广告'];
  });
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/hot-words`;
const blockedUrl = (code = area.code) => `/api/console/areas/${code}/blocked-words`;
const visitorList = async (lang = 'zh-CN', code = area.code) => (await t.call(code, { method: 'GET', url: '/api/searchWord', headers: { 'accept-language': lang } })).json().data.list as { word: { text: string; lang: string } }[];
const visitorWords = async (code = area.code) => (await visitorList('zh-CN', code)).map((w) => w.word.text);
const rows = (tenantId: number) => t.ctx.db.select().from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.id));
const blockedRows = (tenantId: number) => t.ctx.db.select().from(searchWordBlock).where(eq(searchWordBlock.tenantId, tenantId)).orderBy(asc(searchWordBlock.id));
const auditOf = (action: string, tenantId = area.id) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.tenantId, tenantId))).orderBy(asc(auditLog.id));

describe('console hot words', () => {
  it('replaces the hot words in order; visitors get them; the audit log has before and after', async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data as { words: string[] };
    expect(before.words).toEqual(await visitorWords());
    const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['佛香阁', ' 长廊 ', '十七孔桥'] } });
    expect(response.json().data).toEqual({ words: ['佛香阁', '长廊', '十七孔桥'] });
    expect(await visitorWords()).toEqual(['佛香阁', '长廊', '十七孔桥']);
    const [entry] = await auditOf('hotWords.replace');
    expect(entry).toMatchObject({ before, after: { words: ['佛香阁', '长廊', '十七孔桥'] } });
    // An empty list hands the screen back to the counted queries.
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: [] } })).json().data).toEqual({ words: [] });
    expect(await rows(area.id)).toEqual([]);
  });

  it('keeps the translations of a word that stays (matched by the word), a new word has none', async () => {
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['长廊', '佛香阁'] } });
    const [corridor] = await rows(area.id);
    await t.ctx.db.update(searchWord).set({ translations: { en: { word: { text: 'Long Corridor', source: textDigest('长廊') } }, ja: { word: { text: '長廊', source: textDigest('长廊'), machine: true } } } }).where(eq(searchWord.id, corridor!.id));
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['游船', '长廊'] } });
    expect((await rows(area.id)).map(({ word, translations }) => ({ word, translations }))).toEqual([
      { word: '游船', translations: {} },
      { word: '长廊', translations: { en: { word: { text: 'Long Corridor', source: textDigest('长廊') } }, ja: { word: { text: '長廊', source: textDigest('长廊'), machine: true } } } },
    ]);
    expect(await visitorList('en')).toEqual([{ word: { text: '游船', lang: 'zh-CN' } }, { word: { text: 'Long Corridor', lang: 'en' } }]);
  });

  it('refuses a viewer and bad lists, and changes nothing', async () => {
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['昆明湖'] } });
    const before = await rows(area.id);
    const audited = (await auditOf('hotWords.replace')).length;
    expect((await consoleCall(t, viewer, { method: 'PUT', url: url(), payload: { words: ['改'] } })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ words: ['长廊', '长廊'] }, 'body.words'],
      [{ words: [''] }, 'body.words.0'],
      [{ words: ['字'.repeat(21)] }, 'body.words.0'],
      [{ words: Array.from({ length: 31 }, (_, i) => `词${i}`) }, 'body.words'],
      [{ words: 'x' }, 'body.words'],
      [{ words: ['a\u0000'] }, 'body.words.0'],
      [{}, 'body.words'],
      // The console edits the words only: translations are the translation feature's.
      [{ words: ['长廊'], wordsEn: ['Long Corridor'] }, 'body'],
      [{ words: ['长廊'], english: ['Long Corridor'] }, 'body'],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload })).json(), JSON.stringify(payload)).toMatchObject({ status: 400, field });
    }
    expect(await rows(area.id)).toEqual(before);
    expect(await auditOf('hotWords.replace')).toHaveLength(audited);
  });

  it("keeps areas apart: one area's editor cannot read or replace another's words", async () => {
    const foreign = await rows(other.id);
    expect(foreign.length).toBeGreaterThan(0); // positive control: the other area has words
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(other.code), payload: { words: [] } })).statusCode).toBe(403);
    expect(await rows(other.id)).toEqual(foreign);
  });
});

describe('console blocked search words', () => {
  /** Enough different WeChat visitors asked each query today to make it a popular one. */
  const askedByEnough = async (tenantId: number, ...queries: string[]) => {
    const searchers = await t.ctx.db
      .insert(visitor)
      .values(Array.from({ length: POPULAR_QUERY_MIN_SEARCHERS }, () => ({ tenantId, kind: 'wechat' as const, openid: randomUUID(), nickname: '' })))
      .returning({ id: visitor.id });
    for (const query of queries) for (const searcher of searchers) await countSearchedQuery(t.ctx.db, tenantId, query, searcher.id, 0);
  };

  it('blocks a word: a popular query containing it leaves the search screen at once; unblocking brings it back; audited', async () => {
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: [] } });
    await askedByEnough(area.id, '长廊夜游', '苏州街');
    expect(await visitorWords()).toEqual(expect.arrayContaining(['长廊夜游', '苏州街'])); // positive control
    const added = await consoleCall(t, editor, { method: 'POST', url: blockedUrl(), payload: { word: ' 夜游 ' } });
    expect(added.statusCode).toBe(200);
    const blocked = added.json().data as { id: number; word: string };
    expect(blocked).toMatchObject({ word: '夜游' });
    expect(await visitorWords()).not.toContain('长廊夜游');
    expect(await visitorWords()).toContain('苏州街');
    expect((await consoleCall(t, viewer, { method: 'GET', url: blockedUrl() })).json().data).toEqual({ words: [blocked] });
    // An administrator of the area blocks words too.
    const admin = await logInOperator(t, await makeOperator(t, 'admin', area.id));
    const suzhou = (await consoleCall(t, admin, { method: 'POST', url: blockedUrl(), payload: { word: '苏州' } })).json().data as { id: number };
    expect(await visitorWords()).toEqual([]);

    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${blockedUrl()}/${blocked.id}` })).json().data).toEqual({ deleted: true });
    expect(await visitorWords()).toContain('长廊夜游');
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${blockedUrl()}/${blocked.id}` })).statusCode).toBe(404);
    expect((await auditOf('blockedWord.create')).map((entry) => entry.after)).toEqual([{ word: '夜游' }, { word: '苏州' }]);
    expect(await auditOf('blockedWord.delete')).toMatchObject([{ targetId: String(blocked.id), before: { word: '夜游' }, after: null }]);
    await consoleCall(t, editor, { method: 'DELETE', url: `${blockedUrl()}/${suzhou.id}` });
  });

  it('refuses a viewer, a word blocked already (letter case aside) and bad words, and changes nothing', async () => {
    await consoleCall(t, editor, { method: 'POST', url: blockedUrl(), payload: { word: 'Casino' } });
    const before = await blockedRows(area.id);
    const audited = (await auditOf('blockedWord.create')).length;
    expect((await consoleCall(t, viewer, { method: 'POST', url: blockedUrl(), payload: { word: '改' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${blockedUrl()}/${before[0]!.id}` })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'POST', url: blockedUrl(), payload: { word: 'casino' } })).json()).toMatchObject({ status: 409, field: 'body.word' });
    for (const [payload, field] of [
      [{ word: '' }, 'body.word'],
      [{ word: '   ' }, 'body.word'],
      [{ word: '字'.repeat(21) }, 'body.word'],
      [{ word: ['a'] }, 'body.word'],
      [{ word: 'a\u0000' }, 'body.word'],
      [{}, 'body.word'],
      [{ word: 'x', id: 3 }, 'body'],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'POST', url: blockedUrl(), payload })).json(), JSON.stringify(payload)).toMatchObject({ status: 400, field });
    }
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${blockedUrl()}/abc` })).statusCode).toBe(400);
    expect(await blockedRows(area.id)).toEqual(before);
    expect(await auditOf('blockedWord.create')).toHaveLength(audited);
  });

  it("keeps areas apart: another area's blocked words cannot be listed, added to or removed", async () => {
    const foreign = await blockedRows(other.id);
    expect(foreign.map((row) => row.word)).toEqual(['广告']); // positive control: the other area blocks a word
    const listed = (await consoleCall(t, editor, { method: 'GET', url: blockedUrl() })).json().data.words as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(foreign[0]!.id);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${blockedUrl()}/${foreign[0]!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: blockedUrl(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'POST', url: blockedUrl(other.code), payload: { word: '越权' } })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${blockedUrl(other.code)}/${foreign[0]!.id}` })).statusCode).toBe(403);
    expect(await blockedRows(other.id)).toEqual(foreign);
  });
});
