/**
 * Memory that comes back (`npm run bench:memory`, docs/benchmarks.md, issue 25): the server as
 * `npm start` runs it, measured from outside by its resident memory (what a container limit and the
 * OOM killer see). Fresh after a warm-up read; through 50 sky replacements of 12-megapixel photos;
 * through a load peak (256 connections for 30 s of place lists, searches, start data and guest
 * log-ins); and after each, once the server has been idle for a minute and a quarter (longer than
 * the image threads' idle timeout). Prints the figures and each one as a ratio of the fresh size
 * measured in the same run, and writes bench/results/memory.json.
 *
 * Resident memory is the server's and its image and decode processes' together.
 *
 * BENCH_MEMORY_ENV: extra server environment as JSON, to compare allocators in one session
 * (`{"MALLOC_ARENA_MAX":"2"}`, `{"LD_PRELOAD":"/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"}`).
 * BENCH_SERVER_ROOT: another checkout's server to measure (an earlier commit, for a before/after).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import sharp from 'sharp';
import { importArea } from '../apps/server/src/area-file/area.import.ts';
import { loadDemoArea } from '../apps/server/src/area-file/area.file.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { parseEnv } from '../apps/server/src/platform/env.ts';
import { loadSecret } from '../apps/server/src/platform/secrets.ts';
import { createStorage } from '../apps/server/src/platform/storage/create-storage.ts';
import { outdoorPhoto, SKY_IMAGE_KEY, withBoostCatalogue } from '../apps/server/src/test/boost-catalogue.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { residentMb, ROOT, startServer, stopServer, whenServing } from './server-process.ts';

const TENANT = 'demo';
const SKY_JOBS = 50;
const IDLE_MS = 75_000;
const extraEnv = JSON.parse(process.env['BENCH_MEMORY_ENV'] ?? '{}') as Record<string, string>;

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-bench-memory-'));
{
  // The area with a photo-studio catalogue, written before the server holds the directory.
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  const storage = createStorage(parseEnv({ DATA_DIR: dataDir }), await loadSecret(database.db, 'auth', undefined));
  const area = loadDemoArea();
  area.tenant.code = TENANT;
  withBoostCatalogue(area);
  await importArea({ db: database.db, storage, log: pino({ level: 'silent' }) } as Parameters<typeof importArea>[0], area);
  await storage.put(`${TENANT}/${SKY_IMAGE_KEY}`, await sharp({ create: { width: 4000, height: 2250, channels: 3, background: '#4a90d9' } }).jpeg().toBuffer(), 'image/jpeg');
  await database.close();
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startServer(join(process.env['BENCH_SERVER_ROOT'] ?? ROOT, 'apps/server/src/main.ts'), {
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  WEB_DIST: '',
  CONSOLE_DIST: '',
  RATE_LIMITS: 'off',
  IMAGE_JOB_POLL_MS: '200',
  ...extraEnv,
});
const pid = server.pid!;
const headers = { 'x-tenant-domain': TENANT };

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The highest resident size seen while `work` runs, sampled every 250 ms. */
async function peakDuring(work: () => Promise<void>): Promise<number> {
  let peak = residentMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 250);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, residentMb(pid));
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));

async function skyJobs(): Promise<void> {
  const photo = await outdoorPhoto(4000, 3000);
  const visitors = await Promise.all(
    Array.from({ length: SKY_JOBS }, async (_, index) => {
      const { token } = await call<{ token: string }>('POST', '/api/visitor/login/h5', null, { deviceId: (index + 1).toString(16).padStart(32, '0') });
      const signed = await call<{ key: string; url: string; headers: Record<string, string> }>('GET', '/api/aliyun/signURL?purpose=3&fileName=photo.jpg', token);
      const put = await fetch(signed.url.startsWith('http') ? signed.url : `${origin}${signed.url}`, { method: 'PUT', headers: signed.headers, body: new Uint8Array(photo) });
      if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
      await call('POST', '/api/upload/complete', token, { key: signed.key });
      return { token, photoKey: signed.key };
    }),
  );
  const skyId = (await call<{ id: number }[]>('GET', '/api/sky', visitors[0]!.token))[0]!.id;
  const jobs = await Promise.all(visitors.map(async ({ token, photoKey }) => ({ token, job: await call<{ id: number }>('GET', `/api/replaceSkyImage?photoKey=${encodeURIComponent(photoKey)}&skyId=${skyId}`, token) })));
  for (const { token, job } of jobs) {
    for (;;) {
      const state = (await call<{ state: string }>('GET', `/api/imageJob/${job.id}`, token)).state;
      if (state === 'done') break;
      if (state !== 'queued' && state !== 'working') throw new Error(`sky job ${job.id} ended ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The load peak's answers: a memory bench counts them, it does not judge them (a loaded machine times some out). */
const peakAnswers = { requests: 0, errors: 0, non2xx: 0 };

async function loadPeak(): Promise<void> {
  let device = 0;
  const result = await autocannon({
    url: origin,
    connections: 256,
    duration: 30,
    headers,
    requests: [
      { method: 'GET', path: '/api/h5/place?page=1&size=50' },
      { method: 'GET', path: `/api/search?q=${encodeURIComponent('长廊')}` },
      { method: 'GET', path: '/api/config/h5' },
      {
        method: 'POST',
        path: '/api/visitor/login/h5',
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ deviceId: `f${(device += 1).toString(16).padStart(31, '0')}` }) }),
      },
    ],
  });
  Object.assign(peakAnswers, { requests: result.requests.total, errors: result.errors, non2xx: result.non2xx });
}

try {
  await whenServing(`${origin}/api/health`, server);
  await call('GET', '/api/h5/place?page=1&size=50', null);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const fresh = residentMb(pid);
  const skyPeak = await peakDuring(skyJobs);
  await idle();
  const afterSky = residentMb(pid);
  const loadPeakMb = await peakDuring(loadPeak);
  await idle();
  const afterLoad = residentMb(pid);
  const ratio = (mb: number) => Number((mb / fresh).toFixed(2));
  const results = {
    at: new Date().toISOString(),
    serverEnv: extraEnv,
    server: process.env['BENCH_SERVER_ROOT'] ?? 'this checkout',
    loadPeakAnswers: peakAnswers,
    residentMb: { fresh, skyPeak, afterSkyIdle: afterSky, loadPeak: loadPeakMb, afterLoadIdle: afterLoad },
    ofFresh: { skyPeak: ratio(skyPeak), afterSkyIdle: ratio(afterSky), loadPeak: ratio(loadPeakMb), afterLoadIdle: ratio(afterLoad) },
  };
  console.info(JSON.stringify(results, null, 2));
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/memory.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
