import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, logInOperator, makeOperator, type ConsoleLogin } from '../../test/console.ts';
import { tenant } from '../../platform/db/schema.ts';
import { auditLog, operator } from '../../platform/console/console.table.ts';
import { loadDemoArea } from '../../area-file/area.file.ts';

let t: TestApp;
let platform: ConsoleLogin;

beforeAll(async () => {
  t = await createTestApp();
  platform = await logInOperator(t, await makeOperator(t, 'platform', null));
});
afterAll(() => t.close());

function areaFile(code: string): Record<string, unknown> {
  const area = loadDemoArea() as unknown as { tenant: { code: string; name: string } };
  area.tenant.code = code;
  area.tenant.name = '新景区';
  return area as unknown as Record<string, unknown>;
}
const admin = () => ({ email: `first-${randomUUID().slice(0, 8)}@example.com`, displayName: '首位管理员', password: 'first admin password' });
const create = (login: ConsoleLogin, payload: Record<string, unknown>) => consoleCall(t, login, { method: 'POST', url: '/api/console/areas', payload });

describe('creating areas', () => {
  it('creates an area from an area file with its first admin, who can then work in it, and audits it', async () => {
    const code = `new-${randomUUID().slice(0, 8)}`;
    const first = admin();
    const response = await create(platform, { areaFile: areaFile(code), admin: first });
    expect(response.json().data).toMatchObject({ code, name: '新景区', role: 'admin' });
    const [row] = await t.ctx.db.select().from(tenant).where(eq(tenant.code, code));
    const login = await logInOperator(t, { id: 0, email: first.email, password: first.password });
    expect((await consoleCall(t, login, { method: 'GET', url: `/api/console/areas/${code}/operators` })).json().data).toMatchObject([{ email: first.email, role: 'admin' }]);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, row!.id));
    expect(entry).toMatchObject({ action: 'area.create', before: null, after: { code, admin: { email: first.email } } });
    // The visitor app works in it at once.
    expect((await t.call(code, { method: 'GET', url: '/api/config/h5' })).statusCode).toBe(200);
  });

  it('refuses everyone but the platform administrator', async () => {
    const existing = await t.createTenant();
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const login = await logInOperator(t, await makeOperator(t, role, existing.id));
      const code = `no-${randomUUID().slice(0, 8)}`;
      expect((await create(login, { areaFile: areaFile(code), admin: admin() })).json()).toMatchObject({ status: 403 });
      expect(await t.ctx.db.select().from(tenant).where(eq(tenant.code, code))).toEqual([]);
    }
  });

  it('refuses a taken code or e-mail, or a broken file, and leaves nothing behind', async () => {
    const existing = await t.createTenant();
    const taken = await create(platform, { areaFile: areaFile(existing.code), admin: admin() });
    expect(taken.json()).toMatchObject({ status: 409, field: 'body.areaFile.tenant.code' });

    const code = `dup-${randomUUID().slice(0, 8)}`;
    const someone = await makeOperator(t, 'viewer', existing.id);
    const emailTaken = await create(platform, { areaFile: areaFile(code), admin: { ...admin(), email: someone.email } });
    expect(emailTaken.json()).toMatchObject({ status: 409, field: 'body.email' });
    // The area imported before the admin failed is rolled back with it.
    expect(await t.ctx.db.select().from(tenant).where(eq(tenant.code, code))).toEqual([]);

    const broken = areaFile(code);
    delete broken['placeClasses'];
    expect((await create(platform, { areaFile: broken, admin: admin() })).json()).toMatchObject({ status: 400, field: 'body.areaFile.placeClasses' });
    expect((await create(platform, { areaFile: areaFile(code), admin: { ...admin(), password: 'short' } })).json()).toMatchObject({ status: 400, field: 'body.admin.password' });
    expect(await t.ctx.db.select().from(tenant).where(eq(tenant.code, code))).toEqual([]);
    expect(await t.ctx.db.select().from(operator).where(eq(operator.email, someone.email))).toHaveLength(1);
  });
});
