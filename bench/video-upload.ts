/**
 * Memory of a 360° video upload (`npm run bench:video-upload`): how much a server process grows
 * (peak RSS over the RSS before, sampled every 10 ms) while a 200 MB MP4 is sent to it over a real
 * connection. Two fresh processes, so neither inherits the other's freed memory:
 *  - baseline: a bare Node HTTP server piping the body to a file (`stream.pipeline`), the least
 *    a streaming upload can cost;
 *  - Youlan: `POST /api/console/areas/:area/panorama/video-files` with an editor's session, on
 *    PGlite, which also checks the MP4 and probes it.
 * Each process sends its own body (made as it is sent, from one 1 MB buffer), so both count the
 * client's side alike. Goal: Youlan's growth within 2× the baseline's, and far below the body
 * (buffering it would grow by all 200 MB). Prints JSON and writes bench/results/video-upload.json.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { freeBoxHeader, writeZeros } from '../apps/server/src/test/padded-mp4.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MP4 = readFileSync(join(ROOT, 'apps/server/seed/media/panorama/videos/shiqikongqiao-day-low.mp4'));
const BODY_BYTES = 200 * 1024 * 1024;
const MB = 1024 * 1024;

interface Target {
  url: string;
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** Sends the demo MP4 padded by a `free` box to `bytes`, honouring backpressure; answers the status. */
async function upload(target: Target, bytes: number): Promise<number> {
  const req = request(target.url, { method: 'POST', headers: { 'content-type': 'video/mp4', 'content-length': String(bytes), ...target.headers } });
  const answered = once(req, 'response') as Promise<[IncomingMessage]>;
  const padding = bytes - MP4.length;
  req.write(MP4);
  if (padding > 0) {
    const header = freeBoxHeader(padding);
    req.write(header);
    await writeZeros(req, padding - header.length);
  }
  req.end();
  const [response] = await answered;
  response.resume();
  await once(response, 'end');
  return response.statusCode ?? 0;
}

async function bareTarget(dir: string): Promise<Target> {
  let n = 0;
  const server = createServer((req, res) => {
    pipeline(req, createWriteStream(join(dir, `upload-${(n += 1)}`))).then(
      () => res.end('{}'),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, headers: {}, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function youlanTarget(dir: string): Promise<Target> {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { openDatabase } = await import('../apps/server/src/platform/db/database.ts');
  const { parseEnv } = await import('../apps/server/src/platform/env.ts');
  const { importArea } = await import('../apps/server/src/area-file/area.import.ts');
  const { loadDemoArea } = await import('../apps/server/src/area-file/area.file.ts');
  const { createOperatorAccount } = await import('../apps/server/src/entities/operator/accounts.ts');
  const { CONSOLE_SESSION_COOKIE, CSRF_HEADER } = await import('@youlan/contract/console');
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  await database.migrate();
  const env = parseEnv({ ...process.env, DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', RATE_LIMITS: 'off', IMAGE_WORKERS: '0', MIN_FREE_DISK_MB: '0', AUTH_SECRET: 'bench-video-upload-secret-0123456789abcdef' });
  const { app, ctx } = await buildApp({ env, database, logger: false });
  const area = loadDemoArea();
  area.tenant.code = 'bench-video';
  const tenantId = await importArea(ctx, area);
  const password = 'bench-video-password';
  await createOperatorAccount(ctx.db, { email: 'editor@bench.example', displayName: 'bench editor', role: 'editor', tenantId, password });
  const session = await app.inject({ method: 'POST', url: '/api/console/session', payload: { email: 'editor@bench.example', password } });
  const cookie = session.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
  if (session.statusCode !== 200 || !cookie) throw new Error(`console log-in failed: ${session.body}`);
  const csrfToken = (session.json() as { data: { csrfToken: string } }).data.csrfToken;
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${base}/api/console/areas/${area.tenant.code}/panorama/video-files`,
    headers: { cookie: `${CONSOLE_SESSION_COOKIE}=${cookie.value}`, [CSRF_HEADER]: csrfToken },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** In a child process: warms the target with one small upload, then measures the big one. */
async function measure(kind: 'bare' | 'youlan'): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `youlan-bench-video-${kind}-`));
  const target = kind === 'bare' ? await bareTarget(dir) : await youlanTarget(dir);
  try {
    if ((await upload(target, MP4.length)) !== 200) throw new Error(`${kind}: the warm-up upload was refused`);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const startedAt = performance.now();
    const status = await upload(target, BODY_BYTES);
    const seconds = (performance.now() - startedAt) / 1000;
    clearInterval(sampler);
    if (status !== 200) throw new Error(`${kind}: the upload answered ${status}`);
    peak = Math.max(peak, process.memoryUsage.rss());
    process.stdout.write(JSON.stringify({ growthMb: Number(((peak - before) / MB).toFixed(1)), seconds: Number(seconds.toFixed(2)) }));
  } finally {
    await target.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(kind: 'bare' | 'youlan'): { growthMb: number; seconds: number } {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), kind], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (child.status !== 0) throw new Error(`the ${kind} measurement failed (exit ${child.status})`);
  return JSON.parse(child.stdout) as { growthMb: number; seconds: number };
}

const kind = process.argv[2];
if (kind === 'bare' || kind === 'youlan') {
  await measure(kind);
} else {
  const bare = run('bare');
  const youlan = run('youlan');
  const results = {
    at: new Date().toISOString(),
    bodyMb: BODY_BYTES / MB,
    bareNodeServer: bare,
    youlan,
    growthRatioToBare: Number((youlan.growthMb / Math.max(bare.growthMb, 1)).toFixed(2)),
    goal: "Youlan's growth within 2× the bare server's, and far below the body",
  };
  console.info(JSON.stringify(results, null, 2));
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/video-upload.json'), `${JSON.stringify(results, null, 2)}\n`);
}
