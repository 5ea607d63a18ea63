/**
 * Page-view log (spec sections 3 and 9): one record per visit, sent when the page is hidden or
 * left and every 1,000,000 ms; each send updates the same row by its id. Hidden comes first
 * because phones often kill a page without any unload event.
 */
import type { ViewLog } from '@youlan/contract';
import { VIEW_LOG_INTERVAL_MS, endpoints } from '@youlan/contract/runtime';
import { currentHeaders } from './http.ts';
import { randomBytes, toHex } from './random.ts';
import { getToken } from './storage.ts';
import { tenantCode } from './tenant.ts';

const MAX_VIEW_SECONDS = 24 * 3600 - 1;

/** hh:mm:ss of a duration; 24 hours and more show as 23:59:59 (the schema's ceiling). */
export function formatViewTime(ms: number): string {
  const seconds = Math.min(MAX_VIEW_SECONDS, Math.max(0, Math.floor(ms / 1000)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A v4 UUID; crypto.randomUUID is missing on plain-http pages and older iOS WebViews. */
export function newVisitId(bytes: Uint8Array = randomBytes(16)): string {
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = toHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ViewLogOptions {
  /** The path the visitor entered the app on. */
  entryPage: string;
  /** The path the visitor is on now. */
  currentPage: () => string;
  /** When the visit began (ms since the epoch); the log's code arrives a moment later. */
  startedAt: number;
}

export function startViewLog({ entryPage, currentPage, startedAt }: ViewLogOptions): void {
  const id = newVisitId();
  const visitTime = new Date(startedAt).toISOString();
  const record = (): ViewLog => ({ id, visitTime, entryPage, lastPage: currentPage() || '/', viewTime: formatViewTime(Date.now() - startedAt) });

  const sendWithHeaders = () => {
    void fetch(endpoints.postViewLog.path, { method: 'POST', keepalive: true, headers: currentHeaders(true), body: JSON.stringify(record()) }).catch(
      (error: unknown) => console.warn('view log not sent', error),
    );
  };

  // sendBeacon cannot carry headers, so the tenant and token travel in the body (never in the
  // URL, where proxies and logs would keep the token); text/plain avoids a CORS preflight.
  const sendBeacon = () => {
    const token = getToken();
    const body: ViewLog = { ...record(), tenant: tenantCode(), ...(token ? { token } : {}) };
    const queued = navigator.sendBeacon?.(endpoints.postViewLog.path, new Blob([JSON.stringify(body)], { type: 'text/plain' }));
    if (!queued) sendWithHeaders();
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendBeacon();
  });
  window.addEventListener('pagehide', sendBeacon);
  window.setInterval(sendWithHeaders, VIEW_LOG_INTERVAL_MS);
}
