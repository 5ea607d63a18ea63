import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, makeOperator, logInOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { randomUUID } from 'node:crypto';
import { visitor } from '../../platform/db/schema.ts';
import { POPULAR_QUERY_MIN_SEARCHERS, countSearchedQuery } from './search.service.ts';
import { searchWord, searchWordBlock } from './search.table.ts';

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
const visitorList = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/searchWord' })).json().data.list as { word: string; wordEn: string | null }[];
const visitorWords = async (code = area.code) => (await visitorList(code)).map((w) => w.word);
const rows = (tenantId: number) => t.ctx.db.select().from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.id));
const blockedRows = (tenantId: number) => t.ctx.db.select().from(searchWordBlock).where(eq(searchWordBlock.tenantId, tenantId)).orderBy(asc(searchWordBlock.id));
const auditOf = (action: string, tenantId = area.id) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.tenantId, tenantId))).orderBy(asc(auditLog.id));

describe('console hot words', () => {
  it('replaces the hot words in order; visitors get them; the audit log has before and after', async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data as { words: string[]; wordsEn: (string | null)[] };
    expect(before.words).toEqual(await visitorWords());
    expect(before.wordsEn).toEqual((await visitorList()).map((w) => w.wordEn));
    const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['佛香阁', ' 长廊 ', '十七孔桥'] } });
    // Without `wordsEn`, a word that stays keeps its English version (from the area file).
    expect(response.json().data).toEqual({ words: ['佛香阁', '长廊', '十七孔桥'], wordsEn: ['Buddhist Incense', 'Long Corridor', 'Seventeen-Arch'] });
    expect(await visitorWords()).toEqual(['佛香阁', '长廊', '十七孔桥']);
    const [entry] = await auditOf('hotWords.replace');
    expect(entry).toMatchObject({ before, after: { words: ['佛香阁', '长廊', '十七孔桥'] } });
    // A word that stays keeps its English version, a new one has none.
    const english = async () => (await rows(area.id)).map(({ word, wordEn }) => ({ word, wordEn }));
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['谐趣园', '佛香阁'] } });
    expect(await english()).toEqual([
      { word: '谐趣园', wordEn: null },
      { word: '佛香阁', wordEn: 'Buddhist Incense' },
    ]);
    // An empty list hands the screen back to the counted queries.
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: [] } })).json().data).toEqual({ words: [], wordsEn: [] });
    expect(await rows(area.id)).toEqual([]);
  });

  it('sets the English versions beside the Chinese; English visitors get them; left out, they stay', async () => {
    const saved = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['谐趣园', '长廊', '游船'], wordsEn: [' Garden of Harmonious Interest ', '', null] } });
    expect(saved.json().data).toEqual({ words: ['谐趣园', '长廊', '游船'], wordsEn: ['Garden of Harmonious Interest', null, null] });
    expect(await visitorList()).toEqual([
      { word: '谐趣园', wordEn: 'Garden of Harmonious Interest' },
      { word: '长廊', wordEn: null },
      { word: '游船', wordEn: null },
    ]);
    expect((await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data.wordsEn).toEqual(['Garden of Harmonious Interest', null, null]);
    const entries = await auditOf('hotWords.replace');
    expect(entries.at(-1)).toMatchObject({ after: { words: ['谐趣园', '长廊', '游船'], wordsEn: ['Garden of Harmonious Interest', null, null] } });
    // A client that edits only the Chinese (reorders here) keeps the English.
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['游船', '谐趣园'] } });
    expect(await visitorList()).toEqual([
      { word: '游船', wordEn: null },
      { word: '谐趣园', wordEn: 'Garden of Harmonious Interest' },
    ]);
  });

  it('refuses a viewer and bad lists, and changes nothing', async () => {
    // The longest English word is taken.
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['昆明湖'], wordsEn: ['x'.repeat(40)] } })).statusCode).toBe(200);
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['昆明湖'], wordsEn: ['Kunming Lake'] } });
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
      [{ words: ['长廊', '游船'], wordsEn: ['Long Corridor'] }, 'body.wordsEn'],
      [{ words: ['长廊'], wordsEn: ['x'.repeat(41)] }, 'body.wordsEn.0'],
      [{ words: ['长廊'], wordsEn: 'Long Corridor' }, 'body.wordsEn'],
      [{ words: ['长廊'], wordsEn: [7] }, 'body.wordsEn.0'],
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
