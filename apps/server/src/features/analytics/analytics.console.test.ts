import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaAnalytics } from '@youlan/contract/console';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { place } from '../../entities/place/place.table.ts';
import { visitor } from '../../platform/db/schema.ts';
import { clickEvent } from '../../entities/click/click.table.ts';
import { placeLike } from '../../entities/place/place-like.table.ts';
import { punchRecord } from '../../entities/punch/punch.table.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { article } from '../../entities/article/article.table.ts';
import { localDate } from '../../platform/area-time.ts';
import { analyticsDay } from './analytics.table.ts';
import { rollUpEveryAreasClosedDays } from './analytics.console.ts';

let t: TestApp, area: TestArea, other: TestArea, viewer: ConsoleLogin;
let places: { id: number; name: string }[];
let otherPlaces: { id: number }[];

const visit = async (code: string, visitTime: string, viewTime: string, entryPage = '/home/draw-map', token?: string) => {
  const response = await t.call(code, { method: 'POST', url: '/api/viewLog', ...(token ? { token } : {}), payload: { id: randomUUID(), visitTime, entryPage, lastPage: entryPage, viewTime } });
  if (response.statusCode !== 200) throw new Error(response.body);
};
const visitorIds = async (tenantId: number) => (await t.ctx.db.select({ id: visitor.id }).from(visitor).where(eq(visitor.tenantId, tenantId))).map((row) => row.id);
const dashboard = (login: ConsoleLogin, query: string, code = area.code) => consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/analytics?${query}` });

beforeAll(async () => {
  ({ t, area, other, viewer } = await openConsoleAreas());
  places = await t.ctx.db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.id));
  otherPlaces = await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, other.id)).orderBy(asc(place.id));
  const token = await t.login(area.code);
  // Beijing days: 2026-11-01 16:30 UTC is already 2 November in Beijing; 15:59 UTC is still the 1st.
  await visit(area.code, '2026-11-01T15:59:00Z', '00:10:00', '/home/draw-map', token);
  await visit(area.code, '2026-11-01T16:30:00Z', '00:02:00', '/answer', token);
  await visit(area.code, '2026-11-02T03:00:00Z', '00:30:00', '/answer');
  await visit(area.code, '2026-11-02T04:00:00Z', '01:00:00', '/home/draw-map');
  await visit(area.code, '2026-11-04T05:00:00Z', '00:04:00', '/home/draw-map');
  // Outside the period (the day before, Beijing), and another area's visit inside it.
  await visit(area.code, '2026-10-31T15:00:00Z', '00:05:00', '/article');
  await visit(other.code, '2026-11-02T03:00:00Z', '02:00:00', '/boost/photos');

  await t.login(other.code);
  const [someone] = await visitorIds(area.id);
  const [otherone] = await visitorIds(other.id);
  const inPeriod = new Date('2026-11-02T02:00:00Z');
  const [firstNotice] = await t.ctx.db.select({ id: notice.id, title: notice.title }).from(notice).where(eq(notice.tenantId, area.id)).orderBy(asc(notice.id)).limit(1);
  const [firstArticle] = await t.ctx.db.select({ id: article.id, title: article.title }).from(article).where(eq(article.tenantId, area.id)).orderBy(asc(article.id)).limit(1);
  const event = (type: string, targetId: number, createdAt = inPeriod, tenantId = area.id) => ({ tenantId, type, targetId, visitorId: null, createdAt });
  await t.ctx.db.insert(clickEvent).values([
    event('place', places[0]!.id),
    event('place', places[0]!.id),
    event('place', places[1]!.id),
    event('place', places[1]!.id, new Date('2026-11-05T16:00:00Z')), // 6 November in Beijing: after the period
    event('autoGuide', places[1]!.id),
    event('notice', firstNotice!.id),
    event('notice', firstNotice!.id),
    event('article', firstArticle!.id),
    event('place', otherPlaces[0]!.id, inPeriod, other.id),
  ]);
  await t.ctx.db.insert(placeLike).values([
    { tenantId: area.id, placeId: places[2]!.id, visitorId: someone!, createdAt: inPeriod },
    { tenantId: other.id, placeId: otherPlaces[0]!.id, visitorId: otherone!, createdAt: inPeriod },
  ]);
  const punch = { longitude: 116.27, latitude: 39.99, reportedDatum: 'gcj02', accuracyMeters: 10, distanceMeters: 12, requestHash: 'test' };
  await t.ctx.db.insert(punchRecord).values([
    { tenantId: area.id, visitorId: someone!, placeId: places[0]!.id, punchDate: '2026-11-02', punchedAt: inPeriod, ...punch },
    { tenantId: other.id, visitorId: otherone!, placeId: otherPlaces[0]!.id, punchDate: '2026-11-02', punchedAt: inPeriod, ...punch },
  ]);
});
afterAll(() => t.close());

describe('console dashboard', () => {
  it("counts the period's Beijing days from the database: visits, medians, entry pages, places, reads", async () => {
    const response = await dashboard(viewer, 'from=2026-11-01&to=2026-11-05');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as AreaAnalytics;
    expect(data.days).toEqual([
      { day: '2026-11-01', visits: 1 },
      { day: '2026-11-02', visits: 3 },
      { day: '2026-11-03', visits: 0 },
      { day: '2026-11-04', visits: 1 },
      { day: '2026-11-05', visits: 0 },
    ]);
    // Five visits of 10, 2, 30, 60 and 4 minutes: the median is 10 minutes.
    expect(data.totals).toEqual({ visits: 5, medianViewSeconds: 600, placeViews: 3, likes: 1, noticeReads: 2, articleReads: 1, punches: 1, autoGuidePlays: 1 });
    expect(data.entryPages).toEqual([
      { page: '/home/draw-map', visits: 3 },
      { page: '/answer', visits: 2 },
    ]);
    expect(data.places).toEqual([
      { placeId: places[0]!.id, name: places[0]!.name, views: 2, likes: 0, punches: 1, autoGuidePlays: 0 },
      { placeId: places[1]!.id, name: places[1]!.name, views: 1, likes: 0, punches: 0, autoGuidePlays: 1 },
      { placeId: places[2]!.id, name: places[2]!.name, views: 0, likes: 1, punches: 0, autoGuidePlays: 0 },
    ]);
    expect(data.notices).toHaveLength(1);
    expect(data.notices[0]).toMatchObject({ reads: 2 });
    expect(data.articles[0]).toMatchObject({ reads: 1 });
    // Those days are rolled up once; the second read sums the roll-up and answers the same.
    expect((await t.ctx.db.select().from(analyticsDay).where(and(eq(analyticsDay.tenantId, area.id), eq(analyticsDay.kind, 'rolled')))).map((row) => row.day).sort()).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect((await dashboard(viewer, 'from=2026-11-01&to=2026-11-05')).json().data).toEqual(data);
  });

  it('counts today and yesterday live from the raw rows, beside rolled-up days', async () => {
    const today = localDate(new Date());
    const from = localDate(new Date(), -3);
    const before = (await dashboard(viewer, `from=${from}&to=${today}`)).json().data as AreaAnalytics;
    await visit(area.code, new Date().toISOString(), '00:20:00', '/punch/punch');
    await t.call(area.code, { method: 'POST', url: '/api/place/click', payload: { id: places[3]!.id } });
    const after = (await dashboard(viewer, `from=${from}&to=${today}`)).json().data as AreaAnalytics;
    expect(after.days.at(-1)!.visits).toBe(before.days.at(-1)!.visits + 1);
    expect(after.totals.placeViews).toBe(before.totals.placeViews + 1);
    expect(after.entryPages).toContainEqual({ page: '/punch/punch', visits: 1 });
  });

  it("rolls every area's closed days up hourly, before any dashboard asks, and the dashboard answers the same from them", async () => {
    const now = new Date('2026-11-12T04:00:00Z');
    await t.ctx.db.delete(analyticsDay).where(eq(analyticsDay.tenantId, other.id));
    expect(await rollUpEveryAreasClosedDays(t.ctx.db, now)).toBeGreaterThanOrEqual(400);
    const rolled = await t.ctx.db.select().from(analyticsDay).where(eq(analyticsDay.tenantId, other.id));
    const markers = rolled.filter((row) => row.kind === 'rolled').map((row) => row.day).sort();
    // Today (the 12th) and yesterday stay live; the 400 days before them are rolled up.
    expect(markers).toHaveLength(400);
    expect(markers.at(-1)).toBe('2026-11-10');
    expect(rolled.filter((row) => row.kind === 'visit')).toMatchObject([{ day: '2026-11-02', count: 1 }]);
    // A second round finds nothing left to do.
    expect(await rollUpEveryAreasClosedDays(t.ctx.db, now)).toBe(0);
  });

  it("keeps areas apart: the other area's viewer sees only its own rows", async () => {
    const otherViewer = await logInOperator(t, await makeOperator(t, 'viewer', other.id));
    const data = (await dashboard(otherViewer, 'from=2026-11-01&to=2026-11-05', other.code)).json().data as AreaAnalytics;
    expect(data.totals).toMatchObject({ visits: 1, placeViews: 1, likes: 1, punches: 1, noticeReads: 0 });
    expect(data.entryPages).toEqual([{ page: '/boost/photos', visits: 1 }]);
    expect((await dashboard(viewer, 'from=2026-11-01&to=2026-11-05', other.code)).statusCode).toBe(403);
  });

  it('refuses a bad period with a 400 naming it, and needs a session', async () => {
    for (const [query, field] of [
      ['from=2026-11-05&to=2026-11-01', 'query.to'],
      ['from=2025-01-01&to=2026-01-02', 'query.to'],
      ['from=yesterday&to=2026-11-01', 'query.from'],
      ['to=2026-11-01', 'query.from'],
    ] as const) {
      expect((await dashboard(viewer, query)).json(), query).toMatchObject({ status: 400, field });
    }
    // A whole leap year is one period.
    expect((await dashboard(viewer, 'from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/console/areas/${area.code}/analytics?from=2026-11-01&to=2026-11-05` })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(clickEvent).where(and(eq(clickEvent.tenantId, area.id), eq(clickEvent.type, 'autoGuide')))).toHaveLength(1);
  });
});
