/**
 * Uploads and data exports leave an audit entry: who uploaded which picture or audio file (the
 * stored key), and who took the area file or a survey's answers away (operators are made as `<role>-…@example.com`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import { auditLog } from './console.table.ts';

const MP3 = readFileSync(join(import.meta.dirname, '../../../seed/media/audio/xidi.mp3'));

let t: TestApp, area: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin;
beforeAll(async () => {
  ({ t, area, editor, viewer, admin } = await openConsoleAreas('admin'));
});
afterAll(() => t.close());

const entryOf = async (action: string, targetId: string) => {
  const rows = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.tenantId, area.id), eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

it('records a picture upload and an audio upload with the stored key and the uploader', async () => {
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
  const picture = await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=sky`, payload: photo, headers: { 'content-type': 'image/jpeg' } });
  expect(picture.statusCode).toBe(200);
  const { key, smallKey } = picture.json().data as { key: string; smallKey: string };
  expect(await entryOf('picture.upload', key)).toMatchObject({ operatorEmail: expect.stringMatching(/^editor-/), targetType: 'media', before: null, after: { use: 'sky', key, width: 400, height: 300 } });
  expect((await entryOf('picture.upload', key)).after).toMatchObject({ besides: expect.arrayContaining([smallKey]) });

  const audio = await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/audio`, payload: MP3, headers: { 'content-type': 'audio/mpeg' } });
  expect(audio.statusCode).toBe(200);
  const uploaded = audio.json().data as { key: string; durationSeconds: number };
  expect(await entryOf('audio.upload', uploaded.key)).toMatchObject({ operatorEmail: expect.stringMatching(/^editor-/), after: { key: uploaded.key, durationSeconds: uploaded.durationSeconds, bytes: MP3.length } });
});

it('records no upload that was refused', async () => {
  const before = await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, area.id));
  const refused = await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/audio`, payload: Buffer.from('not audio at all'), headers: { 'content-type': 'audio/mpeg' } });
  expect(refused.statusCode).toBe(415);
  expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, area.id))).toHaveLength(before.length);
});

it('records the area file export and a survey answers export, with who took them', async () => {
  expect((await consoleCall(t, admin, { method: 'GET', url: `/api/console/areas/${area.code}/export` })).statusCode).toBe(200);
  expect(await entryOf('area.export', area.code)).toMatchObject({ operatorEmail: expect.stringMatching(/^admin-/), targetType: 'area' });

  const survey = (await t.call(area.code, { method: 'GET', url: '/api/h5/survey' })).json().data as { id: number };
  const csv = await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/surveys/${survey.id}/responses.csv` });
  expect(csv.statusCode).toBe(200);
  expect(await entryOf('survey.export', String(survey.id))).toMatchObject({ operatorEmail: expect.stringMatching(/^viewer-/), targetType: 'survey', after: { bytes: csv.rawPayload.length } });
});
