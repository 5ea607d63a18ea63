/** Reads a server-sent events stream as a phone does, for tests and benchmarks: fetch with headers, Last-Event-ID to resume. */
import { createParser } from 'eventsource-parser';
import { AUTH_HEADER, TENANT_HEADER, type HelpShootEvent } from '@youlan/contract';

export interface ReceivedEvent {
  /** The event id (null for a preview still, which has none). */
  id: number | null;
  event: HelpShootEvent;
  /** performance.now() when it arrived. */
  at: number;
}

export interface EventReader {
  readonly received: ReceivedEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves when the server closes the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export async function openEventStream(options: { baseUrl: string; tenant: string; token: string; id: number; lastEventId?: number; path: string }): Promise<EventReader> {
  const controller = new AbortController();
  const headers: Record<string, string> = { [TENANT_HEADER]: options.tenant, [AUTH_HEADER]: `Bearer ${options.token}`, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const response = await fetch(`${options.baseUrl}${options.path}?id=${options.id}`, { headers, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`events stream: ${response.status} ${await response.text()}`);
  const received: ReceivedEvent[] = [];
  const waiters: { match: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] = [];
  const parser = createParser({
    onEvent(message) {
      const item: ReceivedEvent = { id: message.id ? Number(message.id) : null, event: JSON.parse(message.data) as HelpShootEvent, at: performance.now() };
      received.push(item);
      for (const waiter of [...waiters]) {
        if (waiter.match(item)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(item);
        }
      }
    },
  });
  const body = response.body;
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close().
    }
  })();
  return {
    received,
    ended,
    next(match) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => controller.abort(),
  };
}
