import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { textDigest, translationState } from '../../entities/translation/translation.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
beforeAll(async () => ({ t, area, other, editor, viewer } = await openConsoleAreas()));
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/notices`;
const fields = (change: Record<string, unknown> = {}) => ({ title: '端午节开放时间调整', contentHtml: '<p>6 月 19 日 <strong>延长开放</strong>至 20:00。</p>', isPinned: false, publishedAt: new Date(Date.now() - 60_000).toISOString(), ...change });
const visitorNotices = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/h5/notice?size=50' })).json().data.list as { id: number; title: { text: string }; isPinned: boolean }[];

describe('console notices', () => {
  it('writes a notice with sanitized HTML; visitors see it; the audit log holds it', async () => {
    const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ contentHtml: '<p onclick="steal()">开放<script>alert(1)</script><img src="x" onerror="steal()"></p>' }) });
    const created = response.json().data;
    expect(created.contentHtml).toBe('<p>开放<img src="x" /></p>');
    expect(created).toMatchObject({ isScheduled: false, isPinned: false });
    expect((await visitorNotices()).map((n) => n.id)).toContain(created.id);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'notice'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ action: 'notice.create', before: null, after: { title: '端午节开放时间调整', contentHtml: '<p>开放<img src="x" /></p>' } });
  });

  it('schedules a notice ahead (visitors do not see it yet), pins and edits it, with before and after', async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ title: '国庆预告', publishedAt: ahead }) })).json().data;
    expect(created.isScheduled).toBe(true);
    expect((await visitorNotices()).map((n) => n.id)).not.toContain(created.id);
    const listed = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data.items as { id: number }[];
    expect(listed.map((n) => n.id)).toContain(created.id);
    const changed = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { isPinned: true, publishedAt: new Date(Date.now() - 1000).toISOString() } });
    expect(changed.json().data).toMatchObject({ isPinned: true, isScheduled: false, title: '国庆预告' });
    // The visitors' notice list is a cached first-screen answer (docs/instant-open.md); a console
    // change starts the area's next content edition, so it shows at once.
    expect((await visitorNotices())[0]).toMatchObject({ id: created.id, isPinned: true });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'notice.update'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ before: { isPinned: false, publishedAt: ahead }, after: { isPinned: true } });
  });

  it('edits the source only; its translations stay, shown to visitors reading English, now outdated', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ title: '游船停航' }) })).json().data;
    expect(created).not.toHaveProperty('titleEn');
    await t.ctx.db.update(notice).set({ translations: { en: { title: { text: 'Boats suspended', source: textDigest('游船停航') } } } }).where(eq(notice.id, created.id));
    await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { title: '游船今日停航' } });
    const detail = (await t.call(area.code, { method: 'GET', url: `/api/h5/notice/${created.id}`, headers: { 'accept-language': 'en' } })).json().data;
    expect(detail.title).toEqual({ text: 'Boats suspended', lang: 'en' });
    const [row] = await t.ctx.db.select().from(notice).where(eq(notice.id, created.id));
    expect(translationState(row!.title, row!.translations, 'en', 'title')).toBe('outdated');
  });

  it('deletes a notice', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ title: '临时通知' }) })).json().data;
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).json().data).toEqual({ deleted: true });
    expect(await t.ctx.db.select().from(notice).where(eq(notice.id, created.id))).toEqual([]);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).statusCode).toBe(404);
  });

  it("refuses a viewer's changes and bad input, and changes nothing", async () => {
    const before = await t.ctx.db.select().from(notice).where(eq(notice.tenantId, area.id)).orderBy(asc(notice.id));
    expect((await consoleCall(t, viewer, { method: 'POST', url: url(), payload: fields() })).json()).toMatchObject({ status: 403 });
    for (const [payload, field] of [
      [fields({ title: '' }), 'body.title'],
      [fields({ title: 'x'.repeat(101) }), 'body.title'],
      [fields({ publishedAt: 'tomorrow' }), 'body.publishedAt'],
      [fields({ contentHtml: 'x'.repeat(20_001) }), 'body.contentHtml'],
      [fields({ isPinned: 'yes' }), 'body.isPinned'],
      // The console writes sources only: translations are the translation feature's.
      [fields({ titleEn: 'Notice' }), 'body'],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload })).json()).toMatchObject({ status: 400, field });
    }
    const first = before[0]!;
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${url()}/${first.id}` })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${first.id}`, payload: {} })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(notice).where(eq(notice.tenantId, area.id)).orderBy(asc(notice.id))).toEqual(before);
  });

  it("keeps areas apart: another area's notice cannot be listed, changed or deleted", async () => {
    const [foreign] = await t.ctx.db.select().from(notice).where(eq(notice.tenantId, other.id)).limit(1);
    expect(foreign).toBeDefined();
    // Positive control: its own area's visitors see it.
    expect((await visitorNotices(other.code)).map((n) => n.id)).toContain(foreign!.id);
    expect(((await consoleCall(t, viewer, { method: 'GET', url: `${url()}?size=200` })).json().data.items as { id: number }[]).map((n) => n.id)).not.toContain(foreign!.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign!.id}`, payload: { title: '越权修改' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    const [after] = await t.ctx.db.select().from(notice).where(eq(notice.id, foreign!.id));
    expect(after).toEqual(foreign);
  });
});
