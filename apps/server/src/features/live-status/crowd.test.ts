import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER } from '@youlan/contract';
import type { TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { place } from '../../entities/place/place.table.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { crowdAlarm, crowdReport, crowdSample, placeCrowd } from './live-status.table.ts';
import { crowdTick, sweepCrowds } from './crowd.service.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin, otherEditor: ConsoleLogin;
let places: number[], otherPlace: number;
beforeAll(async () => {
  ({ t, area, other, editor, viewer, admin, otherEditor } = await openConsoleAreas('admin', 'otherEditor'));
  places = (await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, area.id)).orderBy(place.id)).map((row) => row.id);
  [{ id: otherPlace }] = (await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, other.id)).limit(1)) as [{ id: number }];
});
afterAll(() => t.close());

const report = (payload: Record<string, unknown>, code = area.code) => t.call(code, { method: 'POST', url: '/api/h5/crowd-report', payload });
/** `n` phones, each its own session, report being at the place. */
const phones = async (n: number, placeId: number, code = area.code) => {
  const sessions = Array.from({ length: n }, () => randomUUID());
  for (const session of sessions) expect((await report({ session, placeId }, code)).json().data).toEqual({ counted: true });
  return sessions;
};
const settings = (placeId: number, body: Record<string, unknown>, login = editor, code = area.code) => consoleCall(t, login, { method: 'PUT', url: `/api/console/areas/${code}/crowd/${placeId}`, payload: body });
/** Saving the settings again drops the cached snapshot, so the next read sees the reports. */
const crowdOf = async (placeId: number, capacity = 20) => {
  expect((await settings(placeId, { capacity, levels: [50, 80, 100] })).statusCode).toBe(200);
  const crowds = (await t.call(area.code, { method: 'GET', url: '/api/h5/live-status' })).json().data.crowds as { placeId: number; level: string }[];
  return crowds.find((crowd) => crowd.placeId === placeId);
};
const board = async (login = viewer, code = area.code) => consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/crowd-board` });

describe('crowd reports', () => {
  it('shows fewer than five as quiet, then calm, busy and crowded by capacity, as a word only', async () => {
    const [a] = places as [number];
    await phones(4, a);
    expect(await crowdOf(a)).toEqual({ placeId: a, level: 'quiet', official: false });
    const placeOnBoard = async () => ((await board()).json().data.places as { placeId: number }[]).find((p) => p.placeId === a);
    expect(await placeOnBoard()).toMatchObject({ capacity: 20, count: null, step: null });
    await phones(1, a);
    expect(await crowdOf(a)).toEqual({ placeId: a, level: 'calm', official: false });
    expect(await placeOnBoard()).toMatchObject({ count: 5, step: 0 });
    await phones(5, a);
    expect((await crowdOf(a))?.level).toBe('busy');
    await phones(6, a);
    expect((await crowdOf(a))?.level).toBe('crowded');
    const snapshot = JSON.stringify((await t.call(area.code, { method: 'GET', url: '/api/h5/live-status' })).json().data.crowds);
    expect(snapshot).not.toMatch(/count|16/);
  });

  it('counts a session once a minute, in one place, and only over the window', async () => {
    const [, b, c] = places as [number, number, number];
    const [first, ...rest] = await phones(5, b);
    expect((await report({ session: first, placeId: c })).json().data).toEqual({ counted: false });
    expect((await crowdOf(b))?.level).toBe('calm');
    await t.ctx.db.update(crowdReport).set({ reportedAt: new Date(Date.now() - 61_000) }).where(and(eq(crowdReport.tenantId, area.id), eq(crowdReport.session, first!)));
    expect((await report({ session: first, placeId: c })).json().data).toEqual({ counted: true });
    expect((await crowdOf(b))?.level).toBe('quiet');
    await t.ctx.db.update(crowdReport).set({ reportedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(crowdReport.session, rest[0]!));
    expect(await crowdOf(b)).toMatchObject({ level: 'quiet' });
    expect((await board()).json().data.places.find((p: { placeId: number }) => p.placeId === b)).toMatchObject({ count: null });
  });

  it('forgets a session that opts out and counts nothing of it', async () => {
    const d = places[3]!;
    const sessions = await phones(5, d);
    expect((await crowdOf(d))?.level).toBe('calm');
    expect((await report({ session: sessions[0], placeId: d, optOut: true })).json().data).toEqual({ counted: false });
    expect(await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.session, sessions[0]!))).toEqual([]);
    expect((await crowdOf(d))?.level).toBe('quiet');
    expect((await report({ session: randomUUID(), placeId: d, optOut: true })).json().data).toEqual({ counted: false });
    expect((await crowdOf(d))?.level).toBe('quiet');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.ctx.db.select().from(crowdReport);
    for (const [payload, field] of [
      [{ session: 'me', placeId: places[0] }, 'body.session'],
      [{ session: randomUUID(), placeId: 'x' }, 'body.placeId'],
      [{ session: randomUUID(), placeId: places[0], latitude: 30.2 }, 'body'],
      [{ session: randomUUID() }, 'body.placeId'],
    ] as const) {
      expect((await report(payload)).json()).toMatchObject({ status: 400, field });
    }
    expect((await report({ session: randomUUID(), placeId: otherPlace })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(crowdReport)).toEqual(before);
    for (const body of [{ capacity: 0, levels: [50, 80, 100] }, { capacity: 10, levels: [80, 50, 100] }, { capacity: 10, levels: [50, 80] }, { capacity: 10 }]) {
      expect((await settings(places[0]!, body)).statusCode).toBe(400);
    }
    expect((await settings(places[0]!, { capacity: 10, levels: [50, 80, 100] }, viewer)).statusCode).toBe(403);
    expect((await t.ctx.db.select().from(placeCrowd).where(eq(placeCrowd.placeId, places[0]!)))[0]).toMatchObject({ capacity: 20 });
  });

  it("keeps areas apart: another area's reports, places, board and alarms", async () => {
    expect((await settings(otherPlace, { capacity: 10, levels: [50, 80, 100] })).statusCode).toBe(404);
    expect((await settings(otherPlace, { capacity: 10, levels: [50, 80, 100] }, otherEditor, other.code)).statusCode).toBe(200);
    await phones(9, otherPlace, other.code);
    expect((await board(editor, other.code)).statusCode).toBe(403);
    const ours = (await board()).json().data.places as { placeId: number }[];
    expect(ours.map((p) => p.placeId)).not.toContain(otherPlace);
    const crowds = (await t.call(area.code, { method: 'GET', url: '/api/h5/live-status' })).json().data.crowds as { placeId: number }[];
    expect(crowds.map((c) => c.placeId)).not.toContain(otherPlace);
  });
});

describe('official counts, alarms and the sweep', () => {
  it("replaces the app's estimate with a gate's count from the device ingest", async () => {
    const e = places[4]!;
    await phones(6, e);
    const { secret } = (await consoleCall(t, admin, { method: 'POST', url: `/api/console/areas/${area.code}/device-keys`, payload: { name: '闸机' } })).json().data;
    const ingest = (payload: Record<string, unknown>) => t.call(area.code, { method: 'POST', url: '/api/device/live-status', headers: { [DEVICE_KEY_HEADER]: secret }, payload });
    expect((await ingest({ readingId: 'gate-1', placeId: e, occupancy: 3 })).json().data).toMatchObject({ applied: true });
    expect(await crowdOf(e)).toEqual({ placeId: e, level: 'calm', official: true });
    expect((await ingest({ readingId: 'gate-2', placeId: e, occupancy: 19 })).json().data).toMatchObject({ applied: true });
    expect(await crowdOf(e)).toEqual({ placeId: e, level: 'crowded', official: true });
    expect((await ingest({ readingId: 'gate-3', placeId: e, occupancy: -1 })).json()).toMatchObject({ status: 400, field: 'body.occupancy' });
    // A gate that counts people leaves the place's status alone.
    expect((await t.call(area.code, { method: 'GET', url: '/api/h5/live-status' })).json().data.statuses.find((s: { placeId: number }) => s.placeId === e)).toBeUndefined();
    expect((await ingest({ readingId: 'gate-4', placeId: e, occupancy: null })).json().data).toMatchObject({ applied: true });
    expect(await crowdOf(e)).toEqual({ placeId: e, level: 'calm', official: false });
  });

  it('raises an alarm when a place crosses a level, once; a named editor acknowledges it, audited', async () => {
    const a = places[0]!;
    await crowdTick(t.ctx.db);
    const alarms = (await board()).json().data.alarms as { id: number; placeId: number; step: number; ackedAt: string | null }[];
    const alarm = alarms.find((x) => x.placeId === a);
    expect(alarm).toMatchObject({ step: 2, count: 16, capacity: 20, ackedAt: null, ackedBy: null });
    await crowdTick(t.ctx.db);
    expect(await t.ctx.db.select().from(crowdAlarm).where(eq(crowdAlarm.placeId, a))).toHaveLength(1);
    const trend = ((await board()).json().data.places as { placeId: number; trend: (number | null)[] }[]).find((p) => p.placeId === a)?.trend;
    expect(trend).toHaveLength(60);
    expect(trend?.at(-1)).toBe(16);
    const ackUrl = `/api/console/areas/${area.code}/crowd-alarms/${alarm!.id}/ack`;
    expect((await consoleCall(t, viewer, { method: 'POST', url: ackUrl })).statusCode).toBe(403);
    expect((await consoleCall(t, otherEditor, { method: 'POST', url: `/api/console/areas/${other.code}/crowd-alarms/${alarm!.id}/ack` })).statusCode).toBe(404);
    const acked = (await consoleCall(t, editor, { method: 'POST', url: ackUrl })).json().data;
    expect(acked).toMatchObject({ id: alarm!.id, ackedBy: expect.stringMatching(/^editor-.+@example\.com$/) });
    expect((await consoleCall(t, editor, { method: 'POST', url: ackUrl })).json().data).toEqual(acked);
    const entries = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'crowdAlarm.ack'), eq(auditLog.targetId, String(alarm!.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operatorEmail: acked.ackedBy, tenantId: area.id });
  });

  it('keeps nothing of a visitor past the hour, nor samples past the trend', async () => {
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await t.ctx.db.update(crowdReport).set({ reportedAt: hourAgo }).where(eq(crowdReport.placeId, places[1]!));
    const old = await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.placeId, places[1]!));
    expect(old.length).toBeGreaterThan(0);
    await t.ctx.db.insert(crowdSample).values({ tenantId: area.id, placeId: places[1]!, minute: new Date(Date.now() - 90 * 60_000), count: 7, official: false });
    await crowdTick(t.ctx.db);
    expect(await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.placeId, places[1]!))).toEqual([]);
    expect(await t.ctx.db.select().from(crowdSample).where(eq(crowdSample.placeId, places[1]!))).toEqual([]);
    expect((await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.placeId, places[0]!))).length).toBe(16);
  });

  it("keeps an area's sessions bounded: past the cap the oldest reports go, another area's stay", async () => {
    const ours = await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.tenantId, area.id));
    const theirs = await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.tenantId, other.id));
    const [oldest] = ours.sort((a, b) => a.reportedAt.getTime() - b.reportedAt.getTime());
    await sweepCrowds(t.ctx.db, new Date(), ours.length - 1);
    const left = await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.tenantId, area.id));
    expect(left).toHaveLength(ours.length - 1);
    expect(left.map((row) => row.session)).not.toContain(oldest!.session);
    expect(await t.ctx.db.select().from(crowdReport).where(eq(crowdReport.tenantId, other.id))).toHaveLength(theirs.length);
  });
});
