/**
 * Audio for everyone (issue 25): a visitor not logged in, on park Wi-Fi, after 100 other visitors
 * of the same address asked for media links in the same minute, taps 听讲解 and hears the guide.
 * The suite's server runs without rate limits, so this file starts its own, with them on, as
 * `npm start` runs it (the web app the suite's set-up built).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextsForTests, newPhone } from './browser.ts';
import { freePort } from './global-setup.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const AUDIO_KEY = 'audio/donggongmen.mp3';
const OTHER_VISITORS = 100;

const open = contextsForTests();
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;


beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'youlan-e2e-crowd-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('node', ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'on', SEED_DEMO: 'true' },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the rate-limited server exited with ${server.exitCode}`);
    if (await fetch(`${baseUrl}/api/docs/json`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('audio for a crowd behind one address', () => {
  it(`plays a place's guide for a new visitor after ${OTHER_VISITORS} others of the same address asked for media in the same minute`, async () => {
    // The others: phones on the same Wi-Fi (this machine's address), none logged in, each asking
    // for a few of the area's media links.
    const keys = [AUDIO_KEY, 'audio/renshoudian.mp3', 'audio/music.mp3'];
    await Promise.all(
      Array.from({ length: OTHER_VISITORS }, async () => {
        for (const key of keys) await (await fetch(`${baseUrl}/api/aliyun/signURL?fileName=${encodeURIComponent(key)}`, { headers: { 'x-tenant-domain': 'demo' } })).arrayBuffer();
      }),
    );

    const context = await open((browser) => newPhone(browser, baseUrl));
    const page = await context.newPage();
    await page.goto('/home/draw-map');
    await page.getByTestId('audio-dock').waitFor({ timeout: 30_000 });
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: '东宫门' }).first().click();
    await page.getByTestId('place-sheet').waitFor();
    await page.getByTestId('place-audio').click();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]');
            return audio ? { src: audio.getAttribute('src') ?? '', playing: !audio.paused && audio.currentTime > 0 } : null;
          }),
        { timeout: 30_000, interval: 250, message: 'the guide audio of 东宫门 to play' },
      )
      .toMatchObject({ src: expect.stringContaining(AUDIO_KEY), playing: true });
  });
});
