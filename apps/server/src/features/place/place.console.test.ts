import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, type ConsoleLogin } from '../../test/console.ts';
import { place, placeClass } from '../../entities/place/place.table.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { textDigest, translationState } from '../../entities/translation/translation.ts';

// A real guide of the demo area: 13.48 s of MPEG-1 layer 3.
const MP3 = readFileSync(join(import.meta.dirname, '../../../seed/media/audio/xidi.mp3'));
const JPEG = readFileSync(join(import.meta.dirname, '../../../seed/media/panorama/scenes/zhichunting-low.jpg'));

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let admin: ConsoleLogin;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  admin = await logInOperator(t, await makeOperator(t, 'admin', area.id));
  editor = await logInOperator(t, await makeOperator(t, 'editor', area.id));
  viewer = await logInOperator(t, await makeOperator(t, 'viewer', area.id));
  [{ id: classId }] = (await t.ctx.db.select({ id: placeClass.id }).from(placeClass).where(eq(placeClass.tenantId, area.id)).limit(1)) as [{ id: number }];
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/places`;
/** A spot inside the demo area's map (the Summer Palace, GCJ-02). */
const fields = (change: Record<string, unknown> = {}) => ({
  classId,
  placeType: 1,
  name: '铜亭',
  intro: '宝云阁，俗称铜亭，通体铜铸。',
  transcript: '',
  longitude: 116.2695,
  latitude: 39.9995,
  scopeRange: 40,
  audioKey: null,
  ...change,
});
const visitorPlaces = async (code = area.code, lang = 'zh-CN') =>
  (await t.call(code, { method: 'GET', url: '/api/h5/place?page=1&size=9999', headers: { 'accept-language': lang } })).json().data.list as { id: number; name: { text: string; lang: string }; longitude: number; scopeRange: number; audioKey: string | null }[];
const upload = (login: ConsoleLogin, body: Buffer, contentType = 'audio/mpeg', code = area.code) => consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/audio`, payload: body, headers: { 'content-type': contentType } });
/** Where the local store keeps the area's audio (docs/storage.md). */
const audioDir = () => join(t.dataDir, 'media', area.code, 'audio');
// Ordered: PostgreSQL returns an unordered scan in whatever order it likes (a concurrent file's
// synchronized scan or vacuum can change it between two reads).
const areaRows = () => t.ctx.db.select().from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.id));

describe('console places', () => {
  it('lists the places with the classes and the map picture to draw them on', async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(data.places.length).toBeGreaterThanOrEqual(20);
    expect(data.classes.map((c: { id: number }) => c.id)).toContain(classId);
    expect(data.map).toMatchObject({ imageUrl: expect.stringContaining('/media/'), bounds: { southWest: { longitude: expect.any(Number) } } });
    const withAudio = data.places.find((p: { audioKey: string | null }) => p.audioKey);
    expect(withAudio.audioUrl).toContain(withAudio.audioKey);
  });

  it('adds a place; visitors see it at once although their list is cached', async () => {
    const before = await visitorPlaces(); // fills the visitors' cached answer
    const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields() });
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ name: '铜亭', scopeRange: 40, audioKey: null, audioUrl: null, likeCount: 0 });
    expect(created).not.toHaveProperty('translations');
    const after = await visitorPlaces();
    expect(after).toHaveLength(before.length + 1);
    // New places go to the end of the list.
    expect(after.at(-1)).toMatchObject({ id: created.id, name: { text: '铜亭', lang: 'zh-CN' }, scopeRange: 40 });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'place.create'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ before: null, after: { name: '铜亭', longitude: 116.2695 } });
  });

  it('uploads an audio guide, measures it, and gives it to a place with its transcript; visitors get it', async () => {
    const uploaded = await upload(editor, MP3);
    expect(uploaded.statusCode).toBe(200);
    const audio = uploaded.json().data;
    expect(audio.key).toMatch(/^audio\/[0-9a-f-]{36}\.mp3$/);
    expect(audio.durationSeconds).toBeCloseTo(56.69, 1);
    expect(await t.ctx.storage.get(`${area.code}/${audio.key}`)).toEqual(MP3);

    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '智慧海' }) })).json().data;
    const changed = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { audioKey: audio.key, transcript: '智慧海是一座无梁殿。\n\n全部用砖石砌成。' } });
    expect(changed.json().data).toMatchObject({ audioKey: audio.key, audioUrl: expect.stringContaining(audio.key), name: '智慧海' });
    const detail = (await t.call(area.code, { method: 'GET', url: `/api/h5/place/${created.id}` })).json().data;
    expect(detail).toMatchObject({ audioKey: audio.key, transcript: { text: '智慧海是一座无梁殿。\n\n全部用砖石砌成。', lang: 'zh-CN' } });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'place.update'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ before: { audioKey: null }, after: { audioKey: audio.key } });
  });

  it('keeps the translations of an edited place: still shown, now outdated; they go with the place', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '宝云阁' }) })).json().data;
    await t.ctx.db.update(place).set({ translations: { en: { name: { text: 'Baoyun Pavilion', source: textDigest('宝云阁') } } } }).where(eq(place.id, created.id));
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { name: '宝云阁（铜亭）' } })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(place).where(eq(place.id, created.id));
    expect(translationState(row!.name, row!.translations, 'en', 'name')).toBe('outdated');
    expect((await visitorPlaces(area.code, 'en')).find((p) => p.id === created.id)?.name).toEqual({ text: 'Baoyun Pavilion', lang: 'en' });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(place).where(eq(place.id, created.id))).toEqual([]);
  });

  it('gives a place its picture from the picture upload; visitors see it; a key not stored is refused', async () => {
    const uploaded = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=place`, payload: JPEG, headers: { 'content-type': 'image/jpeg' } })).json().data;
    expect(uploaded.key).toMatch(/^photos\/.+\.jpg$/);
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '画中游' }) })).json().data;
    expect(created).toMatchObject({ imageKey: null, imageUrl: null });
    const changed = (await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { imageKey: uploaded.key } })).json().data;
    expect(changed).toMatchObject({ imageKey: uploaded.key, imageUrl: expect.stringContaining(uploaded.key) });
    expect((await t.call(area.code, { method: 'GET', url: `/api/h5/place/${created.id}` })).json().data).toMatchObject({ imageKey: uploaded.key });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { imageKey: 'photos/none.jpg' } })).json()).toMatchObject({ status: 400, field: 'body.imageKey' });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { imageKey: null } })).json().data).toMatchObject({ imageKey: null });
    await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` });
  });

  it('moves a place and its range; deletes it; the visitors follow at once', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '临时点' }) })).json().data;
    await visitorPlaces();
    const moved = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { longitude: 116.27, latitude: 40.0, scopeRange: null } });
    expect(moved.json().data).toMatchObject({ longitude: 116.27, latitude: 40.0, scopeRange: null });
    expect((await visitorPlaces()).find((p) => p.id === created.id)).toMatchObject({ longitude: 116.27, scopeRange: 5_000_000 });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).json().data).toEqual({ deleted: true });
    expect((await visitorPlaces()).map((p) => p.id)).not.toContain(created.id);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).statusCode).toBe(404);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'place.delete'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ before: { name: '临时点' }, after: null });
  });

  it('refuses bad places with the field named, and changes nothing', async () => {
    const foreignClass = (await t.ctx.db.select({ id: placeClass.id }).from(placeClass).where(eq(placeClass.tenantId, other.id)).limit(1))[0]!.id;
    const foreignAudio = (await upload(await logInOperator(t, await makeOperator(t, 'editor', other.id)), MP3, 'audio/mpeg', other.code)).json().data.key as string;
    const ownAudio = (await upload(editor, MP3)).json().data.key as string;
    const before = await areaRows();
    for (const [payload, field] of [
      [fields({ name: '' }), 'body.name'],
      [fields({ name: '名'.repeat(51) }), 'body.name'],
      [fields({ placeType: 'x' }), 'body.placeType'],
      [fields({ scopeRange: 0 }), 'body.scopeRange'],
      [fields({ scopeRange: 5001 }), 'body.scopeRange'],
      [fields({ latitude: 91 }), 'body.latitude'],
      [fields({ classId: 2 ** 31 }), 'body.classId'],
      [fields({ audioKey: '../x.mp3' }), 'body.audioKey'],
      [fields({ intro: 'a\u0000b' }), 'body.intro'],
      [{ ...fields(), likeCount: 5 }, 'body'],
      // The rules on the whole place:
      [fields({ longitude: 121.47, latitude: 31.23 }), 'body.longitude'],
      [fields({ classId: foreignClass }), 'body.classId'],
      [fields({ audioKey: foreignAudio, transcript: '讲解词' }), 'body.audioKey'],
      [fields({ audioKey: 'audio/none.mp3', transcript: '讲解词' }), 'body.audioKey'],
      [fields({ audioKey: ownAudio, transcript: '  ' }), 'body.transcript'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload });
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}`)) });
    }
    // A change is checked on the place it makes: removing the transcript of a place with audio.
    const withAudio = before.find((p) => p.audioKey)!;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${withAudio.id}`, payload: { transcript: '' } })).json()).toMatchObject({ status: 400, field: 'body.transcript' });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${withAudio.id}`, payload: {} })).statusCode).toBe(400);
    // Moved off the area's map (dragged beside its picture): refused, the place stays where it was.
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${withAudio.id}`, payload: { latitude: 31.23 } })).json()).toMatchObject({ status: 400, field: 'body.longitude' });
    expect(await areaRows()).toEqual(before);
  });

  it('refuses what is not playable audio, and stores nothing', async () => {
    const stored = () => (existsSync(audioDir()) ? readdirSync(audioDir()) : []);
    const filesBefore = stored();
    expect((await upload(editor, JPEG)).json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await upload(editor, MP3, 'audio/mp4')).json()).toMatchObject({ status: 415 });
    expect((await upload(editor, Buffer.from('{"a":1}'), 'application/json')).json()).toMatchObject({ status: 415 });
    expect((await upload(editor, MP3, 'audio/wav')).statusCode).toBe(415);
    expect(stored()).toEqual(filesBefore);
  });

  it("lets a viewer read only, and needs the session's CSRF token to upload", async () => {
    const before = await areaRows();
    const target = before[0]!;
    expect((await consoleCall(t, viewer, { method: 'POST', url: url(), payload: fields() })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${url()}/${target.id}`, payload: { name: '改名' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${url()}/${target.id}` })).statusCode).toBe(403);
    expect((await upload(viewer, MP3)).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/audio`, payload: MP3, headers: { 'content-type': 'audio/mpeg' }, csrf: false })).json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect((await consoleCall(t, null, { method: 'POST', url: `/api/console/areas/${area.code}/audio`, payload: MP3, headers: { 'content-type': 'audio/mpeg' } })).statusCode).toBe(401);
    // An admin may do what an editor may.
    const renamed = await consoleCall(t, admin, { method: 'PATCH', url: `${url()}/${target.id}`, payload: { name: target.name } });
    expect(renamed.statusCode).toBe(200);
    expect(await areaRows()).toEqual(before);
  });

  it('gives a place a stop number unique in the area; visitors get it; a taken or bad number is refused', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '宝云阁', stopNumber: '901' }) })).json().data;
    expect(created.stopNumber).toBe('901');
    expect((await visitorPlaces()).find((p) => p.id === created.id)).toMatchObject({ stopNumber: '901' });
    // Saving its own number again is no clash.
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { stopNumber: '901', name: '宝云阁（铜亭）' } })).statusCode).toBe(200);
    const taken = await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '五方阁', stopNumber: '901' }) });
    expect(taken.json()).toMatchObject({ status: 409, field: 'body.stopNumber', message: expect.stringContaining('宝云阁') });
    const demoNumber = (await areaRows()).find((row) => row.stopNumber === '1')!;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { stopNumber: '1' } })).json()).toMatchObject({ status: 409, field: 'body.stopNumber' });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { stopNumber: '12a' } })).json()).toMatchObject({ status: 400, field: 'body.stopNumber' });
    expect((await areaRows()).filter((row) => row.stopNumber === '1').map((row) => row.id)).toEqual([demoNumber.id]);
    // Another area has its own numbers: the demo's 1 there is no clash here, nor this 901 there.
    const [foreign] = await t.ctx.db.select().from(place).where(and(eq(place.tenantId, other.id), eq(place.stopNumber, '1')));
    expect(foreign).toBeDefined();
    // Cleared, the number is free again.
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { stopNumber: null } })).json().data.stopNumber).toBeNull();
    expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '五方阁', stopNumber: '901' }) })).statusCode).toBe(200);
  });

  it('gives a place its facility kind; visitors get it; an unknown kind is refused and changes nothing', async () => {
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '西门卫生间', facility: 'toilet' }) })).json().data;
    expect(created.facility).toBe('toilet');
    expect((await visitorPlaces()).find((p) => p.id === created.id)).toMatchObject({ facility: 'toilet' });
    const bad = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { facility: 'shop' } });
    expect(bad.json()).toMatchObject({ status: 400, field: 'body.facility' });
    expect((await areaRows()).find((row) => row.id === created.id)?.facility).toBe('toilet');
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { facility: null } })).json().data.facility).toBeNull();
    // Left out of a new place: none.
    expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields({ name: '北门小亭' }) })).json().data.facility).toBeNull();
  });

  it("keeps areas apart: another area's place cannot be changed or deleted through one's own area", async () => {
    const [foreign] = await t.ctx.db.select().from(place).where(eq(place.tenantId, other.id)).limit(1);
    // Positive control: its own area's visitors see it.
    expect((await visitorPlaces(other.code)).map((p) => p.id)).toContain(foreign!.id);
    const listed = (await consoleCall(t, editor, { method: 'GET', url: url() })).json().data.places as { id: number }[];
    expect(listed.map((p) => p.id)).not.toContain(foreign!.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign!.id}`, payload: { name: '越权修改' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect((await upload(editor, MP3, 'audio/mpeg', other.code)).statusCode).toBe(403);
    const [after] = await t.ctx.db.select().from(place).where(eq(place.id, foreign!.id));
    expect(after).toEqual(foreign);
  });
});
