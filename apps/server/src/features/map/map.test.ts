import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapConfigSchema } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { parseAreaFile, loadDemoArea } from '../../area-file/area.file.ts';

let t: TestApp;
let withMap: { code: string; id: number };
let otherMap: { code: string; id: number };
let withoutMap: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  withMap = await t.createTenant();
  otherMap = await t.createTenant((area) => {
    if (!area.map) throw new Error('the demo area has a map');
    area.map.imageKey = 'map/other.svg';
    area.map.skins = { timePeriod: {}, weather: {} };
  });
  withoutMap = await t.createTenant((area) => {
    area.map = null;
  });
});
afterAll(() => t.close());

describe('GET /api/h5/map', () => {
  it("returns the area's picture, bounds, zoom, skins and trails", async () => {
    const response = await t.call(withMap.code, { method: 'GET', url: '/api/h5/map' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(MapConfigSchema.parse(data)).toEqual(data);
    expect(data.imageKey).toBe('map/summer-palace.svg');
    expect(data.bounds.southWest.longitude).toBeLessThan(data.bounds.northEast.longitude);
    expect(data.skins.timePeriod['40']).toBe('map/summer-palace-night.svg');
    expect(data.skins.weather['34']).toBe('map/summer-palace-rain.svg');
    expect(data.trails.features.length).toBeGreaterThan(5);
    expect(data.trails.features[0].geometry.coordinates[0]).toHaveLength(2);
  });

  it("serves each tenant its own map", async () => {
    const { data } = (await t.call(otherMap.code, { method: 'GET', url: '/api/h5/map' })).json();
    expect(data.imageKey).toBe('map/other.svg');
    expect(data.skins).toEqual({ timePeriod: {}, weather: {} });
  });

  it('answers 404 naming the area when it has no map', async () => {
    const response = await t.call(withoutMap.code, { method: 'GET', url: '/api/h5/map' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: null, code: 'NOT_FOUND' });
    expect(response.json().message).toContain(withoutMap.code);
  });

  it('refuses a call without the tenant header', async () => {
    const response = await t.call(null, { method: 'GET', url: '/api/h5/map' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the area file map section', () => {
  it('ships every picture the demo map names in the area media', () => {
    const area = loadDemoArea();
    const keys = [area.map!.imageKey, ...Object.values(area.map!.skins.timePeriod), ...Object.values(area.map!.skins.weather)];
    for (const key of keys) expect(area.media[key!], key).toMatch(/^media\/map\/.+\.svg$/);
  });

  it('refuses inverted bounds, naming the field', () => {
    const area = loadDemoArea() as unknown as { map: { bounds: { southWest: { latitude: number } } } };
    area.map.bounds.southWest.latitude = 41;
    expect(() => parseAreaFile(area)).toThrow(/map\.bounds/);
  });

  it('refuses a trail that is not a LineString', () => {
    const area = loadDemoArea() as unknown as { map: { trails: { features: Array<{ geometry: { type: string } }> } } };
    area.map.trails.features[0]!.geometry.type = 'Point';
    expect(() => parseAreaFile(area)).toThrow(/map\.trails\.features\.0\.geometry\.type/);
  });
});
