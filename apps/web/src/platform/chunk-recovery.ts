/**
 * Recovery when a screen's JavaScript chunk cannot be loaded: after a redeploy the old chunk
 * names are gone, and on a dropped connection the request fails. The page reloads once (fresh
 * index.html, new chunk names), at the address the visitor was going to; if loading fails again
 * soon after, the error page shows instead of a white screen.
 */
import { DIRECT_HASH } from './first-navigation.ts';
import { isRedirectablePath } from './route-guard.ts';
import { CHUNK_RELOAD_KEY, readSession, writeSession } from './storage.ts';

/** A navigation not yet committed: its address, and whether it replaces the current entry. */
export interface PendingNavigation {
  href: string;
  replace: boolean;
}

/**
 * The navigation whose screen was loading (the router's): a chunk fails before the address
 * changes, and reloading the old address would leave the visitor where they tapped (back on the
 * login page after logging in). Without one, the page reloads where it is.
 */
let pendingNavigation: () => PendingNavigation | null = () => null;

/** A second failure within this long of the last reload shows the error page instead of looping. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS || now < lastReloadAt;
}

/** The error a screen's loader throws when its chunk stays unavailable; the error page names it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Reloads the page unless it already did so recently; returns whether a reload started. */
export function reloadOnceForChunkError(): boolean {
  const stored = readSession(CHUNK_RELOAD_KEY);
  const now = Date.now();
  if (!shouldReloadForChunkError(stored === null ? null : Number(stored), now)) return false;
  writeSession(CHUNK_RELOAD_KEY, String(now));
  reloadAt(pendingNavigation() ?? { href: window.location.href, replace: true });
  return true;
}

/**
 * Loads the page anew at `destination`, entering that screen directly: `#direct` where the first
 * navigation would otherwise send a non-redirectable screen home (spec section 4).
 */
export function reloadAt(destination: PendingNavigation): void {
  const url = new URL(destination.href);
  if (!isRedirectablePath(url.pathname)) url.hash = DIRECT_HASH;
  // The address first, then the reload: assigning an address that differs only by its hash would not reload.
  if (url.origin === window.location.origin) {
    if (destination.replace) window.history.replaceState(null, '', url.href);
    else window.history.pushState(null, '', url.href);
  }
  window.location.reload();
}

/**
 * Wraps a screen's dynamic import: on failure it reloads once and keeps the router waiting while
 * the page goes away; on a repeated failure it throws ChunkLoadError for the root error element.
 */
export function withChunkRecovery<T>(load: () => Promise<T>): () => Promise<T> {
  const waitForReload = () => new Promise<T>(() => {});
  return () =>
    load().then(
      // A prevented vite:preloadError makes the import resolve to nothing: the reload is under way.
      (module) => ((module as T | undefined) === undefined ? waitForReload() : module),
      (error: unknown) => {
        console.error('screen chunk failed to load', error);
        if (reloadOnceForChunkError()) return waitForReload();
        throw new ChunkLoadError(error instanceof Error ? error.message : String(error));
      },
    );
}

/**
 * Vite raises `vite:preloadError` when a chunk or its preloaded dependencies fail to load.
 * Preventing it makes Vite drop the import, which is right only when the page is reloading;
 * otherwise the import rejects and withChunkRecovery shows the error page. `navigation` is the
 * router's navigation in progress, where a reload lands.
 */
export function installChunkRecovery(navigation: () => PendingNavigation | null): void {
  pendingNavigation = navigation;
  window.addEventListener('vite:preloadError', (event) => {
    // Left to reject: the background import that failed skips its work for this visit.
    if (backgroundImports > 0) return;
    console.error('screen chunk failed to preload', (event as Event & { payload?: unknown }).payload);
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}

/** Background imports under way (see importInBackground). */
let backgroundImports = 0;

/**
 * Imports a chunk for work no screen shows (the visit's log, the punch outbox): one that cannot be
 * had skips that work for this visit and resolves to null, never reloading a page that works (a
 * dropped connection at that moment reloaded the visitor's screen, and offline showed the error
 * page). A screen's chunk failing meanwhile still reloads through withChunkRecovery.
 */
export async function importInBackground<T>(load: () => Promise<T>): Promise<T | null> {
  backgroundImports += 1;
  try {
    return await load();
  } catch (error) {
    console.warn('background chunk not loaded', error);
    return null;
  } finally {
    backgroundImports -= 1;
  }
}
