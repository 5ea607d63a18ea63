/**
 * Builds the app for a test file on the database of its project (PGlite or PostgreSQL), and
 * makes tenants with unique codes so files never see each other's rows.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { TENANT_HEADER } from '@youlan/contract';
import { buildApp, type BuildOptions } from '../app.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { parseEnv } from '../platform/env.ts';
import type { AppContext } from '../platform/context.ts';
import { importArea } from '../area-file/area.import.ts';
import { loadDemoArea, type AreaFile } from '../area-file/area.file.ts';
import { dropDatabase, freshDatabase } from './scratch-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  dataDir: string;
  /** Imports the demo area under a fresh code; returns the code and tenant id. */
  createTenant(change?: (area: AreaFile) => void): Promise<{ code: string; id: number }>;
  /** A guest visitor's token in the tenant. */
  login(tenantCode: string): Promise<string>;
  /** `app.inject` with the tenant header (and token) set. */
  call(tenantCode: string | null, options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'pg') return openDatabase({ url: inject('databaseUrl'), poolSize: 4 });
  const dump = readFileSync(inject('pgliteDumpPath'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}

/**
 * `database`: one the test opened itself (migrated), e.g. a PostgreSQL database of its own; closed with the app.
 * `freeSpace`: the disk's free space as the app sees it (storage-full tests).
 */
export async function createTestApp(envOverrides: Record<string, string> = {}, { database, ...options }: Pick<BuildOptions, 'freeSpace'> & { database?: Database } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'youlan-test-'));
  database ??= await openTestDatabase();
  // Rate limits and load shedding off unless a test is about them: files log in and post far more
  // than a visitor does, and loading a demo area blocks PGlite's event loop for seconds.
  // No speech unless a test asks: a list in English or Japanese would have every demo place read aloud.
  // No image worker unless a test asks: on PostgreSQL every test file shares the job table, and
  // a worker would take other files' jobs whose photos are in another data directory.
  const env = parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', IMAGE_WORKERS: '0', TTS: 'off', RATE_LIMITS: 'off', MAX_EVENT_LOOP_DELAY_MS: '0', ...envOverrides });
  const { app, ctx } = await buildApp({ env, database, logger: false, ...options });
  await app.ready();

  const call: TestApp['call'] = (tenantCode, { token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: {
        ...(tenantCode ? { [TENANT_HEADER]: tenantCode } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });

  return {
    app,
    ctx,
    database,
    dataDir,
    async createTenant(change) {
      const area = loadDemoArea();
      area.tenant.code = `t-${randomUUID().slice(0, 8)}`;
      change?.(area);
      const id = await importArea(ctx, area);
      return { code: area.tenant.code, id };
    },
    async login(tenantCode) {
      const response = await call(tenantCode, { method: 'POST', url: '/api/visitor/login/h5', payload: { deviceId: `device-${randomUUID()}` } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return (response.json() as { data: { token: string } }).data.token;
    },
    call,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app on a database no other test file writes: on PostgreSQL a scratch database `<name>_<suffix>`
 * dropped on close, for tests whose figures hold for the whole database (no operator yet, the
 * uploads signed on the whole disk); on PGlite every app's database is its own already.
 */
export async function createTestAppOwnDatabase(suffix: string, envOverrides: Record<string, string> = {}, options: Pick<BuildOptions, 'freeSpace'> = {}): Promise<TestApp> {
  if (process.env.TEST_DB !== 'pg') return createTestApp(envOverrides, options);
  const url = await freshDatabase(inject('databaseUrl'), suffix);
  const database = await openDatabase({ url, poolSize: 4 });
  await database.migrate();
  const t = await createTestApp(envOverrides, { ...options, database });
  return {
    ...t,
    async close() {
      await t.close();
      await dropDatabase(inject('databaseUrl'), url);
    },
  };
}
