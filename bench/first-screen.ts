/**
 * A crowd at the gate (`npm run bench:first-screen`, docs/instant-open.md): 100 concurrent visitors
 * reading what a first screen reads (configuration, permissions, weather, places, map, notices),
 * mixed, for 10 s, against the seeded demo area on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set (in a database of the run's own beside that one's, seeded with the
 * demo area and dropped after). Goal: p99 under 50 ms. Reported beside a bare Node HTTP server
 * answering the same mix from memory in the same run (the machine's own floor). Every answer must
 * be a 2xx: a crowd answered with errors measures nothing, and the run fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase } from '../apps/server/src/test/scratch-database.ts';
import { stopServer, whenServing } from './server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TENANT = 'demo';
const PATHS = ['/api/config/h5', '/api/getH5Permission', '/api/weather', '/api/h5/place?page=1&size=9999', '/api/h5/map', '/api/h5/notice?page=1&size=10'];
const GOAL_P99_MS = 50;

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('node', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function crowd(origin: string) {
  const result = await autocannon({
    url: origin,
    connections: 100,
    duration: 10,
    headers: { 'x-tenant-domain': TENANT },
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function measure(label: string, env: NodeJS.ProcessEnv, port: number) {
  const server = start(['apps/server/src/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '', SEED_DEMO: 'true' });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await whenServing(`${origin}/api/docs/json`, server);
    // One visitor first, as the first of a crowd would be: every answer is then a warm read.
    for (const path of PATHS) {
      const response = await fetch(`${origin}${path}`, { headers: { 'x-tenant-domain': TENANT } });
      if (!response.ok) throw new Error(`${label}: ${path} answered ${response.status} before the crowd came: ${await response.text()}`);
    }
    const result = await crowd(origin);
    console.info(`${label}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (goal < ${GOAL_P99_MS} ms), errors ${result.errors}, non-2xx ${result.non2xx}`);
    if (result.errors > 0 || result.non2xx > 0) throw new Error(`${label}: the crowd got ${result.errors} errors and ${result.non2xx} answers other than 2xx: not a measurement of the first screen's reads`);
    return result;
  } finally {
    await stopServer(server);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-crowd-'));
try {
  const bare = start(['-e', "require('http').createServer((q,s)=>s.end('{\"status\":200}')).listen(18290,'127.0.0.1')"], {});
  let floor;
  try {
    await whenServing('http://127.0.0.1:18290/', bare);
    floor = await crowd('http://127.0.0.1:18290');
    console.info(`bare node http server (the floor): ${floor.requestsPerSecond} req/s, p99 ${floor.p99Ms} ms`);
  } finally {
    await stopServer(bare);
  }
  const results: Record<string, unknown> = { floor, pglite: await measure('PGlite', { DATA_DIR: dataDir }, 18291) };
  const postgres = process.env['BENCH_DATABASE_URL'];
  if (postgres) {
    const scratch = await freshDatabase(postgres, 'bench_first_screen');
    try {
      results['postgres'] = await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: scratch }, 18292);
    } finally {
      await dropDatabase(postgres, scratch);
    }
  }
  console.info(JSON.stringify(results, null, 2));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
