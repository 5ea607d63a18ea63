import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { place, placeClass } from '../../entities/place/place.table.ts';
import { auditLog } from '../../platform/console/console.table.ts';

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer } = await openConsoleAreas());
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/place-classes`;
const visitorClasses = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json().data.classes as { id: number; name: { text: string; lang: string }; icon: string }[];
const classRows = (tenantId = area.id) => t.ctx.db.select().from(placeClass).where(eq(placeClass.tenantId, tenantId)).orderBy(asc(placeClass.id));
const auditOf = (action: string, id: number) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

describe('console place classes', () => {
  it('adds a class, renames it and reorders it; visitors see each change at once', async () => {
    const before = await visitorClasses(); // fills the visitors' cached answer
    const created = await consoleCall(t, editor, { method: 'POST', url: url(), payload: { name: '餐饮', icon: 'service', sort: 0 } });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    // The console edits the source: its name comes as written, in the main language.
    expect(row).toMatchObject({ name: '餐饮', icon: 'service', sort: 0 });
    const after = await visitorClasses();
    expect(after).toHaveLength(before.length + 1);
    // Sort 0 puts it among the first chips: after the imported class at 0 (the older one first), before the rest.
    expect(after[1]).toMatchObject({ id: row.id, name: { text: '餐饮', lang: 'zh-CN' } });

    const renamed = await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${row.id}`, payload: { name: '美食', sort: 99, icon: 'garden' } });
    expect(renamed.json().data).toMatchObject({ name: '美食', sort: 99, icon: 'garden' });
    expect((await visitorClasses()).at(-1)).toMatchObject({ id: row.id, name: { text: '美食' }, icon: 'garden' });
    const [entry] = await auditOf('placeClass.update', row.id);
    expect(entry).toMatchObject({ before: { name: '餐饮', sort: 0, icon: 'service' }, after: { name: '美食', sort: 99, icon: 'garden' } });

    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${row.id}` })).json().data).toEqual({ deleted: true });
    expect((await visitorClasses()).map((c) => c.id)).not.toContain(row.id);
    expect(await auditOf('placeClass.delete', row.id)).toMatchObject([{ before: { name: '美食' }, after: null }]);
    expect(await auditOf('placeClass.create', row.id)).toMatchObject([{ before: null, after: { name: '餐饮', icon: 'service' } }]);
  });

  it('keeps a class that still holds places (409), and changes nothing', async () => {
    const [used] = await t.ctx.db.select({ classId: place.classId }).from(place).where(eq(place.tenantId, area.id)).limit(1);
    const before = await classRows();
    const response = await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${used!.classId}` });
    expect(response.json()).toMatchObject({ status: 409, code: 'CONFLICT', message: expect.stringContaining('move them') });
    expect(await classRows()).toEqual(before);
  });

  it('refuses bad classes with the field named, and changes nothing', async () => {
    const before = await classRows();
    const target = before[0]!;
    for (const [payload, field] of [
      [{ name: '', icon: 'gate', sort: 1 }, 'body.name'],
      [{ name: '长'.repeat(21), icon: 'gate', sort: 1 }, 'body.name'],
      [{ name: '门', icon: 'rocket', sort: 1 }, 'body.icon'],
      [{ name: '门', icon: 'gate', sort: -1 }, 'body.sort'],
      [{ name: '门', icon: 'gate' }, 'body.sort'],
      [{ name: '门', icon: 'gate', sort: 1, tenantId: other.id }, 'body'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'POST', url: url(), payload });
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}`)) });
    }
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${target.id}`, payload: {} })).statusCode).toBe(400);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${target.id}`, payload: { name: '  ' } })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect(await classRows()).toEqual(before);
  });

  it("lets a viewer read only, and keeps another area's classes out of reach", async () => {
    const before = await classRows();
    const target = before[0]!;
    expect((await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/places` })).json().data.classes).toHaveLength(before.length);
    expect((await consoleCall(t, viewer, { method: 'POST', url: url(), payload: { name: '门', icon: 'gate', sort: 1 } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${url()}/${target.id}`, payload: { name: '改名' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${url()}/${target.id}` })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${target.id}`, payload: { name: '改名' }, csrf: false })).json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });

    const foreignBefore = await classRows(other.id);
    const foreign = foreignBefore.at(-1)!;
    // Positive control: its own area's visitors see it.
    expect((await visitorClasses(other.code)).map((c) => c.id)).toContain(foreign.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${url()}/${foreign.id}`, payload: { name: '越权' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${url()}/${foreign.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'POST', url: url(other.code), payload: { name: '门', icon: 'gate', sort: 1 } })).statusCode).toBe(403);
    expect(await classRows(other.id)).toEqual(foreignBefore);
    expect(await classRows()).toEqual(before);
  });
});
