/**
 * How much of the screen's bottom a screen's own panels take (the map's place list or place
 * sheet), so the floating audio controls stack above them instead of covering them. One value
 * at a time: only the screen on show publishes it, and it clears it when it leaves.
 */
import { useSyncExternalStore } from 'react';

let coveredPx = 0;
const listeners = new Set<() => void>();

/** Pixels from the bottom of the viewport to the top of the screen's highest bottom panel. */
export function setScreenBottomCovered(px: number): void {
  const rounded = Math.max(0, Math.round(px));
  if (rounded === coveredPx) return;
  coveredPx = rounded;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScreenBottomCovered(): number {
  return useSyncExternalStore(subscribe, () => coveredPx, () => 0);
}

/**
 * Watches the panels matched by `selector` inside `root` (they come and go, and change height)
 * and publishes how much of the bottom they cover. Returns the function that stops watching.
 */
export function watchBottomPanels(root: HTMLElement, selector: string): () => void {
  const measure = () => {
    const tops = [...root.querySelectorAll<HTMLElement>(selector)].map((panel) => panel.getBoundingClientRect().top).filter((top) => top > 0);
    setScreenBottomCovered(tops.length > 0 ? window.innerHeight - Math.min(...tops) : 0);
  };
  const resizes = new ResizeObserver(measure);
  const observeAll = () => {
    resizes.disconnect();
    root.querySelectorAll<HTMLElement>(selector).forEach((panel) => resizes.observe(panel));
    measure();
  };
  const mutations = new MutationObserver(observeAll);
  mutations.observe(root, { childList: true, subtree: true });
  // The list slides open with a transition: measure when it ends, too.
  root.addEventListener('transitionend', measure);
  window.addEventListener('resize', measure);
  observeAll();
  return () => {
    mutations.disconnect();
    resizes.disconnect();
    root.removeEventListener('transitionend', measure);
    window.removeEventListener('resize', measure);
    setScreenBottomCovered(0);
  };
}
