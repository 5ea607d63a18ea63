/** Starts the server: reads env, opens and migrates the database, seeds the demo area, listens. */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/db/database.ts';
import { parseEnv } from './platform/env.ts';
import { seedDemoAreaIfEmpty } from './area/area.seed.ts';

const env = parseEnv(process.env);
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS } : { dataDir: resolve(env.DATA_DIR, 'pglite') });
await database.migrate();
const { app, ctx } = await buildApp({ env, database });
if (env.SEED_DEMO) await seedDemoAreaIfEmpty(ctx);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
