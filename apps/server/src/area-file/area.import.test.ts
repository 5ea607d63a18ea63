import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { loadDemoArea, parseAreaFile } from './area.file.ts';
import { AreaExistsError, importArea } from './area.import.ts';
import { crowdBoard } from '../features/live-status/crowd.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('importing a scenic area file', () => {
  it('refuses a file with mistakes, naming each field', () => {
    const area = loadDemoArea() as unknown as { places: Record<string, unknown>[]; tenant: Record<string, unknown> };
    area.places[2] = { ...area.places[2], latitude: 123, classKey: 'nope' };
    area.tenant.code = 'has space';
    expect(() => parseAreaFile(area)).toThrow(/tenant\.code[\s\S]*places\.2\.latitude/);
    expect(() => parseAreaFile(area)).toThrow(/places\.2\.classKey: no place class "nope"/);
  });

  it('refuses a second area with the same code and leaves the first as it was', async () => {
    const { code, id } = await t.createTenant();
    const again = loadDemoArea();
    again.tenant.code = code;
    again.tenant.name = 'Replacement';
    await expect(importArea(t.ctx, again)).rejects.toBeInstanceOf(AreaExistsError);
    const [row] = await t.ctx.db.select().from(tenant).where(eq(tenant.id, id));
    expect(row?.name).toBe(loadDemoArea().tenant.name);
  });
});

describe('live status in the area file', () => {
  it('refuses a status or a crowd naming no place, a place twice, a status without a field and levels out of order', () => {
    const area = loadDemoArea();
    const file = {
      ...area,
      liveStatus: {
        marks: { staleAfterMinutes: 60, hideAfterMinutes: 30 },
        statuses: [{ place: '没有这个地方', state: 'open' }, { place: area.places[0]!.name }, { place: area.places[1]!.name, state: 'open' }, { place: area.places[1]!.name, state: 'closed' }],
        crowds: [{ place: area.places[0]!.name, capacity: 100, levels: [80, 50, 100] }],
      },
    };
    const problems = (() => {
      try {
        parseAreaFile(file);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(problems).toMatch(/liveStatus\.marks\.hideAfterMinutes: hide after more minutes than it fades/);
    expect(problems).toMatch(/liveStatus\.statuses\.1: a status needs at least one of/);
    expect(problems).toMatch(/liveStatus\.crowds\.0\.levels: levels ascending/);
    const named = { ...file, liveStatus: { marks: null, statuses: [file.liveStatus.statuses[0], file.liveStatus.statuses[2], file.liveStatus.statuses[3]], crowds: [] } };
    expect(() => parseAreaFile(named)).toThrow(/liveStatus\.statuses\.0\.place: no place named "没有这个地方"[\s\S]*liveStatus\.statuses\.2\.place: "仁寿殿" is given twice/);
    expect(() => parseAreaFile({ ...area, liveStatus: { statuses: [{ place: area.places[0]!.name, state: 'open', colour: 'red' }] } })).toThrow(/liveStatus\.statuses\.0: Unrecognized key/);
    expect(() => parseAreaFile({ ...area, places: [{ ...area.places[0], facility: 'shop' }, ...area.places.slice(1)] })).toThrow(/places\.0\.facility/);
  });

  it('sets the statuses at the import (updated now, from the console), the marks and the capacities; visitors see them and the places kinds', async () => {
    const area = loadDemoArea();
    area.tenant = { ...area.tenant, code: 'live-file', domains: [] };
    const before = Date.now();
    await importArea(t.ctx, area);
    const snapshot = (await t.call('live-file', { method: 'GET', url: '/api/h5/live-status' })).json().data as { statuses: { placeId: number; state: string; freeSpaces: number | null; updatedAt: string; source: string; isStale: boolean }[]; staleAfterMinutes: number; hideAfterMinutes: number };
    const places = (await t.call('live-file', { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json().data.list as { id: number; signName: { text: string }; facility: string | null }[];
    const idOf = (name: string) => places.find((p) => p.signName.text === name)!.id;
    expect(snapshot).toMatchObject({ staleAfterMinutes: area.liveStatus.marks!.staleAfterMinutes, hideAfterMinutes: area.liveStatus.marks!.hideAfterMinutes });
    expect(snapshot.statuses).toHaveLength(area.liveStatus.statuses.length);
    const carPark = snapshot.statuses.find((s) => s.placeId === idOf('东宫门停车场'));
    expect(carPark).toMatchObject({ state: 'open', freeSpaces: 86, source: 'console', isStale: false });
    expect(Date.parse(carPark!.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(places.find((p) => p.id === idOf('东宫门'))?.facility).toBe('exit');
    expect(places.find((p) => p.id === idOf('仁寿殿'))?.facility).toBeNull();
    const board = await crowdBoard(t.ctx.db, (await t.ctx.tenants.find('live-file'))!.id);
    expect(board.places.find((p) => p.placeId === idOf('十七孔桥'))).toMatchObject({ capacity: 1400, levels: [50, 80, 100] });
  });

  it('an area file without live status has none, and the default marks', async () => {
    const { liveStatus: _live, ...area } = loadDemoArea();
    await importArea(t.ctx, parseAreaFile({ ...area, tenant: { ...area.tenant, code: 'live-none', domains: [] } }));
    const snapshot = (await t.call('live-none', { method: 'GET', url: '/api/h5/live-status' })).json().data;
    expect(snapshot).toMatchObject({ statuses: [], crowds: [], staleAfterMinutes: 30, hideAfterMinutes: 120 });
  });
});
