/**
 * The command-line tools refuse to write a PGlite directory a running server holds (two writers
 * lost the first operator's account), say what to do instead, and write it once it is free.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, lockDataDir } from '../platform/db/data-dir-lock.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'youlan-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function consoleAdmin(): Promise<{ code: number; stderr: string }> {
  const { DATABASE_URL: _none, ...env } = process.env;
  const child = run(process.execPath, ['apps/server/src/cli/console-admin.ts', '--email', 'first@example.com', '--password-stdin'], { env: { ...env, DATA_DIR: dataDir } });
  child.child.stdin?.end('a long first password\n');
  return child.then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

describe('console:admin beside a running server', () => {
  it('refuses while another live process holds the data directory, naming it and the set-up link', async () => {
    // This test process stands for the server: alive, and not the tool.
    const pglite = join(dataDir, 'pglite');
    mkdirSync(pglite, { recursive: true });
    const release = lockDataDir(pglite);
    try {
      const refused = await consoleAdmin();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${process.pid}`);
      expect(refused.stderr).toContain('/console/setup');
      expect(existsSync(join(pglite, 'PG_VERSION'))).toBe(false);
    } finally {
      release();
    }
  });

  it('takes over a lock whose process is gone, and writes', async () => {
    // A pid no process has (above Linux's pid_max).
    writeFileSync(join(dataDir, 'pglite', DATA_DIR_LOCK_FILE), '4194305');
    const made = await consoleAdmin();
    expect(made.code, made.stderr).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', DATA_DIR_LOCK_FILE))).toBe(false);
    // A fresh directory is migrated and an argon2 hash made in a new process: minutes on a loaded machine.
  }, 300_000);
});
