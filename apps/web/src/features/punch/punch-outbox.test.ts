/** The outbox against an in-memory queue and a scripted server. */
import type { PunchRecord } from '@youlan/contract';
import { ErrorCode } from '@youlan/contract/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedPunch } from './punch-rules.ts';

const stored = new Map<string, QueuedPunch>();
vi.mock('./punch-store.ts', () => ({
  readQueue: async () => [...stored.values()],
  addToQueue: async (item: QueuedPunch) => void stored.set(item.id, item),
  removeFromQueue: async (id: string) => void stored.delete(id),
}));

class FakeApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, status: number) {
    super(code);
    this.code = code;
    this.status = status;
  }
}
const call = vi.fn();
vi.mock('../../platform/http.ts', () => ({
  call: (...args: unknown[]) => call(...args),
  ClientErrorCode: { NETWORK: 'NETWORK', TIMEOUT: 'TIMEOUT', BAD_RESPONSE: 'BAD_RESPONSE' },
  isApiError: (error: unknown) => error instanceof FakeApiError,
}));

const { flushQueue, pendingPunches, submitPunch, subscribeSettled } = await import('./punch-outbox.ts');

const body = (placeId: number) => ({ placeId, longitude: 116.27, latitude: 40, datum: 'wgs84' as const, accuracyMeters: 10 });
const record = (placeId: number): PunchRecord => ({
  id: placeId,
  placeId,
  placeName: `p${placeId}`,
  punchedAt: '2026-11-22T08:00:00Z',
  punchDate: '2026-11-22',
  photoKey: null,
  distanceMeters: 3,
  flags: [],
});
const offline = () => Promise.reject(new FakeApiError('NETWORK', 0));

beforeEach(() => {
  stored.clear();
  call.mockReset();
});

describe('the punch outbox', () => {
  it('sends a punch with its idempotency key and removes it once recorded', async () => {
    call.mockImplementation(async (_route, input: { body: { placeId: number } }) => record(input.body.placeId));
    const outcome = await submitPunch(body(1));
    expect(outcome).toEqual({ action: 'recorded', record: record(1) });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![2]).toEqual({ headers: { 'idempotency-key': expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(stored.size).toBe(0);
    expect(pendingPunches()).toEqual([]);
  });

  it('keeps an offline punch, then resends it with the same key exactly once', async () => {
    call.mockImplementation(offline);
    const outcome = await submitPunch(body(2));
    expect(outcome).toMatchObject({ action: 'queued', reason: 'offline' });
    expect(pendingPunches()).toHaveLength(1);
    const firstKey = (call.mock.calls[0]![2] as { headers: Record<string, string> }).headers['idempotency-key'];

    const settled = vi.fn();
    const stop = subscribeSettled(settled);
    call.mockReset();
    call.mockImplementation(async () => record(2));
    await flushQueue();
    await flushQueue();
    stop();
    expect(call).toHaveBeenCalledTimes(1);
    expect((call.mock.calls[0]![2] as { headers: Record<string, string> }).headers['idempotency-key']).toBe(firstKey);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ verdict: { action: 'recorded', record: record(2) } }));
    expect(stored.size).toBe(0);
  });

  it('never sends one item twice at once, however many flushes are asked for', async () => {
    call.mockImplementation(offline);
    await submitPunch(body(3));
    call.mockReset();
    let inFlight = 0;
    let most = 0;
    call.mockImplementation(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return record(3);
    });
    await Promise.all([flushQueue(), flushQueue(), flushQueue()]);
    expect(most).toBe(1);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('drops a definitive refusal and reports it; keeps a rate-limited punch', async () => {
    call.mockImplementation(() => Promise.reject(new FakeApiError(ErrorCode.OUT_OF_RANGE, 422)));
    expect(await submitPunch(body(4))).toMatchObject({ action: 'refused', code: ErrorCode.OUT_OF_RANGE });
    expect(stored.size).toBe(0);

    vi.useFakeTimers();
    try {
      call.mockImplementation(() => Promise.reject(new FakeApiError(ErrorCode.RATE_LIMITED, 429)));
      expect(await submitPunch(body(5))).toMatchObject({ action: 'queued', reason: 'later' });
      expect(stored.size).toBe(1);
      call.mockImplementation(async () => record(5));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(stored.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends queued punches oldest first and stops at the first that must wait', async () => {
    call.mockImplementation(offline);
    await submitPunch(body(6));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await submitPunch(body(7));
    call.mockReset();
    call.mockImplementationOnce(offline);
    await flushQueue();
    expect(call).toHaveBeenCalledTimes(1);
    expect((call.mock.calls[0]![1] as { body: { placeId: number } }).body.placeId).toBe(6);
    expect(stored.size).toBe(2);
    call.mockImplementation(async (_route, input: { body: { placeId: number } }) => record(input.body.placeId));
    await flushQueue();
    expect(call.mock.calls.slice(1).map((c) => (c[1] as { body: { placeId: number } }).body.placeId)).toEqual([6, 7]);
    expect(stored.size).toBe(0);
  });
});
