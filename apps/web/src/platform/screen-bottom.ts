/**
 * How much of the screen's bottom a screen's own panels take (the map's place list or place
 * sheet), so the floating audio controls stack above them instead of covering them. One value
 * at a time: only the screen on show publishes it, and it clears it when it leaves.
 */
import { useSyncExternalStore } from 'react';

export interface ScreenBottomCovered {
  /** Pixels from the bottom of the viewport to the top of the screen's highest bottom panel. */
  px: number;
  /** The same as a share of the viewport's height, measured in the same frame. */
  share: number;
}

const NOTHING_COVERED: ScreenBottomCovered = { px: 0, share: 0 };
let covered = NOTHING_COVERED;
const listeners = new Set<() => void>();

export function setScreenBottomCovered(px: number, viewportPx: number): void {
  const rounded = Math.max(0, Math.round(px));
  // The share is kept with the pixels so a reader never asks for the viewport's height while it
  // renders: window.innerHeight lays the page out at once, in the middle of the first render.
  const share = rounded === 0 ? 0 : viewportPx > 0 ? rounded / viewportPx : 1;
  if (rounded === covered.px && share === covered.share) return;
  covered = rounded === 0 ? NOTHING_COVERED : { px: rounded, share };
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the bottom panels cover now (one snapshot per measure that changed it). */
export const screenBottomCovered = (): ScreenBottomCovered => covered;

export function useScreenBottomCovered(): ScreenBottomCovered {
  return useSyncExternalStore(subscribe, screenBottomCovered, () => NOTHING_COVERED);
}

/**
 * Watches the panels matched by `selector` inside `root` (they come and go, and change height)
 * and publishes how much of the bottom they cover. Returns the function that stops watching.
 */
export function watchBottomPanels(root: HTMLElement, selector: string): () => void {
  // Measured once per frame, before it paints: reading the panels' places forces a layout, and the
  // screen's first render and Leaflet's markers change the DOM many times in one task (measuring
  // at each change made the browser lay the page out again and again: Lighthouse's blocking time).
  let frame = 0;
  const measure = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const tops = [...root.querySelectorAll<HTMLElement>(selector)].map((panel) => panel.getBoundingClientRect().top).filter((top) => top > 0);
      const viewportPx = window.innerHeight;
      setScreenBottomCovered(tops.length > 0 ? viewportPx - Math.min(...tops) : 0, viewportPx);
    });
  };
  const resizes = new ResizeObserver(measure);
  const observeAll = () => {
    resizes.disconnect();
    root.querySelectorAll<HTMLElement>(selector).forEach((panel) => resizes.observe(panel));
    measure();
  };
  const mutations = new MutationObserver(observeAll);
  mutations.observe(root, { childList: true, subtree: true });
  // The list slides open with a transition and the sheet slides in with an animation; a transform
  // is no resize, so measure when either ends, too (else the controls sit where the sheet began).
  root.addEventListener('transitionend', measure);
  root.addEventListener('animationend', measure);
  window.addEventListener('resize', measure);
  observeAll();
  return () => {
    cancelAnimationFrame(frame);
    mutations.disconnect();
    resizes.disconnect();
    root.removeEventListener('transitionend', measure);
    root.removeEventListener('animationend', measure);
    window.removeEventListener('resize', measure);
    setScreenBottomCovered(0, 0);
  };
}
