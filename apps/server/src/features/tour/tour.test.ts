import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourDetail, TourSummary } from '@youlan/contract';
import { loadDemoArea, parseAreaFile } from '../../area-file/area.file.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { tour, tourProgress } from './tour.table.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  token = await t.login(area.code);
});
afterAll(() => t.close());

const tours = async (code = area.code, lang?: string): Promise<TourSummary[]> =>
  (await t.call(code, { method: 'GET', url: '/api/h5/tours', headers: lang ? { 'accept-language': lang } : {} })).json().data;
const detail = (id: number, code = area.code, lang?: string) => t.call(code, { method: 'GET', url: `/api/h5/tours/${id}`, headers: lang ? { 'accept-language': lang } : {} });
const progress = (id: number, heardPlaceIds?: unknown, as = token, code = area.code) =>
  heardPlaceIds === undefined
    ? t.call(code, { method: 'GET', url: `/api/h5/tours/${id}/progress`, token: as })
    : t.call(code, { method: 'PUT', url: `/api/h5/tours/${id}/progress`, token: as, payload: { heardPlaceIds } });

describe('tours for visitors', () => {
  it("lists the demo's published tours, measured along the trails, in the visitor's language", async () => {
    const list = await tours();
    expect(list.map((entry) => entry.title.text)).toEqual(['颐和园精华游', '亲子湖畔游', '无障碍轻松游']);
    const [highlights, , stepFree] = list;
    expect(highlights).toMatchObject({ tags: ['highlights'], stopCount: 7, coverKey: null });
    // Seven stops from the East Gate along the corridor and round the lake to the bridge: about an hour and a half.
    expect(highlights!.distanceMeters).toBeGreaterThan(2000);
    expect(highlights!.durationMinutes).toBeGreaterThanOrEqual(80);
    expect(highlights!.durationMinutes).toBeLessThanOrEqual(100);
    expect(stepFree).toMatchObject({ tags: ['stepFree', 'family'], stopCount: 10 });
    const english = await tours(area.code, 'en');
    expect(english[0]!.title).toEqual({ text: 'Summer Palace highlights', lang: 'en' });
    const japanese = await tours(area.code, 'ja');
    expect(japanese[1]!.intro).toMatchObject({ lang: 'ja', machine: true });
  });

  it('gives a tour with its stops in order, each with its stop number', async () => {
    const [highlights] = await tours();
    const response = await detail(highlights!.id, area.code, 'en');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as TourDetail;
    expect(data.stops).toHaveLength(7);
    expect(data.stops[0]).toMatchObject({ name: { text: 'East Palace Gate', lang: 'en' }, stopNumber: '1' });
    expect(data.stops.at(-1)!.name.lang).toBe('en');
  });

  it("hides drafts and another area's tours (404), and refuses a bad id", async () => {
    const [highlights] = await tours();
    await t.ctx.db.update(tour).set({ published: false }).where(eq(tour.id, highlights!.id));
    try {
      expect((await tours()).map((entry) => entry.id)).not.toContain(highlights!.id);
      expect((await detail(highlights!.id)).statusCode).toBe(404);
      expect((await progress(highlights!.id)).statusCode).toBe(404);
    } finally {
      await t.ctx.db.update(tour).set({ published: true }).where(eq(tour.id, highlights!.id));
    }
    const foreign = (await tours(other.code))[0]!.id;
    expect((await detail(foreign)).statusCode).toBe(404);
    expect((await detail(0)).statusCode).toBe(400);
  });
});

describe("a visitor's progress", () => {
  it('keeps the stops heard per visitor, only ever growing, in the tour order', async () => {
    const [highlights] = await tours();
    const { stops } = (await detail(highlights!.id)).json().data as TourDetail;
    const [first, second, third] = stops.map((stop) => stop.placeId);
    expect((await progress(highlights!.id)).json().data).toEqual({ tourId: highlights!.id, heardPlaceIds: [], completedAt: null });
    expect((await progress(highlights!.id, [third, first])).json().data.heardPlaceIds).toEqual([first, third]);
    // Another phone of the same visitor knows less: nothing is lost.
    expect((await progress(highlights!.id, [second])).json().data.heardPlaceIds).toEqual([first, second, third]);
    expect((await progress(highlights!.id)).json().data.heardPlaceIds).toEqual([first, second, third]);
    const stranger = await t.login(area.code);
    expect((await progress(highlights!.id, undefined, stranger)).json().data.heardPlaceIds).toEqual([]);
  });

  it('needs a visitor', async () => {
    const [highlights] = await tours();
    expect((await t.call(area.code, { method: 'GET', url: `/api/h5/tours/${highlights!.id}/progress` })).statusCode).toBe(401);
  });

  it('refuses a stop off the tour or a bad body and saves nothing', async () => {
    const [, family] = await tours();
    const otherToken = await t.login(area.code);
    const offTour = (await detail((await tours())[0]!.id)).json().data.stops[0].placeId as number;
    const response = await progress(family!.id, [offTour], otherToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body.heardPlaceIds.0');
    expect((await progress(family!.id, 'all', otherToken)).statusCode).toBe(400);
    const rows = await t.ctx.db.select().from(tourProgress).where(and(eq(tourProgress.tenantId, area.id), eq(tourProgress.tourId, family!.id)));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another area's tour", async () => {
    const foreign = (await tours(other.code))[0]!.id;
    expect((await progress(foreign, [])).statusCode).toBe(404);
  });
});

describe("a finished tour's stamp", () => {
  const stamps = (as: string, code = area.code, lang?: string) => t.call(code, { method: 'GET', url: '/api/h5/tours/stamps', token: as, headers: lang ? { 'accept-language': lang } : {} });

  it('is given by the save that hears the last stop, once, and kept', async () => {
    const family = (await tours()).find((entry) => entry.tags.includes('family'))!;
    const stopIds = ((await detail(family.id)).json().data as TourDetail).stops.map((stop) => stop.placeId);
    const walker = await t.login(area.code);
    expect((await stamps(walker)).json().data).toEqual([]);

    const partial = (await progress(family.id, stopIds.slice(0, -1), walker)).json().data;
    expect(partial.completedAt).toBeNull();
    const finished = (await progress(family.id, stopIds.slice(-1), walker)).json().data;
    expect(finished.heardPlaceIds).toEqual(stopIds);
    expect(Date.parse(finished.completedAt)).not.toBeNaN();
    // Saved again (a retry, another phone): the first time stays.
    expect((await progress(family.id, stopIds, walker)).json().data.completedAt).toBe(finished.completedAt);
    expect((await progress(family.id, undefined, walker)).json().data.completedAt).toBe(finished.completedAt);

    const list = (await stamps(walker, area.code, 'en')).json().data;
    expect(list).toEqual([{ tourId: family.id, title: { text: 'Lakeside walk for families', lang: 'en' }, signTitle: { text: '亲子湖畔游', lang: 'zh-CN' }, coverKey: null, stopCount: stopIds.length, completedAt: finished.completedAt }]);
    // Nobody else's collection has it.
    expect((await stamps(await t.login(area.code))).json().data).toEqual([]);
  });

  it('is given at once by a first save that brings every stop (a phone that heard them all offline)', async () => {
    const family = (await tours()).find((entry) => entry.tags.includes('family'))!;
    const stopIds = ((await detail(family.id)).json().data as TourDetail).stops.map((stop) => stop.placeId);
    const walker = await t.login(area.code);
    expect((await progress(family.id, stopIds, walker)).json().data.completedAt).not.toBeNull();
    expect((await stamps(walker)).json().data).toHaveLength(1);
  });

  it("hides the stamp of a tour that is a draft again, and stays in its area", async () => {
    const family = (await tours()).find((entry) => entry.tags.includes('family'))!;
    const stopIds = ((await detail(family.id)).json().data as TourDetail).stops.map((stop) => stop.placeId);
    const walker = await t.login(area.code);
    await progress(family.id, stopIds, walker);
    await t.ctx.db.update(tour).set({ published: false }).where(eq(tour.id, family.id));
    try {
      expect((await stamps(walker)).json().data).toEqual([]);
    } finally {
      await t.ctx.db.update(tour).set({ published: true }).where(eq(tour.id, family.id));
    }
    expect((await stamps(walker)).json().data).toHaveLength(1);
    // The other area's visitor sees none of this area's stamps; this area's token is not theirs.
    expect((await stamps(await t.login(other.code), other.code)).json().data).toEqual([]);
    expect((await stamps(walker, other.code)).statusCode).toBe(401);
  });

  it('needs a visitor', async () => {
    expect((await t.call(area.code, { method: 'GET', url: '/api/h5/tours/stamps' })).statusCode).toBe(401);
  });
});

describe('the area file', () => {
  const withFile = (change: (file: ReturnType<typeof loadDemoArea>) => void) => {
    const file = loadDemoArea();
    change(file);
    return () => parseAreaFile(file);
  };

  it('refuses a stop that is no place of the file, or a place twice', () => {
    expect(withFile((file) => (file.tours[0]!.stops[1] = '不存在'))).toThrow(/tours\.0\.stops\.1: no place named "不存在"/);
    expect(withFile((file) => (file.tours[0]!.stops[1] = file.tours[0]!.stops[0]!))).toThrow(/tours\.0\.stops\.1: .* is a stop twice/);
  });

  it('refuses two tours with one key and two places with one stop number', () => {
    expect(withFile((file) => (file.tours[1]!.key = file.tours[0]!.key))).toThrow(/tours\.1\.key: "highlights" is used twice/);
    expect(withFile((file) => (file.places[1]!.stopNumber = file.places[0]!.stopNumber))).toThrow(/places\.1\.stopNumber: stop number 1 is used twice/);
    expect(withFile((file) => (file.places[1]!.stopNumber = 'A1'))).toThrow(/places\.1\.stopNumber: 1 to 4 digits/);
  });
});
