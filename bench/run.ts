/**
 * Benchmarks (`npm run bench`), each reported as a ratio against a baseline measured in the same
 * run, never as a pass/fail timing:
 *  1. start-up: `npm start` with the web build to make, and a restart with it in place, against
 *     the targets (30 s and 5 s) and a bare Node HTTP server's start-up;
 *  2. the place list of 2,000 places at 100 connections (requests/s, p99) against a bare Fastify
 *     route returning the same bytes (goal: at least 0.4 of it);
 *  3. the initial JavaScript per route, gzip (the web build's report).
 * Results are printed and written to bench/results/latest.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TENANT = 'bench';
const PLACES = 2000;
const results: Record<string, unknown> = { at: new Date().toISOString() };

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

async function timeUntilServing(url: string, startedAt: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - startedAt;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measureStart(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const startedAt = performance.now();
  const child = startProcess(command, args, { ...env, PORT: String(port) });
  try {
    const ms = await timeUntilServing(`http://127.0.0.1:${port}/`, startedAt, child);
    console.info(`${label}: ${(ms / 1000).toFixed(2)} s`);
    return ms;
  } finally {
    await stopProcess(child);
  }
}

function areaWithPlaces(count: number): object {
  const demo = JSON.parse(spawnSync(process.execPath, ['-e', `process.stdout.write(require('fs').readFileSync('apps/server/seed/demo-area.json','utf8'))`], { cwd: ROOT }).stdout.toString()) as {
    tenant: { code: string };
    places: Record<string, unknown>[];
    media: object;
  };
  demo.tenant.code = TENANT;
  demo.media = {};
  const template = demo.places;
  demo.places = Array.from({ length: count }, (_, i) => {
    const base = template[i % template.length] as { longitude: number; latitude: number; name: string };
    // The first copy keeps its name: the photo studio's spots name their places.
    return { ...base, name: i < template.length ? base.name : `${base.name} ${i + 1}`, longitude: base.longitude + (i % 50) * 1e-4, latitude: base.latitude + Math.floor(i / 50) * 1e-4 };
  });
  return demo;
}

async function load(label: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 100, duration: 10, headers });
  // Answered with errors (a refused connection, a 429, a 404) the crowd measures nothing of the list.
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${label}: ${result.errors} errors and ${result.non2xx} answers other than 2xx under load, not a measurement`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'youlan-bench-'));
  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  try {
    // 1. Start-up.
    rmSync(join(ROOT, 'apps/web/dist'), { recursive: true, force: true });
    const coldMs = await measureStart('npm start, web build included', 'npm', ['start'], env, 18_181);
    const warmMs = await measureStart('npm start, build in place', 'npm', ['start'], env, 18_182);
    const bareMs = await measureStart('bare node http server', process.execPath, ['-e', "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')"], env, 18_183);
    results.startup = { coldMs, warmMs, bareNodeMs: bareMs, coldOfTarget30s: coldMs / 30_000, warmOfTarget5s: warmMs / 5_000, warmOverBareNode: warmMs / bareMs };

    // 2. The place list.
    const areaPath = join(dataDir, 'bench-area.json');
    writeFileSync(areaPath, JSON.stringify(areaWithPlaces(PLACES)));
    const imported = spawnSync('node', ['apps/server/src/cli/import-area.ts', areaPath], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    if (imported.status !== 0) throw new Error('import failed');
    const server = startProcess('node', ['apps/server/src/main.ts'], { ...env, PORT: '18184', WEB_DIST: '' });
    const url = 'http://127.0.0.1:18184/api/h5/place?page=1&size=9999';
    const headers = { 'x-tenant-domain': TENANT };
    try {
      await timeUntilServing('http://127.0.0.1:18184/api/docs/json', performance.now(), server);
      const bytes = await (await fetch(url, { headers })).text();
      const youlan = await load('place list', url, headers);
      await stopProcess(server);
      const bodyPath = join(dataDir, 'place-list.json');
      writeFileSync(bodyPath, bytes);
      const bareScript = `const f=require('fastify')();const b=require('fs').readFileSync(process.env.BODY_PATH);f.get('/api/h5/place',(q,r)=>r.type('application/json; charset=utf-8').send(b));f.listen({port:18185,host:'127.0.0.1'})`;
      const bare = startProcess('node', ['-e', bareScript], { BODY_PATH: bodyPath, NODE_PATH: join(ROOT, 'node_modules') });
      await timeUntilServing('http://127.0.0.1:18185/api/h5/place', performance.now(), bare);
      const baseline = await load('bare Fastify', 'http://127.0.0.1:18185/api/h5/place', {});
      await stopProcess(bare);
      results.placeList = {
        places: PLACES,
        responseBytes: Buffer.byteLength(bytes),
        youlan,
        bareFastify: baseline,
        throughputRatio: youlan.requestsPerSecond / baseline.requestsPerSecond,
        p99Ratio: youlan.p99Ms / Math.max(baseline.p99Ms, 1),
        goal: 'throughputRatio >= 0.4',
      };
      console.info(`place list: ${youlan.requestsPerSecond.toFixed(0)} req/s (p99 ${youlan.p99Ms} ms) vs bare ${baseline.requestsPerSecond.toFixed(0)} req/s: ratio ${(youlan.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
    } finally {
      await stopProcess(server);
    }

    // 3. Initial JavaScript per route (printed by the build's report).
    const report = spawnSync('node', ['scripts/report-bundle.ts'], { cwd: ROOT, encoding: 'utf8' });
    results.bundle = `${report.stdout}${report.stderr}`.trim().split('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
}

await main();
