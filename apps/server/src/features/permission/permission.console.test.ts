import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, type ConsoleLogin } from '../../test/console.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { routePermission } from './permission.table.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let admin: ConsoleLogin;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  admin = await logInOperator(t, await makeOperator(t, 'admin', area.id));
  editor = await logInOperator(t, await makeOperator(t, 'editor', area.id));
  viewer = await logInOperator(t, await makeOperator(t, 'viewer', area.id));
});
afterAll(() => t.close());

const url = (code = area.code) => `/api/console/areas/${code}/route-switches`;
interface TreeEntry {
  path: string;
  status: number;
  children: TreeEntry[];
}
const flatten = (tree: TreeEntry[]): TreeEntry[] => tree.flatMap((entry) => [entry, ...flatten(entry.children)]);
const visitorStatus = async (path: string, code = area.code) => flatten((await t.call(code, { method: 'GET', url: '/api/getH5Permission' })).json().data).find((entry) => entry.path === path)?.status;
const rows = (tenantId: number) => t.ctx.db.select().from(routePermission).where(eq(routePermission.tenantId, tenantId)).orderBy(asc(routePermission.id));

describe('console route switches', () => {
  it('lists every page; an admin closes and reopens one; visitors follow at once although the tree is cached', async () => {
    const listed = (await consoleCall(t, viewer, { method: 'GET', url: url() })).json().data.routes as { path: string; parentPath: string | null; isOpen: boolean }[];
    expect(listed).toContainEqual({ path: '/home/draw-map/navigation', parentPath: '/home/draw-map', isOpen: true });
    expect(await visitorStatus('/home/draw-map/navigation')).toBe(1); // fills the cached answer
    const closed = await consoleCall(t, admin, { method: 'PATCH', url: url(), payload: { path: '/home/draw-map/navigation', isOpen: false } });
    expect(closed.json().data).toEqual({ path: '/home/draw-map/navigation', parentPath: '/home/draw-map', isOpen: false });
    expect(await visitorStatus('/home/draw-map/navigation')).toBe(0);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'route.switch'), eq(auditLog.tenantId, area.id)));
    expect(entry).toMatchObject({ targetId: '/home/draw-map/navigation', before: { isOpen: true }, after: { isOpen: false } });
    await consoleCall(t, admin, { method: 'PATCH', url: url(), payload: { path: '/home/draw-map/navigation', isOpen: true } });
    expect(await visitorStatus('/home/draw-map/navigation')).toBe(1);
  });

  it('refuses editors and viewers, unknown paths and bad bodies, and changes nothing', async () => {
    const before = await rows(area.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: url(), payload: { path: '/opinion', isOpen: false } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: url(), payload: { path: '/opinion', isOpen: false } })).statusCode).toBe(403);
    expect((await consoleCall(t, admin, { method: 'PATCH', url: url(), payload: { path: '/no/such/page', isOpen: false } })).json()).toMatchObject({ status: 404 });
    for (const payload of [{ path: '/opinion', isOpen: 'no' }, { path: '', isOpen: false }, { path: '/opinion' }, { path: '/opinion', isOpen: false, status: 0 }]) {
      expect((await consoleCall(t, admin, { method: 'PATCH', url: url(), payload })).json(), JSON.stringify(payload)).toMatchObject({ status: 400, field: expect.stringMatching(/^body/) });
    }
    expect(await rows(area.id)).toEqual(before);
  });

  it("keeps areas apart: one area's admin cannot switch another's pages", async () => {
    const foreign = await rows(other.id);
    expect(await visitorStatus('/opinion', other.code)).toBe(1); // positive control
    expect((await consoleCall(t, admin, { method: 'PATCH', url: url(other.code), payload: { path: '/opinion', isOpen: false } })).statusCode).toBe(403);
    expect((await consoleCall(t, admin, { method: 'GET', url: url(other.code) })).statusCode).toBe(403);
    expect(await rows(other.id)).toEqual(foreign);
  });
});
