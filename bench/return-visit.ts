/// <reference lib="dom" />
/**
 * A returning visitor (`npm run bench:return-visit`, docs/instant-open.md, docs/benchmarks.md):
 * Debian's Chromium as a phone against `npm start` with the demo area, throttled through the
 * DevTools protocol like Lighthouse's mobile preset (slow 4G: 562.5 ms round trip, 1.47 Mbit/s
 * down, 0.68 up; 4× CPU slowdown). Per run, a fresh profile: the first visit (no service worker:
 * the baseline of the same run), then the second visit with the service worker in control, then a
 * visit with the network cut. Each visit is timed from navigation start to the map screen painted
 * with the area's data: the app's map screen showing the area's title and its place count (drawn
 * from the area's data, not the pre-rendered shell). Goal: the second visit under 1 s, and the
 * visit with no network shows the same. A measurement, not a test: the load average is printed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { AREA_TIME_ZONE } from '../apps/server/src/platform/area-time.ts';
import { whenServing } from './server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env['BENCH_PORT'] ?? 18_391);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const GOAL_MS = 1000;
const PATH = '/home/draw-map';

/** Lighthouse's mobile preset (constants.throttling.mobileSlow4G), applied by DevTools. */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;

interface Visit {
  /** Navigation start to the map screen with the area's title and place count. */
  mapWithDataMs: number;
  /** Navigation start to the first paint with content (the pre-rendered shell, when there is one). */
  fcpMs: number;
  places: number;
}

/** Opens the map in a new tab of `context` with the CPU slowed (and the network, unless it is cut), and times it. */
async function visit(context: BrowserContext, { isOffline = false } = {}): Promise<Visit> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (!isOffline) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.goto(PATH, { waitUntil: 'commit', timeout: 60_000 });
    // The React map screen (not the shell: it has no drawer handle) with the area's place count.
    const handle = await page.waitForFunction(
      () => {
        const toggle = document.querySelector('[data-testid="place-list-toggle"]');
        const title = document.querySelector('[data-testid="area-title"]')?.textContent ?? '';
        const count = /\d+/.exec(toggle?.textContent ?? '')?.[0];
        return toggle && title && count ? { at: performance.now(), places: Number(count) } : null;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const { at, places } = (await handle.jsonValue()) as { at: number; places: number };
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    return { mapWithDataMs: Math.round(at), fcpMs: Math.round(fcpMs), places };
  } finally {
    await page.close();
  }
}

/** The first visit's page, once a service worker controls it and has precached the build. */
async function installServiceWorker(context: BrowserContext): Promise<void> {
  const page: Page = await context.newPage();
  try {
    await page.goto(PATH);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The first page of a visit is not controlled; the next load is, and its document is kept.
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
    await page.getByTestId('place-list-toggle').waitFor({ timeout: 30_000 });
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

const dataDir = mkdtempSync(join(tmpdir(), 'youlan-return-visit-'));
const server = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  await whenServing(`${ORIGIN}/api/docs/json`, server);
  console.info(`load average at start: ${load()} (${RUNS} runs, median; slow 4G and ${CPU_SLOWDOWN}× CPU through DevTools)`);
  const runs: Array<{ first: Visit; second: Visit; offline: Visit }> = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A phone at the gate: its clock in the area's zone (the app picks the scene picture by it).
    const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: AREA_TIME_ZONE });
    try {
      const first = await visit(context);
      await installServiceWorker(context);
      const second = await visit(context);
      await context.setOffline(true);
      const offline = await visit(context, { isOffline: true });
      runs.push({ first, second, offline });
      console.info(
        `run ${run + 1}: first visit ${first.mapWithDataMs} ms (FCP ${first.fcpMs}), second visit ${second.mapWithDataMs} ms (FCP ${second.fcpMs}), no network ${offline.mapWithDataMs} ms with ${offline.places} places (load ${load()})`,
      );
    } finally {
      await context.close();
    }
  }
  const firstMs = median(runs.map((r) => r.first.mapWithDataMs));
  const secondMs = median(runs.map((r) => r.second.mapWithDataMs));
  const offlineMs = median(runs.map((r) => r.offline.mapWithDataMs));
  console.info(
    `median: first visit ${firstMs} ms; second visit ${secondMs} ms (goal < ${GOAL_MS} ms; ${(secondMs / firstMs).toFixed(2)} of the first), FCP ${median(runs.map((r) => r.second.fcpMs))} ms; no network ${offlineMs} ms, places shown in ${runs.filter((r) => r.offline.places > 0).length} of ${runs.length} runs`,
  );
  console.info(`load average at end: ${load()}`);
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
