/**
 * Help-shoot's realtime latency (`npm run bench:help-shoot`): two server instances in this process
 * on one PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; its name must contain "test", its
 * schema is reset), the owner's events stream on instance A and the friend's calls on instance B.
 * For each of N signals it measures the time from the friend's POST leaving to the event arriving
 * on the owner's stream, and, as the baseline of the same run, the friend's own round trip for the
 * same POST. Reports p50/p95/p99 of both and their ratio (goal from issue 12: event p95 under
 * 200 ms on loopback). Without PostgreSQL it runs both instances on one in-process PGlite and says
 * so. Prints JSON and writes bench/results/help-shoot.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { HELP_SHOOT_EVENTS_PATH, type HelpShoot } from '@youlan/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase, type Database } from '../apps/server/src/platform/db/database.ts';
import { parseEnv } from '../apps/server/src/platform/env.ts';
import { importArea } from '../apps/server/src/area-file/area.import.ts';
import { loadDemoArea } from '../apps/server/src/area-file/area.file.ts';
import { assertTestDatabase } from '../apps/server/src/test/global-setup.ts';
import { withBoostCatalogue } from '../apps/server/src/test/boost-catalogue.ts';
import { openEventStream } from '../apps/server/src/test/event-stream.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TENANT = 'bench-help-shoot';
const WARM_UP = 20;
const SAMPLES = 300;

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'youlan-bench-help-'));
let databases: [Database, Database];
if (url) {
  assertTestDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
  databases = [await openDatabase({ url }), await openDatabase({ url })];
  await databases[0].migrate();
} else {
  const one = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await one.migrate();
  databases = [one, one];
}
const env = parseEnv({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', RATE_LIMITS: 'off', IMAGE_WORKERS: '0', AUTH_SECRET: 'bench-help-shoot-secret-0123456789abcdef' });
const a = await buildApp({ env, database: databases[0], logger: false });
const b = await buildApp({ env, database: databases[1], logger: false });
const area = loadDemoArea();
area.tenant.code = TENANT;
withBoostCatalogue(area);
await importArea(a.ctx, area);
const baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });

async function post(base: string, path: string, token: string | null, body: unknown, method = 'POST'): Promise<{ data: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-tenant-domain': TENANT, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown };
}
const login = async (base: string) => ((await post(base, '/api/visitor/login/h5', null, { deviceId: randomUUID().replaceAll('-', '') })).data as { token: string }).token;

const owner = await login(baseA);
const friend = await login(baseB);
const spots = (await (await fetch(`${baseA}/api/h5/photoSpot`, { headers: { 'x-tenant-domain': TENANT } })).json()) as { data: { placePoses: { id: number }[] }[] };
const request = (await post(baseA, '/api/helpShoot', owner, { placePoseId: spots.data[0]!.placePoses[0]!.id })).data as HelpShoot;
await post(baseB, '/api/doHelpShoot', friend, { id: request.id, secret: request.secret });
const events = await openEventStream({ baseUrl: baseA, tenant: TENANT, token: owner, id: request.id, path: HELP_SHOOT_EVENTS_PATH });
await events.next(({ event }) => event.type === 'joined');

const eventMs: number[] = [];
const roundTripMs: number[] = [];
for (let n = 0; n < WARM_UP + SAMPLES; n += 1) {
  const sdp = `bench ${n}`;
  const sentAt = performance.now();
  const arrived = events.next(({ event }) => event.type === 'signal' && event.signal.kind === 'offer' && event.signal.sdp === sdp);
  await post(baseB, '/api/helpShoot/signal', friend, { id: request.id, signal: { kind: 'offer', sdp } });
  const answeredAt = performance.now();
  const { at } = await arrived;
  if (n >= WARM_UP) {
    eventMs.push(at - sentAt);
    roundTripMs.push(answeredAt - sentAt);
  }
}
events.close();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2));
};
const summary = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) });
const event = summary(eventMs);
const roundTrip = summary(roundTripMs);
const results = {
  at: new Date().toISOString(),
  database: url ? 'postgresql (two pools, two LISTEN connections)' : 'pglite (one in-process database shared by both instances)',
  samples: SAMPLES,
  eventLatencyMs: event,
  friendRoundTripMs: roundTrip,
  p95RatioToRoundTrip: Number((event.p95 / roundTrip.p95).toFixed(2)),
  goal: 'event p95 under 200 ms on loopback',
  withinGoal: event.p95 < 200,
};
console.info(JSON.stringify(results, null, 2));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/help-shoot.json'), `${JSON.stringify(results, null, 2)}\n`);

await a.app.close();
await b.app.close();
await databases[0].close();
if (databases[1] !== databases[0]) await databases[1].close();
rmSync(dataDir, { recursive: true, force: true });
