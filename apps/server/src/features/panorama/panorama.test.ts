import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanoramaCatalogue } from '@youlan/contract';
import { loadDemoArea, parseAreaFile } from '../../area-file/area.file.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { finishedPhoto, putUpload } from '../../test/uploads.ts';

let t: TestApp;
let area: string;
let other: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  area = (await t.createTenant()).code;
  other = (await t.createTenant((file) => Object.assign(file, { panoramaScenes: [], panoramaVideos: [] }))).code;
  token = await t.login(area);
});
afterAll(() => t.close());

const catalogue = async (tenant: string): Promise<PanoramaCatalogue> => (await t.call(tenant, { method: 'GET', url: '/api/h5/panorama' })).json().data;
const postcard = (payload: object, as = token, tenant = area) => t.call(tenant, { method: 'POST', url: '/api/h5/panorama/postcard', token: as, payload });

describe('the panorama catalogue', () => {
  it('serves the demo scenes in order with markers turned into scene and place ids', async () => {
    const { scenes, videos } = await catalogue(area);
    expect(scenes.map((scene) => scene.key)).toEqual(['shiqikongqiao', 'zhichunting', 'changlang']);
    const bridge = scenes[0]!;
    expect(bridge).toMatchObject({ title: { text: '十七孔桥上', lang: 'zh-CN' }, imageKey: 'panorama/scenes/shiqikongqiao.jpg', previewKey: 'panorama/scenes/shiqikongqiao-low.jpg', initialView: { yaw: 0, pitch: 0, zoom: 50 } });
    const toShore = bridge.markers.find((marker) => marker.key === 'to-zhichunting')!;
    expect(toShore.target).toEqual({ kind: 'scene', sceneId: scenes[1]!.id });
    const tower = bridge.markers.find((marker) => marker.key === 'foxiangge')!;
    expect(tower.target.kind).toBe('place');
    // The place id is a real place of the same area: its detail answers with the marker's name.
    const placeId = tower.target.kind === 'place' ? tower.target.placeId : 0;
    const placeResponse = await t.call(area, { method: 'GET', url: `/api/h5/place/${placeId}` });
    expect(placeResponse.json().data.name).toEqual({ text: '佛香阁', lang: 'zh-CN' });
    const english = (await t.call(area, { method: 'GET', url: '/api/h5/panorama', headers: { 'accept-language': 'en' } })).json().data as PanoramaCatalogue;
    expect(english.scenes[0]!.title).toEqual({ text: 'On the Seventeen-Arch Bridge', lang: 'en' });
    expect(videos).toEqual([expect.objectContaining({ key: 'shiqikongqiao-day', videoKey: 'panorama/videos/shiqikongqiao-day.mp4', videoLowKey: 'panorama/videos/shiqikongqiao-day-low.mp4', durationSeconds: 20 })]);
  });

  it("shows one area's panoramas only to that area", async () => {
    // Positive control first: the area itself has them.
    expect((await catalogue(area)).scenes).toHaveLength(3);
    expect(await catalogue(other)).toEqual({ scenes: [], videos: [] });
  });
});

describe('composite foreign keys', () => {
  it("refuse a marker in, to or about another area's scene or place", async () => {
    const a = (await t.createTenant()).id;
    const b = (await t.createTenant()).id;
    const idOf = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const first = (table: string, tenantId: number) => idOf(sql`SELECT id FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`);
    const [sceneA, sceneB, placeA, placeB] = [await first('panorama_scene', a), await first('panorama_scene', b), await first('place', a), await first('place', b)];
    const marker = (sceneId: number, targetSceneId: number | null, placeId: number | null) =>
      t.database.db.execute(sql`INSERT INTO panorama_marker (tenant_id, scene_id, key, yaw, pitch, label, target_scene_id, place_id) VALUES (${a}, ${sceneId}, ${`k-${sceneId}-${targetSceneId}-${placeId}`}, 0, 0, 'x', ${targetSceneId}, ${placeId})`);
    // Positive control: the area's own scene and place are accepted.
    await marker(sceneA, null, placeA);
    for (const statement of [marker(sceneB, null, placeA), marker(sceneA, sceneB, null), marker(sceneA, null, placeB)]) {
      // 23503: foreign_key_violation (Drizzle wraps the driver's error as its cause).
      await expect(statement).rejects.toMatchObject({ cause: { code: '23503' } });
    }
  });
});

describe('the area file', () => {
  const withScenes = (change: (scenes: ReturnType<typeof loadDemoArea>['panoramaScenes']) => void) => {
    const file = loadDemoArea();
    change(file.panoramaScenes);
    return () => parseAreaFile(file);
  };

  it('refuses a marker leading to a scene that does not exist, naming it', () => {
    expect(withScenes((scenes) => (scenes[0]!.markers[0]!.targetScene = 'nowhere'))).toThrow(/panoramaScenes\.0\.markers\.0\.targetScene: no scene "nowhere"/);
  });

  it('refuses a marker opening a place that does not exist', () => {
    expect(withScenes((scenes) => (scenes[0]!.markers[2]!.targetPlace = '不存在'))).toThrow(/targetPlace: no place named "不存在"/);
  });

  it('refuses a marker with both a scene and a place, or neither', () => {
    expect(withScenes((scenes) => (scenes[0]!.markers[0]!.targetPlace = '佛香阁'))).toThrow(/either targetScene or targetPlace/);
    expect(withScenes((scenes) => delete scenes[0]!.markers[0]!.targetScene)).toThrow(/either targetScene or targetPlace/);
  });

  it('refuses two scenes with one key', () => {
    expect(withScenes((scenes) => (scenes[1]!.key = scenes[0]!.key))).toThrow(/panoramaScenes\.1\.key: "shiqikongqiao" is used twice/);
  });
});

describe('postcards', () => {
  it("keeps a finished upload as the visitor's postcard, once however often it is sent", async () => {
    const sceneId = (await catalogue(area)).scenes[0]!.id;
    const photoKey = await finishedPhoto(t, area, token);
    const first = await postcard({ sceneId, photoKey });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'postcard', mediaKey: photoKey, width: 16, height: 12 });
    const again = await postcard({ sceneId, photoKey });
    expect(again.json().data.id).toBe(first.json().data.id);
    const mine = (await t.call(area, { method: 'GET', url: '/api/h5/material?kind=postcard', token })).json().data.list as { mediaKey: string }[];
    expect(mine.map((material) => material.mediaKey)).toEqual([photoKey]);
  });

  it('needs a visitor', async () => {
    const sceneId = (await catalogue(area)).scenes[0]!.id;
    const response = await t.call(area, { method: 'POST', url: '/api/h5/panorama/postcard', payload: { sceneId, photoKey: 'uploads/x.jpg' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a bad scene id, naming the field, and stores nothing', async () => {
    const photoKey = await finishedPhoto(t, area, token);
    const response = await postcard({ sceneId: 'one', photoKey });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body.sceneId');
    const mine = (await t.call(area, { method: 'GET', url: '/api/h5/material?kind=postcard', token })).json().data.list as { mediaKey: string }[];
    expect(mine.map((material) => material.mediaKey)).not.toContain(photoKey);
  });

  it("answers 404 for another area's scene and for another visitor's upload", async () => {
    const otherArea = (await t.createTenant()).code;
    const foreignScene = (await catalogue(otherArea)).scenes[0]!.id;
    const photoKey = await finishedPhoto(t, area, token);
    expect((await postcard({ sceneId: foreignScene, photoKey })).statusCode).toBe(404);
    const sceneId = (await catalogue(area)).scenes[0]!.id;
    const stranger = await t.login(area);
    expect((await postcard({ sceneId, photoKey }, stranger)).statusCode).toBe(404);
  });

  it('refuses an upload that was never finished', async () => {
    const sceneId = (await catalogue(area)).scenes[0]!.id;
    const photoKey = await putUpload(t, area, token, Buffer.from('not yet checked'));
    const response = await postcard({ sceneId, photoKey });
    expect(response.statusCode).toBe(409);
    expect(response.json().field).toBe('body.photoKey');
  });
});
