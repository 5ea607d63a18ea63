/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: a slow
 * phone then paints and answers a tap in between (Lighthouse counts every task past 50 ms at 4×
 * slowdown as blocking time; docs/instant-open.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
