/**
 * A server-sent events stream read with fetch (EventSource cannot send the token or tenant
 * headers, and a token in a URL ends up in logs). It reconnects after a drop, with backoff, and
 * sends `Last-Event-ID` so the server replays exactly what was missed. A 4xx answer stops it: the
 * thing it follows is gone or not the visitor's.
 */
import { createParser } from 'eventsource-parser';
import { buildRequestUrl, currentHeaders } from './http.ts';

export interface EventStreamOptions {
  path: string;
  query: Record<string, string | number>;
  /** The last event already reflected by the caller (from a snapshot); 0 for all. */
  lastEventId: number;
  onEvent(data: string, id: number | null): void;
  /** The server refused the stream (its HTTP status): the caller decides what that means. */
  onRefused(status: number): void;
  /** Connected (true) or lost and retrying (false). */
  onConnection?(connected: boolean): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 8_000;

export interface EventStream {
  close(): void;
}

export function openEventStream(options: EventStreamOptions): EventStream {
  let lastEventId = options.lastEventId;
  let closed = false;
  let controller: AbortController | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const connect = async () => {
    controller = new AbortController();
    const parser = createParser({
      onEvent(message) {
        const id = message.id ? Number(message.id) : null;
        if (id !== null) lastEventId = id;
        options.onEvent(message.data, id);
      },
    });
    try {
      const response = await fetch(buildRequestUrl(options.path, undefined, options.query), {
        headers: { ...currentHeaders(false), accept: 'text/event-stream', 'last-event-id': String(lastEventId) },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status >= 400 && response.status < 500) {
        closed = true;
        options.onRefused(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`events stream answered ${response.status}`);
      options.onConnection?.(true);
      retryMs = RETRY_MIN_MS;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (closed) return;
      console.warn('events stream lost', error);
    }
    if (closed) return;
    options.onConnection?.(false);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  void connect();

  return {
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      controller?.abort();
    },
  };
}
