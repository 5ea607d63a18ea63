/**
 * `npm run bench:lighthouse` (docs/instant-open.md, docs/benchmarks.md): Lighthouse's mobile preset
 * (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium against `npm start` with the demo area,
 * three runs per route, the median run (by performance score) printed with its metrics. Targets
 * (issue 27): /home/draw-map ≥ 95 (LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.05); the screens a link
 * lands on ≥ 95. A measurement, not a test: the machine's load average is printed beside it.
 *
 * `BENCH_WEB_DISTS=label=dir,label=dir` compares builds of the web app on a shared machine: one
 * server per build (each its own demo area, seeded alike), the runs interleaved (A, B, A, B, …) so
 * that the machine's load falls on both alike. `BENCH_ROUTES=/home/draw-map,search` measures only those.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_TIME_ZONE } from '../apps/server/src/platform/area-time.ts';
import { whenServing } from './server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env['BENCH_PORT'] ?? 18_390);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface Metrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
}

function lighthouse(url: string, outDir: string, run: number, attempt = 1): Metrics {
  const output = join(outDir, `run-${run}.json`);
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [url, '--chrome-path=/usr/bin/chromium', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet'],
    // The phone's clock in the area's zone, as a visitor's at the gate: the app then picks the
    // same scene picture as the document announced (another zone's hour fetches a second one).
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TZ: AREA_TIME_ZONE } },
  );
  if (result.status !== 0) {
    // Lighthouse now and then loses the trace of a load here (NO_NAVSTART): that run is measured again.
    if (attempt < 3) return lighthouse(url, outDir, run, attempt + 1);
    throw new Error(`lighthouse failed on ${url} ${attempt} times`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    transferKiB: Math.round(value('total-byte-weight') / 1024),
  };
}

/** The builds to measure: this worktree's own (`npm start` builds it), or those of BENCH_WEB_DISTS. */
const builds = (process.env['BENCH_WEB_DISTS'] ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [label = '', dir = ''] = pair.split('=');
    if (!label || !dir) throw new Error(`BENCH_WEB_DISTS: "${pair}" is not label=dir`);
    return { label, dist: dir };
  });
if (builds.length === 0) builds.push({ label: 'this build', dist: '' });

// PGlite is one process's database: each server has a data directory of its own.
const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'youlan-lighthouse-')));
const dataDir = dataDirs[0]!;
const servers: ChildProcess[] = [];
const originOf = (index: number) => `http://localhost:${PORT + index}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const [index, { dist }] of builds.entries()) {
    const env = { ...process.env, PORT: String(PORT + index), DATA_DIR: dataDirs[index], LOG_LEVEL: 'warn' };
    // A given build is served as it is: the server alone, without `npm start`'s build of this worktree.
    const command: [string, string[]] = dist ? [process.execPath, ['apps/server/src/main.ts']] : ['npm', ['start']];
    const server = spawn(...command, { cwd: ROOT, env: dist ? { ...env, WEB_DIST: dist } : env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    servers.push(server);
    await whenServing(`${originOf(index)}/api/docs/json`, server);
  }
  const headers = { 'x-tenant-domain': 'demo' };
  const firstId = async (path: string) => ((await (await fetch(`${ORIGIN}${path}?page=1&size=1`, { headers })).json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id;
  // Screens other than the map are reached from a link: `#direct` lands on them (spec section 4).
  const allRoutes: Array<[string, string, number]> = [
    ['/home/draw-map', '/home/draw-map', 95],
    ['notice detail', `/home/draw-map/notice/info/${await firstId('/api/h5/notice')}#direct`, 95],
    ['article', `/article?id=${await firstId('/api/h5/article')}#direct`, 95],
    ['punch', '/punch/punch#direct', 95],
    ['search', '/search/index#direct', 95],
    ['/boost/photos', '/boost/photos#direct', 95],
    ['/panorama/video', '/panorama/video#direct', 95],
  ];
  const only = process.env['BENCH_ROUTES']?.split(',');
  const routes = allRoutes.filter(([name]) => !only || only.includes(name));
  console.info(`load average at start: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (${RUNS} runs per route and build, interleaved; median run by score, and the median of each metric)`);
  for (const [name, path, target] of routes) {
    const runs = builds.map((): Metrics[] => []);
    for (let run = 0; run < RUNS; run++) for (const index of builds.keys()) runs[index]!.push(lighthouse(`${originOf(index)}${path}`, dataDir, run));
    for (const [index, { label }] of builds.entries()) {
      const all = runs[index]!;
      const byScore = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)]!;
      const of = (metric: keyof Metrics) => median(all.map((r) => r[metric]));
      console.info(
        `${name.padEnd(15)} ${builds.length > 1 ? `${label.padEnd(8)} ` : ''}score ${String(byScore.score).padStart(3)} (target ≥ ${target}; runs ${all.map((r) => r.score).join('/')})  FCP ${byScore.fcpMs} ms  LCP ${byScore.lcpMs} ms  TBT ${byScore.tbtMs} ms  CLS ${byScore.cls}  ${byScore.transferKiB} KiB; medians: LCP ${of('lcpMs')} ms, TBT ${of('tbtMs')} ms (runs ${all.map((r) => r.tbtMs).join('/')})`,
      );
    }
  }
  console.info(`load average at end: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
} finally {
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
