import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { place } from '../../entities/place/place.table.ts';
import { tour, tourProgress } from './tour.table.ts';

const PICTURE = readFileSync(join(import.meta.dirname, '../../../seed/media/panorama/scenes/changlang-low.jpg'));

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/tours`;
const placeIds = async (tenantId = area.id) => (await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, tenantId)).orderBy(asc(place.sort), asc(place.id))).map((row) => row.id);
const fields = (stops: number[], change: Record<string, unknown> = {}) => ({ title: '雨天长廊游', intro: '长廊有顶，下雨也能走。', coverKey: null, tags: ['rainyDay'], placeIds: stops, published: false, sort: 5, ...change });
const visitorTours = async () => (await t.call(area.code, { method: 'GET', url: '/api/h5/tours' })).json().data as { id: number; title: { text: string } }[];
const rows = (tenantId = area.id) => t.ctx.db.select().from(tour).where(eq(tour.tenantId, tenantId)).orderBy(asc(tour.id));

describe('console tours', () => {
  it('lists the tours, drafts too, with the places a stop can be, for viewers too', async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data;
    expect(data.tours.map((entry: { key: string }) => entry.key)).toEqual(['highlights', 'family-lakeside', 'step-free']);
    expect(data.tours[0]).toMatchObject({ title: '颐和园精华游', published: true, tags: ['highlights'], distanceMeters: expect.any(Number) });
    expect(data.places.length).toBeGreaterThanOrEqual(20);
  });

  it('adds a draft measured along the trails, publishes it, reorders and deletes it, each change audited', async () => {
    const [a, b, c] = await placeIds();
    const cover = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=place`, payload: PICTURE, headers: { 'content-type': 'image/jpeg' } })).json().data;
    const created = await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields([a!, b!, c!], { coverKey: cover.key }) });
    expect(created.statusCode).toBe(200);
    const made = created.json().data;
    expect(made).toMatchObject({ key: expect.stringMatching(/^tour-/), title: '雨天长廊游', placeIds: [a, b, c], published: false, coverKey: cover.key, coverUrl: expect.stringContaining(cover.key) });
    expect(made.distanceMeters).toBeGreaterThan(0);
    expect((await visitorTours()).map((entry) => entry.id)).not.toContain(made.id);

    const published = (await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${made.id}`, payload: { published: true } })).json().data;
    expect(published).toMatchObject({ published: true, distanceMeters: made.distanceMeters });
    expect((await visitorTours()).find((entry) => entry.id === made.id)?.title.text).toBe('雨天长廊游');

    // Reordered, the walk is measured again: a → c → b is not a → b → c.
    const reordered = (await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${made.id}`, payload: { placeIds: [c, a, b] } })).json().data;
    expect(reordered.placeIds).toEqual([c, a, b]);
    expect(reordered.distanceMeters).not.toBe(made.distanceMeters);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'tour'), eq(auditLog.targetId, String(made.id)))).orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['tour.create', 'tour.update', 'tour.update']);
    expect(audit[2]).toMatchObject({ before: { placeIds: [a, b, c] }, after: { placeIds: [c, a, b] } });

    // A visitor's progress goes with the tour.
    const token = await t.login(area.code);
    expect((await t.call(area.code, { method: 'PUT', url: `/api/h5/tours/${made.id}/progress`, token, payload: { heardPlaceIds: [a] } })).statusCode).toBe(200);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${made.id}` })).json().data).toEqual({ deleted: true });
    expect(await t.ctx.db.select().from(tourProgress).where(eq(tourProgress.tourId, made.id))).toEqual([]);
    expect((await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'tour.delete'), eq(auditLog.targetId, String(made.id))))).length).toBe(1);
  });

  it('measures a step-free tour again on the step-free trails alone when its tags say so', async () => {
    // The Hall of Dispelling Clouds and the Tower above it: the hill's stairs join them, no step-free trail does.
    const byName = new Map((await t.ctx.db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, area.id))).map((row) => [row.name, row.id]));
    const stops = [byName.get('排云殿')!, byName.get('佛香阁')!];
    const made = (await consoleCall(t, editor, { method: 'POST', url: url(), payload: fields(stops) })).json().data;
    const stepFree = (await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${made.id}`, payload: { tags: ['stepFree'] } })).json().data;
    // Round by the corridor below instead of up the stairs.
    expect(stepFree.distanceMeters).toBeGreaterThan(made.distanceMeters);
    const back = (await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${made.id}`, payload: { tags: ['family'] } })).json().data;
    expect(back.distanceMeters).toBe(made.distanceMeters);
    await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${made.id}` });
  });

  it('refuses bad tours with the field named, and changes nothing', async () => {
    const [a, b] = await placeIds();
    const [foreign] = await placeIds(other.id);
    const before = await rows();
    for (const [payload, field] of [
      [fields([a!, foreign!]), 'body.placeIds.1'],
      [fields([a!]), 'body.placeIds'],
      [fields([a!, a!]), 'body.placeIds'],
      [fields([a!, b!], { title: '' }), 'body.title'],
      [fields([a!, b!], { tags: ['sunny'] }), 'body.tags.0'],
      [fields([a!, b!], { tags: ['family', 'family'] }), 'body.tags'],
      [fields([a!, b!], { coverKey: 'pictures/none.jpg' }), 'body.coverKey'],
      [{ ...fields([a!, b!]), extra: 1 }, 'body'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const [first] = before;
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${first!.id}`, payload: {} })).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("keeps areas apart and lets a viewer read only", async () => {
    const [foreign] = await rows(other.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign!.id}`, payload: { title: '越权' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    const [mine] = await rows();
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${url()}/${mine!.id}`, payload: { title: '只读' } })).statusCode).toBe(403);
    expect((await rows(other.id))[0]).toEqual(foreign);
  });
});
