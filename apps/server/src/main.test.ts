/**
 * The real server process (`node apps/server/src/main.ts`, as `npm start` runs it) ends on SIGTERM
 * even while a client holds a request open: a bounded graceful close, then a forced exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
/** Far past the server's 10 s grace, far short of Node's 300 s request timeout that held it before. */
const EXIT_GUARD_MS = 60_000;

// Starting the real process (PGlite, migrations) takes minutes on a loaded 2-core machine.
it('exits on SIGTERM while a request is held open, and answers health before', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'youlan-main-'));
  // The embedded database in its own directory, whatever the test run was given.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'REDIS_URL'));
  const server = spawn(process.execPath, [MAIN], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST: '', CONSOLE_DIST: '', IMAGE_WORKERS: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
    });
    // Positive control: the server works, and the supervisor's probe sees the database answer.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    // A client that announced a body and sends only part of it: the request stays open.
    const held = connect(port, '127.0.0.1');
    await once(held, 'connect');
    held.write('POST /api/viewLog HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"pa');
    held.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const outcome = await Promise.race([exited.then(() => 'exited'), new Promise((resolve) => setTimeout(resolve, EXIT_GUARD_MS, 'still running'))]);
    expect(outcome).toBe('exited');
    held.destroy();
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 480_000);
