/**
 * `GET /api/health`: what a supervisor or a load balancer asks (the container's HEALTHCHECK,
 * docs/operator-guide.md). Cheap: one `SELECT 1`, no tenant, no cache. 200 while the database
 * answers; the usual 503 with Retry-After (platform/errors.ts) while it does not.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';

export const HEALTH_PATH = '/api/health';
/** A database slower than this counts as down for the probe, whatever its own timeouts say. */
const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATH, { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('the database did not answer the health check in time'), { statusCode: 503 })), HEALTH_DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`SELECT 1`), tooSlow]);
    } finally {
      clearTimeout(timer);
    }
    reply.header('cache-control', 'no-store');
    return { status: 200, data: { database: 'up' }, message: 'ok' };
  });
}
