import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, type ConsoleLogin, logInOperator, makeOperator, openConsoleAreas, type TestArea } from '../../test/console.ts';
import { place } from '../../entities/place/place.table.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { textDigest } from '../../entities/translation/translation.ts';
import { deviceKey, deviceReading, liveStatus } from './live-status.table.ts';
import { sweepOldReadings } from './live-status.ingest.ts';
import { secretHash } from './device-key.service.ts';
import { loadDemoArea } from '../../area-file/area.file.ts';

let t: TestApp, area: TestArea, other: TestArea, editor: ConsoleLogin, viewer: ConsoleLogin, admin: ConsoleLogin, otherEditor: ConsoleLogin;
let places: number[], otherPlace: number;
beforeAll(async () => {
  ({ t, area, other, editor, viewer, admin, otherEditor } = await openConsoleAreas('admin', 'otherEditor'));
  places = (await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, area.id)).orderBy(place.id)).map((row) => row.id);
  [{ id: otherPlace }] = (await t.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, other.id)).limit(1)) as [{ id: number }];
});
afterAll(() => t.close());

const consoleUrl = (code = area.code) => `/api/console/areas/${code}/live-status`;
const keysUrl = (code = area.code) => `/api/console/areas/${code}/device-keys`;
const fields = (change: Record<string, unknown> = {}) => ({ state: 'open', waitMinutes: null, queuePeople: null, freeSpaces: null, departures: [], note: null, ...change });
const snapshot = async (code = area.code, headers: Record<string, string> = {}) => t.call(code, { method: 'GET', url: '/api/h5/live-status', headers });
const statusOf = async (placeId: number, code = area.code) => ((await snapshot(code)).json().data.statuses as { placeId: number }[]).find((s) => s.placeId === placeId) as Record<string, unknown> | undefined;
const issueKey = async (login = admin, code = area.code) => (await consoleCall(t, login, { method: 'POST', url: keysUrl(code), payload: { name: '停车场闸机' } })).json().data as { key: { id: number }; secret: string };
const ingest = (key: string | undefined, payload: Record<string, unknown>, code = area.code) => t.call(code, { method: 'POST', url: '/api/device/live-status', headers: key ? { [DEVICE_KEY_HEADER]: key } : {}, payload });

describe('console live status', () => {
  it('an editor sets a status; visitors see it in the snapshot; the audit log holds it', async () => {
    const response = await consoleCall(t, editor, { method: 'PUT', url: `${consoleUrl()}/${places[0]}`, payload: fields({ state: 'closingSoon', waitMinutes: 15, departures: ['23:59', '00:00', '23:59'], note: '17:00 停止入场' }) });
    expect(response.json().data).toMatchObject({ placeId: places[0], state: 'closingSoon', waitMinutes: 15, departures: ['00:00', '23:59'], source: 'console', freshness: 'fresh' });
    const visible = await statusOf(places[0]!);
    expect(visible).toMatchObject({ state: 'closingSoon', waitMinutes: 15, note: { text: '17:00 停止入场', lang: 'zh-CN' }, source: 'console', isStale: false });
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'liveStatus.set'), eq(auditLog.targetId, String(places[0]))));
    expect(entry).toMatchObject({ before: null, after: { state: 'closingSoon', note: '17:00 停止入场' } });
    const listed = (await consoleCall(t, viewer, { method: 'GET', url: consoleUrl() })).json().data;
    expect(listed.places.find((p: { placeId: number }) => p.placeId === places[0])).toMatchObject({ state: 'closingSoon' });
    expect(listed.places.find((p: { placeId: number }) => p.placeId === places[1])).toMatchObject({ state: null, freshness: 'none' });
    // The test area is the demo's file, with its marks.
    expect(listed.settings).toEqual(loadDemoArea().liveStatus.marks);
  });

  it('serves the note in the visitor language where translated (subject liveStatus)', async () => {
    await t.ctx.db.update(liveStatus).set({ translations: { en: { note: { text: 'No entry after 17:00', source: textDigest('17:00 停止入场') } } } }).where(eq(liveStatus.placeId, places[0]!));
    // Written behind the server's back: a console change (here the marks, saved as they are) forgets the cached snapshot.
    await consoleCall(t, admin, { method: 'PUT', url: `${consoleUrl()}-settings`, payload: { staleAfterMinutes: 30, hideAfterMinutes: 120 } });
    const visible = ((await snapshot(area.code, { 'accept-language': 'en' })).json().data.statuses as { placeId: number; note: unknown }[]).find((s) => s.placeId === places[0]);
    expect(visible?.note).toEqual({ text: 'No entry after 17:00', lang: 'en' });
    const board = (await consoleCall(t, editor, { method: 'GET', url: `/api/console/areas/${area.code}/translations?lang=en&subject=liveStatus` })).json();
    expect(JSON.stringify(board)).toContain('No entry after 17:00');
  });

  it('answers the snapshot with a short max-age and an ETag; the same ETag is a 304', async () => {
    const first = await snapshot();
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await snapshot(area.code, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // Read once for every visitor of the interval: the same read time, the same answer.
    expect((await snapshot()).json().data.at).toBe(first.json().data.at);
  });

  it('fades a status after the stale mark and hides it after the hide mark the admin sets', async () => {
    await consoleCall(t, editor, { method: 'PUT', url: `${consoleUrl()}/${places[1]}`, payload: fields({ state: 'open' }) });
    await t.ctx.db.update(liveStatus).set({ updatedAt: new Date(Date.now() - 20 * 60_000) }).where(eq(liveStatus.placeId, places[1]!));
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${consoleUrl()}-settings`, payload: { staleAfterMinutes: 10, hideAfterMinutes: 60 } })).statusCode).toBe(403);
    expect((await consoleCall(t, admin, { method: 'PUT', url: `${consoleUrl()}-settings`, payload: { staleAfterMinutes: 10, hideAfterMinutes: 60 } })).json().data).toEqual({ staleAfterMinutes: 10, hideAfterMinutes: 60 });
    expect(await statusOf(places[1]!)).toMatchObject({ isStale: true });
    expect((await snapshot()).json().data).toMatchObject({ staleAfterMinutes: 10, hideAfterMinutes: 60 });
    await consoleCall(t, admin, { method: 'PUT', url: `${consoleUrl()}-settings`, payload: { staleAfterMinutes: 5, hideAfterMinutes: 15 } });
    expect(await statusOf(places[1]!)).toBeUndefined();
    const listed = (await consoleCall(t, viewer, { method: 'GET', url: consoleUrl() })).json().data.places as { placeId: number; freshness: string }[];
    expect(listed.find((p) => p.placeId === places[1])?.freshness).toBe('hidden');
    await consoleCall(t, admin, { method: 'PUT', url: `${consoleUrl()}-settings`, payload: { staleAfterMinutes: 30, hideAfterMinutes: 120 } });
  });

  it('clears a status', async () => {
    await consoleCall(t, editor, { method: 'PUT', url: `${consoleUrl()}/${places[2]}`, payload: fields({ state: 'closed' }) });
    expect(await statusOf(places[2]!)).toMatchObject({ state: 'closed' });
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${consoleUrl()}/${places[2]}` })).json().data).toEqual({ deleted: true });
    expect(await statusOf(places[2]!)).toBeUndefined();
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${consoleUrl()}/${places[2]}` })).statusCode).toBe(404);
  });

  it('refuses bad input and a viewer, and changes nothing', async () => {
    const before = await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.tenantId, area.id));
    const url = `${consoleUrl()}/${places[0]}`;
    expect((await consoleCall(t, viewer, { method: 'PUT', url, payload: fields() })).statusCode).toBe(403);
    for (const [payload, field] of [
      [fields({ state: 'busy' }), 'body.state'],
      [fields({ waitMinutes: -1 }), 'body.waitMinutes'],
      [fields({ waitMinutes: 1.5 }), 'body.waitMinutes'],
      [fields({ freeSpaces: 2_000_000 }), 'body.freeSpaces'],
      [fields({ departures: ['25:00'] }), 'body.departures.0'],
      [fields({ departures: Array.from({ length: 13 }, () => '10:00') }), 'body.departures'],
      [fields({ note: 'x'.repeat(201) }), 'body.note'],
      [fields({ note: 'a\u0000b' }), 'body.note'],
      [fields({ source: 'device' }), 'body'],
      [{ state: 'open' }, 'body.waitMinutes'],
    ] as const) {
      expect((await consoleCall(t, editor, { method: 'PUT', url, payload })).json()).toMatchObject({ status: 400, field });
    }
    for (const payload of [{ staleAfterMinutes: 60, hideAfterMinutes: 60 }, { staleAfterMinutes: 0, hideAfterMinutes: 60 }, { staleAfterMinutes: 10 }]) {
      expect((await consoleCall(t, admin, { method: 'PUT', url: `${consoleUrl()}-settings`, payload })).statusCode).toBe(400);
    }
    expect(await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.tenantId, area.id))).toEqual(before);
  });

  it("keeps areas apart: another area's place is 404, its statuses are not listed", async () => {
    expect((await consoleCall(t, editor, { method: 'PUT', url: `${consoleUrl()}/${otherPlace}`, payload: fields() })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${consoleUrl()}/${otherPlace}` })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'GET', url: consoleUrl(other.code) })).statusCode).toBe(403);
    await consoleCall(t, otherEditor, { method: 'PUT', url: `${consoleUrl(other.code)}/${otherPlace}`, payload: fields({ state: 'closed' }) });
    expect(await statusOf(otherPlace, other.code)).toMatchObject({ state: 'closed' });
    expect(await statusOf(otherPlace)).toBeUndefined();
    const listed = (await consoleCall(t, viewer, { method: 'GET', url: consoleUrl() })).json().data.places as { placeId: number }[];
    expect(listed.map((p) => p.placeId)).not.toContain(otherPlace);
  });
});

describe('device keys', () => {
  it('issues a key shown once and stored hashed; only admins manage keys; all audited', async () => {
    const { key, secret } = await issueKey();
    expect(secret).toMatch(/^ylk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: '停车场闸机', hint: secret.slice(-4), revokedAt: null, lastUsedAt: null });
    const [row] = await t.ctx.db.select().from(deviceKey).where(eq(deviceKey.id, key.id));
    expect(row!.secretHash).not.toContain(secret);
    const listed = (await consoleCall(t, admin, { method: 'GET', url: keysUrl() })).json();
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'deviceKey.create'), eq(auditLog.targetId, String(key.id))));
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(entry).toMatchObject({ after: { name: '停车场闸机', revoked: false } });
    expect((await consoleCall(t, editor, { method: 'POST', url: keysUrl(), payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await consoleCall(t, editor, { method: 'GET', url: keysUrl() })).statusCode).toBe(403);
    expect((await consoleCall(t, admin, { method: 'POST', url: keysUrl(), payload: { name: '' } })).json()).toMatchObject({ status: 400, field: 'body.name' });
  });

  it('rotates a key: the old secret stops, the new one works; revoking stops it for good', async () => {
    const { key, secret } = await issueKey();
    expect((await ingest(secret, { readingId: 'r-rot-1', placeId: places[3], freeSpaces: 10 })).statusCode).toBe(200);
    const rotated = (await consoleCall(t, admin, { method: 'POST', url: `${keysUrl()}/${key.id}/rotate` })).json().data;
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.key.rotatedAt).not.toBeNull();
    expect((await ingest(secret, { readingId: 'r-rot-2', placeId: places[3], freeSpaces: 9 })).json()).toMatchObject({ status: 401, code: 'DEVICE_KEY_REJECTED' });
    expect((await ingest(rotated.secret, { readingId: 'r-rot-3', placeId: places[3], freeSpaces: 8 })).json().data).toMatchObject({ applied: true });
    const revoked = (await consoleCall(t, admin, { method: 'POST', url: `${keysUrl()}/${key.id}/revoke` })).json().data;
    expect(revoked.revokedAt).not.toBeNull();
    expect((await ingest(rotated.secret, { readingId: 'r-rot-4', placeId: places[3], freeSpaces: 7 })).json()).toMatchObject({ status: 401, code: 'DEVICE_KEY_REJECTED', message: expect.stringContaining('revoked') });
    expect((await consoleCall(t, admin, { method: 'POST', url: `${keysUrl()}/${key.id}/rotate` })).statusCode).toBe(409);
    expect(await statusOf(places[3]!)).toMatchObject({ freeSpaces: 8, source: 'device' });
    const actions = (await t.ctx.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.targetType, 'deviceKey'), eq(auditLog.targetId, String(key.id))))).map((e) => e.action);
    expect(actions.sort()).toEqual(['deviceKey.create', 'deviceKey.revoke', 'deviceKey.rotate']);
  });

  it("keeps areas apart: another area's key is refused here, its keys cannot be rotated or revoked", async () => {
    const otherAdmin = await logInOperator(t, await makeOperator(t, 'admin', other.id));
    const foreign = await issueKey(otherAdmin, other.code);
    expect((await ingest(foreign.secret, { readingId: 'r-x-0', placeId: places[5], state: 'closed' })).json()).toMatchObject({ status: 401, code: 'DEVICE_KEY_REJECTED' });
    expect((await consoleCall(t, admin, { method: 'POST', url: `${keysUrl()}/${foreign.key.id}/revoke` })).statusCode).toBe(404);
    expect((await consoleCall(t, admin, { method: 'POST', url: `${keysUrl()}/${foreign.key.id}/rotate` })).statusCode).toBe(404);
    const { key, secret } = await issueKey();
    expect((await ingest(secret, { readingId: 'r-x-1', placeId: otherPlace, state: 'closed' }, other.code)).json()).toMatchObject({ status: 401, code: 'DEVICE_KEY_REJECTED' });
    expect((await consoleCall(t, otherEditor, { method: 'POST', url: `${keysUrl(other.code)}/${key.id}/revoke` })).statusCode).toBe(403);
    expect((await consoleCall(t, otherEditor, { method: 'GET', url: keysUrl() })).statusCode).toBe(403);
    // This area's key names this area's places only.
    expect((await ingest(secret, { readingId: 'r-x-2', placeId: otherPlace, state: 'closed' })).statusCode).toBe(404);
    expect(await statusOf(otherPlace, other.code)).toMatchObject({ state: 'closed', source: 'console' });
  });
});

describe('device ingest', () => {
  it('refuses a missing, malformed or unknown key with 401, before reading the body', async () => {
    for (const key of [undefined, 'not-a-key', `ylk_${'A'.repeat(43)}`]) {
      for (const payload of [{ readingId: 'r-1', placeId: places[4], state: 'open' }, { state: 'nonsense' }]) {
        const response = await ingest(key, payload);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'DEVICE_KEY_REJECTED', field: `headers.${DEVICE_KEY_HEADER}` });
      }
    }
    expect((await ingest(undefined, { state: 'open' }, 'no-such-area')).statusCode).toBe(404);
  });

  it('merges a reading into the status (fields it does not send stay) and is idempotent by reading id', async () => {
    const { key, secret } = await issueKey();
    await consoleCall(t, editor, { method: 'PUT', url: `${consoleUrl()}/${places[4]}`, payload: fields({ state: 'open', note: '地下一层' }) });
    const first = await ingest(secret, { readingId: 'gate-2026-10-01T10:00', placeId: places[4], freeSpaces: 42, queuePeople: 3 });
    expect(first.json().data).toMatchObject({ placeId: places[4], readingId: 'gate-2026-10-01T10:00', applied: true });
    expect(await statusOf(places[4]!)).toMatchObject({ state: 'open', freeSpaces: 42, queuePeople: 3, note: { text: '地下一层' }, source: 'device' });
    const [stored] = await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.placeId, places[4]!));
    // A later reading, then the first one resent: nothing changes.
    await ingest(secret, { readingId: 'gate-2', placeId: places[4], freeSpaces: 40 });
    const [afterSecond] = await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.placeId, places[4]!));
    const resent = await ingest(secret, { readingId: 'gate-2026-10-01T10:00', placeId: places[4], freeSpaces: 42, queuePeople: 3 });
    expect(resent.json().data).toMatchObject({ applied: false, updatedAt: afterSecond!.updatedAt.toISOString() });
    expect(await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.placeId, places[4]!))).toEqual([afterSecond]);
    expect(afterSecond!.updatedAt.getTime()).toBeGreaterThanOrEqual(stored!.updatedAt.getTime());
    // The same id with other values is a mistake: 422, nothing changes.
    expect((await ingest(secret, { readingId: 'gate-2', placeId: places[4], freeSpaces: 1 })).json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_MISMATCH' });
    expect(await statusOf(places[4]!)).toMatchObject({ freeSpaces: 40 });
    const [used] = await t.ctx.db.select().from(deviceKey).where(eq(deviceKey.id, key.id));
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it('refuses bad readings with 400 naming the field, and changes nothing', async () => {
    const { secret } = await issueKey();
    const before = await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.tenantId, area.id));
    for (const [payload, field] of [
      [{ placeId: places[4], state: 'open' }, 'body.readingId'],
      [{ readingId: 'has space', placeId: places[4], state: 'open' }, 'body.readingId'],
      [{ readingId: 'r-bad-1', state: 'open' }, 'body.placeId'],
      [{ readingId: 'r-bad-2', placeId: places[4] }, 'body'],
      [{ readingId: 'r-bad-3', placeId: places[4], state: 'full' }, 'body.state'],
      [{ readingId: 'r-bad-4', placeId: places[4], freeSpaces: -3 }, 'body.freeSpaces'],
      [{ readingId: 'r-bad-5', placeId: places[4], departures: ['9:00'] }, 'body.departures.0'],
      [{ readingId: 'r-bad-6', placeId: places[4], state: 'open', tenantId: other.id }, 'body'],
    ] as const) {
      const response = await ingest(secret, payload);
      expect(response.json()).toMatchObject({ status: 400, field });
    }
    expect((await ingest(secret, { readingId: 'r-bad-7', placeId: 99_999_999, state: 'open' })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(liveStatus).where(eq(liveStatus.tenantId, area.id))).toEqual(before);
    // A refused reading is not remembered: it may be sent again once right.
    expect(await t.ctx.db.select().from(deviceReading).where(eq(deviceReading.readingId, 'r-bad-7'))).toEqual([]);
  });

  it('forgets reading ids after a day', async () => {
    const { key, secret } = await issueKey();
    await ingest(secret, { readingId: 'old-one', placeId: places[5], state: 'open' });
    await t.ctx.db.update(deviceReading).set({ receivedAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(deviceReading.keyId, key.id));
    expect(await sweepOldReadings(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(deviceReading).where(eq(deviceReading.keyId, key.id))).toEqual([]);
  });
});

describe('ingest rate limit', () => {
  it('counts per key, not per address: one key over its budget leaves another key of the same address alone', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const tenant = await limited.createTenant();
      const [spot] = await limited.ctx.db.select({ id: place.id }).from(place).where(eq(place.tenantId, tenant.id)).limit(1);
      const good = `ylk_${'G'.repeat(43)}`;
      await limited.ctx.db.insert(deviceKey).values({ tenantId: tenant.id, name: 'gate', secretHash: secretHash(good), hint: 'GGGG' });
      const send = (key: string, readingId: string) => limited.call(tenant.code, { method: 'POST', url: '/api/device/live-status', headers: { [DEVICE_KEY_HEADER]: key }, payload: { readingId, placeId: spot!.id, queuePeople: 1 } });
      const noisy = `ylk_${'N'.repeat(43)}`;
      for (let i = 0; i < 120; i++) expect((await send(noisy, `n-${i}`)).statusCode).toBe(401);
      const over = await send(noisy, 'n-over');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await send(good, 'g-1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
