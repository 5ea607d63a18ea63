/**
 * Caches a client cannot bypass (`npm run bench:cache-keys`, issue 25, docs/hardening.md): on
 * the seeded demo area (PGlite), 10 connections for 5 s each
 *  1. documents (`GET /`) with one Host (the baseline) against a new random Host on every request;
 *  2. the place list with one size (the baseline) against a random valid size on every request.
 * Reported as ratios against the baseline of the same run (goal: at least 0.8). Every answer must
 * be a 2xx: a flood answered with errors measures nothing, and the run fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PLACE_LIST_PAGE_SIZE } from '@youlan/contract/runtime';
import { whenServing } from './server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 18_391;
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function flood(label: string, path: string, headers: Record<string, string>, vary: ((request: autocannon.Request) => void) | null) {
  const result = await autocannon({
    url: ORIGIN,
    connections: 10,
    duration: 5,
    requests: [
      {
        method: 'GET',
        path,
        headers,
        ...(vary ? { setupRequest: (request: autocannon.Request) => (vary(request), request) } : {}),
      },
    ],
  });
  const summary = { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
  console.info(`${label}: ${summary.requestsPerSecond} req/s, p99 ${summary.p99Ms} ms`);
  if (summary.errors > 0 || summary.non2xx > 0) throw new Error(`${label}: ${summary.errors} errors and ${summary.non2xx} answers other than 2xx`);
  return summary;
}

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-cache-keys-'));
// A document to serve: the area's start data goes into it as into the real build's.
const webDist = mkdtempSync(join(tmpdir(), 'youlan-cache-keys-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>');
// BENCH_SERVER_ROOT: another checkout's server to measure (an earlier commit, for a before/after).
const server = spawn('node', ['apps/server/src/main.ts'], {
  cwd: process.env['BENCH_SERVER_ROOT'] ?? ROOT,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: 'true', RATE_LIMITS: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  await whenServing(`${ORIGIN}/api/docs/json`, server);
  const tenant = { 'x-tenant-domain': 'demo' };
  const randomHost = (request: autocannon.Request) => {
    request.headers = { ...request.headers, host: `h${Math.random().toString(36).slice(2)}.example.com` };
  };
  const randomSize = (request: autocannon.Request) => {
    request.path = `/api/h5/place?page=1&size=${1 + Math.floor(Math.random() * PLACE_LIST_PAGE_SIZE)}`;
  };
  // Warm: the area's start data and place list read once, as the first visitor of the day would.
  for (const [path, headers] of [['/', { host: 'localhost' }], [`/api/h5/place?page=1&size=${PLACE_LIST_PAGE_SIZE}`, tenant]] as const) {
    const response = await fetch(`${ORIGIN}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status} before the flood`);
  }
  const knownHost = await flood('documents, one Host', '/', { host: 'localhost' }, null);
  const anyHost = await flood('documents, a random Host each', '/', { host: 'localhost' }, randomHost);
  const oneSize = await flood('place list, one size', `/api/h5/place?page=1&size=${PLACE_LIST_PAGE_SIZE}`, tenant, null);
  const anySize = await flood('place list, a random size each', '/api/h5/place?page=1&size=1', tenant, randomSize);
  const ratios = { randomHost: +(anyHost.requestsPerSecond / knownHost.requestsPerSecond).toFixed(2), randomSize: +(anySize.requestsPerSecond / oneSize.requestsPerSecond).toFixed(2) };
  console.info(JSON.stringify({ knownHost, anyHost, oneSize, anySize, ratios }, null, 2));
} finally {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
}
