import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { article } from '../../entities/article/article.table.ts';
import { textDigest, translationState } from '../../entities/translation/translation.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
beforeAll(async () => ({ t, area, other, editor, viewer } = await openConsoleAreas()));
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/articles`;
const fields = (change: Record<string, unknown> = {}) => ({
  title: '佛香阁的建筑',
  summary: '',
  author: '园林研究室',
  contentHtml: '<p>佛香阁高 41 米，<strong>八面三层四重檐</strong>。</p>',
  isPinned: false,
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  ...change,
});
const JPEG = readFileSync(join(import.meta.dirname, '../../../seed/media/panorama/scenes/zhichunting-low.jpg'));
const ARTICLE_LIST = '/api/h5/article?page=1&size=50';
const visitorArticles = async (code = area.code) => (await t.call(code, { method: 'GET', url: ARTICLE_LIST })).json().data.list as { id: number; title: { text: string }; summary: { text: string }; coverImageKey: string | null }[];
const rows = (tenantId: number) => t.ctx.db.select().from(article).where(eq(article.tenantId, tenantId)).orderBy(asc(article.id));

describe('console articles', () => {
  it('writes an article with sanitized HTML; visitors see it; pinning puts it first; audited', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ contentHtml: '<p onclick="x()">高 41 米<script>alert(1)</script></p>', author: '' }) })).json().data;
    expect(created).toMatchObject({ contentHtml: '<p>高 41 米</p>', author: null, isPinned: false, isScheduled: false });
    const listed = await visitorArticles();
    expect(listed.at(-1)).toMatchObject({ id: created.id, summary: { text: '高 41 米', lang: 'zh-CN' } });
    const pinned = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { isPinned: true } });
    expect(pinned.json().data).toMatchObject({ isPinned: true, title: '佛香阁的建筑' });
    expect((await visitorArticles())[0]).toMatchObject({ id: created.id });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'article.update'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ before: { isPinned: false }, after: { isPinned: true } });
  });

  it('keeps the translations of an edited article: visitors reading English still get them, now outdated', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields() })).json().data;
    await t.ctx.db
      .update(article)
      .set({ translations: { en: { title: { text: 'The Tower of Buddhist Incense', source: textDigest(created.title) }, contentHtml: { text: '<p>41 metres high.</p>', source: textDigest(created.contentHtml) } } } })
      .where(eq(article.id, created.id));
    const changed = (await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { title: '佛香阁（新）' } })).json().data;
    expect(changed).not.toHaveProperty('titleEn');
    const detail = (await t.call(area.code, { method: 'GET', url: `/api/h5/article/${created.id}`, headers: { 'accept-language': 'en' } })).json().data;
    expect(detail).toMatchObject({ title: { text: 'The Tower of Buddhist Incense', lang: 'en' }, contentHtml: { text: '<p>41 metres high.</p>', lang: 'en' } });
    const [row] = await t.ctx.db.select().from(article).where(eq(article.id, created.id));
    expect(translationState(row!.title, row!.translations, 'en', 'title')).toBe('outdated');
    expect(translationState(row!.contentHtml, row!.translations, 'en', 'contentHtml')).toBe('done');
    await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` });
  });

  it('schedules an article ahead: listed in the console, not for visitors yet; deletes it', async () => {
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ title: '秋季游园指南', publishedAt: ahead }) })).json().data;
    expect(created.isScheduled).toBe(true);
    expect((await visitorArticles()).map((a) => a.id)).not.toContain(created.id);
    expect(((await consoleCall(t, viewer, { method: 'GET', url: `${url()}?size=200` })).json().data.items as { id: number }[]).map((a) => a.id)).toContain(created.id);
    expect((await t.call(area.code, { method: 'GET', url: `/api/h5/article/${created.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).json().data).toEqual({ deleted: true });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).statusCode).toBe(404);
  });

  it("refuses a viewer's changes and bad input, and changes nothing", async () => {
    const before = await rows(area.id);
    const first = before[0]!;
    expect((await consoleCall(t, viewer, { method: 'POST', url: url(), payload: fields() })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${url()}/${first.id}`, payload: { title: '改' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${url()}/${first.id}` })).statusCode).toBe(403);
    for (const [payload, field] of [
      [fields({ title: '' }), 'body.title'],
      [fields({ title: 'x'.repeat(101) }), 'body.title'],
      [fields({ summary: 'x'.repeat(201) }), 'body.summary'],
      [fields({ publishedAt: 'soon' }), 'body.publishedAt'],
      [fields({ contentHtml: 'x'.repeat(50_001) }), 'body.contentHtml'],
      [fields({ isPinned: 1 }), 'body.isPinned'],
      [{ ...fields(), clickCount: 9 }, 'body'],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload })).json()).toMatchObject({ status: 400, field });
    }
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${first.id}`, payload: {} })).statusCode).toBe(400);
    expect(await rows(area.id)).toEqual(before);
  });

  it('sets a cover uploaded through the console; visitors see it in the list, the article and the search; audited', async () => {
    const uploaded = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=articleCover`, payload: JPEG, headers: { 'content-type': 'image/jpeg' } })).json().data;
    expect(uploaded.key).toMatch(/^articles\/covers\/[\w-]+\.jpg$/);
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ title: '画中游的封面', coverImageKey: uploaded.key }) })).json().data;
    expect(created).toMatchObject({ coverImageKey: uploaded.key, coverUrl: expect.stringContaining(uploaded.key) });
    expect((await visitorArticles()).find((a) => a.id === created.id)).toMatchObject({ coverImageKey: uploaded.key });
    expect((await t.call(area.code, { method: 'GET', url: `/api/h5/article/${created.id}` })).json().data).toMatchObject({ coverImageKey: uploaded.key });
    const found = (await t.call(area.code, { method: 'GET', url: `/api/search?q=${encodeURIComponent('画中游的封面')}&type=article` })).json().data.list as { id: number; imageKey: string | null }[];
    expect(found.find((hit) => hit.id === created.id)).toMatchObject({ imageKey: uploaded.key });
    const listed = ((await consoleCall(t, viewer, { method: 'GET', url: `${url()}?size=200` })).json().data.items as { id: number; coverUrl: string | null }[]).find((a) => a.id === created.id);
    expect(listed?.coverUrl).toContain(uploaded.key);

    const second = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=articleCover`, payload: JPEG, headers: { 'content-type': 'image/jpeg' } })).json().data;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { coverImageKey: second.key } })).json().data).toMatchObject({ coverImageKey: second.key });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'article.update'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ before: { coverImageKey: uploaded.key }, after: { coverImageKey: second.key } });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { coverImageKey: null } })).json().data).toMatchObject({ coverImageKey: null, coverUrl: null });
    await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` });
  });

  it("refuses a cover that is not a picture stored in this area, and changes nothing; an area file's cover stays when kept", async () => {
    await t.ctx.storage.put(`${area.code}/audio/guide.mp3`, Buffer.from('ID3'), 'audio/mpeg');
    await t.ctx.storage.put(`${other.code}/articles/covers/foreign.jpg`, JPEG, 'image/jpeg');
    expect(await t.ctx.storage.exists(`${other.code}/articles/covers/foreign.jpg`)).toBe(true); // positive control: it is stored, in the other area
    const before = await rows(area.id);
    const [first] = before;
    for (const coverImageKey of ['audio/guide.mp3', 'articles/covers/foreign.jpg', 'articles/covers/never-uploaded.jpg', '../secret.jpg', '', 7]) {
      expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ coverImageKey }) })).json(), String(coverImageKey)).toMatchObject({ status: 400, field: 'body.coverImageKey' });
      expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${first!.id}`, payload: { title: '改了', coverImageKey } })).json(), String(coverImageKey)).toMatchObject({ status: 400, field: 'body.coverImageKey' });
    }
    expect(await rows(area.id)).toEqual(before);
    // The area file's cover (its file perhaps never copied here) is kept through other changes.
    const withCover = before.find((a) => a.coverImageKey !== null)!;
    expect(withCover.coverImageKey).toMatch(/^places\//); // positive control: the demo area's articles have covers
    const kept = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${withCover.id}`, payload: { title: withCover.title, coverImageKey: withCover.coverImageKey } });
    expect(kept.json().data).toMatchObject({ coverImageKey: withCover.coverImageKey });
  });

  it("keeps areas apart: another area's article cannot be listed, changed or deleted", async () => {
    const [foreign] = await rows(other.id);
    expect((await visitorArticles(other.code)).map((a) => a.id)).toContain(foreign!.id); // positive control
    expect(((await consoleCall(t, editor, { method: 'GET', url: `${url()}?size=200` })).json().data.items as { id: number }[]).map((a) => a.id)).not.toContain(foreign!.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign!.id}`, payload: { title: '越权' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await rows(other.id)).find((a) => a.id === foreign!.id)).toEqual(foreign);
  });
});
