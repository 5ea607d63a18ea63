/**
 * Hardening across routes: rate limits, the answer cache's key, refused client errors, security
 * headers, redacted logs, load shedding and database outages (docs/hardening.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TENANT_HEADER, solveGuestProof } from '@youlan/contract';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/db/database.ts';
import { parseEnv } from './platform/env.ts';
import { visitor } from './platform/db/schema.ts';
import { viewLog } from './entities/view-log/view-log.table.ts';
import { redactUrl } from './platform/log.ts';
import { RATE_BUDGETS } from './platform/rate-limit.ts';
import { PERMISSIONS_POLICY, inlineStyleHashes } from './platform/security-headers.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { countingDatabase } from './test/counting-database.ts';
import type { AppContext } from './platform/context.ts';

const guest = () => ({ deviceId: randomUUID().replaceAll('-', '') });

/** Visitors arriving together from one address (park Wi-Fi, a carrier's NAT): issue 25's crowd. */
const CROWD = 2000;
/** Thousands of requests through inject take a while on a busy machine. */
const CROWD_TEST_TIMEOUT_MS = 240_000;

/** Runs `count` requests, 50 at a time (as a crowd's phones do, not one after another). */
async function inBatches<T>(count: number, request: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let done = 0; done < count; done += 50) answers.push(...(await Promise.all(Array.from({ length: Math.min(50, count - done) }, request))));
  return answers;
}

const statusCounts = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

const visit = () => ({ id: randomUUID(), visitTime: new Date().toISOString(), entryPage: '/', lastPage: '/place', viewTime: '00:01:00' });

describe('rate limits (RATE_LIMITS on, in-process counters)', () => {
  let t: TestApp;
  let tenant: { code: string; id: number };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on' });
    tenant = await t.createTenant();
  });
  afterAll(() => t.close());
  // The clock stands still in each test: a busy machine taking more than a minute over a crowd
  // would otherwise start a new window midway and hide a refusal.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('logs in 2,000 guests from one address without a proof; past the free budget a guest costs a proof of work', async () => {
    const free = RATE_BUDGETS.loginH5?.perAddress ?? 0;
    expect(free).toBeGreaterThanOrEqual(CROWD);
    const address = '198.51.100.20';
    const login = (payload: object) => t.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload, remoteAddress: address });
    // A crowd behind one address: every phone gets in.
    const crowd = await inBatches(CROWD, () => login(guest()));
    expect(statusCounts(crowd)).toEqual({ 200: CROWD });
    // A script making guests on: past the address's free budget, a guest without a proof is refused...
    await inBatches(free - CROWD, () => login(guest()));
    const refused = await login(guest());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, data: null, code: 'GUEST_PROOF_REQUIRED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // ...and so is a proof that does not hold or belongs to another device,
    const device = guest().deviceId;
    const proof = await solveGuestProof(tenant.code, device, (message) => createHash('sha256').update(message).digest());
    expect((await login({ deviceId: guest().deviceId, proof })).statusCode).toBe(429);
    // while one that holds lets the guest in, counted on its device.
    expect((await login({ deviceId: device, proof })).statusCode).toBe(200);
    const perDevice = RATE_BUDGETS.loginH5?.max ?? 0;
    const again = [];
    for (let i = 1; i <= perDevice; i += 1) again.push((await login({ deviceId: device, proof })).statusCode);
    expect(again.slice(0, perDevice - 1).every((status) => status === 200)).toBe(true);
    expect(again.at(-1)).toBe(429);
    // Another address has its own budget.
    expect((await t.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload: guest(), remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  }, CROWD_TEST_TIMEOUT_MS);

  it("counts a beacon's view log on the visitor of its token: 2,000 visitors from one address are all recorded", async () => {
    const address = '198.51.100.21';
    const visitors = await t.ctx.db
      .insert(visitor)
      .values(Array.from({ length: CROWD }, () => ({ tenantId: tenant.id, kind: 'guest' as const, deviceId: guest().deviceId, nickname: '' })))
      .returning({ id: visitor.id });
    const tokens = await Promise.all(visitors.map(async ({ id }) => (await t.ctx.tokens.issue(tenant.id, id)).token));
    const beacon = (token: string) =>
      t.call(null, { method: 'POST', url: '/api/viewLog', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ ...visit(), tenant: tenant.code, token }), remoteAddress: address });
    let next = 0;
    const crowd = await inBatches(CROWD, () => beacon(tokens[next++]!));
    expect(statusCounts(crowd)).toEqual({ 200: CROWD });
    const [stored] = await t.ctx.db.select({ count: count() }).from(viewLog).where(eq(viewLog.tenantId, tenant.id));
    expect(stored?.count).toBe(CROWD);
    // One visitor sending beacons in a loop (one sent above) is refused past its own budget.
    const max = RATE_BUDGETS.postViewLog?.max ?? 0;
    const own = [];
    for (let i = 1; i <= max; i += 1) own.push((await beacon(tokens[0]!)).statusCode);
    expect(own.slice(0, max - 1).every((status) => status === 200)).toBe(true);
    expect(own.at(-1)).toBe(429);
  }, CROWD_TEST_TIMEOUT_MS);

  it('answers 2,000 searches from one address; a client past the address budget is refused', async () => {
    const address = '198.51.100.22';
    const search = () => t.call(tenant.code, { method: 'GET', url: `/api/search?q=${encodeURIComponent('长廊')}`, remoteAddress: address });
    expect(statusCounts(await inBatches(CROWD, search))).toEqual({ 200: CROWD });
    const perAddress = RATE_BUDGETS.search?.perAddress ?? 0;
    await inBatches(perAddress - CROWD, search);
    expect((await search()).statusCode).toBe(429);
  }, CROWD_TEST_TIMEOUT_MS);

  it('signs read URLs of stored media without a limit: 2,000 from one address without a token', async () => {
    const key = 'audio/crowd-guide.mp3';
    await t.ctx.storage.put(`${tenant.code}/${key}`, Buffer.from('ID3'), 'audio/mpeg');
    const sign = () => t.call(tenant.code, { method: 'GET', url: `/api/aliyun/signURL?fileName=${encodeURIComponent(key)}`, remoteAddress: '198.51.100.23' });
    const answers = await inBatches(CROWD, sign);
    expect(statusCounts(answers)).toEqual({ 200: CROWD });
    // Uploads still have a budget.
    expect(RATE_BUDGETS.signUrl?.max).toBeGreaterThan(0);
  }, CROWD_TEST_TIMEOUT_MS);

  it('counts writes per visitor: one visitor past the budget does not stop another on the same address', async () => {
    const [first, second] = [await loginFrom('198.51.100.1'), await loginFrom('198.51.100.2')];
    const max = RATE_BUDGETS.placeLike?.max ?? 0;
    const like = (token: string) => t.call(tenant.code, { method: 'POST', url: '/api/placeLike', token, payload: { placeId: 2_147_483_000, liked: true }, remoteAddress: '198.51.100.3' });
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) statuses.push((await like(first)).statusCode);
    expect(statuses.slice(0, max).every((s) => s === 404)).toBe(true);
    expect(statuses[max]).toBe(429);
    expect((await like(second)).statusCode).toBe(404);
  });

  async function loginFrom(remoteAddress: string): Promise<string> {
    const response = await t.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload: guest(), remoteAddress });
    return response.json().data.token as string;
  }
});

describe('the client address behind proxies (TRUST_PROXY as a hop count)', () => {
  let t: TestApp;
  let tenant: { code: string; id: number };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: '1' });
    tenant = await t.createTenant();
  });
  afterAll(() => t.close());

  /** Through the load balancer at 10.0.0.2, which appends the address it saw to what the client sent. */
  const viaBalancer = (forwardedFor: string) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });

  it('takes the address the balancer saw, whatever the client put before it', async () => {
    const ipOf = async (forwardedFor: string) => (await t.call(tenant.code, { method: 'GET', url: '/api/getIp', ...viaBalancer(forwardedFor) })).json().data.ip as string;
    expect(await ipOf('203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps a per-address limit on a client that forges a new leftmost X-Forwarded-For each time', async () => {
    const login = (forwardedFor: string) => t.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload: guest(), ...viaBalancer(forwardedFor) });
    // Guest logins without a proof count on the address: its budget, each with another forged address.
    const budget = RATE_BUDGETS.loginH5!.perAddress;
    for (let i = 0; i < budget; i += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, budget - i) }, (_, j) => login(`198.51.${(i + j) >> 8}.${(i + j) & 255}, 203.0.113.9`)));
      expect(new Set(batch.map((response) => response.statusCode))).toEqual(new Set([200]));
    }
    expect((await login('198.51.100.200, 203.0.113.9')).statusCode).toBe(429);
    // Positive control: another client behind the same balancer still logs in.
    expect((await login('203.0.113.10')).statusCode).toBe(200);
  });

  it('refuses TRUST_PROXY=true and junk with a message that says what to give', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/number of proxies in front/);
    expect(() => parseEnv({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
  });
});

describe('the inputs that made 500s', () => {
  let t: TestApp;
  let tenant: { code: string; id: number };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await t.createTenant();
    token = await t.login(tenant.code);
  });
  afterAll(() => t.close());

  const TOO_BIG = 2 ** 31;
  const viewLog = (change: Record<string, string>) => ({ id: randomUUID(), visitTime: new Date().toISOString(), entryPage: '/home', lastPage: '/home', viewTime: '00:00:05', ...change });

  it('are refused with 400 naming the field: ids past 32 bits, NUL, lone surrogates', async () => {
    const survey = (await t.call(tenant.code, { method: 'GET', url: '/api/h5/survey', token })).json().data as { id: number; questions: { id: number; kind: string }[] };
    const textQuestion = survey.questions.find((question) => question.kind === 'text')?.id;
    const cases: [Parameters<TestApp['call']>[1], string][] = [
      [{ method: 'GET', url: `/api/h5/place?classId=${TOO_BIG}` }, 'query.classId'],
      [{ method: 'GET', url: `/api/h5/place/${TOO_BIG}` }, 'params.id'],
      [{ method: 'POST', url: '/api/placeLike', token, payload: { placeId: TOO_BIG, liked: true } }, 'body.placeId'],
      [{ method: 'POST', url: '/api/place/click', payload: { id: 99_999_999_999 } }, 'body.id'],
      [{ method: 'POST', url: '/api/punchRecord', token, payload: { placeId: TOO_BIG, longitude: 116.27, latitude: 39.99, datum: 'wgs84', accuracyMeters: 10 } }, 'body.placeId'],
      [{ method: 'POST', url: '/api/viewLog', payload: viewLog({ entryPage: '/home\u0000' }) }, 'body.entryPage'],
      [{ method: 'POST', url: '/api/viewLog', payload: viewLog({ lastPage: '/a\ud800' }) }, 'body.lastPage'],
      [{ method: 'POST', url: '/api/h5/opinion', token, payload: { category: 'other', text: 'a fine park\u0000 really', contact: '' } }, 'body.text'],
      [{ method: 'POST', url: '/api/h5/opinion', token, payload: { category: 'other', text: 'a fine park, really', contact: '\u0000' } }, 'body.contact'],
      [{ method: 'GET', url: `/api/wechat/oauthUrl?redirect=%2Fhome%00&callbackUrl=${encodeURIComponent('https://park.example.com/wx')}&binding=binding-of-this-browser-1` }, 'query.redirect'],
      [{ method: 'POST', url: `/api/h5/survey/${survey.id}/answer`, token, payload: { answers: { [String(textQuestion)]: 'good \udc00' } } }, `body.answers.${textQuestion}`],
      [{ method: 'POST', url: `/api/h5/survey/${TOO_BIG}/answer`, token, payload: { answers: {} } }, 'params.id'],
    ];
    for (const [request, field] of cases) {
      const response = await t.call(tenant.code, request);
      expect(response.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST', field });
    }
  });

  it('still accepts what is fine: an emoji (a surrogate pair) in an opinion', async () => {
    const response = await t.call(tenant.code, { method: 'POST', url: '/api/h5/opinion', token, payload: { category: 'other', text: 'lovely lake 😀 thanks', contact: '' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('composite foreign keys (tenant_id, id)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuse a row that points at another tenant's place, class or survey", async () => {
    const [a, b] = [await t.createTenant(), await t.createTenant()];
    // PGlite and node-postgres both answer `{ rows }`; the shared Db type does not say so.
    const idOf = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const first = (table: string, tenantId: number) => idOf(sql`SELECT id FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`);
    const [placeA, placeB, classB, surveyB] = [await first('place', a.id), await first('place', b.id), await first('place_class', b.id), await first('survey', b.id)];
    const visitorA = await idOf(sql`INSERT INTO visitor (tenant_id, kind, nickname) VALUES (${a.id}, 'guest', '') RETURNING id`);
    // Positive control: the same insert with the tenant's own place is accepted.
    await t.database.db.execute(sql`INSERT INTO place_like (tenant_id, place_id, visitor_id) VALUES (${a.id}, ${placeA}, ${visitorA})`);
    const refused = [
      sql`INSERT INTO place_like (tenant_id, place_id, visitor_id) VALUES (${a.id}, ${placeB}, ${visitorA})`,
      sql`UPDATE place SET class_id = ${classB} WHERE id = ${placeA}`,
      sql`INSERT INTO survey_response (tenant_id, survey_id, visitor_id, answers) VALUES (${a.id}, ${surveyB}, ${visitorA}, '{}'::jsonb)`,
    ];
    // 23503: foreign_key_violation (Drizzle wraps the driver's error as its cause).
    for (const statement of refused) await expect(t.database.db.execute(statement)).rejects.toMatchObject({ cause: { code: '23503' } });
  });

  it("refuse a row that names another tenant's visitor, in every table that names one", async () => {
    const [a, b] = [await t.createTenant(), await t.createTenant()];
    const idOf = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const visitorIn = (tenantId: number) => idOf(sql`INSERT INTO visitor (tenant_id, kind, nickname) VALUES (${tenantId}, 'guest', '') RETURNING id`);
    const placeA = await idOf(sql`SELECT id FROM place WHERE tenant_id = ${a.id} ORDER BY id LIMIT 1`);
    const surveyA = await idOf(sql`SELECT id FROM survey WHERE tenant_id = ${a.id} ORDER BY id LIMIT 1`);
    const own = await visitorIn(a.id);
    // Every row a tenant-A request could write with a visitor id: one statement per reference.
    const rows = (visitorId: number) => [
      sql`INSERT INTO opinion (tenant_id, visitor_id, category, text) VALUES (${a.id}, ${visitorId}, 'other', 'text')`,
      sql`INSERT INTO place_like (tenant_id, place_id, visitor_id) VALUES (${a.id}, ${placeA}, ${visitorId})`,
      sql`INSERT INTO survey_response (tenant_id, survey_id, visitor_id, answers) VALUES (${a.id}, ${surveyA}, ${visitorId}, '{}'::jsonb)`,
      sql`INSERT INTO punch_attempt (tenant_id, visitor_id, place_id, result) VALUES (${a.id}, ${visitorId}, ${placeA}, 'recorded')`,
      sql`INSERT INTO punch_record (tenant_id, visitor_id, place_id, punch_date, longitude, latitude, reported_datum, accuracy_meters, distance_meters, request_hash) VALUES (${a.id}, ${visitorId}, ${placeA}, '2026-11-27', 116.27, 39.99, 'wgs84', 10, 5, 'h')`,
      sql`INSERT INTO upload (tenant_id, visitor_id, key, content_type, max_bytes) VALUES (${a.id}, ${visitorId}, ${`u/${visitorId}.jpg`}, 'image/jpeg', 1000)`,
      sql`INSERT INTO material (tenant_id, visitor_id, kind, media_key, width, height) VALUES (${a.id}, ${visitorId}, 'photo', ${`m/${visitorId}.jpg`}, 1, 1)`,
      sql`INSERT INTO image_job (tenant_id, visitor_id, kind, photo_key, source_key, operations, request_hash) VALUES (${a.id}, ${visitorId}, 'edit', 'p.jpg', 's.jpg', '[]'::jsonb, 'h')`,
      sql`INSERT INTO help_shoot (tenant_id, owner_id, place_pose_id, place_name, pose_name, pose_tips, secret) VALUES (${a.id}, ${visitorId}, 1, 'p', 'p', 't', 's')`,
      sql`INSERT INTO help_shoot (tenant_id, owner_id, friend_id, place_pose_id, place_name, pose_name, pose_tips, secret) VALUES (${a.id}, ${own}, ${visitorId}, 1, 'p', 'p', 't', 's')`,
      sql`INSERT INTO click_event (tenant_id, type, target_id, visitor_id) VALUES (${a.id}, 'place', ${placeA}, ${visitorId})`,
      sql`INSERT INTO view_log (tenant_id, id, visitor_id, visit_time, entry_page, last_page, view_time, view_seconds) VALUES (${a.id}, gen_random_uuid(), ${visitorId}, now(), '/', '/', '00:00:01', 1)`,
    ];
    // Positive control: each is accepted with the tenant's own visitor.
    for (const statement of rows(own)) await t.database.db.execute(statement);
    const foreign = await visitorIn(b.id);
    for (const statement of rows(foreign)) await expect(t.database.db.execute(statement)).rejects.toMatchObject({ cause: { code: '23503' } });
    // A visitor's going clears only the visitor of the rows that outlive it (not their tenant_id).
    await t.database.db.execute(sql`DELETE FROM visitor WHERE id = ${own}`);
    const left = ((await t.database.db.execute(sql`SELECT (SELECT count(*)::int FROM click_event WHERE tenant_id = ${a.id} AND visitor_id IS NULL) AS clicks, (SELECT count(*)::int FROM view_log WHERE tenant_id = ${a.id} AND visitor_id IS NULL) AS visits, (SELECT count(*)::int FROM opinion WHERE visitor_id = ${own}) AS opinions`)) as unknown as { rows: { clicks: number; visits: number; opinions: number }[] }).rows[0];
    expect(left).toEqual({ clicks: 1, visits: 1, opinions: 0 });
  });
});

describe('the place list answer cache', () => {
  let t: TestApp;
  let tenant: { code: string; id: number };
  let counted: ReturnType<typeof countingDatabase>;
  let app: FastifyInstance;
  let ctx: AppContext;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await t.createTenant();
    counted = countingDatabase(t.database);
    ({ app, ctx } = await buildApp({ env: t.ctx.env, database: counted.database, logger: false }));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });
  const list = (query: string, language = '') => app.inject({ method: 'GET', url: `/api/h5/place?${query}`, headers: { [TENANT_HEADER]: tenant.code, 'accept-language': language } });

  it('is not bypassed by junk query parameters: they do not make a new cache entry', async () => {
    const first = await list('page=1&size=9999');
    expect(first.statusCode).toBe(200);
    // Changed behind the cache's back: an answer read anew would show it.
    await t.database.db.execute(sql`UPDATE place SET name = 'renamed' WHERE tenant_id = ${tenant.id}`);
    const junk = await list(`page=1&size=9999&_=${randomUUID()}&cb=${Math.random()}`);
    expect(junk.statusCode).toBe(200);
    expect(junk.body).toBe(first.body);
    // Nor do made-up languages: a language is one of the area's before it keys anything.
    const madeUp = await list('page=1&size=9999', `x-${randomUUID().slice(0, 8)}, zz;q=0.5`);
    expect(madeUp.body).toBe(first.body);
    // Positive control: after an operator's change (a new content edition) the list is read anew.
    ctx.content.bump(tenant.code);
    expect((await list('page=1&size=9999')).json().data.list[0].name).toEqual({ text: 'renamed', lang: 'zh-CN' });
  });

  it('shares one database read between distinct valid sizes, pages and classes, each answered right', async () => {
    ctx.content.bump(tenant.code);
    const all = (await list('page=1&size=9999')).json().data as { list: { id: number; classId: number }[]; total: number };
    const before = counted.queries();
    for (let size = 1; size <= 40; size += 1) {
      const page = (await list(`page=2&size=${size}`)).json().data as { list: { id: number }[]; total: number; size: number };
      expect(page.list.map((p) => p.id)).toEqual(all.list.slice(size, 2 * size).map((p) => p.id));
      expect(page).toMatchObject({ total: all.total, size });
    }
    const classId = all.list[0]!.classId;
    const ofClass = (await list(`page=1&size=500&classId=${classId}`)).json().data as { list: { id: number }[]; total: number };
    expect(ofClass.list.map((p) => p.id)).toEqual(all.list.filter((p) => p.classId === classId).map((p) => p.id));
    expect(ofClass.total).toBe(ofClass.list.length);
    expect(counted.queries() - before).toBe(0);
    // Positive control: the counter sees the reads of a list not cached yet.
    ctx.content.bump(tenant.code);
    await list('page=1&size=7');
    expect(counted.queries() - before).toBeGreaterThan(0);
  });
});

describe('requests refused before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const rawRequest = (method: string) =>
    new Promise<string>((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1', () => socket.write(`${method} /api/config/h5 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers oversized headers with 431: a JSON envelope for GET, no body at all for HEAD', async () => {
    const get = await rawRequest('GET');
    expect(get).toMatch(/^HTTP\/1\.1 431 /);
    expect(get.split('\r\n\r\n')[1]).toContain('"status":431');
    const head = await rawRequest('HEAD');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('Content-Length: 0');
    expect(head.split('\r\n\r\n')[1]).toBe('');
  });
});

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  const splash = 'body { margin: 0; }';
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'youlan-web-'));
    writeFileSync(join(webDist, 'index.html'), `<!doctype html><html><head><style>${splash}</style></head><body><script type="module" src="/assets/app.js"></script></body></html>`);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('go on the HTML and the API: strict CSP with the splash style hashed, no framing, nosniff, no referrer, narrow permissions', async () => {
    const [hash] = inlineStyleHashes(`<style>${splash}</style>`);
    for (const url of ['/', '/api/getIp', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).toContain(`style-src 'self' ${hash};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      // WebAssembly may compile (the HEIC decoder); no inline script and no eval of JavaScript.
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval|hashes)'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });

  it('send HSTS only over HTTPS: not over plain HTTP, nor when an untrusted client claims https', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/getIp' })).headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({ method: 'GET', url: '/api/getIp', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: '1' });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await proxied.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('logged URLs', () => {
  it('redact tokens and one-time codes, keep everything else', () => {
    expect(redactUrl('/?token=eyJhbGciOi.abc.def&from=share')).toBe('/?token=[redacted]&from=share');
    expect(redactUrl('/wx-login?code=CODE123&state=s1#x')).toBe('/wx-login?code=[redacted]&state=[redacted]#x');
    expect(redactUrl('/api/h5/place?page=1')).toBe('/api/h5/place?page=1');
  });
});

/** A visitor app's chunk, its service worker, a console chunk. */
const BUILD_FILES = ['/assets/place-sheet-abc123.js', '/sw.js', '/console/assets/places-page-abc123.js'];

describe('load shedding', () => {
  let t: TestApp;
  let tenant: { code: string; id: number };
  // The visitor app and the console built in place: their files are served under pressure too.
  const dist = mkdtempSync(join(tmpdir(), 'youlan-shed-dist-'));
  const consoleDist = mkdtempSync(join(tmpdir(), 'youlan-shed-console-'));
  beforeAll(async () => {
    for (const root of [dist, consoleDist]) {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    }
    writeFileSync(join(dist, 'assets', 'place-sheet-abc123.js'), 'export const sheet = 1;');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(consoleDist, 'assets', 'places-page-abc123.js'), 'export const page = 1;');
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '30', WEB_DIST: dist, CONSOLE_DIST: consoleDist });
    tenant = await t.createTenant();
  });
  afterAll(async () => {
    await t.close();
    for (const root of [dist, consoleDist]) rmSync(root, { recursive: true, force: true });
  });

  it('answers a burst at saturation with fast 503s and Retry-After (none hangs), and serves normally right after', async () => {
    const busyUntil = Date.now() + 600;
    // A saturated process: the event loop is blocked far past the limit.
    while (Date.now() < busyUntil) Math.sqrt(Math.random());
    // The burst arrives once the load monitor has had its turn to measure the lag.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [burst, buildFiles] = await Promise.all([
      Promise.all(Array.from({ length: 100 }, () => t.call(tenant.code, { method: 'GET', url: '/api/h5/place' }))),
      // Pages that already run, fetching their next screen's code and checking for a new worker.
      Promise.all(BUILD_FILES.flatMap((url) => Array.from({ length: 7 }, () => t.call(tenant.code, { method: 'GET', url })))),
    ]);
    const statuses = new Set(burst.map((response) => response.statusCode));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    const shed = burst.find((response) => response.statusCode === 503);
    expect(shed).toBeDefined();
    expect(Number(shed?.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed?.json()).toMatchObject({ status: 503, data: null, code: 'UNAVAILABLE' });
    expect(buildFiles.map((response) => response.statusCode)).toEqual(Array.from({ length: 21 }, () => 200));
    expect(buildFiles[0]?.body).toBe('export const sheet = 1;');
    expect(buildFiles[20]?.body).toBe('export const page = 1;');
    await expect.poll(async () => (await t.call(tenant.code, { method: 'GET', url: '/api/config/h5' })).statusCode).toBe(200);
  });
});

describe('a database outage', () => {
  it('answers 503 with Retry-After (not 500) while the database is unreachable, and recovers', async () => {
    const isPg = process.env.TEST_DB === 'pg';
    // On PostgreSQL the app reaches the database through a proxy the test can cut.
    const sockets = new Set<Socket>();
    let target: URL | null = null;
    const proxy = createServer((client) => {
      if (!target) return client.destroy();
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    let t: TestApp | null = null;
    const dataDir = mkdtempSync(join(tmpdir(), 'youlan-outage-'));
    try {
      let close: () => Promise<void>;
      let app: FastifyInstance;
      if (isPg) {
        target = new URL(inject('databaseUrl'));
        await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
        const proxied = new URL(target);
        proxied.hostname = '127.0.0.1';
        proxied.port = String((proxy.address() as AddressInfo).port);
        const database = await openDatabase({ url: proxied.toString(), poolSize: 2, connectTimeoutMs: 500 });
        // No image worker: the job table is shared with the other test files (see test/harness.ts).
        const env = parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', RATE_LIMITS: 'off', MAX_EVENT_LOOP_DELAY_MS: '0', IMAGE_WORKERS: '0' });
        ({ app } = await buildApp({ env, database, logger: false }));
        close = async () => {
          await app.close();
          await database.close().catch(() => undefined);
        };
      } else {
        t = await createTestApp();
        app = t.app;
        close = () => Promise.resolve();
      }
      // A new unknown code each time, so the tenant cache cannot answer for the database.
      const ask = () => app.inject({ method: 'GET', url: '/api/config/h5', headers: { [TENANT_HEADER]: `missing-${randomUUID().slice(0, 8)}` } });
      // Positive control: reachable, an unknown tenant is a plain 404, and the health probe is happy.
      expect((await ask()).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 200, data: { database: 'up' } });

      if (isPg) {
        target = null;
        for (const socket of sockets) socket.destroy();
      } else {
        await t?.database.close();
      }
      const down = await ask();
      expect(down.statusCode).toBe(503);
      expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
      expect(down.json()).toMatchObject({ status: 503, data: null, code: 'UNAVAILABLE' });
      // The supervisor's probe says so too (docs/operator-guide.md, "Running in production").
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

      if (isPg) {
        target = new URL(inject('databaseUrl'));
        await expect.poll(async () => (await ask()).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      await close();
    } finally {
      proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (t) {
        await t.app.close();
        rmSync(t.dataDir, { recursive: true, force: true });
      }
    }
  });
});
