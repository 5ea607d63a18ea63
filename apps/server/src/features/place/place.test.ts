import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCOPE_RANGE } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };
let placeA: number;
let placeB: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant((area) => {
    area.places[0]!.scopeRange = null;
  });
  tenantB = await t.createTenant();
  placeA = (await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json().data.list[0].id;
  placeB = (await t.call(tenantB.code, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json().data.list[0].id;
});
afterAll(() => t.close());

describe('GET /api/h5/place', () => {
  it('lists every place of the tenant with all spec fields at page 1, size 9999', async () => {
    const { data } = (await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json();
    expect(data.total).toBeGreaterThanOrEqual(20);
    expect(data.list).toHaveLength(data.total);
    expect(data.classes.length).toBeGreaterThan(0);
    for (const place of data.list) {
      expect(Object.keys(place)).toEqual(expect.arrayContaining(['id', 'placeType', 'classId', 'longitude', 'latitude', 'scopeRange', 'audioKey']));
      expect(data.classes.map((c: { id: number }) => c.id)).toContain(place.classId);
    }
    expect(data.list.some((p: { placeType: number }) => p.placeType === 6)).toBe(true);
    expect(data.list[0].scopeRange).toBe(DEFAULT_SCOPE_RANGE);
  });

  it('pages', async () => {
    const page2 = (await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place?page=2&size=5' })).json().data;
    const all = (await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json().data;
    expect(page2.list.map((p: { id: number }) => p.id)).toEqual(all.list.slice(5, 10).map((p: { id: number }) => p.id));
    expect(page2).toMatchObject({ page: 2, size: 5, total: all.total });
  });

  it('never shows another tenant its places', async () => {
    const a = (await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place?size=9999' })).json().data.list.map((p: { id: number }) => p.id);
    expect(a).not.toContain(placeB);
  });

  it.each([['size=10000', 'query.size'], ['size=0', 'query.size'], ['page=0', 'query.page'], ['size=abc', 'query.size'], ['classId=-1', 'query.classId']])('rejects %s naming %s', async (query, field) => {
    const response = await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', field });
  });
});

describe('GET /api/h5/place/:id', () => {
  it('returns the place with its class', async () => {
    const body = (await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeA}` })).json();
    expect(body.data).toMatchObject({ id: placeA, liked: false, placeClass: { name: { text: expect.any(String), lang: 'zh-CN' } } });
  });

  it("is 404 for an unknown id and for another tenant's place, 400 for a malformed id", async () => {
    expect((await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place/99999999' })).statusCode).toBe(404);
    const other = await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeB}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place/abc' });
    expect(malformed.json()).toMatchObject({ status: 400, field: 'params.id' });
  });
});

describe('POST /api/placeLike', () => {
  it('likes once however often it is sent, unlikes, and shows the state on the place', async () => {
    const token = await t.login(tenantA.code);
    const before = (await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeA}` })).json().data.likeCount;
    const send = (liked: boolean) => t.call(tenantA.code, { method: 'POST', url: '/api/placeLike', token, payload: { placeId: placeA, liked } });
    expect((await send(true)).json().data).toEqual({ placeId: placeA, liked: true, likeCount: before + 1 });
    expect((await send(true)).json().data.likeCount).toBe(before + 1);
    expect((await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeA}`, token })).json().data.liked).toBe(true);
    expect((await send(false)).json().data).toEqual({ placeId: placeA, liked: false, likeCount: before });
  });

  it("refuses another tenant's place and bad bodies without changing counts", async () => {
    const token = await t.login(tenantA.code);
    const before = (await t.call(tenantB.code, { method: 'GET', url: `/api/h5/place/${placeB}` })).json().data.likeCount;
    const other = await t.call(tenantA.code, { method: 'POST', url: '/api/placeLike', token, payload: { placeId: placeB, liked: true } });
    expect(other.statusCode).toBe(404);
    expect((await t.call(tenantB.code, { method: 'GET', url: `/api/h5/place/${placeB}` })).json().data.likeCount).toBe(before);
    const wrongType = await t.call(tenantA.code, { method: 'POST', url: '/api/placeLike', token, payload: { placeId: String(placeA), liked: 'yes' } });
    expect(wrongType.json()).toMatchObject({ status: 400, field: expect.stringMatching(/^body\./) });
  });
});

describe('POST /api/:type/click', () => {
  it('counts a view of a place and refuses unknown types, ids and other tenants', async () => {
    const before = (await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeA}` })).json().data.clickCount;
    const response = await t.call(tenantA.code, { method: 'POST', url: '/api/place/click', payload: { id: placeA } });
    expect(response.json()).toEqual({ status: 200, message: 'ok', data: { id: placeA, clickCount: before + 1 } });
    expect((await t.call(tenantA.code, { method: 'POST', url: '/api/video/click', payload: { id: placeA } })).json()).toMatchObject({ status: 400, field: 'params.type' });
    expect((await t.call(tenantA.code, { method: 'POST', url: '/api/place/click', payload: { id: placeB } })).statusCode).toBe(404);
    expect((await t.call(tenantA.code, { method: 'POST', url: '/api/notice/click', payload: { id: 99999999 } })).statusCode).toBe(404);
  });

  it("keeps an automatic-guide play as an event of its own: the place's views stay as they were", async () => {
    const views = (await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeA}` })).json().data.clickCount;
    const play = async (id: number) => (await t.call(tenantA.code, { method: 'POST', url: '/api/autoGuide/click', payload: { id } })).json();
    expect((await play(placeA)).data).toEqual({ id: placeA, clickCount: 1 });
    expect((await play(placeA)).data).toEqual({ id: placeA, clickCount: 2 });
    expect((await t.call(tenantA.code, { method: 'GET', url: `/api/h5/place/${placeA}` })).json().data.clickCount).toBe(views);
    expect(await play(placeB)).toMatchObject({ status: 404 });
  });
});
