/**
 * A PostgreSQL stall under load with two instances (docs/hardening.md, "Dependencies that stall"):
 * the database stops answering for 20 s without closing anything. Every instance keeps running,
 * answers fast 503s while it lasts, recovers without a restart, and loses no write it acknowledged.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TENANT_HEADER } from '@youlan/contract';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { parseEnv } from './platform/env.ts';
import { visitor } from './platform/db/schema.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { startStallProxy, type StallProxy } from './test/stall-proxy.ts';

const STALL_MS = 20_000;
/** Short, so a 20 s stall spans several rounds of timeouts; production keeps 10 s. */
const STATEMENT_TIMEOUT_MS = 1_500;
const CONNECT_TIMEOUT_MS = 1_000;
/** Requests each instance has in flight at any time. */
const CONCURRENCY = 4;

interface Outcome {
  instance: number;
  status: number;
  startedAt: number;
  endedAt: number;
  /** The device of a guest login, to find its visitor afterwards. */
  deviceId: string | null;
  retryAfter: string | undefined;
}

describe.skipIf(process.env.TEST_DB !== 'pg')('a database stall of 20 s under load, two instances', () => {
  let t: TestApp;
  let tenant: { code: string; id: number };
  let proxy: StallProxy;
  const instances: { app: FastifyInstance; database: Database; dataDir: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await t.createTenant();
    const target = new URL(inject('databaseUrl'));
    proxy = await startStallProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(target);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'youlan-stall-'));
      const database = await openDatabase({ url: proxied.toString(), poolSize: 3, connectTimeoutMs: CONNECT_TIMEOUT_MS, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
      const env = parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', RATE_LIMITS: 'off', MAX_EVENT_LOOP_DELAY_MS: '0', IMAGE_WORKERS: '0' });
      const { app } = await buildApp({ env, database, logger: false });
      await app.ready();
      instances.push({ app, database, dataDir });
    }
  });
  afterAll(async () => {
    proxy.resume();
    for (const { app, database, dataDir } of instances) {
      await app.close();
      // Already closed by the test unless it failed first; a leaked connection must not hang this.
      void database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
    await proxy.close();
    await t.close();
  });

  /** A guest login (a write in the request's transaction) or a tenant look-up no cache can answer. */
  const request = async (instance: number, index: number): Promise<Outcome> => {
    const { app } = instances[instance]!;
    const startedAt = Date.now();
    const isLogin = index % 2 === 0;
    const deviceId = isLogin ? randomUUID().replaceAll('-', '') : null;
    const response = isLogin
      ? await app.inject({ method: 'POST', url: '/api/visitor/login/h5', headers: { [TENANT_HEADER]: tenant.code }, payload: { deviceId } })
      : await app.inject({ method: 'GET', url: '/api/config/h5', headers: { [TENANT_HEADER]: `missing-${randomUUID().slice(0, 8)}` } });
    const retryAfter = response.headers['retry-after'];
    return { instance, status: response.statusCode, startedAt, endedAt: Date.now(), deviceId, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined };
  };

  /** CONCURRENCY loops per instance until `until()`; bounded by the caller's deadline. */
  const load = async (until: () => boolean): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    let index = 0;
    await Promise.all(
      instances.flatMap((_, instance) =>
        Array.from({ length: CONCURRENCY }, async () => {
          while (!until()) outcomes.push(await request(instance, (index += 1)));
        }),
      ),
    );
    return outcomes;
  };

  it('keeps both instances up: fast 503s with Retry-After while stalled, no 500, recovery without a restart, no acknowledged write lost', async () => {
    // Positive control: through the proxy, both instances answer.
    for (const instance of [0, 1]) expect((await request(instance, 0)).status).toBe(200);

    const loadStartedAt = Date.now();
    let stallStartedAt = 0;
    let stallEndedAt = 0;
    let isDone = false;
    const stopAt = loadStartedAt + 2_000 + STALL_MS + 3 * STATEMENT_TIMEOUT_MS + 8_000;
    const running = load(() => isDone || Date.now() > stopAt);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stallStartedAt = Date.now();
    proxy.stall();
    await new Promise((resolve) => setTimeout(resolve, STALL_MS));
    proxy.resume();
    stallEndedAt = Date.now();
    // The load goes on past the server's idle-in-transaction timeout (3 × the statement timeout),
    // when sessions left open by the stall are ended by the server (the crash this guards against).
    await new Promise((resolve) => setTimeout(resolve, 3 * STATEMENT_TIMEOUT_MS + 3_000));
    isDone = true;
    const outcomes = await running;

    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 404 && status !== 503)).toEqual([]);
    // Requests that began in the stall's first half were answered (503) before it ended: none hung on it.
    const early = outcomes.filter((outcome) => outcome.startedAt >= stallStartedAt && outcome.startedAt < stallStartedAt + STALL_MS / 2);
    expect(early.length).toBeGreaterThan(0);
    expect(early.filter((outcome) => outcome.endedAt >= stallEndedAt)).toEqual([]);
    expect(early.some((outcome) => outcome.status === 503)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 503 && !(Number(outcome.retryAfter) > 0))).toEqual([]);

    // Recovery without a restart: both instances serve reads and writes again.
    for (const instance of [0, 1]) {
      await expect.poll(async () => (await request(instance, 0)).status).toBe(200);
      await expect.poll(async () => (await request(instance, 1)).status).toBe(404);
    }

    // Nothing acknowledged lost: every login that got 200 has its visitor.
    const acknowledged = outcomes.filter((outcome) => outcome.deviceId && outcome.status === 200).map((outcome) => outcome.deviceId!);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await t.database.db.select({ deviceId: visitor.deviceId }).from(visitor).where(eq(visitor.tenantId, tenant.id));
    const storedIds = new Set(stored.map((row) => row.deviceId));
    expect(acknowledged.filter((deviceId) => !storedIds.has(deviceId))).toEqual([]);

    // Every connection came back to its pool: closing a pool waits for each one checked out, so a
    // connection a failed transaction never released would hang it (bounded here, not timed).
    for (const { app, database } of instances) {
      await app.close();
      const closed = await Promise.race([database.close().then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 15_000, 'still waiting for a connection'))]);
      expect(closed).toBe('closed');
    }
  }, 120_000);
});
