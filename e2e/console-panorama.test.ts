/**
 * The console's 360° videos in a desktop Chromium against the server `npm start` runs: the platform
 * administrator adds a video to the demo area, uploading the MP4, its smooth version and a poster
 * through the page's file pickers, and a phone plays it under /panorama/video at once; deleted in
 * the console, it is gone from the phone. WebGL is drawn in software (SwiftShader), so the
 * player's pixels are real.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleForTests } from './console.ts';

const VIDEOS = join(import.meta.dirname, '../apps/server/seed/media/panorama/videos');
/** Software WebGL on two shared cores is slow: what the player does may take this long here. */
const SLOW_MS = 30_000;
const { asAdmin, guestPhoneAt } = consoleForTests(['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--enable-webgl', '--ignore-gpu-blocklist']);

/** Standard deviation of the element's pixels (grey): near 0 for a blank or one-colour canvas. */
async function pixelSpread(element: Locator): Promise<number> {
  const { channels } = await sharp(await element.screenshot()).greyscale().stats();
  return channels[0]!.stdev;
}

describe('console: 360° videos', () => {
  it('adds a video with its files; a visitor plays it at once; deleted, it is gone', async () => {
    const page = await asAdmin();
    // The platform administrator lands on another area: the demo area is the phone's.
    await page.goto('/console/demo/panorama');
    await page.getByTestId('panorama-tab-videos').click();
    await page.getByTestId('video-new').click();
    const title = `玉带桥 360° ${Date.now()}`;
    await page.getByTestId('video-title').fill(title);
    await page.getByTestId('video-file').locator('input[type=file]').setInputFiles(join(VIDEOS, 'shiqikongqiao-day.mp4'));
    // The server measured it: 20 s, 2048 × 1024.
    await expect.poll(() => page.getByTestId('video-file-facts').textContent(), { timeout: SLOW_MS }).toContain('2048 × 1024');
    expect(await page.getByTestId('video-file-facts').textContent()).toContain('0:20');
    await page.getByTestId('video-low-file').locator('input[type=file]').setInputFiles(join(VIDEOS, 'shiqikongqiao-day-low.mp4'));
    await expect.poll(() => page.getByTestId('video-low-file-facts').textContent(), { timeout: SLOW_MS }).toContain('1024 × 512');
    await page.getByTestId('video-poster').locator('input[type=file]').setInputFiles(join(VIDEOS, 'shiqikongqiao-day.jpg'));
    await page.getByTestId('video-poster-preview').waitFor({ timeout: SLOW_MS });
    await page.getByTestId('video-save').click();
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('高清 + 流畅');

    const phone = await guestPhoneAt('/panorama/video');
    const card = phone.locator('[data-testid^="pano-video-"]', { hasText: title });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('20');
    await card.click();
    await phone.waitForURL((url) => url.searchParams.has('video'));
    expect(await phone.getByTestId('pano-heading').textContent()).toBe(title);
    // Both qualities are offered, and the player draws the video.
    await phone.getByTestId('pano-quality-sd').waitFor();
    const viewer = phone.getByTestId('pano-video-viewer');
    await viewer.locator('canvas').waitFor();
    await expect.poll(() => pixelSpread(viewer), { timeout: SLOW_MS }).toBeGreaterThan(10);

    await row.locator('[data-testid^="video-delete-"]').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await phone.goto('/panorama/video');
    await phone.locator('[data-testid^="pano-video-"]').first().waitFor({ timeout: 15_000 });
    expect(await phone.locator('[data-testid^="pano-video-"]', { hasText: title }).count()).toBe(0);
  });
});
