import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapConfig } from '@youlan/contract';
import { consoleCall, logInOperator, makeOperator, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { mapConfig } from './map.table.ts';

const MAP_SVG = readFileSync(join(import.meta.dirname, '../../../seed/media/map/summer-palace-night.svg'));
const PHOTO = readFileSync(join(import.meta.dirname, '../../../seed/media/places/xidi.jpg'));

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/map`;
const storedMap = async (tenantId = area.id) => (await t.ctx.db.select().from(mapConfig).where(eq(mapConfig.tenantId, tenantId)))[0]?.config ?? null;
const visitorMap = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/h5/map' })).json().data as MapConfig;
const uploadMap = async (login: ConsoleLogin, body: Buffer, contentType: string, code = area.code) =>
  (await consoleCall(t, login, { method: 'POST', url: `/api/console/areas/${code}/pictures?use=map`, payload: body, headers: { 'content-type': contentType } })).json().data as { key: string };
const picturesOf = ({ imageKey, bounds, zoom, skins }: MapConfig) => ({ imageKey, bounds, zoom, skins });
/** Two trails inside the demo map, meeting at their shared point; the first step-free (kept as given). */
const TRAILS = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: '东堤', stepFree: true }, geometry: { type: 'LineString', coordinates: [[116.274, 39.992], [116.276, 39.99], [116.277, 39.988]] } },
    { type: 'Feature', properties: null, geometry: { type: 'LineString', coordinates: [[116.276, 39.99], [116.272, 39.989]] } },
  ],
};

describe('console map and trails', () => {
  it("shows the area's map with a signed URL for the base picture and every skin", async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    const keys = [data.map.imageKey, ...Object.values(data.map.skins.timePeriod), ...Object.values(data.map.skins.weather)] as string[];
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(data.urls[key]).toContain(key);
  });

  it('sets a new base picture and a night skin; visitors get them at once, the trails stay', async () => {
    const before = await visitorMap(); // fills the visitors' cached answer
    const base = await uploadMap(editor, MAP_SVG, 'image/svg+xml');
    const night = await uploadMap(editor, PHOTO, 'image/jpeg');
    expect(base.key).toMatch(/^map\/.+\.png$/);
    const pictures = { ...picturesOf(before), imageKey: base.key, skins: { ...before.skins, timePeriod: { ...before.skins.timePeriod, 40: night.key } } };
    const response = await consoleCall(t, editor, { method: 'PUT', url: url(), payload: pictures });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.urls[night.key]).toContain(night.key);
    const after = await visitorMap();
    expect(after).toMatchObject({ imageKey: base.key, skins: { timePeriod: { 40: night.key } } });
    expect(after.trails).toEqual(before.trails);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'map.update'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ before: { imageKey: before.imageKey }, after: { imageKey: base.key } });
  });

  it('replaces the trail network; visitors route over it at once', async () => {
    await visitorMap();
    const response = await consoleCall(t, editor, { method: 'PUT', url: `${url()}/trails`, payload: TRAILS });
    expect(response.statusCode).toBe(200);
    expect((await visitorMap()).trails).toEqual(TRAILS);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'map.trails'), eq(auditLog.tenantId, area.id)));
    expect(entry?.after).toEqual(TRAILS);
    expect((entry?.before as { features: unknown[] }).features.length).toBeGreaterThan(2);
  });

  it('refuses a bad map or trail network with the field named, and changes nothing', async () => {
    const before = await storedMap();
    const pictures = picturesOf(before!);
    const [west, south] = [pictures.bounds.southWest.longitude, pictures.bounds.southWest.latitude];
    for (const [path, payload, field] of [
      ['', { ...pictures, imageKey: 'map/not-uploaded.png' }, 'body.imageKey'],
      ['', { ...pictures, skins: { ...pictures.skins, weather: { 34: 'map/none.png' } } }, 'body.skins.weather.34'],
      ['', { ...pictures, skins: { ...pictures.skins, weather: { 41: pictures.imageKey } } }, 'body.skins.weather'],
      ['', { ...pictures, bounds: { southWest: pictures.bounds.northEast, northEast: pictures.bounds.southWest } }, 'body.bounds'],
      ['', { ...pictures, zoom: { min: 17, max: 15, initial: 16 } }, 'body.zoom'],
      ['', { ...pictures, trails: TRAILS }, 'body'],
      ['/trails', { ...TRAILS, features: [TRAILS.features[0], { ...TRAILS.features[1], geometry: { type: 'LineString', coordinates: [[west - 0.01, south], [west, south]] } }] }, 'body.features.1.geometry.coordinates.0'],
      ['/trails', { ...TRAILS, features: [{ ...TRAILS.features[0], geometry: { type: 'LineString', coordinates: [[west, south]] } }] }, 'body.features.0.geometry.coordinates'],
      ['/trails', { ...TRAILS, features: [{ ...TRAILS.features[0], geometry: { type: 'Point', coordinates: [west, south] } }] }, 'body.features.0.geometry'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'PUT', url: `${url()}${path}`, payload });
      expect(response.json(), `${path} ${field}`).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}`)) });
    }
    expect(await storedMap()).toEqual(before);
  });

  it('gives an area without a map its first one (no trails yet); trails wait for it (409)', async () => {
    const bare = await t.createTenant((file) => {
      file.map = null;
    });
    const admin = await logInOperator(t, await makeOperator(t, 'admin', bare.id));
    expect((await consoleCall(t, admin, { method: 'GET', url: url(bare.code) })).json().data).toEqual({ map: null, urls: {} });
    expect((await consoleCall(t, admin, { method: 'PUT', url: `${url(bare.code)}/trails`, payload: TRAILS })).json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    const picture = await uploadMap(admin, PHOTO, 'image/jpeg', bare.code);
    const pictures = { ...picturesOf((await storedMap())!), imageKey: picture.key, skins: { timePeriod: {}, weather: {} } };
    expect((await consoleCall(t, admin, { method: 'PUT', url: url(bare.code), payload: pictures })).statusCode).toBe(200);
    expect(await visitorMap(bare.code)).toMatchObject({ imageKey: picture.key, trails: { type: 'FeatureCollection', features: [] } });
  });

  it("lets a viewer read only, and keeps another area's map out of reach", async () => {
    const before = await storedMap();
    const foreign = await storedMap(other.id);
    expect(foreign).not.toBeNull(); // positive control: the other area has a map
    expect((await consoleCall(t, viewer, { method: 'PUT', url: url(), payload: picturesOf(before!) })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'PUT', url: `${url()}/trails`, payload: TRAILS })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${url()}/trails`, payload: TRAILS, csrf: false })).json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect((await consoleCall(t, editor, { method: 'PUT', url: url(other.code), payload: picturesOf(foreign!) })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect(await storedMap()).toEqual(before);
    expect(await storedMap(other.id)).toEqual(foreign);
  });
});
