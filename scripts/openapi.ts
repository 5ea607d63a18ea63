/**
 * Writes docs/openapi.json, the OpenAPI document generated from packages/contract (the same one
 * the server serves at /api/docs/json). A server test fails when the committed copy is stale.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { parseEnv } from '../apps/server/src/platform/env.ts';
import { ROOT } from './web-build.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-openapi-'));
const database = await openDatabase({ pglite: await PGlite.create() });
await database.migrate();
const { app } = await buildApp({ env: parseEnv({ DATA_DIR: dataDir, WEB_DIST: '', CONSOLE_DIST: '' }), database, logger: false });
await app.ready();
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as unknown;
writeFileSync(join(ROOT, 'docs/openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.info('wrote docs/openapi.json');
