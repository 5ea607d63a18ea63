/** Starts the server: reads env, opens and migrates the database, seeds the demo area, listens. */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/db/database.ts';
import { parseEnv } from './platform/env.ts';
import { seedDemoAreaIfEmpty } from './area-file/area.seed.ts';

const env = parseEnv(process.env);
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS } : { dataDir: resolve(env.DATA_DIR, 'pglite') });
await database.migrate();
const { app, ctx } = await buildApp({ env, database });
if (env.SEED_DEMO) await seedDemoAreaIfEmpty(ctx);

/**
 * How long a signal waits for open requests and event streams to end before the process exits
 * anyway: a supervisor that sends SIGTERM expects an end, and a client holding a request open (a
 * slow upload, a stream, a picture still decoding) must not keep the old process alive.
 */
const SHUTDOWN_GRACE_MS = 10_000;

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  setTimeout(() => {
    app.log.warn(`${signal}: still closing after ${SHUTDOWN_GRACE_MS} ms, exiting now`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, `${signal}: closing failed`);
    process.exit(1);
  }
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
