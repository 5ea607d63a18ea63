import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { searchWord } from './search.table.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
beforeAll(async () => ({ t, area, other, editor, viewer } = await openConsoleAreas()));
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/hot-words`;
const visitorWords = async (code = area.code) => ((await t.call(code, { method: 'GET', url: '/api/searchWord' })).json().data.list as { word: string }[]).map((w) => w.word);
const rows = (tenantId: number) => t.ctx.db.select().from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.id));

describe('console hot words', () => {
  it('replaces the hot words in order; visitors get them; the audit log has before and after', async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data.words as string[];
    expect(before).toEqual(await visitorWords());
    const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['佛香阁', ' 长廊 ', '十七孔桥'] } });
    expect(response.json().data).toEqual({ words: ['佛香阁', '长廊', '十七孔桥'] });
    expect(await visitorWords()).toEqual(['佛香阁', '长廊', '十七孔桥']);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'hotWords.replace'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ before, after: ['佛香阁', '长廊', '十七孔桥'] });
    // An empty list hands the screen back to the counted queries.
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: [] } })).json().data).toEqual({ words: [] });
    expect(await rows(area.id)).toEqual([]);
  });

  it('refuses a viewer and bad lists, and changes nothing', async () => {
    await consoleCall(t, editor, { method: 'PUT', url: url(), payload: { words: ['昆明湖'] } });
    const before = await rows(area.id);
    expect((await consoleCall(t, viewer, { method: 'PUT', url: url(), payload: { words: ['改'] } })).statusCode).toBe(403);
    for (const payload of [{ words: ['长廊', '长廊'] }, { words: [''] }, { words: ['字'.repeat(21)] }, { words: Array.from({ length: 31 }, (_, i) => `词${i}`) }, { words: 'x' }, { words: ['a\u0000'] }, {}]) {
      expect((await consoleCall(t, editor, { method: 'PUT', url: url(), payload })).json(), JSON.stringify(payload)).toMatchObject({ status: 400, field: expect.stringMatching(/^body/) });
    }
    expect(await rows(area.id)).toEqual(before);
  });

  it("keeps areas apart: one area's editor cannot read or replace another's words", async () => {
    const foreign = await rows(other.id);
    expect(foreign.length).toBeGreaterThan(0); // positive control: the other area has words
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(other.code), payload: { words: [] } })).statusCode).toBe(403);
    expect(await rows(other.id)).toEqual(foreign);
  });
});
