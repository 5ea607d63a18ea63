/**
 * Fault test (issue 25): one client opens 2,000 event streams with 30 guests. The bounds answer the
 * excess with 429s and a message, the process keeps serving other visitors, and once the streams
 * close the gate is empty again and a new stream opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER, HELP_SHOOT_EVENTS_PATH, TENANT_HEADER } from '@youlan/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { withBoostCatalogue } from '../../test/boost-catalogue.ts';
import { STREAMS_PER_VISITOR } from '../../platform/stream-gate.ts';

/** Small enough that one address (half of it) is reached by the guests below. */
const MAX_OPEN_STREAMS = 80;
const GUESTS = 30;
const ATTEMPTS = 2_000;
/** Attempts in flight at once: a bounded loop, as a phone farm's would be. */
const LANES = 20;

let t: TestApp;
let base: string;
let area: string;
let placePoseId: number;

beforeAll(async () => {
  t = await createTestApp({ MAX_OPEN_STREAMS: String(MAX_OPEN_STREAMS) });
  area = (await t.createTenant(withBoostCatalogue)).code;
  const spots = (await t.call(area, { method: 'GET', url: '/api/h5/photoSpot' })).json().data as { placePoses: { id: number }[] }[];
  placePoseId = spots[0]!.placePoses[0]!.id;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A guest with two open help requests (owner of both): streams it may ask for. */
async function guestWithRequests(): Promise<{ token: string; ids: number[] }> {
  const token = await t.login(area);
  const ids: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const created = await t.call(area, { method: 'POST', url: '/api/helpShoot', token, payload: { placePoseId } });
    expect(created.statusCode).toBe(200);
    ids.push((created.json().data as { id: number }).id);
  }
  return { token, ids };
}

interface Attempt {
  status: number;
  message?: string;
  retryAfter?: string | null;
  /** Set while the stream is held open. */
  controller?: AbortController;
}

async function openStream(token: string, id: number): Promise<Attempt> {
  const controller = new AbortController();
  const response = await fetch(`${base}${HELP_SHOOT_EVENTS_PATH}?id=${id}`, {
    headers: { [TENANT_HEADER]: area, [AUTH_HEADER]: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status === 200) return { status: 200, controller };
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message, retryAfter: response.headers.get('retry-after') };
}

describe('2,000 event streams from one client', () => {
  // 2,000 requests over HTTP on a machine shared with other test files: time enough for them, not a timing under test.
  it('are bounded per visitor and per address with fast 429s, other visitors are served, and the gate empties when they close', { timeout: 300_000 }, async () => {
    const guests = await Promise.all(Array.from({ length: GUESTS }, () => guestWithRequests()));
    const attempts: Attempt[] = [];
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let i = lane; i < ATTEMPTS; i += LANES) {
          // Eight attempts a guest in a row: each reaches its own bound before the address's is full.
          const guest = guests[Math.floor(i / 8) % GUESTS]!;
          attempts.push(await openStream(guest.token, guest.ids[i % 2]!));
        }
      }),
    );
    const refused = attempts.filter((attempt) => attempt.status !== 200);
    expect(new Set(refused.map((attempt) => attempt.status))).toEqual(new Set([429]));
    expect(refused.every((attempt) => attempt.retryAfter === '10')).toBe(true);
    const messages = new Set(refused.map((attempt) => attempt.message?.replace(/\(\d+\)/, '(n)')));
    expect(messages).toEqual(
      new Set(['Too many open event streams for this visitor (n): close another page and try again', 'Too many open event streams from this address (n): try again shortly']),
    );
    // Never more than one address's share, whatever the number asked for.
    const { bounds } = t.ctx.streams;
    expect(bounds).toMatchObject({ perVisitor: STREAMS_PER_VISITOR, perAddress: MAX_OPEN_STREAMS / 2, perInstance: MAX_OPEN_STREAMS });
    expect(t.ctx.streams.open).toBe(bounds.perAddress);

    // Everyone else is still served while the streams are held.
    expect((await t.call(area, { method: 'GET', url: '/api/h5/place?page=1&size=9999' })).statusCode).toBe(200);
    expect((await fetch(`${base}/api/getIp`, { headers: { [TENANT_HEADER]: area } })).status).toBe(200);

    for (const attempt of attempts) attempt.controller?.abort();
    // The server sees each close on its own time: a bounded wait, not a timing under test.
    for (let round = 0; round < 100 && t.ctx.streams.open > 0; round += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.ctx.streams.open).toBe(0);
    const after = await guestWithRequests();
    const again = await openStream(after.token, after.ids[0]!);
    expect(again.status).toBe(200);
    again.controller?.abort();
  });
});
