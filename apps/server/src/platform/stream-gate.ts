/**
 * Long-lived answers (server-sent event streams) each hold a socket, a descriptor and a listener
 * for as long as the phone keeps them. The gate admits one only within three bounds: per visitor
 * (a phone needs a few), per address (sized for a crowd behind one NAT, never the whole instance)
 * and per instance (below the descriptors there are), and not once descriptors run short. Past a
 * bound the answer is a fast 429 or 503 with Retry-After; the EventSource on the phone retries.
 */
import { ErrorCode } from '@youlan/contract';
import type { DescriptorWatch } from './descriptors.ts';
import { AppError } from './errors.ts';

/** Streams one visitor may hold at once: an owner's and a friend's request, and a reloaded page's. */
export const STREAMS_PER_VISITOR = 4;
/** Share of the soft descriptor limit past which new streams are refused (work goes on). */
export const STREAMS_DESCRIPTOR_SHARE = 0.7;
/** Without MAX_OPEN_STREAMS: a quarter of the descriptors (each stream may take two, with a proxy's). */
const DEFAULT_STREAMS_PER_DESCRIPTOR = 0.25;
const DEFAULT_MAX_OPEN_STREAMS = 1_000;
const RETRY_AFTER_SECONDS = '10';

export interface StreamBounds {
  perVisitor: number;
  perAddress: number;
  perInstance: number;
}

/** The bounds for this process: MAX_OPEN_STREAMS, else from the descriptor limit; one address may take half. */
export function streamBounds(maxOpenStreams: number | undefined, descriptorLimit: number | null): StreamBounds {
  const perInstance = maxOpenStreams ?? (descriptorLimit ? Math.max(1, Math.floor(descriptorLimit * DEFAULT_STREAMS_PER_DESCRIPTOR)) : DEFAULT_MAX_OPEN_STREAMS);
  return { perVisitor: STREAMS_PER_VISITOR, perAddress: Math.max(1, Math.ceil(perInstance / 2)), perInstance };
}

export class StreamGate {
  readonly bounds: StreamBounds;
  private readonly descriptors: DescriptorWatch;
  // Entries only for holders of an open stream: bounded by perInstance, not by what clients send.
  private readonly byVisitor = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(bounds: StreamBounds, descriptors: DescriptorWatch) {
    this.bounds = bounds;
    this.descriptors = descriptors;
  }

  /** Streams open now. */
  get open(): number {
    return this.total;
  }

  /** Admits a stream or throws the answer; call the returned release once, when it closes. */
  admit(holder: { visitor: string; address: string }): () => void {
    if ((this.byVisitor.get(holder.visitor) ?? 0) >= this.bounds.perVisitor) {
      throw tooMany(429, ErrorCode.RATE_LIMITED, `Too many open event streams for this visitor (${this.bounds.perVisitor}): close another page and try again`);
    }
    if ((this.byAddress.get(holder.address) ?? 0) >= this.bounds.perAddress) {
      throw tooMany(429, ErrorCode.RATE_LIMITED, `Too many open event streams from this address (${this.bounds.perAddress}): try again shortly`);
    }
    if (this.total >= this.bounds.perInstance || this.descriptors.used >= STREAMS_DESCRIPTOR_SHARE) {
      throw tooMany(503, ErrorCode.UNAVAILABLE, 'The server holds all the event streams it can: try again in a few seconds');
    }
    add(this.byVisitor, holder.visitor, 1);
    add(this.byAddress, holder.address, 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(this.byVisitor, holder.visitor, -1);
      add(this.byAddress, holder.address, -1);
      this.total -= 1;
    };
  }
}

function add(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

function tooMany(status: 429 | 503, code: ErrorCode, message: string): AppError {
  return new AppError(status, code, message, { headers: { 'retry-after': RETRY_AFTER_SECONDS } });
}
