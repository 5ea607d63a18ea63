import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notice } from '../../entities/notice/notice.table.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant((area) => {
    area.notices.push(
      { title: '明年的通知', translations: {}, contentHtml: '<p>还没到时间。</p>', isPinned: true, publishedAt: '2099-01-01T00:00:00+08:00' },
      { title: '带脚本的通知', translations: {}, contentHtml: '<p onclick="x()">你好<script>alert(1)</script> &amp; 再见</p>', isPinned: false, publishedAt: '2026-01-01T00:00:00+08:00' },
    );
  });
  tenantB = await t.createTenant();
});
afterAll(() => t.close());

const list = (code: string, query = '') => t.call(code, { method: 'GET', url: `/api/h5/notice${query}` });

describe('GET /api/h5/notice', () => {
  it('lists pinned notices first, then the newest, leaving out those dated ahead', async () => {
    const { data } = (await list(tenantA.code)).json();
    expect(data.list.map((n: { title: { text: string } }) => n.title.text)).toEqual(['冬季开放时间调整', '十七孔桥“金光穿洞”观赏提示', '昆明湖游船冬季停航', '带脚本的通知']);
    expect(data).toMatchObject({ total: 4, page: 1, size: 20 });
    expect(data.list[0]).toMatchObject({ isPinned: true, clickCount: 0, publishedAt: '2026-10-25T01:00:00.000Z' });
    expect(data.list[0].summary.text).toMatch(/^自 11 月 1 日起/);
    expect(data.list[3].summary).toEqual({ text: '你好 & 再见', lang: 'zh-CN' });
  });

  it('pages', async () => {
    const { data } = (await list(tenantA.code, '?page=2&size=3')).json();
    expect(data.list.map((n: { title: { text: string } }) => n.title.text)).toEqual(['带脚本的通知']);
    expect(data).toMatchObject({ total: 4, page: 2, size: 3 });
  });

  it.each([['size=51', 'query.size'], ['size=0', 'query.size'], ['page=0', 'query.page'], ['page=x', 'query.page']])('rejects %s naming %s', async (query, field) => {
    const response = await list(tenantA.code, `?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  it('needs a known tenant', async () => {
    expect((await list('no-such-area')).statusCode).toBe(404);
  });
});

describe('GET /api/h5/notice/:id', () => {
  it('returns the notice with its sanitized HTML', async () => {
    const { data } = (await list(tenantA.code)).json();
    const scripted = data.list.find((n: { title: { text: string } }) => n.title.text === '带脚本的通知');
    const detail = (await t.call(tenantA.code, { method: 'GET', url: `/api/h5/notice/${scripted.id}` })).json().data;
    expect(detail).toMatchObject({ id: scripted.id, title: { text: '带脚本的通知' }, isPinned: false });
    expect(detail.contentHtml).toEqual({ text: '<p>你好 &amp; 再见</p>', lang: 'zh-CN' });
  });

  it("is 404 for an unknown id, another tenant's notice and one dated ahead; 400 for a malformed id", async () => {
    const other = (await list(tenantB.code)).json().data.list[0].id;
    const [ahead] = await t.database.db.select({ id: notice.id }).from(notice).where(and(eq(notice.tenantId, tenantA.id), eq(notice.title, '明年的通知')));
    expect(ahead).toBeDefined();
    for (const id of [99_999_999, other, ahead?.id]) {
      const response = await t.call(tenantA.code, { method: 'GET', url: `/api/h5/notice/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await t.call(tenantA.code, { method: 'GET', url: '/api/h5/notice/abc' })).json()).toMatchObject({ status: 400, field: 'params.id' });
  });
});

describe('POST /api/notice/click', () => {
  it('counts a view in the tenant only', async () => {
    const first = (await list(tenantA.code)).json().data.list[0];
    const response = await t.call(tenantA.code, { method: 'POST', url: '/api/notice/click', payload: { id: first.id } });
    expect(response.json().data).toEqual({ id: first.id, clickCount: first.clickCount + 1 });
    const fromB = await t.call(tenantB.code, { method: 'POST', url: '/api/notice/click', payload: { id: first.id } });
    expect(fromB.statusCode).toBe(404);
  });
});
