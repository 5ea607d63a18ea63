import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { localDate } from '../../platform/area-time.ts';
import { parseAreaFile } from '../../area-file/area.file.ts';
import { importArea } from '../../area-file/area.import.ts';
import { tenantConfig } from './config.table.ts';

const seed = (path: string) => readFileSync(join(import.meta.dirname, '../../../seed/media', path));
const MP3 = seed('audio/xidi.mp3');
const LOGO_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#b33"/></svg>');

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin, otherEditor: ConsoleLogin;
let photo: Buffer;
beforeAll(async () => {
  ({ t, area, other, editor, viewer, admin, otherEditor } = await openConsoleAreas('admin', 'otherEditor'));
  photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 40, g: 120, b: 90 } } }).jpeg().toBuffer();
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/settings`;
const visitorConfig = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/config/h5' })).json().data;
const configRow = async (tenantId: number) => (await t.ctx.db.select({ config: tenantConfig.config }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId)))[0]!.config;
const uploadPicture = async (login: ConsoleLogin, use: string, body: Buffer, contentType: string, code = area.code) =>
  consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/pictures?use=${use}`, payload: body, headers: { 'content-type': contentType } });
const uploadAudio = async (login: ConsoleLogin) => (await consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${area.code}/audio`, payload: MP3, headers: { 'content-type': 'audio/mpeg' } })).json().data.key as string;

describe('console logo, background music and share card', () => {
  it("sets the logo, the music and the share card from uploads; visitors get them at once; audited", async () => {
    const before = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(before).toMatchObject({ logoKey: null, logoUrl: null, musicKey: 'audio/music.mp3', musicUrl: expect.stringContaining('music.mp3'), share: { title: expect.any(String), imageKey: null } });
    expect((await visitorConfig()).musicKey).toBe('audio/music.mp3'); // and the visitors' answer is now cached

    // A logo is a drawing: an SVG is taken and stored as a PNG; the share picture is a photo.
    const logo = (await uploadPicture(editor, 'logo', LOGO_SVG, 'image/svg+xml')).json().data;
    expect(logo.key).toMatch(/^area\/logo\/[0-9a-f-]{36}\.png$/);
    expect((await uploadPicture(editor, 'share', LOGO_SVG, 'image/svg+xml')).statusCode).toBe(415);
    const share = (await uploadPicture(editor, 'share', photo, 'image/jpeg')).json().data;
    expect(share.key).toMatch(/^area\/share\/[0-9a-f-]{36}\.jpg$/);
    const music = await uploadAudio(editor);

    const card = { title: '来颐和园，听它讲故事', description: '一部手机游园：地图、讲解、打卡', imageKey: share.key };
    const response = await consoleCall(t, editor, { method: 'PATCH', url: url(), payload: { logoKey: logo.key, musicKey: music, share: card } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ logoKey: logo.key, logoUrl: expect.stringContaining(logo.key), musicKey: music, musicUrl: expect.stringContaining(music), share: { ...card, imageUrl: expect.stringContaining(share.key) } });
    expect(await visitorConfig()).toMatchObject({ logoKey: logo.key, musicKey: music, share: card });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ targetType: 'settings', targetId: area.code, before: { logoKey: null, musicKey: 'audio/music.mp3', share: { imageKey: null } }, after: { logoKey: logo.key, musicKey: music, share: card } });
  });

  it('lets an admin take the music and logo away; a kept key stays allowed even without its file; the rest stays', async () => {
    const current = await configRow(area.id);
    const cleared = (await consoleCall(t, admin, { method: 'PATCH', url: url(), payload: { musicKey: null, logoKey: null } })).json().data;
    expect(cleared).toMatchObject({ musicKey: null, musicUrl: null, logoKey: null, logoUrl: null, share: current.share });
    expect(await visitorConfig()).toMatchObject({ musicKey: null, logoKey: null, share: current.share, aboutUsHtml: { text: current.aboutUsHtml } });

    // The area file's share picture may name a file never uploaded here: saving the card unchanged keeps it.
    await t.ctx.db.update(tenantConfig).set({ config: { ...(await configRow(area.id)), share: { ...current.share, imageKey: 'photos/from-the-file.jpg' } } }).where(eq(tenantConfig.tenantId, area.id));
    const kept = await consoleCall(t, editor, { method: 'PATCH', url: url(), payload: { share: { ...current.share, title: '新标题', imageKey: 'photos/from-the-file.jpg' } } });
    expect(kept.json().data.share).toMatchObject({ title: '新标题', imageKey: 'photos/from-the-file.jpg' });
  });

  it('refuses a viewer, keys that are not stored in the area or not of their kind, and bad input, and changes nothing', async () => {
    const before = await configRow(area.id);
    const picture = (await uploadPicture(editor, 'share', photo, 'image/jpeg')).json().data.key as string;
    const audio = await uploadAudio(editor);
    const foreign = (await uploadPicture(otherEditor, 'logo', photo, 'image/jpeg', other.code)).json().data.key as string;
    expect(await t.ctx.storage.exists(`${other.code}/${foreign}`)).toBe(true); // positive control: stored, in the other area
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: url(), payload: { logoKey: picture } })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(), payload: { logoKey: picture }, csrf: false })).statusCode).toBe(403);
    const card = { title: '标题', description: '', imageKey: null };
    for (const [payload, field] of [
      [{ logoKey: foreign }, 'body.logoKey'],
      [{ logoKey: 'area/logo/none.png' }, 'body.logoKey'],
      [{ logoKey: audio }, 'body.logoKey'],
      [{ musicKey: picture }, 'body.musicKey'],
      [{ musicKey: 'audio/none.mp3' }, 'body.musicKey'],
      [{ share: { ...card, imageKey: foreign } }, 'body.share.imageKey'],
      [{ share: { ...card, imageKey: audio } }, 'body.share.imageKey'],
      [{ share: { ...card, title: 'x'.repeat(65) } }, 'body.share.title'],
      [{ share: { title: '只有标题' } }, 'body.share'],
      [{ share: { ...card, link: 'https://example.com' } }, 'body.share'],
      [{ logoKey: 42 }, 'body.logoKey'],
      [{ title: '改名' }, 'body'],
      [{}, 'body'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'PATCH', url: url(), payload });
      expect(response.json(), JSON.stringify(payload).slice(0, 80)).toMatchObject({ status: 400, field: expect.stringContaining(field) });
    }
    expect(await configRow(area.id)).toEqual(before);
  });

  it("keeps areas apart: one area's editor cannot read or change another's settings", async () => {
    const foreign = await configRow(other.id);
    expect((await visitorConfig(other.code)).share).toEqual(foreign.share); // positive control
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(other.code), payload: { musicKey: null } })).statusCode).toBe(403);
    expect(await configRow(other.id)).toEqual(foreign);
  });

  it('goes out with the area file: export, import as a new code, export again gives the same file', async () => {
    const days = [{ date: localDate(new Date()), dayWeather: '晴', nightWeather: '多云', dayTemp: 9, nightTemp: -2 }];
    expect((await consoleCall(t, editor, { method: 'PUT', url: `/api/console/areas/${area.code}/weather`, payload: { days } })).statusCode).toBe(200);
    const file = (await consoleCall(t, admin, { method: 'GET', url: `/api/console/areas/${area.code}/export` })).json().data;
    expect(file).toMatchObject({ weather: days, config: { share: (await configRow(area.id)).share, musicKey: (await configRow(area.id)).musicKey } });
    const parsed = parseAreaFile(file);
    const copyCode = `${area.code}-copy`;
    await importArea(t.ctx, { ...parsed, tenant: { ...parsed.tenant, code: copyCode } });
    t.ctx.tenants.forget(copyCode, parsed.tenant.domains);
    const platform = await logInOperator(t, await makeOperator(t, 'platform', null));
    const again = (await consoleCall(t, platform, { method: 'GET', url: `/api/console/areas/${copyCode}/export` })).json().data;
    expect({ ...again, tenant: { ...again.tenant, code: area.code } }).toEqual(file);

    // An area whose weather the console emptied still round-trips.
    expect((await consoleCall(t, editor, { method: 'PUT', url: `/api/console/areas/${area.code}/weather`, payload: { days: [] } })).statusCode).toBe(200);
    const empty = (await consoleCall(t, admin, { method: 'GET', url: `/api/console/areas/${area.code}/export` })).json().data;
    expect(parseAreaFile(empty).weather).toEqual([]);
  });
});
