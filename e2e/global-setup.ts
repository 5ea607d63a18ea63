/**
 * Starts the product the way the README does (`npm start`, which builds the web app when needed)
 * on a free port with a fresh data directory, and stops it after the browser tests.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { BOOST_E2E_HOST, writeBoostArea, writeDemoArea } from './boost-area.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The platform administrator made with `npm run console:admin` before the start. */
    consoleAdmin: { email: string; password: string };
    /** The server's address under the photo-studio test area's host (e2e/boost-area.ts). */
    boostBaseUrl: string;
  }
}

// One free-port helper for the browser tests that start a server of their own.
export { freePort };

const ROOT = fileURLToPath(new URL('..', import.meta.url));


export async function waitUntilServing(url: string, child: { exitCode: number | null }, log: () => string): Promise<void> {
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start in time:\n${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A server already running (with an area of one's own imported) can be tested as it is.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('boostBaseUrl', process.env.E2E_BOOST_BASE_URL ?? process.env.E2E_BASE_URL);
    return async () => undefined;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'youlan-e2e-'));
  // Rate limits off: every browser context here is one address (127.0.0.1), so the suite's hundreds
  // of guests would share one visitor's budget; the limits have their own server tests. A guest's
  // searches count toward hot words at once (an hour by default), so a test can make a query popular.
  // The crowd tick (the same function, on its clock) runs every 2 s, not each minute, so an alarm shows within a test.
  // No speech: walking the app in three languages would have it read every guide on one of the
  // machine's cores while the tests run; speech has its own server tests, and the demo's first
  // place has a Japanese recording here (writeDemoArea).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', HOT_WORD_GUEST_MIN_AGE_MINUTES: '0', TTS: 'off', CROWD_TICK_SECONDS: '2' };
  delete env.DATABASE_URL;
  // The first console account comes from the CLI, as the operator guide says, before the server holds the database.
  const consoleAdmin = { email: 'e2e-admin@example.com', password: `e2e-${randomUUID()}` };
  const admin = spawnSync('npm', ['run', 'console:admin', '--', '--email', consoleAdmin.email, '--name', '测试管理员', '--password-stdin'], { cwd: ROOT, env, input: consoleAdmin.password, encoding: 'utf8' });
  if (admin.status !== 0) throw new Error(`npm run console:admin failed:\n${admin.stdout}\n${admin.stderr}`);
  // The demo area, then the photo-studio test area, imported before the server holds the database.
  const importArea = (file: string) => execFileSync(process.execPath, ['apps/server/src/cli/import-area.ts', file], { cwd: ROOT, env, stdio: 'pipe' });
  importArea(await writeDemoArea(join(dataDir, 'demo-area')));
  importArea(await writeBoostArea(join(dataDir, 'boost-area')));
  const child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseUrl}/`, child, () => output.slice(-4000));
  // A server that dies mid-run would otherwise leave only the browser tests' timeouts to read.
  let isStopping = false;
  child.once('exit', (code, signal) => {
    if (!isStopping) console.error(`the e2e server stopped (code ${code}, signal ${signal}); its last output:\n${output.slice(-8000)}`);
  });
  project.provide('baseUrl', baseUrl);
  project.provide('consoleAdmin', consoleAdmin);
  project.provide('boostBaseUrl', `http://${BOOST_E2E_HOST}:${port}`);

  return async () => {
    isStopping = true;
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
