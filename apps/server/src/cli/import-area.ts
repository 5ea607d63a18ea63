/**
 * Loads a scenic area from a JSON file (the format of apps/server/seed/demo-area.json) into the
 * database the server uses (DATABASE_URL, else PGlite under DATA_DIR).
 *   npm run import:area -- path/to/area.json
 */
import { resolve } from 'node:path';
import pino from 'pino';
import { openCliDatabase } from './open-database.ts';
import { parseEnv } from '../platform/env.ts';
import { loadSecret } from '../platform/secrets.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { areaBaseDir, readAreaFile } from '../area-file/area.file.ts';
import { importArea } from '../area-file/area.import.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:area -- <area.json>');
  process.exit(2);
}
const env = parseEnv(process.env);
const path = resolve(file);
let area;
try {
  area = readAreaFile(path);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = await openCliDatabase(env, 'stop the server and run this again, or load the area file in the console (a new area, or an area file)');
try {
  await database.migrate();
  const secret = await loadSecret(database.db, 'auth', env.AUTH_SECRET);
  const id = await importArea({ db: database.db, storage: createStorage(env, secret) }, area, areaBaseDir(path));
  pino().info(`imported scenic area "${area.tenant.code}" (${area.places.length} places) as tenant ${id}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
