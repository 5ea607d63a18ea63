/**
 * An upload interrupted by the network resumes by itself (issue 29): a step that failed for want
 * of a network is tried again once the phone is back online, after a growing pause, while the
 * screen shows that it is waiting. A refusal (too large, not a picture, expired login) is not
 * retried: trying again would change nothing.
 */
import { ClientErrorCode, isApiError } from '../platform/http.ts';

/** Tries after the network failed while the phone said it was online (a dead hotspot, a server away). */
export const ONLINE_RETRIES_MAX = 6;
const FIRST_DELAY_MS = 1_000;
const LAST_DELAY_MS = 30_000;

/** The pause before try number `retry` (0 for the first retry): doubling from 1 s up to 30 s, with up to a fifth off at random so phones that lost the same cell do not return all at once. */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const full = Math.min(LAST_DELAY_MS, FIRST_DELAY_MS * 2 ** retry);
  return Math.round(full * (1 - random() * 0.2));
}

/** Whether a failed step is worth trying again once the network is back. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === ClientErrorCode.NETWORK || error.code === ClientErrorCode.TIMEOUT);
}

/** What the retrying needs of the browser; a stand-in in tests. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls back once when the phone is online again; the returned function stops waiting. */
  onOnline(callback: () => void): () => void;
}

export const browserConnectivity: Connectivity = {
  isOnline: () => navigator.onLine,
  onOnline(callback) {
    window.addEventListener('online', callback, { once: true });
    return () => window.removeEventListener('online', callback);
  },
};

function abortError(): DOMException {
  return new DOMException('upload cancelled', 'AbortError');
}

/** Resolves once online (at once when online already) and `delayMs` later; rejects with an AbortError when cancelled. */
function waitForNetwork(delayMs: number, connectivity: Connectivity, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    let stopWaiting = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      stopWaiting();
      clearTimeout(timer);
      reject(abortError());
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    const pause = () => {
      timer = setTimeout(() => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      }, delayMs);
    };
    if (connectivity.isOnline()) pause();
    else stopWaiting = connectivity.onOnline(pause);
  });
}

export interface RetryOptions {
  signal?: AbortSignal | undefined;
  /** Told true while the step waits for the network, false when it is tried again. */
  onWaiting?: ((waiting: boolean) => void) | undefined;
  connectivity?: Connectivity;
  random?: () => number;
}

/**
 * Runs `step` until it succeeds or fails for a reason other than the network. While the phone is
 * offline it waits for as long as it takes (the visitor sees it waiting and may cancel); online,
 * it gives up after ONLINE_RETRIES_MAX tries and rejects with the last failure.
 */
export async function retryOnNetwork<T>(step: () => Promise<T>, { signal, onWaiting, connectivity = browserConnectivity, random }: RetryOptions = {}): Promise<T> {
  let onlineRetries = 0;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isNetworkFailure(error) || signal?.aborted) throw error;
      const offline = !connectivity.isOnline();
      if (!offline && onlineRetries++ >= ONLINE_RETRIES_MAX) throw error;
      onWaiting?.(true);
      // Back online after a cut: the first try comes quickly, the pauses grow only while it keeps failing.
      await waitForNetwork(retryDelayMs(offline ? 0 : onlineRetries - 1, random), connectivity, signal);
      onWaiting?.(false);
    }
  }
}
