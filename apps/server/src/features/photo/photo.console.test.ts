import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorPhoto } from '@youlan/contract/console';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { finishedPhoto } from '../../test/uploads.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { upload } from '../../entities/media/upload.table.ts';
import { material } from '../../entities/material/material.table.ts';
import { visitor } from '../../platform/db/schema.ts';
import { punchRecord } from '../../entities/punch/punch.table.ts';
import { opinion } from '../../entities/opinion/opinion.table.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin;
let token: string;
let opinionKey: string, punchKey: string, unusedKey: string, studioKey: string, otherKey: string;

const list = async (login: ConsoleLogin, query = '', code = area.code) => consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/photos${query}` });
const remove = (login: ConsoleLogin, key: unknown, code = area.code, csrf = true) => consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/photos/remove`, payload: { key }, csrf });
const stored = (code: string, key: string) => t.ctx.storage.exists(`${code}/${key}`);
const snapshot = async () => ({
  uploads: await t.ctx.db.select().from(upload).orderBy(asc(upload.id)),
  materials: await t.ctx.db.select().from(material).orderBy(asc(material.id)),
  opinions: await t.ctx.db.select({ id: opinion.id, imageKeys: opinion.imageKeys }).from(opinion).orderBy(asc(opinion.id)),
  punches: await t.ctx.db.select({ id: punchRecord.id, photoKey: punchRecord.photoKey }).from(punchRecord).orderBy(asc(punchRecord.id)),
});

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
  token = await t.login(area.code);
  opinionKey = await finishedPhoto(t, area.code, token);
  const sent = await t.call(area.code, { method: 'POST', url: '/api/h5/opinion', token, payload: { category: 'facility', text: '长廊西侧的栏杆松了', imageKeys: [opinionKey] } });
  if (sent.statusCode !== 200) throw new Error(sent.body);
  punchKey = await finishedPhoto(t, area.code, token);
  const [spot] = (await t.call(area.code, { method: 'GET', url: '/api/h5/punch' })).json().data.spots as { placeId: number; longitude: number; latitude: number }[];
  const punched = await t.call(area.code, { method: 'POST', url: '/api/punchRecord', token, payload: { placeId: spot!.placeId, longitude: spot!.longitude, latitude: spot!.latitude, datum: 'gcj02', accuracyMeters: 8, photoKey: punchKey } });
  if (punched.statusCode !== 200) throw new Error(punched.body);
  unusedKey = await finishedPhoto(t, area.code, token);
  // A picture the photo studio made for the visitor (an edit): stored by the server, no upload behind it.
  studioKey = `materials/${randomUUID()}.jpg`;
  await t.ctx.storage.put(`${area.code}/${studioKey}`, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e0a43a' } }).jpeg().toBuffer(), 'image/jpeg');
  const [someone] = await t.ctx.db.select({ id: visitor.id }).from(visitor).where(eq(visitor.tenantId, area.id));
  await t.ctx.db.insert(material).values({ tenantId: area.id, visitorId: someone!.id, kind: 'edit', mediaKey: studioKey, width: 8, height: 8, sourceKey: unusedKey });
  otherKey = await finishedPhoto(t, other.code, await t.login(other.code));
});
afterAll(() => t.close());

describe('console: visitors’ photos', () => {
  it('lists every picture of the area newest first, with where visitors see it, filtered by use and date', async () => {
    const response = await list(viewer);
    expect(response.statusCode).toBe(200);
    const page = response.json().data as { items: VisitorPhoto[]; total: number };
    expect(page.total).toBe(4);
    expect(page.items.map((photo) => photo.key)).toEqual([studioKey, unusedKey, punchKey, opinionKey]);
    const uses = Object.fromEntries(page.items.map((photo) => [photo.key, photo.uses]));
    expect(uses).toEqual({ [studioKey]: ['studio'], [unusedKey]: [], [punchKey]: ['punch'], [opinionKey]: ['opinion'] });
    expect(page.items[1]).toMatchObject({ width: 16, height: 12, visitorName: expect.any(String), url: expect.stringContaining(`/media/${area.code}/${unusedKey}`) });
    expect((await list(viewer, '?use=opinion')).json().data.items.map((photo: VisitorPhoto) => photo.key)).toEqual([opinionKey]);
    expect((await list(viewer, '?to=2020-01-01')).json().data).toMatchObject({ items: [], total: 0 });
    expect((await list(viewer, '?size=2&page=2')).json().data).toMatchObject({ total: 4, page: 2 });
    expect((await list(viewer, '?size=2&page=9')).json().data).toMatchObject({ items: [], total: 4 });
    expect((await list(viewer)).json().data.items.map((photo: VisitorPhoto) => photo.key)).not.toContain(otherKey);
  });

  it('removes an opinion picture: the file, the reference and the upload go; the visitor no longer sees it; audited', async () => {
    expect(await stored(area.code, opinionKey)).toBe(true);
    const response = await remove(editor, opinionKey);
    expect(response.json()).toMatchObject({ status: 200, data: { removed: true, uses: ['opinion'] } });
    expect(await stored(area.code, opinionKey)).toBe(false);
    const mine = (await t.call(area.code, { method: 'GET', url: '/api/h5/opinion', token })).json().data as { text: string; imageKeys: string[] }[];
    expect(mine.find((entry) => entry.text === '长廊西侧的栏杆松了')?.imageKeys).toEqual([]);
    expect((await t.call(area.code, { method: 'GET', url: `/api/aliyun/signURL?purpose=1&fileName=${opinionKey}` })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(upload).where(and(eq(upload.tenantId, area.id), eq(upload.key, opinionKey)));
    expect(row?.status).toBe('refused');
    // The key cannot be used again for a new opinion.
    expect((await t.call(area.code, { method: 'POST', url: '/api/h5/opinion', token, payload: { category: 'other', text: '再试一次', imageKeys: [opinionKey] } })).statusCode).toBeGreaterThanOrEqual(400);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'photo.remove'), eq(auditLog.targetId, opinionKey)));
    expect(entry).toMatchObject({ tenantId: area.id, before: { key: opinionKey, uses: ['opinion'] }, after: null });
    expect((await list(viewer)).json().data.items.map((photo: VisitorPhoto) => photo.key)).not.toContain(opinionKey);
    expect((await remove(editor, opinionKey)).statusCode).toBe(404);
  });

  it("removes a punch photo (the punch stays, without it) and a studio picture (gone from the visitor's materials)", async () => {
    expect((await remove(editor, punchKey)).json().data.uses).toEqual(['punch']);
    const punches = await t.ctx.db.select().from(punchRecord).where(eq(punchRecord.tenantId, area.id));
    expect(punches).toHaveLength(1);
    expect(punches[0]!.photoKey).toBeNull();
    const before = (await t.call(area.code, { method: 'GET', url: '/api/h5/material', token })).json().data;
    expect(JSON.stringify(before)).toContain(studioKey);
    expect((await remove(editor, studioKey)).json().data.uses).toEqual(['studio']);
    expect(JSON.stringify((await t.call(area.code, { method: 'GET', url: '/api/h5/material', token })).json().data)).not.toContain(studioKey);
    expect(await stored(area.code, studioKey)).toBe(false);
  });

  it("refuses a viewer, a missing CSRF token, another area's picture and a malformed key, and changes nothing", async () => {
    const before = await snapshot();
    expect((await remove(viewer, unusedKey)).statusCode).toBe(403);
    expect((await remove(editor, unusedKey, area.code, false)).json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect((await remove(editor, otherKey)).statusCode).toBe(404);
    expect((await remove(editor, otherKey, other.code)).statusCode).toBe(403);
    for (const key of ['../secret.jpg', '', 42]) expect((await remove(editor, key)).json()).toMatchObject({ status: 400, field: 'body.key' });
    expect((await list(viewer, '?use=selfie')).json()).toMatchObject({ status: 400, field: 'query.use' });
    expect(await snapshot()).toEqual(before);
    expect(await stored(area.code, unusedKey)).toBe(true);
    expect(await stored(other.code, otherKey)).toBe(true);
    // Positive control: the other area's own viewer sees that picture.
    const otherViewer = await logInOperator(t, await makeOperator(t, 'viewer', other.id));
    expect((await list(otherViewer, '', other.code)).json().data.items.map((photo: VisitorPhoto) => photo.key)).toEqual([otherKey]);
  });
});
