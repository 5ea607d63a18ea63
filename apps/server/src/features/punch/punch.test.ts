import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDatum } from '@youlan/geo';
import { PUNCH_ATTEMPTS_PER_MINUTE } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { finishedPhoto, putUpload } from '../../test/uploads.ts';

let t: TestApp;
let tenant: { code: string; id: number };
let other: { code: string; id: number };
interface Spot {
  placeId: number;
  name: { text: string; lang: string };
  longitude: number;
  latitude: number;
  scopeRange: number;
}
let spots: Spot[];
let otherSpot: Spot;
let notPunchPlace: number;

const spot = (name: string) => spots.find((s) => s.name.text === name)!;
/** `metres` north of a spot, in the area's datum (GCJ-02). */
const north = (s: Spot, metres: number) => ({ longitude: s.longitude, latitude: s.latitude + metres / 111_195 });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  other = await t.createTenant();
  spots = (await t.call(tenant.code, { method: 'GET', url: '/api/h5/punch' })).json().data.spots;
  otherSpot = (await t.call(other.code, { method: 'GET', url: '/api/h5/punch' })).json().data.spots[0];
  const places = (await t.call(tenant.code, { method: 'GET', url: '/api/h5/place?size=9999' })).json().data.list as { id: number }[];
  notPunchPlace = places.find((p) => !spots.some((s) => s.placeId === p.id))!.id;
});
afterAll(() => t.close());

function punch(token: string, body: Record<string, unknown>, key?: string) {
  return t.call(tenant.code, { method: 'POST', url: '/api/punchRecord', token, payload: body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}
const at = (s: Spot, metres = 0, accuracyMeters = 8) => ({ placeId: s.placeId, ...north(s, metres), datum: 'gcj02', accuracyMeters });

describe('GET /api/h5/punch', () => {
  it("lists the area's punch places with the visitor's progress", async () => {
    const body = (await t.call(tenant.code, { method: 'GET', url: '/api/h5/punch' })).json();
    expect(body.data.total).toBe(8);
    expect(body.data.punchedCount).toBe(0);
    expect(body.data.spots.map((s: Spot) => s.name.text)).toEqual(expect.arrayContaining(['佛香阁', '十七孔桥']));
    expect(body.data.spots.map((s: Spot) => s.placeId)).not.toContain(otherSpot.placeId);
  });
});

describe('POST /api/punchRecord', () => {
  it('records a punch at the place and shows it in the progress and the collection', async () => {
    const token = await t.login(tenant.code);
    const response = await punch(token, at(spot('佛香阁'), 10));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ placeName: '佛香阁', flags: [], photoKey: null, distanceMeters: expect.any(Number) });
    const progress = (await t.call(tenant.code, { method: 'GET', url: '/api/h5/punch', token })).json().data;
    expect(progress.punchedCount).toBe(1);
    expect(progress.spots.find((s: Spot) => s.name.text === '佛香阁')).toMatchObject({ punchedToday: true, punchCount: 1 });
    const mine = (await t.call(tenant.code, { method: 'GET', url: '/api/h5/punch/records', token })).json().data;
    expect(mine).toHaveLength(1);
  });

  it('converts a WGS-84 browser fix to the area datum before measuring', async () => {
    const token = await t.login(tenant.code);
    const wgs = toDatum({ ...north(spot('石舫'), 0), datum: 'gcj02' }, 'wgs84');
    const response = await punch(token, { placeId: spot('石舫').placeId, ...wgs, datum: 'wgs84', accuracyMeters: 6 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.distanceMeters).toBeLessThan(2);
  });

  it('refuses a punch 350 m from the place, saying how far, and stores nothing', async () => {
    const token = await t.login(tenant.code);
    const response = await punch(token, at(spot('十七孔桥'), 350));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_RANGE', message: expect.stringMatching(/350 m from 十七孔桥/) });
    expect((await t.call(tenant.code, { method: 'GET', url: '/api/h5/punch/records', token })).json().data).toEqual([]);
  });

  it('takes the edge of the range plus the forgiven accuracy, and not a metre more', async () => {
    const bridge = spot('十七孔桥');
    const edge = bridge.scopeRange + 10;
    const token = await t.login(tenant.code);
    expect((await punch(token, at(bridge, edge + 1, 10))).statusCode).toBe(422);
    expect((await punch(token, at(bridge, edge - 1, 10))).statusCode).toBe(200);
  });

  it('refuses a fix too imprecise to tell', async () => {
    const token = await t.login(tenant.code);
    const response = await punch(token, at(spot('长廊'), 0, 400));
    expect(response.json()).toMatchObject({ status: 422, code: 'IMPRECISE_LOCATION', field: 'body.accuracyMeters' });
  });

  it('records a retried punch once: the same key and body replays, a new one the same day is refused', async () => {
    const token = await t.login(tenant.code);
    const key = randomUUID();
    const first = await punch(token, at(spot('谐趣园'), 5), key);
    const retry = await punch(token, at(spot('谐趣园'), 5), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    const again = await punch(token, at(spot('谐趣园'), 6), randomUUID());
    expect(again.json()).toMatchObject({ status: 409, code: 'ALREADY_DONE' });
    const reused = await punch(token, at(spot('谐趣园'), 7), key);
    expect(reused.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_MISMATCH' });
    expect((await t.call(tenant.code, { method: 'GET', url: '/api/h5/punch/records', token })).json().data).toHaveLength(1);
  });

  it('records concurrent copies of the same punch once', async () => {
    const token = await t.login(tenant.code);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => punch(token, at(spot('玉带桥'), 3), key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });

  it('flags a jump faster than a visitor moves, but still records it', async () => {
    const token = await t.login(tenant.code);
    await punch(token, at(spot('东宫门'), 0));
    const response = await punch(token, at(spot('苏州街'), 0));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.flags).toEqual(['too_fast']);
  });

  it('limits attempts per minute with 429 and Retry-After', async () => {
    const token = await t.login(tenant.code);
    for (let i = 0; i < 10; i += 1) await punch(token, at(spot('长廊'), 500));
    const limited = await punch(token, at(spot('长廊'), 0));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('lets no more than the limit through when 45 attempts arrive at once', async () => {
    const token = await t.login(tenant.code);
    const answers = await Promise.all(Array.from({ length: 45 }, () => punch(token, at(spot('长廊'), 500))));
    const statuses = answers.map((a) => a.statusCode);
    // Out of range (422) is a counted attempt; everything past the limit is 429.
    expect(statuses.filter((s) => s === 422)).toHaveLength(PUNCH_ATTEMPTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45 - PUNCH_ATTEMPTS_PER_MINUTE);
  });

  it("is 404 for another tenant's place and for a place that is not a punch place", async () => {
    const token = await t.login(tenant.code);
    expect((await punch(token, at(otherSpot, 0))).statusCode).toBe(404);
    expect((await punch(token, { ...at(spot('长廊'), 0), placeId: notPunchPlace })).statusCode).toBe(404);
  });

  it('needs a token, a well-formed body and a well-formed key', async () => {
    expect((await t.call(tenant.code, { method: 'POST', url: '/api/punchRecord', payload: at(spot('长廊')) })).json()).toMatchObject({ status: 401, code: 'LOGIN_EXPIRED' });
    const token = await t.login(tenant.code);
    expect((await punch(token, { ...at(spot('长廊')), datum: 'bd09' })).json()).toMatchObject({ status: 400, field: 'body.datum' });
    expect((await punch(token, { ...at(spot('长廊')), latitude: 'north' })).json()).toMatchObject({ status: 400, field: 'body.latitude' });
    expect((await punch(token, { ...at(spot('长廊')), accuracyMeters: 0 })).json()).toMatchObject({ status: 400, field: 'body.accuracyMeters' });
    expect((await punch(token, at(spot('长廊')), 'short')).json()).toMatchObject({ status: 400, field: 'headers.idempotency-key' });
  });

  it('takes a photo only once its upload is finished', async () => {
    const token = await t.login(tenant.code);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const unfinished = await putUpload(t, tenant.code, token, photo);
    const early = await punch(token, { ...at(spot('长廊')), photoKey: unfinished });
    expect(early.json()).toMatchObject({ status: 409, field: 'body.photoKey' });
    const key = await finishedPhoto(t, tenant.code, token);
    const done = await punch(token, { ...at(spot('长廊')), photoKey: key });
    expect(done.json().data.photoKey).toBe(key);
  });
});
