import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { loadDemoArea, parseAreaFile } from './area.file.ts';
import { AreaExistsError, importArea } from './area.import.ts';

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
