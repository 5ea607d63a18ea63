import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, type ConsoleLogin } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { opinion } from '../../entities/opinion/opinion.table.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let logins: Record<'viewer' | 'editor' | 'admin', ConsoleLogin>;
let visitorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  logins = {
    viewer: await logInOperator(t, await makeOperator(t, 'viewer', area.id)),
    editor: await logInOperator(t, await makeOperator(t, 'editor', area.id)),
    admin: await logInOperator(t, await makeOperator(t, 'admin', area.id)),
  };
  visitorToken = await t.login(area.code);
});
afterAll(() => t.close());

const send = async (code: string, token: string, body: Record<string, unknown>) => (await t.call(code, { method: 'POST', url: '/api/h5/opinion', token, payload: body })).json().data.id as number;
const list = async (login: ConsoleLogin, query = '', code = area.code) => (await consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/opinions${query}` })).json();
const reply = (login: ConsoleLogin, id: number, text: string, code = area.code) => consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/opinions/${id}/reply`, payload: { reply: text } });
const close = (login: ConsoleLogin, id: number, closed = true) => consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${area.code}/opinions/${id}/close`, payload: { closed } });

describe('console opinions', () => {
  it('lists the area\'s opinions with filters by status, category and date', async () => {
    const complaint = await send(area.code, visitorToken, { category: 'complaint', text: '排队时间太长了' });
    const praise = await send(area.code, visitorToken, { category: 'praise', text: '讲解员非常专业' });
    const all = await list(logins.viewer);
    expect(all.data.items.map((item: { id: number }) => item.id).slice(0, 2)).toEqual([praise, complaint]);
    expect(all.data.items[0]).toMatchObject({ status: 'open', visitorName: expect.any(String), reply: null });
    expect((await list(logins.viewer, '?category=complaint')).data.items.map((item: { id: number }) => item.id)).toEqual([complaint]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect((await list(logins.viewer, `?from=${today}&to=${today}`)).data.total).toBe(all.data.total);
    expect((await list(logins.viewer, '?to=2020-01-01')).data.total).toBe(0);
    await t.ctx.db.update(opinion).set({ createdAt: new Date('2026-01-01T15:59:00Z') }).where(eq(opinion.id, complaint));
    // 15:59 UTC is 23:59 in Beijing: still 1 January there.
    expect((await list(logins.viewer, '?from=2026-01-01&to=2026-01-01')).data.items.map((item: { id: number }) => item.id)).toEqual([complaint]);
    expect((await list(logins.viewer, '?from=2026-01-02&to=2026-01-02')).data.total).toBe(0);
  });

  it('lets an editor reply; the visitor sees the reply, and the audit log holds before and after', async () => {
    const id = await send(area.code, visitorToken, { category: 'facility', text: '西门卫生间没有纸巾' });
    const response = await reply(logins.editor, id, '已补充，感谢提醒！');
    expect(response.json().data).toMatchObject({ id, status: 'replied', reply: '已补充，感谢提醒！' });
    const mine = (await t.call(area.code, { method: 'GET', url: '/api/h5/opinion', token: visitorToken })).json().data as { id: number; reply: string | null; repliedAt: string | null }[];
    expect(mine.find((item) => item.id === id)).toMatchObject({ reply: '已补充，感谢提醒！', repliedAt: expect.any(String) });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'opinion'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ tenantId: area.id, action: 'opinion.reply', targetType: 'opinion', before: { status: 'open', reply: null }, after: { status: 'replied', reply: '已补充，感谢提醒！' } });
    expect((await list(logins.viewer, '?status=replied')).data.items.map((item: { id: number }) => item.id)).toContain(id);
    expect((await list(logins.viewer, '?status=open')).data.items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('closes and reopens; a closed opinion shows as closed to the visitor', async () => {
    const id = await send(area.code, visitorToken, { category: 'other', text: '重复提交的一条意见' });
    expect((await close(logins.admin, id)).json().data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const mine = (await t.call(area.code, { method: 'GET', url: '/api/h5/opinion', token: visitorToken })).json().data as { id: number; closedAt: string | null }[];
    expect(mine.find((item) => item.id === id)?.closedAt).toEqual(expect.any(String));
    expect((await list(logins.viewer, '?status=closed')).data.items.map((item: { id: number }) => item.id)).toContain(id);
    expect((await close(logins.editor, id, false)).json().data).toMatchObject({ status: 'open', closedAt: null });
    const actions = (await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'opinion'), eq(auditLog.targetId, String(id))))).map((row) => row.action);
    expect(actions.sort()).toEqual(['opinion.close', 'opinion.reopen']);
  });

  it('refuses a viewer\'s reply and close with 403, and changes nothing', async () => {
    const id = await send(area.code, visitorToken, { category: 'suggestion', text: '希望增加休息座椅' });
    expect((await reply(logins.viewer, id, '好的')).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await close(logins.viewer, id)).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const [row] = await t.ctx.db.select().from(opinion).where(eq(opinion.id, id));
    expect(row).toMatchObject({ reply: null, closedAt: null });
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'opinion'), eq(auditLog.targetId, String(id))))).toEqual([]);
  });

  it.each([
    ['an empty reply', { reply: '' }, 'body.reply'],
    ['a blank reply', { reply: '   ' }, 'body.reply'],
    ['a reply over 1000 characters', { reply: 'x'.repeat(1001) }, 'body.reply'],
    ['a NUL character', { reply: 'nul \u0000 inside' }, 'body.reply'],
    ['an unknown field', { reply: 'ok', extra: 1 }, 'body'],
  ])('refuses %s naming %s, and changes nothing', async (_name, payload, field) => {
    const id = await send(area.code, visitorToken, { category: 'other', text: '一条等待回复的意见' });
    const response = await consoleCall(t, logins.editor, { method: 'POST', url: `/api/console/areas/${area.code}/opinions/${id}/reply`, payload });
    expect(response.json()).toMatchObject({ status: 400, field });
    const [row] = await t.ctx.db.select().from(opinion).where(eq(opinion.id, id));
    expect(row?.reply).toBeNull();
  });

  it.each([['?status=done'], ['?category=rant'], ['?from=2026-13-01'], ['?size=1000'], ['?page=0']])('refuses the filter %s with 400', async (query) => {
    expect((await list(logins.viewer, query)).status).toBe(400);
  });

  it("keeps areas apart: another area's opinion is not listed nor answerable", async () => {
    const otherVisitor = await t.login(other.code);
    const foreign = await send(other.code, otherVisitor, { category: 'praise', text: '另一个景区的表扬' });
    const otherEditor = await logInOperator(t, await makeOperator(t, 'editor', other.id));
    // Positive control: the other area's own editor sees and answers it.
    expect((await list(otherEditor, '', other.code)).data.items.map((item: { id: number }) => item.id)).toEqual([foreign]);
    expect((await list(logins.admin)).data.items.map((item: { id: number }) => item.id)).not.toContain(foreign);
    expect((await reply(logins.admin, foreign, '越权回复')).json()).toMatchObject({ status: 404 });
    expect((await reply(logins.admin, foreign, '越权回复', other.code)).json()).toMatchObject({ status: 403 });
    const [row] = await t.ctx.db.select().from(opinion).where(eq(opinion.id, foreign));
    expect(row?.reply).toBeNull();
    expect((await reply(otherEditor, foreign, '谢谢！', other.code)).statusCode).toBe(200);
  });

  it('needs a console session, not a visitor token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/console/areas/${area.code}/opinions`, headers: { authorization: `Bearer ${visitorToken}` } });
    expect(response.json()).toMatchObject({ status: 401, code: 'OPERATOR_LOGIN_REQUIRED' });
  });
});
