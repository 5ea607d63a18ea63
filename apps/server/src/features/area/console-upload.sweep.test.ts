import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import { consoleUpload } from '../../platform/console/console.table.ts';
import { tenantKey } from '../../platform/storage/storage.ts';
import { CONSOLE_UPLOAD_GRACE_MS, sweepUnsavedConsoleUploads } from './console-upload.sweep.ts';
import { exportArea } from '../../area-file/area.export.ts';

const MP3 = readFileSync(join(import.meta.dirname, '../../../seed/media/audio/xidi.mp3'));

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, otherEditor: ConsoleLogin;
let photo: Buffer;
/** The music the area came with (not uploaded in the console), and whether its file is in the store. */
let importedMusic: { key: string; stored: boolean };
beforeAll(async () => {
  ({ t, area, other, editor, otherEditor } = await openConsoleAreas('otherEditor'));
  const key = (await t.call(area.code, { method: 'GET', url: '/api/config/h5' })).json().data.musicKey as string;
  importedMusic = { key, stored: await stored(area.code, key) };
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
});
afterAll(() => t.close());

async function upload(login: ConsoleLogin, code: string, what: 'audio' | 'logo' | 'place' | 'sky'): Promise<{ key: string; smallKey?: string | null }> {
  const response =
    what === 'audio'
      ? await consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/audio`, payload: MP3, headers: { 'content-type': 'audio/mpeg' } })
      : await consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/pictures?use=${what}`, payload: photo, headers: { 'content-type': 'image/jpeg' } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const stored = (code: string, key: string) => t.ctx.storage.exists(tenantKey({ code }, key));
/** As if the uploads so far had been made two days ago. */
// Only this file's two areas: other test files share the database (PostgreSQL) and upload too.
const ageUploads = () => t.ctx.db.update(consoleUpload).set({ createdAt: sql`now() - interval '2 days'` }).where(inArray(consoleUpload.tenantId, [area.id, other.id]));
const sweep = () => sweepUnsavedConsoleUploads(t.ctx.db, t.ctx.storage, exportArea, new Date(Date.now() - CONSOLE_UPLOAD_GRACE_MS));
const saveSettings = (payload: Record<string, unknown>) => consoleCall(t, editor, { method: 'PATCH', url: `/api/console/areas/${area.code}/settings`, payload });

describe('the sweep of uploads nothing names', () => {
  it('removes a day-old upload no content names, with what was made beside it, and keeps the saved ones and the fresh ones', async () => {
    const logo = await upload(editor, area.code, 'logo');
    const music = await upload(editor, area.code, 'audio');
    expect((await saveSettings({ logoKey: logo.key, musicKey: music.key })).statusCode).toBe(200);
    // Uploaded, then the form was closed without saving.
    const sky = await upload(editor, area.code, 'sky');
    const audio = await upload(editor, area.code, 'audio');
    const picture = await upload(editor, area.code, 'place');
    expect(sky.smallKey).toBeTruthy();
    await ageUploads();
    // Made after: still within its day, whatever it is for.
    const fresh = await upload(editor, area.code, 'place');
    const othersFresh = await upload(otherEditor, other.code, 'place');

    expect(await sweep()).toBe(3);
    for (const key of [sky.key, sky.smallKey!, audio.key, picture.key]) expect(await stored(area.code, key)).toBe(false);
    for (const key of [logo.key, music.key, fresh.key]) expect(await stored(area.code, key)).toBe(true);
    expect(await stored(other.code, othersFresh.key)).toBe(true);
    // The visitors' app still gets the saved logo and music.
    expect((await t.call(area.code, { method: 'GET', url: '/api/config/h5' })).json().data).toMatchObject({ logoKey: logo.key, musicKey: music.key });
    // A second round finds nothing more to do.
    expect(await sweep()).toBe(0);
  });

  it('removes a saved file the day after something else replaced it', async () => {
    const rows = await t.ctx.db.select({ key: consoleUpload.key }).from(consoleUpload).where(eq(consoleUpload.tenantId, area.id));
    const before = (await t.call(area.code, { method: 'GET', url: '/api/config/h5' })).json().data as { logoKey: string };
    expect(rows.map((row) => row.key)).toContain(before.logoKey);
    const logo = await upload(editor, area.code, 'logo');
    expect((await saveSettings({ logoKey: logo.key })).statusCode).toBe(200);
    await ageUploads();
    // The old logo, and the two fresh pictures of the first test (one in each area) no one saved.
    expect(await sweep()).toBe(3);
    expect(await stored(area.code, before.logoKey)).toBe(false);
    expect(await stored(area.code, logo.key)).toBe(true);
  });

  it('removes an uploaded file once what named it is taken away, and never what the area brought from its area file', async () => {
    const uploadedMusic = (await t.call(area.code, { method: 'GET', url: '/api/config/h5' })).json().data.musicKey as string;
    expect(uploadedMusic).not.toBe(importedMusic.key);
    expect((await saveSettings({ musicKey: null })).statusCode).toBe(200);
    await ageUploads();
    expect(await sweep()).toBe(1);
    expect(await stored(area.code, uploadedMusic)).toBe(false);
    // The area's own music (not uploaded in the console) is named by nothing now either, and stays: it was never recorded.
    expect(await stored(area.code, importedMusic.key)).toBe(importedMusic.stored);
    const recorded = await t.ctx.db.select({ key: consoleUpload.key }).from(consoleUpload).where(eq(consoleUpload.tenantId, area.id));
    expect(recorded.map((row) => row.key)).not.toContain(importedMusic.key);
  });
});
