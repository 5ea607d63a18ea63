/**
 * The outbox of punches. Every punch is first written to the device's queue and then sent; it
 * leaves the queue only when the server recorded it or refused it for good (punch-rules.ts
 * judgeAnswer). The queue is sent again when the network returns, when the app starts and when
 * the page becomes visible; iOS WeChat has no service workers, so this lives in the page. One
 * flush at a time (a lock), and every resend carries the item's own idempotency key, so a punch
 * whose answer was lost is recorded once.
 */
import type { PunchRecordBody } from '@youlan/contract';
import { IDEMPOTENCY_HEADER, endpoints } from '@youlan/contract/runtime';
import { call, ClientErrorCode, isApiError } from '../../platform/http.ts';
import { inSendingOrder, judgeAnswer, queuedPunch, type QueuedPunch, type SendAnswer, type Verdict } from './punch-rules.ts';
import { addToQueue, readQueue, removeFromQueue } from './punch-store.ts';

/** After a busy server or a rate limit: the server allows 10 attempts a minute. */
const RETRY_LATER_MS = 30_000;
const LOCK_NAME = 'youlan-punch-outbox';

export type SubmitOutcome = Exclude<Verdict, { action: 'keep' }> | { action: 'queued'; item: QueuedPunch; reason: 'offline' | 'later' | 'login' };

export interface Settled {
  item: QueuedPunch;
  verdict: Exclude<Verdict, { action: 'keep' }>;
}

let pending: QueuedPunch[] = [];
const pendingListeners = new Set<() => void>();
const settledListeners = new Set<(settled: Settled) => void>();
/** Verdicts of the items a submit() is waiting for; the rest are announced to settledListeners. */
const awaited = new Map<string, Verdict | null>();
let running: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let started = false;

async function refreshPending(): Promise<void> {
  pending = inSendingOrder(await readQueue());
  for (const listener of [...pendingListeners]) listener();
}

/** The punches waiting to be sent, oldest first (a stable snapshot for useSyncExternalStore). */
export const pendingPunches = (): QueuedPunch[] => pending;

export function subscribePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** Results of punches sent in the background (queued earlier, sent when the network came back). */
export function subscribeSettled(listener: (settled: Settled) => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

async function send(item: QueuedPunch): Promise<SendAnswer> {
  if (navigator.onLine === false) return { ok: false, status: 0, code: ClientErrorCode.NETWORK };
  try {
    const record = await call(endpoints.createPunchRecord, { body: item.body }, { headers: { [IDEMPOTENCY_HEADER]: item.idempotencyKey } });
    return { ok: true, record };
  } catch (error) {
    if (isApiError(error)) return { ok: false, status: error.status, code: error.code };
    return { ok: false, status: 0, code: ClientErrorCode.NETWORK };
  }
}

/** One pass over the queue, oldest first; stops at the first item that must wait. */
async function pass(): Promise<void> {
  for (const item of inSendingOrder(await readQueue())) {
    const verdict = judgeAnswer(await send(item));
    if (awaited.has(item.id)) awaited.set(item.id, verdict);
    if (verdict.action === 'keep') {
      if (verdict.reason === 'later') scheduleRetry();
      return;
    }
    await removeFromQueue(item.id);
    await refreshPending();
    if (!awaited.has(item.id)) for (const listener of [...settledListeners]) listener({ item, verdict });
  }
}

function scheduleRetry(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushQueue();
  }, RETRY_LATER_MS);
}

/** Cross-tab too where the browser has Web Locks: two tabs of the app never send the same item at once. */
function exclusive(work: () => Promise<void>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(LOCK_NAME, work) : work();
}

/** Sends the queue; a call while a flush runs makes that flush go round once more. */
export function flushQueue(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await exclusive(pass);
      } while (again);
    } catch (error) {
      console.warn('punch queue flush failed', error);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Queues a punch and sends it at once when possible. */
export async function submitPunch(body: PunchRecordBody): Promise<SubmitOutcome> {
  const item = queuedPunch(body, Date.now());
  await addToQueue(item);
  await refreshPending();
  awaited.set(item.id, null);
  try {
    await flushQueue();
    const verdict = awaited.get(item.id) ?? null;
    if (verdict && verdict.action !== 'keep') return verdict;
    return { action: 'queued', item, reason: verdict?.reason ?? 'offline' };
  } finally {
    awaited.delete(item.id);
  }
}

/** Sends what is queued now and whenever the network returns or the page is shown again. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushQueue());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushQueue();
  });
  void refreshPending().then(flushQueue);
}
