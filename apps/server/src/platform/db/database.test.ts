import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoAreaIfEmpty } from '../../area/area.seed.ts';
import { parseEnv } from '../env.ts';
import { loadSecret } from '../secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { openDatabase } from './database.ts';
import { place } from './place.table.ts';
import { tenant } from './schema.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  const secret = await loadSecret(database.db, 'auth', undefined);
  const ctx = { db: database.db, storage: createStorage(parseEnv({ DATA_DIR: dataDir }), secret), log: pino({ level: 'silent' }) };
  return { database, ctx, secret };
}

describe('the embedded database under DATA_DIR', () => {
  it('seeds the demo area once and keeps data and secrets across a restart', async () => {
    const first = await start();
    expect(await seedDemoAreaIfEmpty(first.ctx)).toBe(true);
    const [places] = await first.database.db.select({ n: count() }).from(place);
    expect(places?.n).toBeGreaterThanOrEqual(20);
    await first.database.close();

    const second = await start();
    expect(second.secret).toBe(first.secret);
    expect(await seedDemoAreaIfEmpty(second.ctx)).toBe(false);
    const [tenants] = await second.database.db.select({ n: count() }).from(tenant);
    const [placesAfter] = await second.database.db.select({ n: count() }).from(place);
    expect(tenants?.n).toBe(1);
    expect(placesAfter?.n).toBe(places?.n);
    await second.database.close();
  });
});
