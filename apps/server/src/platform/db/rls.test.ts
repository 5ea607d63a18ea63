// Row-level security (docs/hardening.md): every table with tenant_id has it forced with the tenant
// policy (checked on every database, so a table another branch adds without it fails here), and on
// PostgreSQL a request's queries see only their tenant's rows, whatever their WHERE says.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { place } from '../../entities/place/place.table.ts';
import { APP_ROLE } from './tenant-scope.ts';

let t: TestApp;
let a: { code: string; id: number };
let b: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createTenant();
  b = await t.createTenant();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

describe('row-level security', () => {
  it('is enabled and forced, with the app.tenant_id policy, on every table that has tenant_id', async () => {
    const tables = rowsOf<{ name: string; enabled: boolean; forced: boolean; policies: number }>(
      await t.ctx.db.execute(sql`
        SELECT c.relname AS name, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
          (SELECT count(*)::int FROM pg_policies p
            WHERE p.schemaname = 'public' AND p.tablename = c.relname
              AND p.qual LIKE '%app.tenant_id%' AND p.with_check LIKE '%app.tenant_id%') AS policies
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attname = 'tenant_id' AND NOT a.attisdropped
        ORDER BY c.relname`),
    );
    // Positive control: the query finds the tenant tables at all.
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['place', 'visitor', 'material', 'image_job', 'upload']));
    const unprotected = tables.filter((table) => !table.enabled || !table.forced || table.policies !== 1).map((table) => table.name);
    expect(unprotected, 'tables with tenant_id but without forced row-level security: call youlan_enable_tenant_rls(<table>) in their migration').toEqual([]);
  });

  describe.skipIf(process.env.TEST_DB !== 'pg')('on PostgreSQL', () => {
    it(`a query as ${APP_ROLE} without the tenant setting sees no rows (positive control: with it, the tenant's rows)`, async () => {
      const withSetting = await t.ctx.inTenant(a.id, async () => (await t.ctx.db.select({ n: count() }).from(place).where(eq(place.tenantId, a.id)))[0]?.n ?? 0);
      expect(withSetting).toBeGreaterThan(0);
      const withoutSetting = await t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
        return (await tx.select({ n: count() }).from(place).where(eq(place.tenantId, a.id)))[0]?.n ?? 0;
      });
      expect(withoutSetting).toBe(0);
    });

    it('hides another tenant’s rows from a query that forgot its WHERE, and refuses writing them', async () => {
      const ownerCount = async (tenantId: number) => (await t.ctx.db.select({ n: count() }).from(place).where(eq(place.tenantId, tenantId)))[0]?.n ?? 0;
      // Positive control: both tenants have places.
      expect(await ownerCount(a.id)).toBeGreaterThan(0);
      expect(await ownerCount(b.id)).toBeGreaterThan(0);

      const seen = await t.ctx.inTenant(a.id, () => t.ctx.db.select({ tenantId: place.tenantId }).from(place));
      expect(seen.length).toBe(await ownerCount(a.id));
      expect(new Set(seen.map((row) => row.tenantId))).toEqual(new Set([a.id]));

      const updated = await t.ctx.inTenant(a.id, () => t.ctx.db.update(place).set({ sort: 7 }).where(eq(place.tenantId, b.id)).returning({ id: place.id }));
      expect(updated).toEqual([]);
      await expect(
        t.ctx.inTenant(a.id, () => t.ctx.db.insert(place).values({ tenantId: b.id, classId: 1, placeType: 1, name: 'x', longitude: 0, latitude: 0 })),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    });

    it('answers a route only with its own tenant’s rows (the place list of each tenant)', async () => {
      const list = async (code: string) => (await t.call(code, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).json().data as { total: number };
      expect((await list(a.code)).total).toBe(await t.ctx.inTenant(a.id, async () => (await t.ctx.db.select({ n: count() }).from(place))[0]?.n ?? 0));
    });
  });
});
