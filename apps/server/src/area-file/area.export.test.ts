import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../test/console.ts';
import { loadDemoArea, parseAreaFile } from './area.file.ts';
import { importArea } from './area.import.ts';
import { asc, eq } from 'drizzle-orm';
import { tenant } from '../platform/db/schema.ts';
import { place } from '../entities/place/place.table.ts';
import { textDigest } from '../entities/translation/translation.ts';

let t: TestApp, area: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin;
beforeAll(async () => {
  ({ t, area, editor, viewer } = await openConsoleAreas());
  admin = await logInOperator(t, await makeOperator(t, 'admin', area.id));
});
afterAll(() => t.close());

const exportOf = async (code: string, login = admin) => consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/export` });

describe('console: area export', () => {
  it('exports the area in the import:area format; imported as a new code and exported again, it is the same file but for the code', async () => {
    // Something made in the console goes out too: a survey from the builder.
    const built = await consoleCall(t, admin, {
      method: 'POST',
      url: `/api/console/areas/${area.code}/surveys`,
      payload: { title: '导出测试问卷', questions: [{ kind: 'single', title: '好吗？', options: [{ id: 'yes', label: '好' }, { id: 'no', label: '不好' }] }] },
    });
    expect(built.statusCode).toBe(200);
    // Hot words replaced (their translations kept by word), a blocked word, a synonym group and an article's cover.
    const hotWords = { words: ['佛香阁', '长廊'] };
    expect((await consoleCall(t, admin, { method: 'PUT', url: `/api/console/areas/${area.code}/hot-words`, payload: hotWords })).statusCode).toBe(200);
    expect((await consoleCall(t, admin, { method: 'POST', url: `/api/console/areas/${area.code}/blocked-words`, payload: { word: '代购' } })).statusCode).toBe(200);
    expect((await consoleCall(t, admin, { method: 'POST', url: `/api/console/areas/${area.code}/synonyms`, payload: { words: ['看戏', '德和园大戏楼'] } })).statusCode).toBe(200);
    const jpeg = readFileSync(join(import.meta.dirname, '../../seed/media/panorama/scenes/zhichunting-low.jpg'));
    const cover = (await consoleCall(t, admin, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=articleCover`, payload: jpeg, headers: { 'content-type': 'image/jpeg' } })).json().data as { key: string };
    const articles = (await consoleCall(t, admin, { method: 'GET', url: `/api/console/areas/${area.code}/articles?size=200` })).json().data.items as { id: number; title: string }[];
    expect((await consoleCall(t, admin, { method: 'PATCH', url: `/api/console/areas/${area.code}/articles/${articles[0]!.id}`, payload: { coverImageKey: cover.key } })).statusCode).toBe(200);
    // And a 360° video added in the console, with its streamed upload.
    const mp4 = readFileSync(join(import.meta.dirname, '../../seed/media/panorama/videos/shiqikongqiao-day-low.mp4'));
    const videoFile = (await consoleCall(t, admin, { method: 'POST', url: `/api/console/areas/${area.code}/panorama/video-files`, payload: mp4, headers: { 'content-type': 'video/mp4' } })).json().data;
    const video = await consoleCall(t, admin, {
      method: 'POST',
      url: `/api/console/areas/${area.code}/panorama/videos`,
      payload: { title: '导出测试视频', videoKey: videoFile.key, videoLowKey: null, posterKey: null, durationSeconds: videoFile.durationSeconds, sort: 9 },
    });
    expect(video.statusCode).toBe(200);
    // Languages beyond English: the area offers Japanese, and a place has a translation into it.
    await t.ctx.db.update(tenant).set({ languages: ['zh-CN', 'en', 'ja'] }).where(eq(tenant.id, area.id));
    const [firstPlace] = await t.ctx.db.select().from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id)).limit(1);
    await t.ctx.db
      .update(place)
      .set({ translations: { ...firstPlace!.translations, ja: { name: { text: '東宮門', source: textDigest(firstPlace!.name) } } } })
      .where(eq(place.id, firstPlace!.id));
    const response = await exportOf(area.code);
    expect(response.statusCode).toBe(200);
    const file = response.json().data as Record<string, unknown>;
    const parsed = parseAreaFile(file);
    const demo = loadDemoArea();
    expect(parsed.tenant.code).toBe(area.code);
    expect(parsed.places.map((p) => p.name)).toEqual(demo.places.map((p) => p.name));
    expect(parsed.places.filter((p) => p.punch).length).toBe(demo.places.filter((p) => p.punch).length);
    expect(parsed.notices.map((n) => n.title)).toEqual(demo.notices.map((n) => n.title));
    expect(parsed.articles.map((a) => a.title)).toEqual(demo.articles.map((a) => a.title));
    expect(parsed.surveys.map((s) => s.title)).toEqual([...demo.surveys.map((s) => s.title), '导出测试问卷']);
    expect(parsed.poses.map((p) => p.key)).toEqual(demo.poses.map((p) => p.key));
    expect(parsed.photoSpots.map((s) => s.place)).toEqual(demo.photoSpots.map((s) => s.place));
    expect(parsed.panoramaScenes.map((s) => s.markers.length)).toEqual(demo.panoramaScenes.map((s) => s.markers.length));
    expect(parsed.panoramaVideos.map((v) => v.title)).toEqual([...demo.panoramaVideos.map((v) => v.title), '导出测试视频']);
    expect(parsed.panoramaVideos.at(-1)).toMatchObject({ key: video.json().data.key, videoKey: videoFile.key, videoLowKey: null, durationSeconds: 20 });
    expect(parsed.map).toEqual(demo.map);
    expect(parsed.places.map((p) => p.stopNumber)).toEqual(demo.places.map((p) => p.stopNumber));
    expect(parsed.tours).toEqual(demo.tours);
    expect(parsed.places.map((p) => p.facility)).toEqual(demo.places.map((p) => p.facility));
    expect(parsed.liveStatus).toEqual(demo.liveStatus);
    expect(parsed.closedRoutes.sort()).toEqual([...demo.closedRoutes].sort());
    expect(parsed.searchWords).toEqual([
      { word: '佛香阁', translations: demo.searchWords.find((w) => w.word === '佛香阁')!.translations },
      { word: '长廊', translations: demo.searchWords.find((w) => w.word === '长廊')?.translations ?? {} },
    ]);
    expect(parsed).toMatchObject({ mainLanguage: 'zh-CN', languages: ['zh-CN', 'en', 'ja'] });
    expect(parsed.places[0]!.translations).toEqual({ ...demo.places[0]!.translations, ja: { name: '東宮門' } });
    expect(parsed.config.translations['en']).toMatchObject({ title: expect.any(String), businessIntro: expect.any(String) });
    expect(parsed.weatherWords.length).toBeGreaterThan(0);
    expect(parsed.blockedSearchWords).toEqual(['代购']);
    expect(parsed.searchSynonyms).toEqual([['看戏', '德和园大戏楼']]);
    expect(parsed.articles.find((a) => a.title === articles[0]!.title)?.coverImageKey).toBe(cover.key);

    const copyCode = `${area.code}-copy`;
    await importArea(t.ctx, { ...parsed, tenant: { ...parsed.tenant, code: copyCode } });
    t.ctx.tenants.forget(copyCode, parsed.tenant.domains);
    const copyAdmin = await logInOperator(t, await makeOperator(t, 'platform', null));
    const again = (await exportOf(copyCode, copyAdmin)).json().data as { tenant: { code: string } };
    expect(again.tenant.code).toBe(copyCode);
    expect({ ...again, tenant: { ...again.tenant, code: area.code } }).toEqual(file);
  });

  it("is for the area's admins: editors and viewers are refused, another area's admin too", async () => {
    expect((await exportOf(area.code, editor)).json()).toMatchObject({ status: 403 });
    expect((await exportOf(area.code, viewer)).json()).toMatchObject({ status: 403 });
    const stranger = await logInOperator(t, await makeOperator(t, 'admin', (await t.createTenant()).id));
    expect((await exportOf(area.code, stranger)).statusCode).toBe(403);
    expect((await exportOf('no-such-area')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/console/areas/${area.code}/export` })).statusCode).toBe(401);
  });
});
