import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, type ConsoleLogin } from '../../test/console.ts';
import { visitor } from '../../platform/db/schema.ts';
import { place } from '../../entities/place/place.table.ts';
import { punchRecord } from '../../entities/punch/punch.table.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let viewer: ConsoleLogin;

/** A punch stored as the punch service stores one (its rules are tested in punch.test.ts). */
async function storePunch(tenantId: number, flags: string[]): Promise<number> {
  const [spot] = await t.ctx.db.select().from(place).where(eq(place.tenantId, tenantId)).limit(1);
  const [who] = await t.ctx.db.insert(visitor).values({ tenantId, kind: 'guest', deviceId: `d-${Math.random()}`, nickname: '游客' }).returning();
  const [row] = await t.ctx.db
    .insert(punchRecord)
    .values({ tenantId, visitorId: who!.id, placeId: spot!.id, punchDate: '2026-05-01', longitude: spot!.longitude, latitude: spot!.latitude, reportedDatum: 'wgs84', accuracyMeters: 12, distanceMeters: 30, flags, requestHash: 'h' })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  viewer = await logInOperator(t, await makeOperator(t, 'viewer', area.id));
});
afterAll(() => t.close());

const list = async (query = '', code = area.code, login = viewer) => (await consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/punches${query}` })).json();

describe('console punch records', () => {
  it('lists the area\'s punches with their flags, and filters the flagged ones', async () => {
    const plain = await storePunch(area.id, []);
    const flagged = await storePunch(area.id, ['too_fast']);
    const foreign = await storePunch(other.id, ['repeated_fix']);
    const all = await list();
    expect(all.data.items.map((item: { id: number }) => item.id).sort()).toEqual([plain, flagged].sort());
    expect(all.data.items.find((item: { id: number }) => item.id === flagged)).toMatchObject({ flags: ['too_fast'], placeName: expect.any(String), visitorName: '游客', distanceMeters: 30 });
    expect((await list('?flagged=true')).data.items.map((item: { id: number }) => item.id)).toEqual([flagged]);
    expect((await list('?flagged=false')).data.items.map((item: { id: number }) => item.id)).toEqual([plain]);
    // Positive control for isolation: the other area's viewer sees its record.
    const otherViewer = await logInOperator(t, await makeOperator(t, 'viewer', other.id));
    expect((await list('', other.code, otherViewer)).data.items.map((item: { id: number }) => item.id)).toEqual([foreign]);
    expect((await list('', other.code)).status).toBe(403);
  });

  it('refuses bad filters with 400', async () => {
    expect(await list('?flagged=yes')).toMatchObject({ status: 400, field: 'query.flagged' });
    expect(await list('?placeId=99999999999')).toMatchObject({ status: 400, field: 'query.placeId' });
  });
});
