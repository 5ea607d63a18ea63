/**
 * The pure rules of punching in: which position fix to send, the queued item, and what to do
 * with each answer of the server. The outbox (punch-outbox.ts) and the screens act on these.
 */
import type { PunchRecord, PunchRecordBody } from '@youlan/contract';
import { ErrorCode, PUNCH_MAX_ACCURACY_M } from '@youlan/contract/runtime';
import type { MessageKey } from '../../platform/i18n/index.ts';
import { newIdempotencyKey } from '../../platform/random.ts';

/** A punch waiting in the device's queue; its idempotency key goes with it to every resend. */
export interface QueuedPunch {
  id: string;
  idempotencyKey: string;
  body: PunchRecordBody;
  /** Epoch milliseconds. */
  createdAt: number;
}

export { newIdempotencyKey };

export function queuedPunch(body: PunchRecordBody, now: number, key: string = newIdempotencyKey()): QueuedPunch {
  return { id: `${now.toString(36)}-${key.slice(0, 8)}`, idempotencyKey: key, body, createdAt: now };
}

/** Oldest first: punches reach the server in the order the visitor made them. */
export function inSendingOrder(items: readonly QueuedPunch[]): QueuedPunch[] {
  return [...items].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export function pendingPlaceIds(items: readonly QueuedPunch[]): Set<number> {
  return new Set(items.map((item) => item.body.placeId));
}

interface FixLike {
  accuracyMeters: number;
  at: number;
}

/** Good enough to decide with: the server refuses anything vaguer. */
export const isPreciseEnough = (fix: FixLike) => fix.accuracyMeters <= PUNCH_MAX_ACCURACY_M;

/**
 * The fix to send after waiting: the freshest precise one, else the most precise seen (the server
 * then explains that it is too vague), else none.
 */
export function bestFix<F extends FixLike>(fixes: readonly F[]): F | null {
  const precise = fixes.filter(isPreciseEnough).sort((a, b) => b.at - a.at);
  if (precise[0]) return precise[0];
  return [...fixes].sort((a, b) => a.accuracyMeters - b.accuracyMeters)[0] ?? null;
}

/** One answer to sending a queued punch: the record, or the failure as the HTTP client saw it. */
export type SendAnswer = { ok: true; record: PunchRecord } | { ok: false; status: number; code: string };

export type Verdict =
  /** Recorded (or the replay of the first send): remove from the queue. */
  | { action: 'recorded'; record: PunchRecord }
  /** Refused for good: remove from the queue and tell the visitor why. */
  | { action: 'refused'; code: string }
  /** Try again later: no network, the server busy or limiting, or the visitor must log in again. */
  | { action: 'keep'; reason: 'offline' | 'later' | 'login' };

/**
 * What to do with an answer. Only a 200 or a definitive refusal (a 4xx other than 408/429)
 * removes an item, so a punch is never lost to a weak network or a busy server. An expired login
 * (401) keeps the punch too: after logging in again the same visitor's punch still counts.
 */
export function judgeAnswer(answer: SendAnswer): Verdict {
  if (answer.ok) return { action: 'recorded', record: answer.record };
  const { status, code } = answer;
  if (status === 0) return { action: 'keep', reason: 'offline' };
  if (status === 401 || code === ErrorCode.LOGIN_EXPIRED) return { action: 'keep', reason: 'login' };
  if (status === 408 || status === 429) return { action: 'keep', reason: 'later' };
  if (status >= 400 && status < 500) return { action: 'refused', code };
  return { action: 'keep', reason: 'later' };
}

/** i18n key of a punch refusal's reason, by error code; other codes get the app's general text of the code. */
export function refusalKey(code: string): MessageKey | null {
  switch (code) {
    case ErrorCode.OUT_OF_RANGE:
      return 'punch.refused.outOfRange';
    case ErrorCode.IMPRECISE_LOCATION:
      return 'punch.refused.imprecise';
    case ErrorCode.ALREADY_DONE:
      return 'punch.refused.alreadyDone';
    case ErrorCode.RATE_LIMITED:
      return 'punch.refused.rateLimited';
    case ErrorCode.NOT_FOUND:
      return 'punch.refused.notFound';
    default:
      return null;
  }
}

/** Progress as a fraction 0..1 for the ring (an area without punch places shows none). */
export function progressFraction(punched: number, total: number): number {
  return total > 0 ? Math.min(1, Math.max(0, punched / total)) : 0;
}
