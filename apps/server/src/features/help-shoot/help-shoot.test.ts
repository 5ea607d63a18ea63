import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { HELP_SHOOT_EVENTS_MAX, HELP_SHOOT_EVENTS_PATH, HELP_SHOOT_IDLE_MS, HELP_SHOOT_OPEN_MAX, type HelpShoot, type HelpShootPhoto } from '@youlan/contract';
import { buildApp } from '../../app.ts';
import { LISTEN_APPLICATION_NAME, type Database } from '../../platform/db/database.ts';
import { APP_ROLE } from '../../platform/db/tenant-scope.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/harness.ts';
import { withBoostCatalogue } from '../../test/boost-catalogue.ts';
import { finishedPhoto } from '../../test/uploads.ts';
import { openEventStream, type EventReader } from '../../test/event-stream.ts';
import { ENDED_RETENTION_MS, HelpShootService } from './help-shoot.service.ts';
import { helpShoot } from '../../entities/help-shoot/help-shoot.table.ts';

/** Instance A (the test app) and instance B (a second app on the same database), both listening. */
let t: TestApp;
let second: { app: FastifyInstance; database: Database | null };
let baseA: string;
let baseB: string;
let area: string;
let other: string;
let placePoseId: number;
const MEMBER_SECRET = /^[A-Za-z0-9_-]{24}$/;

beforeAll(async () => {
  t = await createTestApp();
  area = (await t.createTenant(withBoostCatalogue)).code;
  other = (await t.createTenant(withBoostCatalogue)).code;
  const spots = (await t.call(area, { method: 'GET', url: '/api/h5/photoSpot' })).json().data as { placePoses: { id: number }[] }[];
  placePoseId = spots[0]!.placePoses[0]!.id;
  // PGlite is one in-process database: the second app shares it. PostgreSQL: a second pool and LISTEN connection, as another instance has.
  const database = process.env.TEST_DB === 'pg' ? await openTestDatabase() : null;
  const built = await buildApp({ env: t.ctx.env, database: database ?? t.database, logger: false });
  second = { app: built.app, database };
  baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.app.close();
  await second.database?.close();
  await t.close();
});

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
/** Calls instance B over HTTP (the friend's phone in these tests is served by B). */
async function callB(tenant: string, token: string, call: Call): Promise<{ status: number; body: { data: unknown; code?: string; message: string; field?: string } }> {
  const response = await fetch(`${baseB}${call.url}`, {
    method: call.method,
    headers: { 'x-tenant-domain': tenant, authorization: `Bearer ${token}`, ...(call.payload ? { 'content-type': 'application/json' } : {}) },
    ...(call.payload ? { body: JSON.stringify(call.payload) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; code?: string; message: string } };
}
const callA = async (tenant: string, token: string, call: Call) => {
  const response = await t.call(tenant, { ...call, token } as Parameters<TestApp['call']>[1]);
  return { status: response.statusCode, body: response.json() as { data: unknown; code?: string; message: string; field?: string } };
};

async function newRequest(owner: string, tenant = area): Promise<HelpShoot> {
  const created = await callA(tenant, owner, { method: 'POST', url: '/api/helpShoot', payload: { placePoseId } });
  expect(created.status).toBe(200);
  return created.body.data as HelpShoot;
}

async function paired(): Promise<{ owner: string; friend: string; request: HelpShoot }> {
  const owner = await t.login(area);
  const friend = await t.login(area);
  const request = await newRequest(owner);
  const joined = await callB(area, friend, { method: 'POST', url: '/api/doHelpShoot', payload: { id: request.id, secret: request.secret } });
  expect(joined.status).toBe(200);
  return { owner, friend, request };
}

async function countOf(query: SQL): Promise<number> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

const stream = (base: string, token: string, id: number, lastEventId?: number): Promise<EventReader> =>
  openEventStream({ baseUrl: base, tenant: area, token, id, path: HELP_SHOOT_EVENTS_PATH, ...(lastEventId === undefined ? {} : { lastEventId }) });

describe('asking and joining', () => {
  it('makes a help request with the spot, the pose and a join secret only the owner sees', async () => {
    const owner = await t.login(area);
    const request = await newRequest(owner);
    const zh = (text: string) => ({ text, lang: 'zh-CN' });
    expect(request).toMatchObject({ role: 'owner', state: 'waiting', placePoseId, placeName: zh('东宫门'), poseName: zh('倚栏远眺'), outlineKey: 'boost/poses/lean-rail.svg', photos: [], lastEventId: 0 });
    expect(request.secret).toMatch(MEMBER_SECRET);

    const card = await callA(area, owner, { method: 'GET', url: `/api/shareShoot?id=${request.id}` });
    expect(card.body.data).toMatchObject({ id: request.id, title: zh('帮我拍一张：东宫门 · 倚栏远眺'), imageKey: 'boost/samples/gate-1.jpg' });
    // In the visitor's language: the request keeps the pose's translations it was made with.
    const english = await callA(area, owner, { method: 'GET', url: `/api/shareShoot?id=${request.id}`, headers: { 'accept-language': 'en' } });
    expect(english.body.data).toMatchObject({ poseName: { text: 'Leaning on the rail', lang: 'en' }, title: { text: expect.stringContaining('Leaning on the rail'), lang: 'en' } });
    const asked = await callA(area, owner, { method: 'GET', url: `/api/helpShoot?id=${request.id}`, headers: { 'accept-language': 'en' } });
    expect(asked.body.data).toMatchObject({ poseTips: { text: 'Lean sideways', lang: 'en' } });
  });

  it('shows the share link to the holder of the secret, and nothing without it', async () => {
    const owner = await t.login(area);
    const friend = await t.login(area);
    const request = await newRequest(owner);
    // Positive control first: the right secret opens it.
    const invited = await callB(area, friend, { method: 'GET', url: `/api/friendHelpShoot?id=${request.id}&secret=${request.secret}` });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ role: 'invited', secret: null, photos: [], poseName: { text: '倚栏远眺', lang: 'zh-CN' } });
    const wrong = `${request.secret!.slice(0, 23)}${request.secret!.endsWith('A') ? 'B' : 'A'}`;
    expect((await callB(area, friend, { method: 'GET', url: `/api/friendHelpShoot?id=${request.id}&secret=${wrong}` })).status).toBe(404);
    expect((await callB(area, friend, { method: 'GET', url: `/api/friendHelpShoot?id=${request.id}` })).status).toBe(404);
    expect((await callB(area, friend, { method: 'GET', url: `/api/shareShoot?id=${request.id}` })).status).toBe(404);
    expect((await callB(area, friend, { method: 'GET', url: `/api/helpShoot?id=${request.id}` })).status).toBe(404);
  });

  it('lets exactly one friend join: a third device is told someone is already helping', async () => {
    const { owner, friend, request } = await paired();
    const again = await callB(area, friend, { method: 'POST', url: '/api/doHelpShoot', payload: { id: request.id, secret: request.secret } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ role: 'friend', state: 'joined', secret: null });

    const third = await t.login(area);
    const join = await callB(area, third, { method: 'POST', url: '/api/doHelpShoot', payload: { id: request.id, secret: request.secret } });
    expect(join.status).toBe(409);
    expect(join.body).toMatchObject({ code: 'HELP_SHOOT_TAKEN', message: expect.stringContaining('already helping') });
    const open = await callB(area, third, { method: 'GET', url: `/api/friendHelpShoot?id=${request.id}&secret=${request.secret}` });
    expect(open.body.code).toBe('HELP_SHOOT_TAKEN');

    const self = await callA(area, owner, { method: 'POST', url: '/api/doHelpShoot', payload: { id: request.id, secret: request.secret } });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('CONFLICT');
  });

  it("answers 404 for another area's help request and for an unknown pose", async () => {
    const owner = await t.login(area);
    const request = await newRequest(owner);
    const stranger = await t.login(other);
    expect((await callA(area, owner, { method: 'GET', url: `/api/helpShoot?id=${request.id}` })).status).toBe(200);
    expect((await callA(other, stranger, { method: 'GET', url: `/api/friendHelpShoot?id=${request.id}&secret=${request.secret}` })).status).toBe(404);
    expect((await callA(other, stranger, { method: 'POST', url: '/api/doHelpShoot', payload: { id: request.id, secret: request.secret } })).status).toBe(404);
    expect((await callA(area, owner, { method: 'POST', url: '/api/helpShoot', payload: { placePoseId: 2_000_000_000 } })).status).toBe(404);
  });

  it(`allows ${HELP_SHOOT_OPEN_MAX} open help requests a visitor, and one more once one ended`, async () => {
    const owner = await t.login(area);
    const made = [];
    for (let n = 0; n < HELP_SHOOT_OPEN_MAX; n += 1) made.push(await newRequest(owner));
    const refused = await callA(area, owner, { method: 'POST', url: '/api/helpShoot', payload: { placePoseId } });
    expect(refused.status).toBe(429);
    await callA(area, owner, { method: 'DELETE', url: '/api/disconnect', payload: { id: made[0]!.id } });
    expect((await callA(area, owner, { method: 'POST', url: '/api/helpShoot', payload: { placePoseId } })).status).toBe(200);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const { friend, request } = await paired();
    const frame = await callB(area, friend, { method: 'POST', url: '/api/helpShoot/frame', payload: { id: request.id, image: 'javascript:alert(1)' } });
    expect(frame.status).toBe(400);
    expect(frame.body.field).toBe('body.image');
    const nul = await callB(area, friend, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'offer', sdp: 'v=0\u0000' } } });
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe('body.signal.sdp');
    const shoot = await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: 'uploads/2026/01/not-mine.jpg' } });
    expect(shoot.status).toBe(404);
    const current = (await callB(area, friend, { method: 'GET', url: `/api/helpShoot?id=${request.id}` })).body.data as HelpShoot;
    expect(current.photos).toEqual([]);
  });
});

describe('live between two instances', () => {
  it('carries joined, signalling, countdown, stills and the photo from the friend on B to the owner on A, and retake and keep back', async () => {
    const owner = await t.login(area);
    const friend = await t.login(area);
    const request = await newRequest(owner);
    const ownerEvents = await stream(baseA, owner, request.id, request.lastEventId);

    const joined = (await callB(area, friend, { method: 'POST', url: '/api/doHelpShoot', payload: { id: request.id, secret: request.secret } })).body.data as HelpShoot;
    await ownerEvents.next(({ event }) => event.type === 'joined');
    const friendEvents = await stream(baseB, friend, request.id, joined.lastEventId);

    await callB(area, friend, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'offer', sdp: 'v=0 offer' } } });
    const offer = await ownerEvents.next(({ event }) => event.type === 'signal');
    expect(offer.event).toEqual({ type: 'signal', from: 'friend', signal: { kind: 'offer', sdp: 'v=0 offer' } });
    await callA(area, owner, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'answer', sdp: 'v=0 answer' } } });
    expect((await friendEvents.next(({ event }) => event.type === 'signal')).event).toMatchObject({ from: 'owner', signal: { kind: 'answer' } });

    const still = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    expect((await callB(area, friend, { method: 'POST', url: '/api/helpShoot/frame', payload: { id: request.id, image: still } })).status).toBe(200);
    expect((await ownerEvents.next(({ event }) => event.type === 'frame')).event).toEqual({ type: 'frame', image: still });

    expect((await callA(area, owner, { method: 'POST', url: '/api/helpShoot/countdown', payload: { id: request.id } })).body.data).toEqual({ seconds: 3 });
    expect((await friendEvents.next(({ event }) => event.type === 'countdown')).event).toEqual({ type: 'countdown', seconds: 3 });

    const key = await finishedPhoto(t, area, friend);
    const shot = await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: key } });
    expect(shot.status).toBe(200);
    const arrived = await ownerEvents.next(({ event }) => event.type === 'photo');
    if (arrived.event.type !== 'photo') throw new Error('not a photo');
    expect(arrived.event.photo).toMatchObject({ id: (shot.body.data as HelpShootPhoto).id, state: 'new', width: 16, height: 12 });
    expect(arrived.event.photo).not.toHaveProperty('mediaKey');
    // The signed URL shows the picture.
    const picture = await fetch(arrived.event.photo.url.replace(/^https?:\/\/[^/]+/, baseA));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/jpeg');

    const retake = await callA(area, owner, { method: 'PATCH', url: '/api/receiveHelpPic', payload: { id: request.id, photoId: arrived.event.photo.id, action: 'retake' } });
    expect(retake.body.data).toMatchObject({ state: 'retake' });
    expect((await friendEvents.next(({ event }) => event.type === 'retake')).event).toMatchObject({ photo: { id: arrived.event.photo.id } });

    const second = await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: await finishedPhoto(t, area, friend) } });
    const secondId = (second.body.data as HelpShootPhoto).id;
    const kept = await callA(area, owner, { method: 'PATCH', url: '/api/receiveHelpPic', payload: { id: request.id, photoId: secondId, action: 'keep' } });
    expect(kept.body.data).toMatchObject({ state: 'kept', materialId: expect.any(Number) });
    await friendEvents.next(({ event }) => event.type === 'kept');
    const mine = (await callA(area, owner, { method: 'GET', url: '/api/h5/material?kind=helpShoot' })).body.data as { list: { id: number }[] };
    expect(mine.list.map((m) => m.id)).toEqual([(kept.body.data as HelpShootPhoto).materialId]);

    // Ids are the request's sequence, in order, each once.
    const ids = ownerEvents.received.flatMap((item) => (item.id === null ? [] : [item.id]));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));

    await callB(area, friend, { method: 'DELETE', url: '/api/disconnect', payload: { id: request.id } });
    expect((await ownerEvents.next(({ event }) => event.type === 'ended')).event).toEqual({ type: 'ended', reason: 'friend' });
    await ownerEvents.ended;
    await friendEvents.ended;
  });

  it('resumes a dropped stream from its last event: nothing lost, nothing twice', async () => {
    const { owner, friend, request } = await paired();
    const first = await stream(baseA, owner, request.id, 0);
    await first.next(({ event }) => event.type === 'joined');
    await callB(area, friend, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'offer', sdp: 'one' } } });
    const seen = await first.next(({ event }) => event.type === 'signal');
    first.close();

    // While the owner is away: two events.
    await callB(area, friend, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'offer', sdp: 'two' } } });
    const shot = await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: await finishedPhoto(t, area, friend) } });
    expect(shot.status).toBe(200);

    const resumed = await stream(baseB, owner, request.id, seen.id!);
    const photo = await resumed.next(({ event }) => event.type === 'photo');
    await callA(area, owner, { method: 'DELETE', url: '/api/disconnect', payload: { id: request.id } });
    await resumed.ended;
    const types = resumed.received.map(({ event }) => (event.type === 'signal' && event.signal.kind === 'offer' ? `offer ${event.signal.sdp}` : event.type));
    expect(types).toEqual(['offer two', 'photo', 'ended']);
    expect(resumed.received.map((item) => item.id)).toEqual([seen.id! + 1, photo.id, photo.id! + 1]);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('a lost LISTEN connection', () => {
  it('is opened again and the streams re-read the log: the event still arrives', async () => {
    const { owner, friend, request } = await paired();
    const ownerEvents = await stream(baseA, owner, request.id);
    await ownerEvents.next(({ event }) => event.type === 'joined');
    // Every instance's LISTEN connection is cut (other test files' apps reopen theirs the same way).
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`);
    await callB(area, friend, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'offer', sdp: 'while cut' } } });
    const arrived = await ownerEvents.next(({ event }) => event.type === 'signal');
    expect(arrived.event).toMatchObject({ signal: { sdp: 'while cut' } });
    ownerEvents.close();
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('the events stream under row-level security', () => {
  it(`reads in its tenant's scope, as every request does: as ${APP_ROLE}, with app.tenant_id its area`, async () => {
    const tenantId = (await t.ctx.tenants.require(area)).id;
    // What the stream's own queries run under: asked through the same scoped Db, just before each.
    const seen: { read: string; role: string; tenant: string | null }[] = [];
    const readsOf = ['streamRole', 'eventsAfter', 'newestFrame'] as const;
    const spies = readsOf.map((read) => {
      const original = HelpShootService.prototype[read] as (this: HelpShootService, ...args: unknown[]) => Promise<unknown>;
      return vi.spyOn(HelpShootService.prototype, read).mockImplementation(async function (this: HelpShootService, ...args: unknown[]) {
        const result = (await t.ctx.db.execute(sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`)) as unknown as { rows: { role: string; tenant: string | null }[] };
        seen.push({ read, ...result.rows[0]! });
        return original.apply(this, args);
      } as never);
    });
    try {
      const { owner, friend, request } = await paired();
      const ownerEvents = await stream(baseA, owner, request.id);
      await ownerEvents.next(({ event }) => event.type === 'joined');
      expect((await callB(area, friend, { method: 'POST', url: '/api/helpShoot/frame', payload: { id: request.id, image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' } })).status).toBe(200);
      await ownerEvents.next(({ event }) => event.type === 'frame');
      ownerEvents.close();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // Each kind of read happened (positive control), and every one of them in the scope.
    expect(new Set(seen.map(({ read }) => read))).toEqual(new Set(readsOf));
    expect(seen.filter(({ role, tenant }) => role !== APP_ROLE || tenant !== String(tenantId))).toEqual([]);
  });
});

describe('who may do what, and the end', () => {
  it('keeps each side to its part and refuses a photo of another help request', async () => {
    const a = await paired();
    const b = await paired();
    const photoOfB = (await callB(area, b.friend, { method: 'POST', url: '/api/shoot', payload: { id: b.request.id, photoKey: await finishedPhoto(t, area, b.friend) } })).body.data as HelpShootPhoto;
    // Positive control: B's owner can keep it.
    const other = await callA(area, a.owner, { method: 'PATCH', url: '/api/receiveHelpPic', payload: { id: a.request.id, photoId: photoOfB.id, action: 'keep' } });
    expect(other.status).toBe(404);
    expect((await callA(area, a.owner, { method: 'PATCH', url: '/api/receiveHelpPic', payload: { id: b.request.id, photoId: photoOfB.id, action: 'keep' } })).status).toBe(404);
    expect((await callA(area, b.owner, { method: 'PATCH', url: '/api/receiveHelpPic', payload: { id: b.request.id, photoId: photoOfB.id, action: 'keep' } })).status).toBe(200);

    expect((await callA(area, a.owner, { method: 'POST', url: '/api/shoot', payload: { id: a.request.id, photoKey: await finishedPhoto(t, area, a.owner) } })).status).toBe(403);
    expect((await callB(area, a.friend, { method: 'POST', url: '/api/helpShoot/countdown', payload: { id: a.request.id } })).status).toBe(403);
    expect((await callB(area, a.friend, { method: 'GET', url: `/api/helpShoot?id=${b.request.id}` })).status).toBe(404);
  });

  it('refuses every call once ended, and tells the other side at once', async () => {
    const { owner, friend, request } = await paired();
    const friendEvents = await stream(baseB, friend, request.id);
    const key = await finishedPhoto(t, area, friend);
    const ended = await callA(area, owner, { method: 'DELETE', url: '/api/disconnect', payload: { id: request.id } });
    expect(ended.body.data).toMatchObject({ state: 'ended', endedReason: 'owner' });
    expect((await friendEvents.next(({ event }) => event.type === 'ended')).event).toEqual({ type: 'ended', reason: 'owner' });

    const shoot = await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: key } });
    expect(shoot.status).toBe(410);
    expect(shoot.body).toMatchObject({ code: 'HELP_SHOOT_ENDED', message: expect.stringContaining('ended') });
    for (const call of [
      { method: 'GET', url: `/api/helpShoot?id=${request.id}` },
      { method: 'GET', url: `/api/friendHelpShoot?id=${request.id}` },
      { method: 'GET', url: `/api/shareShoot?id=${request.id}` },
      { method: 'POST', url: '/api/helpShoot/countdown', payload: { id: request.id } },
      { method: 'DELETE', url: '/api/disconnect', payload: { id: request.id } },
    ] as Call[]) {
      expect((await callA(area, owner, call)).status, call.url).toBe(410);
    }
    expect(await countOf(sql`select count(*)::int as n from help_shoot_photo where help_shoot_id = ${request.id}`)).toBe(0);
  });

  it('ends an idle help request after 30 minutes, and sweeps ended ones with their unkept photos', async () => {
    // The sweep needs no catalogue.
    const service = new HelpShootService(t.database.db, t.ctx.storage, { placePose: () => Promise.reject(new Error('not used')) });
    const { owner, friend, request } = await paired();
    const friendEvents = await stream(baseB, friend, request.id);
    const keptKey = await finishedPhoto(t, area, friend);
    const droppedKey = await finishedPhoto(t, area, friend);
    const kept = (await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: keptKey } })).body.data as HelpShootPhoto;
    await callB(area, friend, { method: 'POST', url: '/api/shoot', payload: { id: request.id, photoKey: droppedKey } });
    await callA(area, owner, { method: 'PATCH', url: '/api/receiveHelpPic', payload: { id: request.id, photoId: kept.id, action: 'keep' } });

    await t.database.db.update(helpShoot).set({ lastActiveAt: new Date(Date.now() - HELP_SHOOT_IDLE_MS - 1000) }).where(eq(helpShoot.id, request.id));
    const refused = await callA(area, owner, { method: 'POST', url: '/api/helpShoot/countdown', payload: { id: request.id } });
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ code: 'HELP_SHOOT_EXPIRED', message: expect.stringContaining('expired') });
    expect((await friendEvents.next(({ event }) => event.type === 'ended')).event).toEqual({ type: 'ended', reason: 'expired' });

    // A second idle one is found by the sweep, without any call.
    const idle = await paired();
    const ownerEvents = await stream(baseA, idle.owner, idle.request.id);
    await t.database.db.update(helpShoot).set({ lastActiveAt: new Date(Date.now() - HELP_SHOOT_IDLE_MS - 1000) }).where(eq(helpShoot.id, idle.request.id));
    await service.sweep();
    expect((await ownerEvents.next(({ event }) => event.type === 'ended')).event).toEqual({ type: 'ended', reason: 'expired' });

    // An hour after the end: the rows go, the unkept photo's file goes, the kept one stays.
    expect(await t.ctx.storage.exists(`${area}/${droppedKey}`)).toBe(true);
    await service.sweep(new Date(Date.now() + ENDED_RETENTION_MS + 60_000));
    expect(await countOf(sql`select count(*)::int as n from help_shoot where id = ${request.id}`)).toBe(0);
    expect(await countOf(sql`select count(*)::int as n from help_shoot_event where help_shoot_id = ${request.id}`)).toBe(0);
    expect(await t.ctx.storage.exists(`${area}/${droppedKey}`)).toBe(false);
    expect(await t.ctx.storage.exists(`${area}/${keptKey}`)).toBe(true);
  });

  it(`stops a help request at ${HELP_SHOOT_EVENTS_MAX} events, but still lets it end`, async () => {
    const { owner, friend, request } = await paired();
    await t.database.db.update(helpShoot).set({ lastEventId: HELP_SHOOT_EVENTS_MAX }).where(eq(helpShoot.id, request.id));
    const signal = await callB(area, friend, { method: 'POST', url: '/api/helpShoot/signal', payload: { id: request.id, signal: { kind: 'offer', sdp: 'x' } } });
    expect(signal.status).toBe(429);
    expect((await callA(area, owner, { method: 'DELETE', url: '/api/disconnect', payload: { id: request.id } })).status).toBe(200);
  });
});
