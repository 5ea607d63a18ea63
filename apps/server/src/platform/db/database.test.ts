import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seedDemoAreaIfEmpty } from '../../area-file/area.seed.ts';
import { parseEnv } from '../env.ts';
import { loadSecret } from '../secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { openDatabase } from './database.ts';
import { place } from '../../entities/place/place.table.ts';
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

// PGlite's own test: the PostgreSQL project has nothing to add, and two copies of it (two fresh
// databases, two seeds) running beside the rest of the suite outran the minute a test gets.
describe.skipIf(process.env.TEST_DB === 'pg')('the embedded database under DATA_DIR', () => {
  // Two starts of a fresh embedded database and a whole demo seed: 10 s on an idle machine.
  it('seeds the demo area once and keeps data and secrets across a restart', { timeout: 240_000 }, async () => {
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

describe.skipIf(process.env.TEST_DB !== 'pg')('a request’s queries on PostgreSQL', () => {
  it('run one after another on the request’s connection when they start together, not in node-postgres’s deprecated queue', async () => {
    const database = await openDatabase({ url: inject('databaseUrl'), poolSize: 2 });
    // Counts, per connection, the queries sent and not yet answered: pg queues a second one (with
    // its deprecation warning, and not at all from pg 9 on).
    const send = pg.Client.prototype.query;
    const pending = new Map<pg.Client, number>();
    let most = 0;
    let sent = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]): unknown {
      const result = (send as (...args: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) {
        sent += 1;
        pending.set(this, (pending.get(this) ?? 0) + 1);
        most = Math.max(most, pending.get(this) ?? 0);
        const answered = () => pending.set(this, (pending.get(this) ?? 1) - 1);
        result.then(answered, answered);
      }
      return result;
    } as typeof send;
    try {
      const numbers = [1, 2, 3, 4];
      const answers = await database.inTenant(1, () => Promise.all(numbers.map((n) => database.db.execute(sql`SELECT ${n}::int AS n, pg_sleep(0.01)`))));
      expect(answers.map((answer) => (answer as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toEqual(numbers);
      // Positive control: the four queries and the transaction's own went through the counter.
      expect(sent).toBeGreaterThanOrEqual(numbers.length + 3);
      expect(most).toBe(1);
    } finally {
      pg.Client.prototype.query = send;
      await database.close();
    }
  });
});
