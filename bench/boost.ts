/**
 * The photo studio under load (`npm run bench:boost`): does the API stay fast while photos are
 * processed? Starts the server in this process on a fresh PGlite, uploads four 12-megapixel
 * outdoor photos, and measures `GET /api/h5/place?page=1&size=9999` (autocannon, 10 connections,
 * 8 s) twice in the same run: idle, and while four sky-replacement jobs work in the worker pool.
 * Reports p50/p99 of both and their ratio (goal from issue 11: p99 under 50 ms while four sky
 * jobs run), and how long the four jobs took. Prints JSON and writes bench/results/boost.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { parseEnv } from '../apps/server/src/platform/env.ts';
import { importArea } from '../apps/server/src/area-file/area.import.ts';
import { loadDemoArea } from '../apps/server/src/area-file/area.file.ts';
import { outdoorPhoto, SKY_IMAGE_KEY, withBoostCatalogue } from '../apps/server/src/test/boost-catalogue.ts';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TENANT = 'bench-boost';
const JOBS = 4;
const DURATION_S = 8;
const CONNECTIONS = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-bench-boost-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await database.migrate();
const env = parseEnv({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', IMAGE_JOB_POLL_MS: '200' });
const { app, ctx } = await buildApp({ env, database, logger: false });
const area = loadDemoArea();
area.tenant.code = TENANT;
withBoostCatalogue(area);
await importArea(ctx, area);
await ctx.storage.put(`${TENANT}/${SKY_IMAGE_KEY}`, await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#f08a3c' } }).jpeg().toBuffer(), 'image/jpeg');
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'x-tenant-domain': TENANT };

async function call<T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown): Promise<T> {
  const response = await app.inject({ method, url, headers: { ...headers, authorization: `Bearer ${token}` }, ...(payload ? { payload: payload as object } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
}

const login = await app.inject({ method: 'POST', url: '/api/visitor/login/h5', headers, payload: { deviceId: 'bench-boost-0123456789abcdef0123456789abcdef' } });
const token = (login.json() as { data: { token: string } }).data.token;
const skyId = (await call<{ id: number }[]>('GET', '/api/sky', token))[0]!.id;
// Uploaded before measuring: the jobs, not the uploads, are what runs during the second measurement.
const photoKeys: string[] = [];
for (let i = 0; i < JOBS; i += 1) {
  const signed = await call<{ key: string; url: string; headers: Record<string, string> }>('GET', '/api/aliyun/signURL?purpose=3&fileName=photo.jpg', token);
  const url = new URL(signed.url);
  await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: signed.headers, payload: await outdoorPhoto(4000, 3000) });
  await call('POST', '/api/upload/complete', token, { key: signed.key });
  photoKeys.push(signed.key);
}

async function measure(): Promise<{ requests: number; p50: number; p99: number }> {
  const result = await autocannon({ url: `${address}/api/h5/place?page=1&size=9999`, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99 };
}

const idle = await measure();
const started = Date.now();
const jobIds: number[] = [];
for (const photoKey of photoKeys) jobIds.push((await call<{ id: number }>('GET', `/api/replaceSkyImage?photoKey=${photoKey}&skyId=${skyId}`, token)).id);
const busy = await measure();
const readStates = () => Promise.all(jobIds.map(async (id) => (await call<{ state: string }>('GET', `/api/imageJob/${id}`, token)).state));
let states = await readStates();
while (states.some((state) => state === 'queued' || state === 'working')) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  states = await readStates();
}
const jobsSeconds = (Date.now() - started) / 1000;

const results = {
  at: new Date().toISOString(),
  imageWorkers: env.IMAGE_WORKERS,
  photo: '4000 × 3000 (12 MP) JPEG',
  idle,
  whileFourSkyJobs: busy,
  p99Ratio: Number((busy.p99 / Math.max(idle.p99, 1)).toFixed(2)),
  jobsSeconds: Number(jobsSeconds.toFixed(1)),
  jobStates: states,
  goal: 'p99 under 50 ms while four sky jobs run',
};
console.info(JSON.stringify(results, null, 2));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/boost.json'), `${JSON.stringify(results, null, 2)}\n`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
