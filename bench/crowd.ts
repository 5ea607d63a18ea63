/**
 * The crowd day (`npm run bench:crowd -- --visitors 2000 --minutes 5`, docs/benchmarks.md, issue
 * 25): N visitors arriving evenly over T minutes from ONE address (park Wi-Fi, a carrier's NAT),
 * each doing what a phone does on the first screen: the document, the start data, the guest
 * login (solving the guest proof when the server asks for it), the WeChat JS-SDK signature, an
 * audio guide's link, a search, a like, a punch and the view log's beacon on leaving. Against the
 * server as `npm start` runs it, on PGlite, or on PostgreSQL when DATABASE_URL is set (in a
 * database of the run's own beside that one's, dropped after); WeChat is the test double.
 * Reports per step how many answers were refused (not 2xx) and, after the server stopped, how
 * many acknowledged writes (likes, punches, view logs) are missing from the database: the goal is
 * 0 and 0. Exits 1 when any was refused or lost.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ErrorCode, solveGuestProof } from '@youlan/contract';
import { DOUBLE_APP_ID, DOUBLE_APP_SECRET, startWechatDouble } from '../apps/server/src/test/wechat-double.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { onBenchDatabase, queryStoppedServer, startServer, stopServer, whenServing, type Query } from './server-process.ts';

const TENANT = 'demo';
const STEPS = ['document', 'startData', 'login', 'wechatSignature', 'audioLink', 'search', 'like', 'punch', 'viewLog'] as const;
type Step = (typeof STEPS)[number];

const { values: flags } = parseArgs({
  options: {
    visitors: { type: 'string', default: '2000' },
    minutes: { type: 'string', default: '5' },
  },
});
const VISITORS = Number(flags.visitors);
const MINUTES = Number(flags.minutes);
if (!(VISITORS > 0 && MINUTES > 0)) throw new Error('--visitors and --minutes must be positive numbers');

interface Tally {
  sent: number;
  /** Answered with anything but a 2xx (a 429 from a limit, a 503 from load shedding). */
  refused: number;
  /** No answer at all (the connection failed, or fetch gave up after its 300 s). */
  unanswered: number;
  /** Status → count of the refusals. */
  statuses: Record<number, number>;
  latenciesMs: number[];
}

interface Acknowledged {
  likes: { visitorId: number; placeId: number }[];
  punches: { visitorId: number; placeId: number }[];
  viewLogs: string[];
}

interface Area {
  placeId: number;
  audioKey: string;
  punch: { placeId: number; longitude: number; latitude: number };
}


const sha256 = (message: string) => createHash('sha256').update(message).digest();

/** What every visitor needs of the area: a place with audio, and a punch place (with where it is). */
async function readArea(origin: string): Promise<Area> {
  const headers = { 'x-tenant-domain': TENANT };
  const places = (await (await fetch(`${origin}/api/h5/place?page=1&size=9999`, { headers })).json()) as { data: { list: { id: number; audioKey: string | null }[] } };
  const withAudio = places.data.list.find((place) => place.audioKey);
  const spots = (await (await fetch(`${origin}/api/h5/punch`, { headers })).json()) as { data: { spots: { placeId: number; longitude: number; latitude: number }[] } };
  const spot = spots.data.spots[0];
  if (!withAudio?.audioKey || !spot) throw new Error('the demo area has no place with audio or no punch place');
  return { placeId: withAudio.id, audioKey: withAudio.audioKey, punch: spot };
}

async function playCrowd(origin: string, area: Area) {
  const tallies = Object.fromEntries(STEPS.map((step): [Step, Tally] => [step, { sent: 0, refused: 0, unanswered: 0, statuses: {}, latenciesMs: [] }])) as Record<Step, Tally>;
  const acknowledged: Acknowledged = { likes: [], punches: [], viewLogs: [] };
  let proofs = 0;
  let neverIn = 0;

  /** One request of a step; the answer when it was a 2xx, else null (counted as refused). */
  const step = async (name: Step, path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response | null> => {
    const tally = tallies[name];
    tally.sent += 1;
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, { ...init, headers: { 'x-tenant-domain': TENANT, ...init.headers } });
    } catch {
      tally.unanswered += 1;
      return null;
    }
    tally.latenciesMs.push(performance.now() - started);
    if (response.ok) return response;
    tally.refused += 1;
    tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
    return response.status === 429 ? response : (await response.body?.cancel(), null);
  };

  const visitor = async () => {
    const json = { 'content-type': 'application/json' };
    const document = await step('document', '/');
    await document?.text();
    await (await step('startData', '/api/config/h5'))?.text();

    const deviceId = randomBytes(16).toString('hex');
    const login = (proof?: string) => step('login', '/api/visitor/login/h5', { method: 'POST', headers: json, body: JSON.stringify({ deviceId, ...(proof ? { proof } : {}) }) });
    let answer = await login();
    if (answer?.status === 429 && ((await answer.json()) as { code?: string }).code === ErrorCode.GUEST_PROOF_REQUIRED) {
      // The protocol, not a refusal: the phone solves the proof and logs in again.
      tallies.login.refused -= 1;
      tallies.login.statuses[429] = (tallies.login.statuses[429] ?? 0) - 1;
      proofs += 1;
      answer = await login(await solveGuestProof(TENANT, deviceId, sha256));
    }
    if (!answer?.ok) {
      neverIn += 1;
      return;
    }
    const { data } = (await answer.json()) as { data: { token: string; visitor: { id: number } } };
    const auth = { authorization: `Bearer ${data.token}` };

    await (await step('wechatSignature', `/api/wechat/jsapiTicket?url=${encodeURIComponent(`${origin}/`)}`, { headers: auth }))?.text();
    await (await step('audioLink', `/api/aliyun/signURL?fileName=${encodeURIComponent(area.audioKey)}`, { headers: auth }))?.text();
    await (await step('search', `/api/search?q=${encodeURIComponent('长廊')}`, { headers: auth }))?.text();

    const liked = await step('like', '/api/placeLike', { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ placeId: area.placeId, liked: true }) });
    if (liked?.ok) acknowledged.likes.push({ visitorId: data.visitor.id, placeId: area.placeId });
    await liked?.text();

    const punched = await step('punch', '/api/punchRecord', {
      method: 'POST',
      headers: { ...json, ...auth, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ placeId: area.punch.placeId, longitude: area.punch.longitude, latitude: area.punch.latitude, datum: 'gcj02', accuracyMeters: 10 }),
    });
    if (punched?.ok) acknowledged.punches.push({ visitorId: data.visitor.id, placeId: area.punch.placeId });
    await punched?.text();

    // Leaving: the beacon, text/plain with the tenant and token in the body.
    const visitId = randomUUID();
    const beacon = { id: visitId, visitTime: new Date().toISOString(), entryPage: '/', lastPage: '/home', viewTime: '00:03:00', tenant: TENANT, token: data.token };
    const viewed = await step('viewLog', '/api/viewLog', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(beacon) });
    if (viewed?.ok) acknowledged.viewLogs.push(visitId);
    await viewed?.text();
  };

  const gapMs = (MINUTES * 60_000) / VISITORS;
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < VISITORS; i += 1) {
    const due = started + i * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(visitor());
  }
  await Promise.all(running);
  return { tallies, acknowledged, proofs, neverIn, elapsedS: Math.round((performance.now() - started) / 1000) };
}

/** Acknowledged writes missing from the database, read after the server stopped. */
async function countLost(query: Query, acknowledged: Acknowledged) {
  const pairs = async (table: string) => new Set((await query(`SELECT visitor_id, place_id FROM ${table} t JOIN tenant ON tenant.id = t.tenant_id WHERE tenant.code = '${TENANT}'`)).rows.map((row) => `${String(row['visitor_id'])}:${String(row['place_id'])}`));
  const likes = await pairs('place_like');
  const punches = await pairs('punch_record');
  const views = new Set((await query(`SELECT v.id FROM view_log v JOIN tenant ON tenant.id = v.tenant_id WHERE tenant.code = '${TENANT}'`)).rows.map((row) => String(row['id'])));
  return {
    likes: acknowledged.likes.filter((like) => !likes.has(`${like.visitorId}:${like.placeId}`)).length,
    punches: acknowledged.punches.filter((punch) => !punches.has(`${punch.visitorId}:${punch.placeId}`)).length,
    viewLogs: acknowledged.viewLogs.filter((id) => !views.has(id)).length,
  };
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

async function run(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(join(tmpdir(), 'youlan-crowd-'));
  const wechat = await startWechatDouble();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer('scripts/start.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    WECHAT_APP_ID: DOUBLE_APP_ID,
    WECHAT_APP_SECRET: DOUBLE_APP_SECRET,
    WECHAT_API_BASE: wechat.baseUrl,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await whenServing(`${origin}/api/docs/json`, server);
    const area = await readArea(origin);
    const played = await playCrowd(origin, area);
    await stopServer(server);
    const lost = await queryStoppedServer(databaseUrl, dataDir, (query) => countLost(query, played.acknowledged));
    const steps = Object.fromEntries(
      STEPS.map((name) => {
        const tally = played.tallies[name];
        return [name, { sent: tally.sent, refused: tally.refused, unanswered: tally.unanswered, statuses: tally.statuses, p50Ms: percentile(tally.latenciesMs, 50), p99Ms: percentile(tally.latenciesMs, 99) }];
      }),
    );
    const refused = STEPS.reduce((sum, name) => sum + played.tallies[name].refused, 0);
    const unanswered = STEPS.reduce((sum, name) => sum + played.tallies[name].unanswered, 0);
    const lostTotal = lost.likes + lost.punches + lost.viewLogs;
    console.info(`${label}: ${VISITORS} visitors over ${MINUTES} min from one address (${played.elapsedS} s): ${refused} refused, ${unanswered} unanswered, ${played.neverIn} never logged in, ${lostTotal} acknowledged writes lost, ${played.proofs} guest proofs solved`);
    for (const [name, result] of Object.entries(steps)) console.info(`  ${name.padEnd(16)} ${JSON.stringify(result)}`);
    return { visitors: VISITORS, minutes: MINUTES, refused, unanswered, neverLoggedIn: played.neverIn, lost, proofs: played.proofs, steps };
  } finally {
    await stopServer(server);
    await wechat.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await onBenchDatabase('bench_crowd', run);
console.info(JSON.stringify(results, null, 2));
if (Object.values(results).some((result) => result.refused > 0 || result.unanswered > 0 || result.neverLoggedIn > 0 || result.lost.likes + result.lost.punches + result.lost.viewLogs > 0)) process.exitCode = 1;
