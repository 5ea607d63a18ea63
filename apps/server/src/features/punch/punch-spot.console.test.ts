import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { punchSpot } from '../../entities/punch/punch.table.ts';

const STAMP = readFileSync(join(import.meta.dirname, '../../../seed/media/boost/poses/stroll.svg'));

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/punch-spots`;
const visitorSpots = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/h5/punch' })).json().data.spots as { placeId: number; stampKey: string | null }[];
const spotRows = (tenantId = area.id) => t.ctx.db.select().from(punchSpot).where(eq(punchSpot.tenantId, tenantId)).orderBy(asc(punchSpot.id));

describe('console punch places', () => {
  it('makes a place a punch place with its stamp; visitors collect it at once; audited; removed again', async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(data.spots.length).toBeGreaterThan(0);
    const taken = new Set(data.spots.map((s: { placeId: number }) => s.placeId));
    const free = data.places.find((p: { id: number }) => !taken.has(p.id));
    // A stamp drawn as SVG is stored as PNG, like every drawing.
    const stamp = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=stamp`, payload: STAMP, headers: { 'content-type': 'image/svg+xml' } })).json().data;
    expect(stamp.key).toMatch(/^punch\/stamps\/.+\.png$/);
    const created = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: { placeId: free.id, stampKey: stamp.key, sort: 0 } })).json().data;
    expect(created).toMatchObject({ placeId: free.id, stampKey: stamp.key, stampUrl: expect.stringContaining(stamp.key) });
    expect((await visitorSpots()).find((s) => s.placeId === free.id)).toMatchObject({ stampKey: stamp.key });
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'punchSpot.create'), eq(auditLog.targetId, String(created.id))))).toMatchObject([{ before: null, after: { placeId: free.id } }]);
    // One punch place per place.
    expect((await consoleCall(t, editor, { method: 'POST', url: url(), payload: { placeId: free.id, stampKey: null, sort: 1 } })).json()).toMatchObject({ status: 409, field: 'body.placeId' });
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${created.id}`, payload: { stampKey: null } })).json().data).toMatchObject({ stampKey: null, stampUrl: null });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${created.id}` })).statusCode).toBe(200);
    expect((await visitorSpots()).map((s) => s.placeId)).not.toContain(free.id);
  });

  it("refuses bad punch places with the field named, keeps a punch place's own stamp, and changes nothing", async () => {
    const before = await spotRows();
    const [foreign] = await spotRows(other.id);
    const own = before[0]!;
    for (const [method, path, payload, field] of [
      ['POST', '', { placeId: foreign!.placeId, stampKey: null, sort: 1 }, 'body.placeId'],
      ['POST', '', { placeId: own.placeId, stampKey: null }, 'body.sort'],
      ['PATCH', `/${own.id}`, { stampKey: 'punch/stamps/none.png' }, 'body.stampKey'],
      ['PATCH', `/${own.id}`, { placeId: 'x' }, 'body.placeId'],
    ] as const) {
      expect((await consoleCall(t, editor, { method, url: `${url()}${path}`, payload })).json(), `${method} ${field}`).toMatchObject({ status: 400, field });
    }
    // Its own stamp (an area file's, here without its file) stays allowed when sent again.
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${own.id}`, payload: { stampKey: own.stampKey, sort: own.sort } })).statusCode).toBe(200);
    expect(await spotRows()).toEqual(before);
  });

  it("lets a viewer read only, and keeps another area's punch places out of reach", async () => {
    const before = await spotRows();
    const foreignBefore = await spotRows(other.id);
    const foreign = foreignBefore[0]!;
    // Positive control: the other area's visitors see it.
    expect((await visitorSpots(other.code)).map((s) => s.placeId)).toContain(foreign.placeId);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign.id}`, payload: { sort: 5 } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${url()}/${before[0]!.id}`, payload: { sort: 5 } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${url()}/${before[0]!.id}` })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect(await spotRows(other.id)).toEqual(foreignBefore);
    expect(await spotRows()).toEqual(before);
  });
});
