/**
 * Load shedding (@fastify/under-pressure): past saturation, queueing only makes every request
 * late; while the event loop lags (or the heap is past its limit) new requests get a fast 503
 * with Retry-After instead, answered before any route work, and the server stays responsive.
 */
import type { FastifyInstance } from 'fastify';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { Env } from './env.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from './errors.ts';

/** The event-loop lag that sheds load when MAX_EVENT_LOOP_DELAY_MS is unset, on PostgreSQL. */
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;

export async function registerLoadShedding(app: FastifyInstance, env: Env, databaseKind: 'pglite' | 'pg'): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: env.MAX_EVENT_LOOP_DELAY_MS ?? (databaseKind === 'pg' ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0),
    ...(env.MAX_HEAP_USED_MB ? { maxHeapUsedBytes: env.MAX_HEAP_USED_MB * 1024 * 1024 } : {}),
    retryAfter: UNAVAILABLE_RETRY_AFTER_S,
    // Sampled often enough to notice a stall quickly, rarely enough to cost nothing.
    sampleInterval: 250,
  });
}
