/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: a slow
 * phone then paints and answers a tap in between (Lighthouse counts every task past 50 ms at 4×
 * slowdown as blocking time; docs/instant-open.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The longest a piece of start-up work waits for the page to go idle (a busy page never does). */
const IDLE_TIMEOUT_MS = 3000;
/** Where the browser cannot say when it is idle (Safari, iOS WeChat): this long after the call. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Runs `work` once the page has nothing else to do, for start-up work no screen shows: fetching a
 * lazy chunk adds a link per file it needs (a few milliseconds each on a slow phone), which made
 * the first screen's own tasks longer when it ran beside them (docs/instant-open.md).
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, IDLE_FALLBACK_MS);
}
