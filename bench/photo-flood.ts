/**
 * A flood of photo jobs (`npm run bench:photo-flood`): 27 guests queue 4 heavy edits each (108, as
 * the crowd test's script did), then one visitor asks for one sky job. Measures how many jobs
 * started before the visitor's and how long it waited, against the mean time of one flood job
 * measured in the same run (first come, first served made it wait for all 108: 302 s). Starts the
 * server in this process on a fresh PGlite, one image worker; rate limits off (the script's
 * guests come from one address here). Prints JSON and writes bench/results/photo-flood.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { parseEnv } from '../apps/server/src/platform/env.ts';
import { importArea } from '../apps/server/src/area-file/area.import.ts';
import { loadDemoArea } from '../apps/server/src/area-file/area.file.ts';
import { outdoorPhoto, SKY_IMAGE_KEY, withBoostCatalogue } from '../apps/server/src/test/boost-catalogue.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TENANT = 'bench-flood';
const GUESTS = 27;
const JOBS_PER_GUEST = 4;
const HEAVY_EDIT = [
  { type: 'straighten', degrees: 7 },
  { type: 'adjust', brightness: 10, contrast: 15, saturation: 20 },
  { type: 'filter', preset: 'film' },
  { type: 'frame', style: 'white', language: 'zh-CN' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-bench-flood-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await database.migrate();
const env = parseEnv({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', IMAGE_WORKERS: '1', IMAGE_JOB_POLL_MS: '200', RATE_LIMITS: 'off' });
const { app, ctx } = await buildApp({ env, database, logger: false });
const area = loadDemoArea();
area.tenant.code = TENANT;
withBoostCatalogue(area);
await importArea(ctx, area);
await ctx.storage.put(`${TENANT}/${SKY_IMAGE_KEY}`, await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#f08a3c' } }).jpeg().toBuffer(), 'image/jpeg');
await app.ready();
const headers = { 'x-tenant-domain': TENANT };

async function call<T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown): Promise<T> {
  const response = await app.inject({ method, url, headers: { ...headers, authorization: `Bearer ${token}` }, ...(payload ? { payload: payload as object } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
}

let device = 0;
async function login(): Promise<string> {
  device += 1;
  const response = await app.inject({ method: 'POST', url: '/api/visitor/login/h5', headers, payload: { deviceId: device.toString(16).padStart(32, '0') } });
  return (response.json() as { data: { token: string } }).data.token;
}

const photo = await outdoorPhoto(2000, 1500);
async function uploadPhoto(token: string): Promise<string> {
  const signed = await call<{ key: string; url: string; headers: Record<string, string> }>('GET', '/api/aliyun/signURL?purpose=3&fileName=photo.jpg', token);
  const url = new URL(signed.url);
  await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: signed.headers, payload: photo });
  await call('POST', '/api/upload/complete', token, { key: signed.key });
  return signed.key;
}

interface Job {
  id: number;
  state: string;
  startedAt: string | null;
  finishedAt: string | null;
}

// The photos first, so only the jobs are in the queue's time.
const guests = await Promise.all(Array.from({ length: GUESTS }, login));
const guestPhotos = await Promise.all(guests.map(uploadPhoto));
const visitor = await login();
const visitorPhoto = await uploadPhoto(visitor);
const skyId = (await call<{ id: number }[]>('GET', '/api/sky', visitor))[0]!.id;

const flood: { token: string; id: number }[] = [];
// Past the area's soft bound a guest with a job waiting is refused (429): counted, not queued.
let floodRefused = 0;
for (let round = 0; round < JOBS_PER_GUEST; round += 1) {
  for (const [index, token] of guests.entries()) {
    const response = await app.inject({ method: 'POST', url: '/api/imageEdit', headers: { ...headers, authorization: `Bearer ${token}` }, payload: { photoKey: guestPhotos[index], operations: HEAVY_EDIT } });
    if (response.statusCode === 429) floodRefused += 1;
    else flood.push({ token, id: (response.json() as { data: Job }).data.id });
  }
}
const askedAt = Date.now();
const asked = await call<Job & { queuePosition: number }>('GET', `/api/replaceSkyImage?photoKey=${visitorPhoto}&skyId=${skyId}`, visitor);
let mine = asked as Job;
while (mine.state === 'queued' || mine.state === 'working') {
  await new Promise((resolve) => setTimeout(resolve, 100));
  mine = await call<Job>('GET', `/api/imageJob/${asked.id}`, visitor);
}
const waitedSeconds = (Date.now() - askedAt) / 1000;
const floodJobs = await Promise.all(flood.map(({ token, id }) => call<Job>('GET', `/api/imageJob/${id}`, token)));
// Flood jobs taken after the visitor asked and before the visitor's job: what it waited for.
const started = floodJobs.filter((job) => job.startedAt && new Date(job.startedAt).getTime() >= askedAt && new Date(job.startedAt) <= new Date(mine.startedAt!));
const done = floodJobs.filter((job) => job.startedAt && job.finishedAt);
const meanJobSeconds = done.reduce((sum, job) => sum + (new Date(job.finishedAt!).getTime() - new Date(job.startedAt!).getTime()), 0) / Math.max(done.length, 1) / 1000;
for (const { token, id } of flood) await call('POST', `/api/imageJob/${id}/cancel`, token);

const results = {
  at: new Date().toISOString(),
  imageWorkers: env.IMAGE_WORKERS,
  flood: `${GUESTS} guests × ${JOBS_PER_GUEST} edits of a 2000 × 1500 photo (straighten, adjust, film, frame)`,
  floodQueued: flood.length,
  floodRefused,
  visitorJob: { state: mine.state, queuePositionWhenAsked: asked.queuePosition, floodJobsTakenBeforeIt: started.length, waitedSeconds: Number(waitedSeconds.toFixed(1)) },
  meanFloodJobSeconds: Number(meanJobSeconds.toFixed(2)),
  waitInJobs: Number((waitedSeconds / Math.max(meanJobSeconds, 0.001)).toFixed(1)),
  firstComeFirstServed: `the visitor's job would have waited for every flood job still queued when it was asked`,
};
console.info(JSON.stringify(results, null, 2));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/photo-flood.json'), `${JSON.stringify(results, null, 2)}\n`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
