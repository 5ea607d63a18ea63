import type { PunchRecord, PunchRecordBody } from '@youlan/contract';
import { ErrorCode } from '@youlan/contract/runtime';
import { describe, expect, it } from 'vitest';
import { collectedFirst, stampSlots } from './collection.ts';
import {
  bestFix,
  inSendingOrder,
  judgeAnswer,
  newIdempotencyKey,
  pendingPlaceIds,
  progressFraction,
  queuedPunch,
  refusalKey,
} from './punch-rules.ts';
import { placeParam } from './punch-names.ts';
import { sealText } from './seal-text.ts';

const body = (placeId = 1): PunchRecordBody => ({ placeId, longitude: 116.27, latitude: 40, datum: 'wgs84', accuracyMeters: 12 });
const record = (placeId: number, punchedAt: string, id = 1): PunchRecord => ({
  id,
  placeId,
  placeName: `place ${placeId}`,
  punchedAt,
  punchDate: punchedAt.slice(0, 10),
  photoKey: null,
  distanceMeters: 5,
  flags: [],
});

describe('the queued punch', () => {
  it('gets an idempotency key the server accepts and that differs each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
    expect(newIdempotencyKey(new Uint8Array([0, 1, 255]))).toBe('0001ff');
  });

  it('keeps its key and body, so a resend is the same request', () => {
    const item = queuedPunch(body(3), 1_700_000_000_000, 'abcdef0123456789');
    expect(item).toMatchObject({ idempotencyKey: 'abcdef0123456789', body: body(3), createdAt: 1_700_000_000_000 });
    expect(item.id).toContain('abcdef01');
  });

  it('is sent oldest first and marks its place as pending', () => {
    const late = queuedPunch(body(2), 2_000, 'bbbbbbbbbbbb');
    const early = queuedPunch(body(1), 1_000, 'aaaaaaaaaaaa');
    expect(inSendingOrder([late, early]).map((item) => item.body.placeId)).toEqual([1, 2]);
    expect(pendingPlaceIds([late, early])).toEqual(new Set([1, 2]));
  });
});

describe('judgeAnswer', () => {
  const refusal = (status: number, code: string) => judgeAnswer({ ok: false, status, code });

  it('removes a recorded punch (also the replay of a first send)', () => {
    const r = record(1, '2026-11-22T08:00:00Z');
    expect(judgeAnswer({ ok: true, record: r })).toEqual({ action: 'recorded', record: r });
  });

  it('keeps the punch when no answer arrived (offline, timeout)', () => {
    expect(refusal(0, 'NETWORK')).toEqual({ action: 'keep', reason: 'offline' });
    expect(refusal(0, 'TIMEOUT')).toEqual({ action: 'keep', reason: 'offline' });
  });

  it('keeps the punch on 429, 408 and server errors, to try later', () => {
    expect(refusal(429, ErrorCode.RATE_LIMITED)).toEqual({ action: 'keep', reason: 'later' });
    expect(refusal(408, 'BAD_RESPONSE')).toEqual({ action: 'keep', reason: 'later' });
    expect(refusal(500, ErrorCode.INTERNAL)).toEqual({ action: 'keep', reason: 'later' });
    expect(refusal(502, ErrorCode.UPSTREAM_FAILED)).toEqual({ action: 'keep', reason: 'later' });
  });

  it('keeps the punch when the login expired: it still counts after logging in again', () => {
    expect(refusal(401, ErrorCode.LOGIN_EXPIRED)).toEqual({ action: 'keep', reason: 'login' });
  });

  it('drops a punch the server refused for good, with the reason', () => {
    for (const [status, code] of [
      [422, ErrorCode.OUT_OF_RANGE],
      [422, ErrorCode.IMPRECISE_LOCATION],
      [409, ErrorCode.ALREADY_DONE],
      [422, ErrorCode.IDEMPOTENCY_MISMATCH],
      [400, ErrorCode.BAD_REQUEST],
      [404, ErrorCode.NOT_FOUND],
    ] as const) {
      expect(refusal(status, code)).toEqual({ action: 'refused', code });
    }
  });
});

describe('refusalKey', () => {
  it('names a message for each punch refusal and none for others', () => {
    expect(refusalKey(ErrorCode.OUT_OF_RANGE)).toBe('punch.refused.outOfRange');
    expect(refusalKey(ErrorCode.IMPRECISE_LOCATION)).toBe('punch.refused.imprecise');
    expect(refusalKey(ErrorCode.ALREADY_DONE)).toBe('punch.refused.alreadyDone');
    expect(refusalKey(ErrorCode.RATE_LIMITED)).toBe('punch.refused.rateLimited');
    expect(refusalKey(ErrorCode.BAD_REQUEST)).toBeNull();
  });
});

describe('bestFix', () => {
  it('takes the freshest fix within 150 m', () => {
    const fixes = [
      { accuracyMeters: 20, at: 1 },
      { accuracyMeters: 140, at: 3 },
      { accuracyMeters: 400, at: 4 },
    ];
    expect(bestFix(fixes)).toEqual({ accuracyMeters: 140, at: 3 });
  });

  it('falls back to the most precise vague fix, and to none', () => {
    expect(bestFix([{ accuracyMeters: 900, at: 2 }, { accuracyMeters: 300, at: 1 }])).toEqual({ accuracyMeters: 300, at: 1 });
    expect(bestFix([])).toBeNull();
  });
});

describe('labels', () => {
  it('bounds the progress between 0 and 1', () => {
    expect(progressFraction(3, 8)).toBe(0.375);
    expect(progressFraction(0, 0)).toBe(0);
    expect(progressFraction(9, 8)).toBe(1);
  });

  it('puts at most four characters on a seal', () => {
    expect(sealText('颐和园 佛香阁')).toEqual(['颐', '和', '园', '佛']);
    expect(sealText('长廊')).toEqual(['长', '廊']);
  });

  it('reads ?place= as a positive id only', () => {
    expect(placeParam(new URLSearchParams('place=12'))).toBe(12);
    for (const bad of ['', 'place=', 'place=abc', 'place=-3', 'place=1.5']) expect(placeParam(new URLSearchParams(bad))).toBeNull();
  });
});

describe('the stamp collection', () => {
  const spot = (placeId: number) => ({
    placeId,
    name: { text: `p${placeId}`, lang: 'zh-CN' },
    signName: { text: `p${placeId}`, lang: 'zh-CN' },
    longitude: 116,
    latitude: 40,
    scopeRange: 50,
    stampKey: null,
    punchedToday: false,
    punchCount: 0,
    lastPunchedAt: null,
  });

  it('fills each place with its count and latest punch, collected first', () => {
    const records = [record(2, '2026-11-22T08:00:00Z', 3), record(2, '2026-11-20T08:00:00Z', 2), record(3, '2026-11-21T08:00:00Z', 1)];
    const slots = collectedFirst(stampSlots([spot(1), spot(2), spot(3)], records));
    expect(slots.map((slot) => [slot.spot.placeId, slot.count, slot.last?.id ?? null])).toEqual([
      [2, 2, 3],
      [3, 1, 1],
      [1, 0, null],
    ]);
  });
});
