/**
 * Everything the app keeps in the browser, under one prefix. Storage can be unavailable
 * (disabled cookies, some private modes); reads then give null and writes are dropped, so the
 * app still works for the current page.
 */

import { LAST_ANSWER_CACHE } from './offline-caches.ts';

/** localStorage keys (documented in docs/web-platform.md). */
export const STORAGE_KEYS = {
  /** The visitor's app token, sent as `Authorization: Bearer <token>`. */
  token: 'youlan.token',
  /** The URL the visitor first landed on in this page load; iOS WeChat signs with it. */
  initialUrl: 'youlan.initialUrl',
  /** A stable random id so the same phone logs in as the same guest visitor. */
  deviceId: 'youlan.deviceId',
  /** The chosen interface language: `zh-CN` or `en`. */
  locale: 'youlan.locale',
  /** `1` when the visitor chose large text in the user centre. */
  largeText: 'youlan.largeText',
  /** Page-view records the server has not acknowledged yet (features/view-log/view-log.ts). */
  viewLogOutbox: 'youlan.viewLogOutbox',
} as const;

/** sessionStorage key: when the page last reloaded itself after a screen's chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'youlan.chunkReloadAt';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage refused (quota or privacy mode): the value lives only as long as this page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const readLocal = (key: string) => read(local, key);
export const writeLocal = (key: string, value: string | null) => write(local, key, value);
export const readSession = (key: string) => read(session, key);
export const writeSession = (key: string, value: string | null) => write(session, key, value);

export const getToken = () => readLocal(STORAGE_KEYS.token) || null;
export const setToken = (token: string) => writeLocal(STORAGE_KEYS.token, token);
/** Log-out (or an expired login) also forgets the answers kept for offline use: a visitor's stamps are theirs. */
export const removeToken = () => {
  writeLocal(STORAGE_KEYS.token, null);
  if (typeof caches !== 'undefined') void caches.delete(LAST_ANSWER_CACHE).catch(() => undefined);
};

export const setInitialUrl = (href: string) => writeLocal(STORAGE_KEYS.initialUrl, href);
export const getInitialUrl = () => readLocal(STORAGE_KEYS.initialUrl);
