import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { tenantConfig } from './config.table.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
beforeAll(async () => ({ t, area, other, editor, viewer } = await openConsoleAreas()));
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/pages`;
const visitorConfig = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/config/h5' })).json().data;
const configRow = async (tenantId: number) => (await t.ctx.db.select().from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId)))[0]!;
const business = { intro: '欢迎旅行社、研学机构洽谈团队合作。', contactName: '王经理', contactPhone: '010-6288 1144', email: 'Biz@Example.com' };

describe('console about and business pages', () => {
  it('changes the about page (sanitized) and the business page; visitors see them at once; audited', async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(before.aboutUsHtml).toBe((await visitorConfig()).aboutUsHtml.text); // and the visitors' answer is now cached
    const response = await consoleCall(t, editor, { method: 'PATCH', url: url(), payload: { aboutUsHtml: '<h2>关于我们</h2><p onclick="x()">颐和园<script>alert(1)</script></p>', business, servicePhone: '+86 10 6288 1144' } });
    expect(response.json().data).toMatchObject({ aboutUsHtml: '<h2>关于我们</h2><p>颐和园</p>', business: { ...business, email: 'biz@example.com' }, servicePhone: '+86 10 6288 1144', address: before.address });
    expect(await visitorConfig()).toMatchObject({ aboutUsHtml: { text: '<h2>关于我们</h2><p>颐和园</p>', lang: 'zh-CN' }, business: { contactName: { text: '王经理' } }, title: { text: expect.any(String) } });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'pages.update'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ before: { aboutUsHtml: before.aboutUsHtml }, after: { aboutUsHtml: '<h2>关于我们</h2><p>颐和园</p>' } });
  });

  it('renames the area; its translations stay, shown to visitors reading English until redone (outdated)', async () => {
    await t.ctx.db
      .update(tenantConfig)
      .set({ translations: { en: { title: { text: 'Summer Palace', source: 'old' }, businessIntro: { text: 'Tour operators welcome.', source: 'old' } } } })
      .where(eq(tenantConfig.tenantId, area.id));
    const response = await consoleCall(t, editor, { method: 'PATCH', url: url(), payload: { title: '颐和园（测试）', business: { ...business, intro: '新的介绍' } } });
    expect(response.json().data).toMatchObject({ title: '颐和园（测试）', business: { intro: '新的介绍' } });
    expect(response.json().data).not.toHaveProperty('titleEn');
    const english = (await t.call(area.code, { method: 'GET', url: '/api/config/h5', headers: { 'accept-language': 'en' } })).json().data;
    expect(english).toMatchObject({ title: { text: 'Summer Palace', lang: 'en' }, business: { intro: { text: 'Tour operators welcome.', lang: 'en' }, contactName: { text: '王经理', lang: 'zh-CN' } } });
    expect((await visitorConfig()).title).toEqual({ text: '颐和园（测试）', lang: 'zh-CN' });
  });

  it('refuses a viewer and bad input, and changes nothing', async () => {
    const before = await configRow(area.id);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: url(), payload: { address: '改' } })).statusCode).toBe(403);
    for (const payload of [
      {},
      { aboutUsHtml: 'x'.repeat(20_001) },
      { servicePhone: 'call us' },
      { business: { ...business, email: 'not an address' } },
      { business: { intro: '只有简介' } },
      { address: 'a\u0000' },
      { title: '' },
      { titleEn: 'Summer Palace' },
      { logoKey: 'x.png' },
    ]) {
      expect((await consoleCall(t, editor, { method: 'PATCH', url: url(), payload })).json(), JSON.stringify(payload).slice(0, 80)).toMatchObject({ status: 400, field: expect.stringMatching(/^body/) });
    }
    expect(await configRow(area.id)).toEqual(before);
  });

  it("keeps areas apart: one area's editor cannot read or change another's pages", async () => {
    const foreign = await configRow(other.id);
    expect((await visitorConfig(other.code)).aboutUsHtml.text).toBe(foreign.config.aboutUsHtml); // positive control
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(other.code), payload: { address: '越权' } })).statusCode).toBe(403);
    expect(await configRow(other.id)).toEqual(foreign);
  });
});
