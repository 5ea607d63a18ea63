import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { article } from '../../entities/article/article.table.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant((area) => {
    area.articles.push(
      { title: '将来的文章', translations: {}, summary: '', isPinned: false, coverImageKey: null, author: null, contentHtml: '<p>还没到时间。</p>', publishedAt: '2099-01-01T00:00:00+08:00' },
      { title: '没有摘要的文章', translations: {}, summary: '', isPinned: false, coverImageKey: 'articles/cover.jpg', author: null, contentHtml: '<h2>标题</h2><p>正文<img src="javascript:alert(1)" onerror="x()"></p>', publishedAt: '2026-01-01T00:00:00+08:00' },
    );
  });
  tenantB = await t.createTenant();
});
afterAll(() => t.close());

const list = (code: string, query = '') => t.call(code, { method: 'GET', url: `/api/h5/article${query}` });

describe('GET /api/h5/article', () => {
  it("lists the published articles in the operator's order", async () => {
    const { data } = (await list(tenantA.code)).json();
    expect(data.total).toBe(5);
    expect(data.list.map((a: { title: { text: string } }) => a.title.text)).not.toContain('将来的文章');
    expect(data.list[0]).toMatchObject({ title: { text: '从清漪园到颐和园：两百七十年的园林史' }, author: { text: '颐和园导览', lang: 'zh-CN' }, clickCount: 0 });
    expect(data.list[0].summary.text).toBe('乾隆造园、英法联军焚毁、慈禧重修，一座皇家园林的起落。');
    expect(data.list.at(-1)).toMatchObject({ title: { text: '没有摘要的文章' }, summary: { text: '标题 正文', lang: 'zh-CN' }, coverImageKey: 'articles/cover.jpg' });
  });

  it('pages and rejects bad paging naming the field', async () => {
    expect((await list(tenantA.code, '?page=2&size=4')).json().data.list).toHaveLength(1);
    const response = await list(tenantA.code, '?size=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.size' });
  });
});

describe('GET /api/h5/article/:id', () => {
  it('returns the article with its sanitized HTML', async () => {
    const id = (await list(tenantA.code)).json().data.list.at(-1).id;
    const { data } = (await t.call(tenantA.code, { method: 'GET', url: `/api/h5/article/${id}` })).json();
    expect(data).toMatchObject({ id, title: { text: '没有摘要的文章' } });
    expect(data.contentHtml.text).toBe('<h2>标题</h2><p>正文<img /></p>');
  });

  it("is 404 for an unknown id, another tenant's article and one dated ahead; 400 for a malformed id", async () => {
    const other = (await list(tenantB.code)).json().data.list[0].id;
    const [ahead] = await t.database.db.select({ id: article.id }).from(article).where(and(eq(article.tenantId, tenantA.id), eq(article.title, '将来的文章')));
    for (const id of [99_999_999, other, ahead?.id]) {
      const response = await t.call(tenantA.code, { method: 'GET', url: `/api/h5/article/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await t.call(tenantA.code, { method: 'GET', url: '/api/h5/article/0' })).json()).toMatchObject({ status: 400, field: 'params.id' });
  });
});

describe('POST /api/article/click', () => {
  it("counts a view, and refuses another tenant's article", async () => {
    const first = (await list(tenantA.code)).json().data.list[0];
    expect((await t.call(tenantA.code, { method: 'POST', url: '/api/article/click', payload: { id: first.id } })).json().data).toEqual({ id: first.id, clickCount: 1 });
    expect((await t.call(tenantB.code, { method: 'POST', url: '/api/article/click', payload: { id: first.id } })).statusCode).toBe(404);
    expect((await t.call(tenantA.code, { method: 'POST', url: '/api/video/click', payload: { id: first.id } })).json()).toMatchObject({ status: 400, field: 'params.type' });
  });
});
