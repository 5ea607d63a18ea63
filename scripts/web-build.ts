/**
 * Builds the web app when its sources changed since the last build, so `npm start` on a fresh
 * clone builds once and a restart with the build in place starts in seconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const STAMP = join(WEB, 'dist/.source-stamp');
const SOURCES = [join(WEB, 'src'), join(WEB, 'public'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts'), join(WEB, 'package.json'), join(ROOT, 'packages/contract/src'), join(ROOT, 'package-lock.json')];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  const stat = statSync(path);
  if (!stat.isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => listFiles(join(path, name)));
}

/** A fingerprint of the sources by path, size and modification time: cheap, and exact enough. */
export function sourceStamp(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(listFiles)) {
    const stat = statSync(file);
    hash.update(`${relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isWebBuildFresh(): boolean {
  return existsSync(join(WEB, 'dist/index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceStamp();
}

/** Builds when needed; returns whether it built. Exits the process when the build fails. */
export function ensureWebBuild(): boolean {
  if (isWebBuildFresh()) return false;
  console.info('building the web app…');
  // Always a production build, also when started from a test runner that set NODE_ENV=test (React's
  // development build is three times the size and would fail the first-screen budget).
  const result = spawnSync('npm', ['run', 'build', '-w', '@youlan/web'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('the web build failed');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, sourceStamp());
  return true;
}
