import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { place } from '../../entities/place/place.table.ts';
import { panoramaMarker, panoramaScene } from './panorama.table.ts';
import { textDigest } from '../../entities/translation/translation.ts';

const PANORAMA = readFileSync(join(import.meta.dirname, '../../../seed/media/panorama/scenes/changlang-low.jpg'));

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/panorama/scenes`;
type Text = { text: string; lang: string };
type Scene = { id: number; title: Text; markers: { key: string; label: Text; target: { kind: string; sceneId?: number; placeId?: number } }[] };
const visitorScenes = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/h5/panorama' })).json().data.scenes as Scene[];
const tour = async (tenantId = area.id) => ({
  scenes: await t.ctx.db.select().from(panoramaScene).where(eq(panoramaScene.tenantId, tenantId)).orderBy(asc(panoramaScene.id)),
  markers: await t.ctx.db.select().from(panoramaMarker).where(eq(panoramaMarker.tenantId, tenantId)).orderBy(asc(panoramaMarker.id)),
});
const firstPlace = async (tenantId = area.id) => (await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, tenantId)).orderBy(asc(place.id)).limit(1))[0]!.id;

describe('console panorama scenes', () => {
  it('lists the scenes with their markers and a signed picture, for viewers too', async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/panorama` })).json().data;
    expect(data.scenes).toHaveLength(3);
    expect(data.scenes[0]).toMatchObject({ imageUrl: expect.stringContaining(data.scenes[0].imageKey), markers: expect.arrayContaining([expect.objectContaining({ target: expect.objectContaining({ kind: 'scene' }) })]) });
    expect(data.places.length).toBeGreaterThanOrEqual(20);
  });

  it('adds a scene with markers to a scene and a place; visitors walk into it at once; markers are replaced on a change', async () => {
    const before = await visitorScenes();
    const picture = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=panorama`, payload: PANORAMA, headers: { 'content-type': 'image/jpeg' } })).json().data;
    const placeId = await firstPlace();
    const fields = {
      title: '长廊西端',
      imageKey: picture.key,
      previewKey: picture.smallKey,
      initialView: { yaw: 0.5, pitch: 0, zoom: 40 },
      sort: 9,
      markers: [
        { yaw: 1, pitch: 0.1, label: '回到桥上', target: { kind: 'scene', sceneId: before[0]!.id } },
        { key: 'gate', yaw: -2, pitch: -0.2, label: '东宫门', target: { kind: 'place', placeId } },
      ],
    };
    const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields });
    expect(response.statusCode).toBe(200);
    const scene = response.json().data;
    expect(scene).toMatchObject({ title: '长廊西端', previewKey: picture.smallKey, markers: [{ key: expect.stringMatching(/^marker-/), target: { kind: 'scene', sceneId: before[0]!.id } }, { key: 'gate', target: { kind: 'place', placeId } }] });
    expect((await visitorScenes()).find((s) => s.id === scene.id)).toMatchObject({ title: { text: '长廊西端', lang: 'zh-CN' }, markers: [{ label: { text: '回到桥上' } }, { label: { text: '东宫门' } }] });
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'panoramaScene.create'), eq(auditLog.targetId, String(scene.id))))).toMatchObject([{ before: null, after: { title: '长廊西端', markers: [{ label: { text: '回到桥上' } }, { key: 'gate' }] } }]);

    // An existing scene gets a marker leading into the new one.
    const bridge = before[0]!;
    // A marker kept by its key keeps its label's translations.
    const kept = bridge.markers[0]!;
    await t.ctx.db.update(panoramaMarker).set({ translations: { en: { label: { text: 'Onwards', source: textDigest(kept.label.text) } } } }).where(and(eq(panoramaMarker.tenantId, area.id), eq(panoramaMarker.key, kept.key)));
    const markers = [...bridge.markers.map(({ key, label, target, ...rest }) => ({ key, label: label.text, target, ...rest })), { yaw: 2.5, pitch: 0, label: '去长廊西端', target: { kind: 'scene', sceneId: scene.id } }];
    const changed = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${bridge.id}`, payload: { markers } });
    expect(changed.statusCode).toBe(200);
    expect((await visitorScenes()).find((s) => s.id === bridge.id)!.markers.at(-1)).toMatchObject({ label: { text: '去长廊西端' }, target: { kind: 'scene', sceneId: scene.id } });
    const english = (await t.call(area.code, { method: 'GET', url: '/api/h5/panorama', headers: { 'accept-language': 'en' } })).json().data.scenes as Scene[];
    expect(english.find((s) => s.id === bridge.id)!.markers[0]!.label).toEqual({ text: 'Onwards', lang: 'en' });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'panoramaScene.update'), eq(auditLog.targetId, String(bridge.id))));
    expect((entry!.before as Scene).markers).toHaveLength(bridge.markers.length);
    expect((entry!.after as Scene).markers).toHaveLength(bridge.markers.length + 1);

    // Deleting the new scene takes the marker leading to it along.
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${scene.id}` })).json().data).toEqual({ deleted: true });
    const after = await visitorScenes();
    expect(after.map((s) => s.id)).not.toContain(scene.id);
    expect(after.find((s) => s.id === bridge.id)!.markers).toHaveLength(bridge.markers.length);
  });

  it('refuses bad scenes with the field named, and changes nothing', async () => {
    const before = await tour();
    const scene = before.scenes[0]!;
    const foreignScene = (await tour(other.id)).scenes[0]!;
    const foreignPlace = await firstPlace(other.id);
    const marker = (target: object, more: object = {}) => ({ yaw: 0, pitch: 0, label: '去', target, ...more });
    for (const [payload, field] of [
      [{ markers: [marker({ kind: 'scene', sceneId: scene.id })] }, 'body.markers.0.target.sceneId'],
      [{ markers: [marker({ kind: 'scene', sceneId: before.scenes[1]!.id }), marker({ kind: 'scene', sceneId: foreignScene.id })] }, 'body.markers.1.target.sceneId'],
      [{ markers: [marker({ kind: 'place', placeId: foreignPlace })] }, 'body.markers.0.target.placeId'],
      [{ markers: [marker({ kind: 'place', placeId: 1 }, { yaw: 4 })] }, 'body.markers.0.yaw'],
      [{ markers: [marker({ kind: 'place', placeId: 1 }, { label: '' })] }, 'body.markers.0.label'],
      [{ markers: [marker({ kind: 'video', videoId: 1 })] }, 'body.markers.0.target'],
      [{ markers: [marker({ kind: 'place', placeId: 1 }, { key: 'a' }), marker({ kind: 'place', placeId: 1 }, { key: 'a' })] }, 'body.markers'],
      [{ imageKey: 'panorama/scenes/none.jpg' }, 'body.imageKey'],
      [{ initialView: { yaw: 0, pitch: 0, zoom: 101 } }, 'body.initialView.zoom'],
      [{ title: ' ' }, 'body.title'],
      [{ key: 'x' }, 'body'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${scene.id}`, payload });
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}`)) });
    }
    expect(await tour()).toEqual(before);
    // The pictures a scene already has stay allowed when sent again (the test areas have no files).
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${scene.id}`, payload: { title: scene.title, imageKey: scene.imageKey, previewKey: scene.previewKey } })).statusCode).toBe(200);
  });

  it("lets a viewer read only, and keeps another area's scenes out of reach", async () => {
    const before = await tour();
    const foreign = await tour(other.id);
    // Positive control: the other area's visitors see its scene.
    expect((await visitorScenes(other.code)).map((s) => s.id)).toContain(foreign.scenes[0]!.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign.scenes[0]!.id}`, payload: { title: '越权' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign.scenes[0]!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${url()}/${before.scenes[0]!.id}`, payload: { title: '改名' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${url()}/${before.scenes[0]!.id}` })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${before.scenes[0]!.id}`, payload: { title: '改名' }, csrf: false })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'GET', url: `/api/console/areas/${other.code}/panorama` })).statusCode).toBe(403);
    expect(await tour(other.id)).toEqual(foreign);
    expect(await tour()).toEqual(before);
  });
});
