/**
 * Page-view log (spec sections 3 and 9): one record per visit, sent when the page is hidden or
 * left and every 1,000,000 ms; each send updates the same row by its id. Hidden comes first
 * because phones often kill a page without any unload event. Every record waits in an outbox on
 * the phone until the server acknowledged it, so a send refused (429, 503) or lost (a beacon's
 * answer is never seen) is sent again later: no visit is lost to a limit or an outage.
 */
import type { ViewLog } from '@youlan/contract';
import { VIEW_LOG_INTERVAL_MS, endpoints } from '@youlan/contract/runtime';
import { currentHeaders } from '../../platform/http.ts';
import { randomBytes, toHex } from '../../platform/random.ts';
import { getToken, readLocal, STORAGE_KEYS, writeLocal } from '../../platform/storage.ts';
import { tenantCode } from '../../platform/tenant.ts';

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

/** Records of visits not yet acknowledged, oldest first; a phone offline for weeks keeps the latest. */
const OUTBOX_MAX = 50;
/** When a refusal names no Retry-After. */
const RETRY_DEFAULT_MS = 60_000;

/** The records not yet acknowledged, by visit id: a later send of a visit replaces its earlier one. */
export class ViewLogOutbox {
  private readonly load: () => string | null;
  private readonly save: (value: string) => void;
  constructor(load: () => string | null, save: (value: string) => void) {
    this.load = load;
    this.save = save;
  }

  records(): ViewLog[] {
    try {
      const parsed: unknown = JSON.parse(this.load() ?? '[]');
      return Array.isArray(parsed) ? (parsed as ViewLog[]) : [];
    } catch {
      return [];
    }
  }

  put(record: ViewLog): void {
    this.save(JSON.stringify([...this.records().filter((kept) => kept.id !== record.id), record].slice(-OUTBOX_MAX)));
  }

  /** The server has this record: forget it, unless a later send of the visit is waiting. */
  acknowledge(record: ViewLog): void {
    this.save(JSON.stringify(this.records().filter((kept) => kept.id !== record.id || kept.viewTime > record.viewTime)));
  }
}

/** Sends a record with fetch; resolves to the ms to wait before trying again, or null when acknowledged. */
async function post(record: ViewLog): Promise<number | null> {
  try {
    const response = await fetch(endpoints.postViewLog.path, { method: 'POST', keepalive: true, headers: currentHeaders(true), body: JSON.stringify(record) });
    if (response.ok) return null;
    const retryAfter = Number(response.headers.get('retry-after'));
    return retryAfter > 0 ? retryAfter * 1000 : RETRY_DEFAULT_MS;
  } catch (error) {
    console.warn('view log not sent', error);
    return RETRY_DEFAULT_MS;
  }
}

export function startViewLog({ entryPage, currentPage, startedAt }: ViewLogOptions): void {
  const id = newVisitId();
  const visitTime = new Date(startedAt).toISOString();
  const record = (): ViewLog => ({ id, visitTime, entryPage, lastPage: currentPage() || '/', viewTime: formatViewTime(Date.now() - startedAt) });
  const outbox = new ViewLogOutbox(
    () => readLocal(STORAGE_KEYS.viewLogOutbox),
    (value) => writeLocal(STORAGE_KEYS.viewLogOutbox, value),
  );
  let retry: number | null = null;

  /** Sends every waiting record (this visit's and those of earlier visits); one refusal waits for all. */
  const flush = async () => {
    for (const waiting of outbox.records()) {
      const retryInMs = await post(waiting);
      if (retryInMs === null) {
        outbox.acknowledge(waiting);
        continue;
      }
      if (retry === null) retry = window.setTimeout(() => {
        retry = null;
        void flush();
      }, retryInMs);
      return;
    }
  };

  const sendWithHeaders = () => {
    outbox.put(record());
    void flush();
  };

  // sendBeacon cannot carry headers, so the tenant and token travel in the body (never in the
  // URL, where proxies and logs would keep the token); text/plain avoids a CORS preflight. Its
  // answer is never seen, so the record stays in the outbox and goes again on the next visit
  // (the server updates the visit's row: a repeat counts once).
  const sendBeacon = () => {
    const token = getToken();
    const latest = record();
    outbox.put(latest);
    const body: ViewLog = { ...latest, tenant: tenantCode(), ...(token ? { token } : {}) };
    const queued = navigator.sendBeacon?.(endpoints.postViewLog.path, new Blob([JSON.stringify(body)], { type: 'text/plain' }));
    if (!queued) void flush();
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendBeacon();
  });
  window.addEventListener('pagehide', sendBeacon);
  window.setInterval(sendWithHeaders, VIEW_LOG_INTERVAL_MS);
  // What earlier visits could not deliver.
  void flush();
}
