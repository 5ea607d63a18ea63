/**
 * Load shedding (@fastify/under-pressure): past saturation, queueing only makes every request
 * late; while the event loop lags (or the heap is past its limit) new requests get a fast 503
 * with Retry-After instead, answered before any route work, and the server stays responsive.
 * So do they while descriptors run short, and connections past the descriptors kept in reserve
 * are closed as they arrive (`server.maxConnections`), before the process runs out.
 */
import type { FastifyInstance } from 'fastify';
import fastifyUnderPressure from '@fastify/under-pressure';
import { CONSOLE_PREFIX } from './console-app.ts';
import type { DescriptorWatch } from './descriptors.ts';
import type { Env } from './env.ts';

/** The event-loop lag that sheds load when MAX_EVENT_LOOP_DELAY_MS is unset, on PostgreSQL. */
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;
/** Share of the soft descriptor limit past which new requests are shed (new streams stop earlier, stream-gate.ts). */
export const WORK_DESCRIPTOR_SHARE = 0.85;
/** Descriptors never given to client connections: the database pool, log and media files, the image workers. */
const RESERVED_DESCRIPTORS = { share: 0.1, atLeast: 32 };

/**
 * The built files of the visitor app and the console (content-hashed, read from disk) and the
 * visitor app's service worker are served under pressure too: a page that already runs needs its
 * next screen's chunk, and one refused breaks the page (a reload, then the error page), where a
 * refused API call is retried.
 */
const BUILD_FILE = new RegExp(`^(?:(?:${CONSOLE_PREFIX})?/assets/|/sw\\.js(?:\\?|$))`);

/** A fast 503, answered by the app's error handler with Retry-After (platform/errors.ts). */
function shed(): Promise<void> {
  return Promise.reject(Object.assign(new Error('Service Unavailable'), { statusCode: 503 }));
}

export async function registerLoadShedding(app: FastifyInstance, env: Env, databaseKind: 'pglite' | 'pg', descriptors: DescriptorWatch): Promise<void> {
  if (descriptors.limit) app.server.maxConnections = Math.max(1, descriptors.limit - Math.max(RESERVED_DESCRIPTORS.atLeast, Math.ceil(descriptors.limit * RESERVED_DESCRIPTORS.share)));
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: env.MAX_EVENT_LOOP_DELAY_MS ?? (databaseKind === 'pg' ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0),
    ...(env.MAX_HEAP_USED_MB ? { maxHeapUsedBytes: env.MAX_HEAP_USED_MB * 1024 * 1024 } : {}),
    pressureHandler: (request) => (BUILD_FILE.test(request.url) ? undefined : shed()),
    // Sampled often enough to notice a stall quickly, rarely enough to cost nothing.
    sampleInterval: 250,
    healthCheck: async () => {
      descriptors.sample();
      return descriptors.used < WORK_DESCRIPTOR_SHARE;
    },
    healthCheckInterval: 1_000,
  });
}
