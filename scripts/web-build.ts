/**
 * Builds the web app (and the operators' console) when their sources changed since the last
 * build, so `npm start` on a fresh clone builds once and a restart with the builds in place starts
 * in seconds. A build says one line when it starts and one when it ends; its whole log goes to
 * `.tmp/build-<app>.log` and is printed only when the build fails.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface BuiltApp {
  label: string;
  workspace: string;
  dir: string;
}

const WEB: BuiltApp = { label: 'web app', workspace: '@youlan/web', dir: join(ROOT, 'apps/web') };
const CONSOLE: BuiltApp = { label: 'console', workspace: '@youlan/console', dir: join(ROOT, 'apps/console') };

const stampOf = (app: BuiltApp) => join(app.dir, 'dist/.source-stamp');
const sourcesOf = (app: BuiltApp) => [join(app.dir, 'src'), join(app.dir, 'public'), join(app.dir, 'index.html'), join(app.dir, 'vite.config.ts'), join(app.dir, 'package.json'), join(ROOT, 'packages/contract/src'), join(ROOT, 'packages/geo/src'), join(ROOT, 'package-lock.json')];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  const stat = statSync(path);
  if (!stat.isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => listFiles(join(path, name)));
}

/** A fingerprint of the sources by path, size and modification time: cheap, and exact enough. */
export function sourceStamp(app: BuiltApp = WEB): string {
  const hash = createHash('sha256');
  for (const file of sourcesOf(app).flatMap(listFiles)) {
    const stat = statSync(file);
    hash.update(`${relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isWebBuildFresh(app: BuiltApp = WEB): boolean {
  return existsSync(join(app.dir, 'dist/index.html')) && existsSync(stampOf(app)) && readFileSync(stampOf(app), 'utf8') === sourceStamp(app);
}

function ensureBuild(app: BuiltApp): boolean {
  if (isWebBuildFresh(app)) return false;
  const logPath = join(ROOT, '.tmp', `build-${basename(app.dir)}.log`);
  console.info(`building the ${app.label} (log: ${relative(ROOT, logPath)})…`);
  mkdirSync(dirname(logPath), { recursive: true });
  const log = openSync(logPath, 'w');
  const started = performance.now();
  // Always a production build, also when started from a test runner that set NODE_ENV=test (React's
  // development build is three times the size and would fail the first-screen budget).
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: ['ignore', log, log], env: { ...process.env, NODE_ENV: 'production' } });
  closeSync(log);
  if (result.status !== 0) {
    console.error(readFileSync(logPath, 'utf8'));
    console.error(`the ${app.label} build failed (its log above is kept in ${relative(ROOT, logPath)})`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampOf(app), sourceStamp(app));
  console.info(`built the ${app.label} in ${Math.round((performance.now() - started) / 1000)} s`);
  return true;
}

/** Builds the web app when needed; returns whether it built. Exits the process when the build fails. */
export function ensureWebBuild(): boolean {
  return ensureBuild(WEB);
}

/** Builds the operators' console when needed (served under /console); returns whether it built. */
export function ensureConsoleBuild(): boolean {
  return ensureBuild(CONSOLE);
}
