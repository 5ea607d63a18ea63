import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadDemoArea, parseAreaFile } from '../../area-file/area.file.ts';
import { SPOT_PLACE, withBoostCatalogue } from '../../test/boost-catalogue.ts';

let t: TestApp;
let withCatalogue: string;
let without: string;

beforeAll(async () => {
  t = await createTestApp({ IMAGE_WORKERS: '0' });
  withCatalogue = (await t.createTenant(withBoostCatalogue)).code;
  // The demo area has a catalogue of its own: the other area is the demo area without it.
  without = (await t.createTenant((area) => Object.assign(area, { poseSkus: [], poses: [], photoSpots: [], skies: [] }))).code;
});
afterAll(() => t.close());

const get = async (tenant: string, url: string, lang = 'zh-CN') => t.call(tenant, { method: 'GET', url, headers: { 'accept-language': lang } });
const zh = (text: string) => ({ text, lang: 'zh-CN' });
const en = (text: string) => ({ text, lang: 'en' });

describe('pose categories and poses', () => {
  it("lists the categories in their order, in the visitor's language", async () => {
    const response = await get(withCatalogue, '/api/poseSku');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([expect.objectContaining({ key: 'alone', name: zh('单人'), sort: 1 }), expect.objectContaining({ key: 'couple', name: zh('情侣'), sort: 2 })]);
    expect((await get(withCatalogue, '/api/poseSku', 'en')).json().data).toEqual([expect.objectContaining({ name: en('Solo') }), expect.objectContaining({ name: en('Couple') })]);
  });

  it('lists poses by category and by place', async () => {
    const skus = (await get(withCatalogue, '/api/poseSku')).json().data as { id: number; key: string }[];
    const alone = skus.find((s) => s.key === 'alone')!.id;
    const all = (await get(withCatalogue, '/api/pose')).json().data as { key: string }[];
    expect(all.map((p) => p.key)).toEqual(['lean-rail', 'jump', 'hand-in-hand']);
    const solo = (await get(withCatalogue, `/api/pose?skuId=${alone}`, 'en')).json().data as { key: string; outlineKey: string | null }[];
    expect(solo.map((p) => p.key)).toEqual(['lean-rail', 'jump']);
    expect(solo[0]).toMatchObject({ name: en('Leaning on the rail'), outlineKey: 'boost/poses/lean-rail.svg', tips: en('Lean sideways') });
    expect(solo[1]).toMatchObject({ name: zh('跳跃') });

    const spots = (await get(withCatalogue, '/api/h5/photoSpot')).json().data as { placeId: number }[];
    const placeId = spots[0]!.placeId;
    const atPlace = (await get(withCatalogue, `/api/pose?placeId=${placeId}`)).json().data as { key: string }[];
    expect(atPlace.map((p) => p.key)).toEqual(['lean-rail', 'hand-in-hand']);
    const both = (await get(withCatalogue, `/api/pose?placeId=${placeId}&skuId=${alone}`)).json().data as { key: string }[];
    expect(both.map((p) => p.key)).toEqual(['lean-rail']);
  });

  it('refuses a category id that is not a number, naming the field', async () => {
    const response = await get(withCatalogue, '/api/pose?skuId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('query.skuId');
  });
});

describe('photo spots and samples', () => {
  it('lists the spots with their place, poses and samples', async () => {
    const spots = (await get(withCatalogue, '/api/h5/photoSpot')).json().data;
    expect(spots).toHaveLength(1);
    expect(spots[0]).toMatchObject({ placeName: zh(SPOT_PLACE), standDistanceMeters: 6, tips: zh('上午顺光') });
    expect((await get(withCatalogue, '/api/h5/photoSpot', 'en')).json().data[0]).toMatchObject({ placeName: { lang: 'en' }, tips: en('Front light in the morning') });
    expect(spots[0].placePoses.map((p: { pose: { key: string }; sampleKeys: string[] }) => [p.pose.key, p.sampleKeys])).toEqual([
      ['lean-rail', ['boost/samples/gate-1.jpg', 'boost/samples/gate-2.jpg']],
      ['hand-in-hand', []],
    ]);
  });

  it('filters spots and their poses by category', async () => {
    const skus = (await get(withCatalogue, '/api/poseSku')).json().data as { id: number; key: string }[];
    const couple = skus.find((s) => s.key === 'couple')!.id;
    const spots = (await get(withCatalogue, `/api/h5/photoSpot?skuId=${couple}`)).json().data;
    expect(spots[0].placePoses.map((p: { pose: { key: string } }) => p.pose.key)).toEqual(['hand-in-hand']);
  });

  it('serves one spot and pose by placePoseId, and 404 for an unknown one', async () => {
    const spots = (await get(withCatalogue, '/api/h5/photoSpot')).json().data;
    const placePoseId = spots[0].placePoses[0].id;
    const response = await get(withCatalogue, `/api/placePose/placeSample?placePoseId=${placePoseId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ placeName: zh(SPOT_PLACE), standDistanceMeters: 6, placePose: { id: placePoseId, pose: { key: 'lean-rail' }, sampleKeys: ['boost/samples/gate-1.jpg', 'boost/samples/gate-2.jpg'] } });
    expect((await get(withCatalogue, '/api/placePose/placeSample?placePoseId=2147483647')).statusCode).toBe(404);
    expect((await get(withCatalogue, '/api/placePose/placeSample')).json().field).toBe('query.placePoseId');
  });
});

describe('the sky library', () => {
  it("lists the skies with their time of day, in the visitor's language", async () => {
    const skies = (await get(withCatalogue, '/api/sky', 'en')).json().data;
    expect(skies).toEqual([
      expect.objectContaining({ key: 'blue-clouds', name: en('Blue sky with clouds'), timeOfDay: 'day', imageKey: 'boost/skies/blue-clouds.jpg' }),
      expect.objectContaining({ key: 'sunset', name: en('Sunset'), timeOfDay: 'sunset' }),
    ]);
  });
});

describe('tenant isolation', () => {
  it('another area sees none of the catalogue (its own is empty), while this area sees it', async () => {
    for (const url of ['/api/poseSku', '/api/pose', '/api/h5/photoSpot', '/api/sky']) {
      expect((await get(withCatalogue, url)).json().data.length).toBeGreaterThan(0);
      expect((await get(without, url)).json().data).toEqual([]);
    }
    const spots = (await get(withCatalogue, '/api/h5/photoSpot')).json().data;
    const placePoseId = spots[0].placePoses[0].id;
    expect((await get(withCatalogue, `/api/placePose/placeSample?placePoseId=${placePoseId}`)).statusCode).toBe(200);
    expect((await get(without, `/api/placePose/placeSample?placePoseId=${placePoseId}`)).statusCode).toBe(404);
  });
});

describe('the area file', () => {
  const areaWith = (change: (area: Record<string, unknown>) => void) => {
    const area = loadDemoArea() as unknown as Record<string, unknown>;
    withBoostCatalogue(area as never);
    change(area);
    return () => parseAreaFile(area);
  };

  it('accepts the catalogue as written', () => {
    expect(areaWith(() => undefined)().poses).toHaveLength(3);
  });

  it('refuses a pose of an unknown category, a spot at an unknown place, an unknown pose at a spot and a duplicate key', () => {
    expect(areaWith((a) => ((a.poses as { sku: string }[])[0]!.sku = 'nobody'))).toThrow(/poses\.0\.sku: no pose category "nobody"/);
    expect(areaWith((a) => ((a.photoSpots as { place: string }[])[0]!.place = '不存在'))).toThrow(/photoSpots\.0\.place: no place named/);
    expect(areaWith((a) => ((a.photoSpots as { poses: { pose: string }[] }[])[0]!.poses[0]!.pose = 'fly'))).toThrow(/photoSpots\.0\.poses\.0\.pose: no pose "fly"/);
    expect(areaWith((a) => ((a.skies as { key: string }[])[1]!.key = 'blue-clouds'))).toThrow(/skies\.1\.key: "blue-clouds" is used twice/);
    expect(areaWith((a) => ((a.skies as { timeOfDay: string }[])[0]!.timeOfDay = 'dusk'))).toThrow(/skies\.0\.timeOfDay/);
  });
});
