import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { place } from '../../entities/place/place.table.ts';
import { photoSpot, placePose, pose, poseSku, sky } from './boost.table.ts';

const seed = (path: string) => readFileSync(join(import.meta.dirname, '../../../seed/media', path));
const SKY = seed('boost/skies/sunset.jpg');
const SAMPLE = seed('boost/samples/xidi-stroll.jpg');
const OUTLINE = seed('boost/poses/stroll.svg');

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const base = (code = area.code) => `/api/console/areas/${code}/studio`;
const visitor = async (url: string, code = area.code) => (await t.call(code, { method: 'GET', url })).json().data;
const uploadPicture = async (use: string, body: Buffer, contentType: string) =>
  (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=${use}`, payload: body, headers: { 'content-type': contentType } })).json().data as { key: string; smallKey: string | null };
const auditOf = (action: string, id: number) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
/** Every row of the studio's tables of an area, in id order, to compare before and after a refused change. */
const catalogue = async (tenantId = area.id) => ({
  skus: await t.ctx.db.select().from(poseSku).where(eq(poseSku.tenantId, tenantId)).orderBy(asc(poseSku.id)),
  poses: await t.ctx.db.select().from(pose).where(eq(pose.tenantId, tenantId)).orderBy(asc(pose.id)),
  spots: await t.ctx.db.select().from(photoSpot).where(eq(photoSpot.tenantId, tenantId)).orderBy(asc(photoSpot.id)),
  placePoses: await t.ctx.db.select().from(placePose).where(eq(placePose.tenantId, tenantId)).orderBy(asc(placePose.id)),
  skies: await t.ctx.db.select().from(sky).where(eq(sky.tenantId, tenantId)).orderBy(asc(sky.id)),
});

describe('console photo studio', () => {
  it("lists the area's catalogue with signed pictures, for viewers too", async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: base() })).json().data;
    expect({ skus: data.skus.length, poses: data.poses.length, spots: data.spots.length, skies: data.skies.length }).toEqual({ skus: 4, poses: 12, spots: 5, skies: 6 });
    expect(data.poses[0]).toMatchObject({ outlineKey: expect.stringMatching(/\.svg$/), outlineUrl: expect.stringContaining('/media/') });
    expect(data.spots[0].poses[0]).toMatchObject({ sampleKeys: [expect.any(String)], sampleUrls: [expect.stringContaining('/media/')] });
    expect(data.skies[0]).toMatchObject({ timeOfDay: 'day', thumbnailUrl: expect.stringContaining('/media/') });
    expect(data.places.length).toBeGreaterThanOrEqual(20);
  });

  it('adds a category and a pose with its outline; visitors see them at once', async () => {
    const sku = (await consoleCall(t, editor, { method: 'POST', url: `${base()}/pose-skus`, payload: { name: '亲子', sort: 0 } })).json().data;
    expect(sku).toMatchObject({ name: '亲子', key: expect.stringMatching(/^sku-/) });
    expect((await visitor('/api/poseSku'))[0]).toMatchObject({ id: sku.id, name: { text: '亲子', lang: 'zh-CN' } });

    const outline = await uploadPicture('poseOutline', OUTLINE, 'image/svg+xml');
    const created = await consoleCall(t, editor, {
      method: 'POST',
      url: `${base()}/poses`,
      payload: { skuId: sku.id, name: '牵手漫步', outlineKey: outline.key, tips: '放慢脚步。', sort: 1 },
    });
    expect(created.statusCode).toBe(200);
    const made = created.json().data;
    expect(made).toMatchObject({ skuId: sku.id, outlineKey: outline.key, outlineUrl: expect.stringContaining(outline.key) });
    expect(await visitor(`/api/pose?skuId=${sku.id}`)).toMatchObject([{ id: made.id, name: { text: '牵手漫步', lang: 'zh-CN' }, outlineKey: outline.key }]);
    expect(await auditOf('pose.create', made.id)).toMatchObject([{ before: null, after: { name: '牵手漫步', skuId: sku.id } }]);

    // A category still holding a pose is kept.
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${base()}/pose-skus/${sku.id}` })).json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${base()}/poses/${made.id}` })).statusCode).toBe(200);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${base()}/pose-skus/${sku.id}` })).statusCode).toBe(200);
    expect((await visitor('/api/poseSku')).map((s: { id: number }) => s.id)).not.toContain(sku.id);
  });

  it('makes a photo spot at a place with poses and sample photos, changes its poses, and deletes it', async () => {
    const data = (await consoleCall(t, editor, { method: 'GET', url: base() })).json().data;
    const taken = new Set(data.spots.map((s: { placeId: number }) => s.placeId));
    const free = data.places.find((p: { id: number }) => !taken.has(p.id));
    const [first, second] = data.poses as { id: number }[];
    const sample = await uploadPicture('poseSample', SAMPLE, 'image/jpeg');
    const spot = (
      await consoleCall(t, editor, {
        method: 'POST',
        url: `${base()}/spots`,
        payload: { placeId: free.id, tips: '站在桥头。', standDistanceMeters: 5, sort: 9, poses: [{ poseId: first!.id, sampleKeys: [sample.key] }] },
      })
    ).json().data;
    expect(spot).toMatchObject({ placeId: free.id, poses: [{ poseId: first!.id, sampleKeys: [sample.key], sampleUrls: [expect.stringContaining(sample.key)] }] });
    const seen = (await visitor('/api/h5/photoSpot')).find((s: { placeId: number }) => s.placeId === free.id);
    expect(seen).toMatchObject({ tips: { text: '站在桥头。', lang: 'zh-CN' }, standDistanceMeters: 5, placePoses: [{ pose: { id: first!.id }, sampleKeys: [sample.key] }] });

    const changed = (await consoleCall(t, editor, { method: 'PATCH', url: `${base()}/spots/${spot.id}`, payload: { poses: [{ poseId: second!.id, sampleKeys: [] }, { poseId: first!.id, sampleKeys: [sample.key] }] } })).json().data;
    expect(changed.poses.map((p: { poseId: number }) => p.poseId)).toEqual([second!.id, first!.id]);
    expect((await visitor('/api/h5/photoSpot')).find((s: { placeId: number }) => s.placeId === free.id).placePoses.map((p: { pose: { id: number } }) => p.pose.id)).toEqual([second!.id, first!.id]);
    expect(await auditOf('photoSpot.update', spot.id)).toMatchObject([{ before: { poses: [{ poseId: first!.id }] }, after: { poses: [{ poseId: second!.id }, { poseId: first!.id }] } }]);

    // One spot per place.
    expect((await consoleCall(t, editor, { method: 'POST', url: `${base()}/spots`, payload: { placeId: free.id, tips: '', standDistanceMeters: null, sort: 1, poses: [] } })).json()).toMatchObject({ status: 409, field: 'body.placeId' });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${base()}/spots/${spot.id}` })).statusCode).toBe(200);
    expect((await visitor('/api/h5/photoSpot')).map((s: { placeId: number }) => s.placeId)).not.toContain(free.id);
    expect(await t.ctx.db.select().from(placePose).where(eq(placePose.photoSpotId, spot.id))).toEqual([]);
  });

  it('adds a sky with the thumbnail its upload made, renames it, deletes it; visitors follow', async () => {
    const picture = await uploadPicture('sky', SKY, 'image/jpeg');
    const made = (await consoleCall(t, editor, { method: 'POST', url: `${base()}/skies`, payload: { name: '晚霞', timeOfDay: 'sunset', imageKey: picture.key, thumbnailKey: picture.smallKey, sort: 0 } })).json().data;
    expect(made).toMatchObject({ imageKey: picture.key, thumbnailKey: picture.smallKey, thumbnailUrl: expect.stringContaining('.thumb.jpg') });
    expect((await visitor('/api/sky')).find((s: { id: number }) => s.id === made.id)).toMatchObject({ name: { text: '晚霞', lang: 'zh-CN' }, thumbnailKey: picture.smallKey });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${base()}/skies/${made.id}`, payload: { name: '火烧云' } })).json().data.name).toBe('火烧云');
    expect(await auditOf('sky.update', made.id)).toMatchObject([{ before: { name: '晚霞' }, after: { name: '火烧云' } }]);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${base()}/skies/${made.id}` })).statusCode).toBe(200);
    expect((await visitor('/api/sky')).map((s: { id: number }) => s.id)).not.toContain(made.id);
  });

  it('refuses bad catalogue changes with the field named, and changes nothing', async () => {
    const foreign = await catalogue(other.id);
    const own = await catalogue();
    const [foreignPlace] = await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, other.id)).limit(1);
    const pose0 = own.poses[0]!;
    const spot0 = own.spots[0]!;
    for (const [url, method, payload, field] of [
      ['/poses', 'POST', { skuId: foreign.skus[0]!.id, name: '姿势', outlineKey: null, tips: '', sort: 1 }, 'body.skuId'],
      ['/poses', 'POST', { skuId: own.skus[0]!.id, name: '姿势', outlineKey: 'boost/poses/none.png', tips: '', sort: 1 }, 'body.outlineKey'],
      ['/poses', 'POST', { skuId: own.skus[0]!.id, name: '', outlineKey: null, tips: '', sort: 1 }, 'body.name'],
      [`/poses/${pose0.id}`, 'PATCH', { outlineKey: '../escape.png' }, 'body.outlineKey'],
      ['/spots', 'POST', { placeId: foreignPlace!.id, tips: '', standDistanceMeters: null, sort: 1, poses: [] }, 'body.placeId'],
      [`/spots/${spot0.id}`, 'PATCH', { poses: [{ poseId: foreign.poses[0]!.id, sampleKeys: [] }] }, 'body.poses.0.poseId'],
      [`/spots/${spot0.id}`, 'PATCH', { poses: [{ poseId: pose0.id, sampleKeys: ['boost/samples/none.jpg'] }] }, 'body.poses.0.sampleKeys.0'],
      [`/spots/${spot0.id}`, 'PATCH', { poses: [{ poseId: pose0.id, sampleKeys: [] }, { poseId: pose0.id, sampleKeys: [] }] }, 'body.poses'],
      [`/spots/${spot0.id}`, 'PATCH', { standDistanceMeters: -1 }, 'body.standDistanceMeters'],
      ['/skies', 'POST', { name: '天', timeOfDay: 'noon', imageKey: 'boost/skies/x.jpg', thumbnailKey: null, sort: 1 }, 'body.timeOfDay'],
      ['/skies', 'POST', { name: '天', timeOfDay: 'day', imageKey: 'boost/skies/none.jpg', thumbnailKey: null, sort: 1 }, 'body.imageKey'],
      ['/pose-skus', 'POST', { name: '类', sort: 1, key: 'mine' }, 'body'],
    ] as const) {
      const response = await consoleCall(t, editor, { method, url: `${base()}${url}`, payload });
      expect(response.json(), `${method} ${url} ${JSON.stringify(payload)}`).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}`)) });
    }
    // The spot's own samples stay allowed when kept (an area file's, here without their files).
    const kept = (await consoleCall(t, editor, { method: 'GET', url: base() })).json().data.spots[0];
    const unchanged = await consoleCall(t, editor, { method: 'PATCH', url: `${base()}/spots/${kept.id}`, payload: { poses: kept.poses.map(({ poseId, sampleKeys }: { poseId: number; sampleKeys: string[] }) => ({ poseId, sampleKeys })) } });
    expect(unchanged.statusCode).toBe(200);
    // So do a pose's outline and a sky's pictures, sent again as the console's editor sends every field.
    const { id: poseId, skuId, name, outlineKey, tips, sort } = own.poses[0]!;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${base()}/poses/${poseId}`, payload: { skuId, name, outlineKey, tips, sort } })).statusCode).toBe(200);
    const sky0 = own.skies[0]!;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${base()}/skies/${sky0.id}`, payload: { name: sky0.name, imageKey: sky0.imageKey, thumbnailKey: sky0.thumbnailKey } })).statusCode).toBe(200);
    // Rewriting the same poses makes new place_pose rows (new ids); everything else is as it was.
    type Catalogue = Awaited<ReturnType<typeof catalogue>>;
    const withoutPosesIds = (c: Catalogue) => ({ ...c, placePoses: c.placePoses.map(({ id: _id, ...rest }) => rest).sort((a, b) => a.photoSpotId - b.photoSpotId || a.sort - b.sort) });
    expect(withoutPosesIds(await catalogue())).toEqual(withoutPosesIds(own));
    expect(await catalogue(other.id)).toEqual(foreign);
  });

  it("lets a viewer read only, and keeps another area's catalogue out of reach", async () => {
    const own = await catalogue();
    const foreign = await catalogue(other.id);
    // Positive control: the other area's visitors see its poses.
    expect((await visitor('/api/pose', other.code)).map((p: { id: number }) => p.id)).toContain(foreign.poses[0]!.id);
    for (const [url, payload] of [
      [`/pose-skus/${foreign.skus[0]!.id}`, { name: '越权' }],
      [`/poses/${foreign.poses[0]!.id}`, { name: '越权' }],
      [`/spots/${foreign.spots[0]!.id}`, { tips: '越权' }],
      [`/skies/${foreign.skies[0]!.id}`, { name: '越权' }],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'PATCH', url: `${base()}${url}`, payload })).statusCode, url).toBe(404);
      expect((await consoleCall(t, editor, { method: 'DELETE', url: `${base()}${url}` })).statusCode, url).toBe(404);
    }
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${base()}/poses/${own.poses[0]!.id}`, payload: { name: '改名' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'POST', url: `${base()}/pose-skus`, payload: { name: '类', sort: 1 } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${base()}/skies/${own.skies[0]!.id}` })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'GET', url: base(other.code) })).statusCode).toBe(403);
    expect(await catalogue(other.id)).toEqual(foreign);
    expect(await catalogue()).toEqual(own);
  });
});
