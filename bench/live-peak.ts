/**
 * The live map's peak (`npm run bench:live-peak -- --phones 20000 --minutes 3`, docs/benchmarks.md,
 * issue 32): N phones open on the map, each reporting the place it is in once a minute
 * (`POST /api/h5/crowd-report`, ≈ N / 60 writes a second) and reading the area's live snapshot every
 * LIVE_SNAPSHOT_POLL_MS as the app does (revalidating with the ETag it last got), while new visitors
 * arrive and read the first screen (`--arrivals` a second, the six public reads). Against one
 * server as `npm start` runs it, on PostgreSQL when DATABASE_URL is set (in a database of the run's
 * own beside that one's, dropped after), else PGlite; the minute's crowd tick runs in it as it would.
 *
 * Phones come from one address (a park's Wi-Fi), each with a visitor token as a logged-in phone has
 * (minted with the run's AUTH_SECRET: the rate limits key on it). Reports the p50 / p99 of each kind
 * of request, what was refused, and, after the server stopped, how many acknowledged reports
 * (`counted: true`) the database does not hold as each session's last: the goal is 0. Exits 1 when
 * any request was refused or unanswered, or a report was lost. p99 goals (snapshot and first screen
 * under 50 ms) are printed beside the figures, not asserted: a measurement, not a test.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT, decodeJwt } from 'jose';
import { LIVE_SNAPSHOT_POLL_MS } from '@youlan/contract';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { onBenchDatabase, queryStoppedServer, startServer, stopServer, whenServing, type Query } from './server-process.ts';

const TENANT = 'demo';
const FIRST_SCREEN = ['/api/config/h5', '/api/getH5Permission', '/api/weather', '/api/h5/place?page=1&size=9999', '/api/h5/map', '/api/h5/notice?page=1&size=10'];
const KINDS = ['report', 'snapshot', 'firstScreen'] as const;
type Kind = (typeof KINDS)[number];
const GOAL_P99_MS = 50;
const REPORT_EVERY_MS = 60_000;
/** A phone moves to another place between two reports this often. */
const MOVE_CHANCE = 0.2;

const { values: flags } = parseArgs({
  options: {
    phones: { type: 'string', default: '20000' },
    minutes: { type: 'string', default: '3' },
    arrivals: { type: 'string', default: '10' },
    connections: { type: 'string', default: '128' },
  },
});
const PHONES = Number(flags.phones);
const MINUTES = Number(flags.minutes);
const ARRIVALS_PER_SECOND = Number(flags.arrivals);
const CONNECTIONS = Number(flags.connections);
if (!(PHONES > 0 && MINUTES > 0 && ARRIVALS_PER_SECOND >= 0 && CONNECTIONS > 0)) throw new Error('--phones, --minutes and --connections must be positive, --arrivals not negative');

interface Tally {
  sent: number;
  refused: number;
  unanswered: number;
  statuses: Record<number, number>;
  latenciesMs: number[];
}

interface Answer {
  status: number;
  body: string;
  etag: string | undefined;
}

/** Keep-alive sockets shared by every phone, as one NAT's many phones reach one server. */
function client(origin: string) {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  return (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, method, path, agent, headers: { 'x-tenant-domain': TENANT, ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), etag: res.headers.etag }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}

/** The places a phone may stand in, the first few more often (a famous hall, a bridge), as on a real day. */
function placePicker(placeIds: number[]) {
  const weights = placeIds.map((_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (let i = 0; i < placeIds.length; i += 1) {
      roll -= weights[i]!;
      if (roll <= 0) return placeIds[i]!;
    }
    return placeIds[placeIds.length - 1]!;
  };
}

async function playPeak(origin: string, secret: string, tenantId: number, placeIds: number[]) {
  const send = client(origin);
  const tallies = Object.fromEntries(KINDS.map((kind): [Kind, Tally] => [kind, { sent: 0, refused: 0, unanswered: 0, statuses: {}, latenciesMs: [] }])) as Record<Kind, Tally>;
  /** Session → the place of its last report the server counted. */
  const acknowledged = new Map<string, number | null>();
  const pick = placePicker(placeIds);
  const key = new TextEncoder().encode(secret);
  const token = (visitorId: number) => new SignJWT({ tid: tenantId }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(visitorId)).setIssuedAt().setExpirationTime('2h').sign(key);

  const measured = async (kind: Kind, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer | null> => {
    const tally = tallies[kind];
    tally.sent += 1;
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await send(method, path, headers, body);
    } catch {
      tally.unanswered += 1;
      return null;
    }
    tally.latenciesMs.push(performance.now() - started);
    if (answer.status >= 200 && answer.status < 400) return answer;
    tally.refused += 1;
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
    return null;
  };

  const endsAt = performance.now() + MINUTES * 60_000;
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

  const phone = async (index: number) => {
    const session = randomUUID();
    const auth = { authorization: `Bearer ${await token(index + 1)}` };
    let placeId: number | null = pick();
    let etag: string | undefined;
    // Phones opened the app at any moment of the minute before: their reports and reads spread evenly.
    let nextReport = performance.now() + (index / PHONES) * REPORT_EVERY_MS;
    let nextRead = performance.now() + Math.random() * LIVE_SNAPSHOT_POLL_MS;
    while (Math.min(nextReport, nextRead) < endsAt) {
      if (nextReport <= nextRead) {
        await sleepUntil(nextReport);
        // A minute and a moment: the app's timer is never early, and the server counts one a minute.
        nextReport += REPORT_EVERY_MS + 50 + Math.random() * 200;
        if (Math.random() < MOVE_CHANCE) placeId = Math.random() < 0.1 ? null : pick();
        const sent = placeId;
        const answer = await measured('report', 'POST', '/api/h5/crowd-report', auth, JSON.stringify({ session, placeId: sent }));
        if (answer && (JSON.parse(answer.body) as { data: { counted: boolean } }).data.counted) acknowledged.set(session, sent);
      } else {
        await sleepUntil(nextRead);
        nextRead += LIVE_SNAPSHOT_POLL_MS;
        const answer = await measured('snapshot', 'GET', '/api/h5/live-status', etag ? { 'if-none-match': etag } : {});
        if (answer?.etag) etag = answer.etag;
      }
    }
  };

  const arrivals = async () => {
    if (ARRIVALS_PER_SECOND === 0) return;
    const gap = 1000 / ARRIVALS_PER_SECOND;
    for (let at = performance.now(); at < endsAt; at += gap) {
      await sleepUntil(at);
      for (const path of FIRST_SCREEN) track(measured('firstScreen', 'GET', path, {}));
    }
  };

  const started = performance.now();
  const load = loadavg()[0]!.toFixed(1);
  await Promise.all([...Array.from({ length: PHONES }, (_, index) => phone(index)), arrivals()]);
  await Promise.all(pending);
  return { tallies, acknowledged, elapsedS: Math.round((performance.now() - started) / 1000), loadAtStart: load, loadAtEnd: loadavg()[0]!.toFixed(1) };
}

/** Acknowledged reports the database does not hold as their session's last (read after the server stopped). */
async function countLost(query: Query, acknowledged: Map<string, number | null>): Promise<number> {
  const { rows } = await query(`SELECT r.session, r.place_id FROM crowd_report r JOIN tenant ON tenant.id = r.tenant_id WHERE tenant.code = '${TENANT}'`);
  const held = new Map(rows.map((row) => [String(row['session']), row['place_id'] === null ? null : Number(row['place_id'])]));
  let lost = 0;
  for (const [session, placeId] of acknowledged) if (!held.has(session) || held.get(session) !== placeId) lost += 1;
  return lost;
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function run(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(join(tmpdir(), 'youlan-live-peak-'));
  const secret = randomBytes(32).toString('hex');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer('scripts/start.ts', { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_SECRET: secret, TTS: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    await whenServing(`${origin}/api/docs/json`, server);
    const places = (await (await fetch(`${origin}/api/h5/place?page=1&size=9999`, { headers: { 'x-tenant-domain': TENANT } })).json()) as { data: { list: { id: number }[] } };
    const tenantId = await tenantIdOf(origin);
    const played = await playPeak(origin, secret, tenantId, places.data.list.map((place) => place.id));
    await stopServer(server);
    const lost = await queryStoppedServer(databaseUrl, dataDir, (query) => countLost(query, played.acknowledged));
    const figures = (tally: Tally) => ({ sent: tally.sent, perSecond: Math.round(tally.sent / played.elapsedS), refused: tally.refused, unanswered: tally.unanswered, statuses: tally.statuses, p50Ms: percentile(tally.latenciesMs, 50), p99Ms: percentile(tally.latenciesMs, 99), maxMs: percentile(tally.latenciesMs, 100) });
    const kinds = { report: figures(played.tallies.report), snapshot: figures(played.tallies.snapshot), firstScreen: figures(played.tallies.firstScreen) };
    const refused = KINDS.reduce((sum, kind) => sum + played.tallies[kind].refused + played.tallies[kind].unanswered, 0);
    console.info(`${label}: ${PHONES} phones for ${MINUTES} min (${played.elapsedS} s, load ${played.loadAtStart} → ${played.loadAtEnd}): ${refused} refused or unanswered, ${played.acknowledged.size} sessions acknowledged, ${lost} lost`);
    for (const [kind, figures] of Object.entries(kinds)) console.info(`  ${kind.padEnd(12)} ${JSON.stringify(figures)}`);
    console.info(`  snapshot p99 ${kinds.snapshot.p99Ms} ms, first screen p99 ${kinds.firstScreen.p99Ms} ms (goal < ${GOAL_P99_MS} ms each)`);
    return { phones: PHONES, minutes: MINUTES, refused, lost, kinds };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The area's id, as a token of its own names it: one guest's login, read back. */
async function tenantIdOf(origin: string): Promise<number> {
  const login = await fetch(`${origin}/api/visitor/login/h5`, { method: 'POST', headers: { 'x-tenant-domain': TENANT, 'content-type': 'application/json' }, body: JSON.stringify({ deviceId: randomBytes(16).toString('hex') }) });
  const { data } = (await login.json()) as { data: { token: string } };
  return (decodeJwt(data.token) as { tid: number }).tid;
}

const results = await onBenchDatabase('bench_live_peak', run);
console.info(JSON.stringify(results, null, 2));
if (Object.values(results).some((result) => result.refused > 0 || result.lost > 0)) process.exitCode = 1;
