/**
 * The events stream (server-sent events) and the fan-out behind it. Each instance LISTENs once on
 * the help-shoot channel; a notification only wakes the streams of that request on this instance,
 * which then read what is new from the event log. So the owner and the friend may be served by
 * different instances, a notification lost while the listening connection was down is made up
 * for by reading the log again, and a phone that reconnects with `Last-Event-ID` gets exactly the
 * events after it: none lost, none twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_HEADER, CoercedIdSchema, HELP_SHOOT_EVENTS_PATH, TENANT_HEADER } from '@youlan/contract';
import { bearerToken } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, loginExpired } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { HELP_SHOOT_CHANNEL, parseNotification, presentEvent, type SignPhoto } from '../../entities/help-shoot/help-shoot.events.ts';
import type { HelpShootService, Role } from './help-shoot.service.ts';

/** A comment line this often keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** Streams one role of one request may hold on an instance; a new one closes the oldest (a reloaded page's old tab). */
const STREAMS_PER_ROLE = 3;

interface Stream {
  tenantId: number;
  id: number;
  role: Role;
  wake(kind: 'e' | 'f'): void;
  close(): void;
}

/** This instance's open streams by request, woken by the channel's notifications. */
export class HelpShootHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private stop: (() => Promise<void>) | null = null;

  async start(ctx: AppContext): Promise<void> {
    this.stop = await ctx.notifications.listen(
      HELP_SHOOT_CHANNEL,
      (payload) => {
        const note = parseNotification(payload);
        if (!note) return;
        for (const stream of this.streams.get(`${note.tenantId}:${note.helpShootId}`) ?? []) stream.wake(note.kind);
      },
      () => {
        for (const streams of this.streams.values()) for (const stream of streams) stream.wake('e');
      },
    );
  }

  add(stream: Stream): void {
    const key = `${stream.tenantId}:${stream.id}`;
    const streams = this.streams.get(key) ?? new Set<Stream>();
    this.streams.set(key, streams);
    const same = [...streams].filter((other) => other.role === stream.role);
    if (same.length >= STREAMS_PER_ROLE) same[0]?.close();
    streams.add(stream);
  }

  remove(stream: Stream): void {
    const key = `${stream.tenantId}:${stream.id}`;
    const streams = this.streams.get(key);
    streams?.delete(stream);
    if (streams?.size === 0) this.streams.delete(key);
  }

  get size(): number {
    let total = 0;
    for (const streams of this.streams.values()) total += streams.size;
    return total;
  }

  async close(): Promise<void> {
    for (const streams of [...this.streams.values()]) for (const stream of [...streams]) stream.close();
    // The database may be closed already (it went away first): then nobody is listening anyway.
    await this.stop?.().catch(() => undefined);
  }
}

const StreamQuerySchema = z.object({
  id: CoercedIdSchema,
  /** For clients that cannot set the Last-Event-ID header. */
  lastEventId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export function registerHelpShootStream(app: FastifyInstance, ctx: AppContext, service: HelpShootService, hub: HelpShootHub, signer: (request: FastifyRequest, tenant: Tenant) => SignPhoto): void {
  app.get(HELP_SHOOT_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Who is asking before what they asked (the 401 → 400 → 403 ladder, as in the route layer).
    const tenant = await ctx.tenants.require(firstHeader(request, TENANT_HEADER));
    const token = bearerToken(firstHeader(request, AUTH_HEADER));
    if (!token) throw loginExpired('this needs a logged-in visitor');
    const visitor = await ctx.tokens.verify(token, tenant);
    const parsed = StreamQuerySchema.safeParse(request.query);
    if (!parsed.success) throw badRequest(`Invalid query.${String(parsed.error.issues[0]?.path[0] ?? 'id')}: ${parsed.error.issues[0]?.message ?? ''}`, `query.${String(parsed.error.issues[0]?.path[0] ?? 'id')}`);
    const header = request.headers['last-event-id'];
    const fromHeader = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
    const after = fromHeader ?? parsed.data.lastEventId ?? 0;
    const id = parsed.data.id;
    // Within the visitor's, the address's and the instance's bounds (platform/stream-gate.ts), or a
    // fast 429/503 before any query: a flood of streams costs no database work past its bound.
    const release = ctx.streams.admit({ visitor: `${tenant.id}:${visitor.id}`, address: request.ip });
    let role: Role;
    try {
      role = await ctx.inTenant(tenant.id, () => service.streamRole(tenant.id, visitor.id, id));
    } catch (error) {
      release();
      throw error;
    }
    openStream(reply, { tenantId: tenant.id, id, role, after }, service, hub, signer(request, tenant), ctx, release);
  });
}

function openStream(
  reply: FastifyReply,
  at: { tenantId: number; id: number; role: Role; after: number },
  service: HelpShootService,
  hub: HelpShootHub,
  sign: SignPhoto,
  ctx: AppContext,
  release: () => void,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold events back in a buffer.
    'x-accel-buffering': 'no',
  });
  raw.write(': help-shoot events\n\n');

  // The stream lives outside the route layer, so it opens its tenant scope itself (row-level
  // security on PostgreSQL, as every request has): one short transaction per read, none held
  // while the stream waits for the next wake.
  const inScope = <T>(work: () => Promise<T>): Promise<T> => ctx.inTenant(at.tenantId, work);
  let last = at.after;
  let closed = false;
  let pumping = false;
  let again = false;
  let frameWanted = false;

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    hub.remove(stream);
    release();
    raw.end();
  };

  // One read at a time: a wake during a read makes one more read, so no event is written twice.
  const pump = async (): Promise<void> => {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        if (frameWanted && at.role === 'owner') {
          frameWanted = false;
          const image = await inScope(() => service.newestFrame(at.tenantId, at.id));
          if (image && !closed) raw.write(`data: ${JSON.stringify({ type: 'frame', image })}\n\n`);
        }
        let batch;
        do {
          batch = await inScope(() => service.eventsAfter(at.tenantId, at.id, at.role, last));
          for (const { seq, event } of batch) {
            if (closed) return;
            raw.write(`id: ${seq}\ndata: ${JSON.stringify(await presentEvent(event, sign))}\n\n`);
            last = seq;
            if (event.type === 'ended') return close();
          }
        } while (batch.length > 0 && !closed);
      } while (again && !closed);
    } catch (error) {
      ctx.log.warn({ err: error }, 'help-shoot stream failed; the phone reconnects');
      close();
    } finally {
      pumping = false;
    }
  };

  const stream: Stream = {
    tenantId: at.tenantId,
    id: at.id,
    role: at.role,
    wake(kind) {
      if (kind === 'f') frameWanted = true;
      void pump();
    },
    close,
  };
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  raw.on('close', close);
  // Subscribed before the first read, so nothing committed in between is missed.
  hub.add(stream);
  // A phone that left while its stream was being admitted closed the socket before the listener.
  if (!raw.socket || raw.socket.destroyed) return close();
  void pump();
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
