/**
 * The panorama screens in a phone-sized Chromium against the demo area. WebGL is drawn in software
 * (SwiftShader), so the viewer's pixels are real: the panorama draws, a drag turns the view, an
 * arrow walks to the next scene and a name opens its place, the 360° video plays, and a postcard
 * lands among the visitor's photos.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phonesForTests } from './browser.ts';

/** Software WebGL on two shared cores is slow: what the screens do may take this long here. */
const SLOW_MS = 30_000;

let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests(['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--enable-webgl', '--ignore-gpu-blocklist']);

async function openAsGuest(path: string): Promise<void> {
  context = await openPhone();
  page = await context.newPage();
  await page.goto(`/wxLogin?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('login-guest').click();
}

/** Standard deviation of the element's pixels (grey): near 0 for a blank or one-colour canvas. */
async function pixelSpread(element: Locator): Promise<number> {
  const { channels } = await sharp(await element.screenshot()).greyscale().stats();
  return channels[0]!.stdev;
}

/** Mean absolute difference of two screenshots of the same element, 0–255. */
async function difference(before: Buffer, after: Buffer): Promise<number> {
  const [a, b] = await Promise.all([before, after].map((shot) => sharp(shot).greyscale().raw().toBuffer()));
  let total = 0;
  for (let i = 0; i < a!.length; i += 1) total += Math.abs(a![i]! - b![i]!);
  return total / a!.length;
}

/** Waits until the viewer has its picture in and has turned to it: its markers stand still to be tapped. */
async function waitUntilSettled(viewer: Locator): Promise<void> {
  await expect.poll(() => viewer.getAttribute('aria-busy'), { timeout: SLOW_MS }).toBe('false');
}

/** Waits until the viewer shows a picture (its canvas is not one flat colour). */
async function waitForPicture(viewer: Locator): Promise<void> {
  await viewer.locator('canvas').waitFor();
  await expect.poll(() => pixelSpread(viewer), { timeout: SLOW_MS }).toBeGreaterThan(10);
}

describe('VR video', () => {
  it('opens from /panorama, draws the video and plays it', async () => {
    await openAsGuest('/panorama');
    await page.waitForURL((url) => url.pathname === '/panorama/video');
    const viewer = page.getByTestId('pano-video-viewer');
    await waitForPicture(viewer);
    const time = viewer.locator('.psv-video-time');
    await expect.poll(() => time.textContent(), { timeout: SLOW_MS }).toMatch(/^0:00/);
    await viewer.locator('.psv-video-bigbutton').click();
    // Its time advances: the video is playing, not only showing its first frame.
    await expect.poll(() => time.textContent(), { timeout: SLOW_MS }).toMatch(/^0:0[1-9]/);
  });
});

describe('VR photo (the tour)', () => {
  it('draws the scene and turns the view with a drag', async () => {
    await openAsGuest('/panorama/takePhoto');
    const viewer = page.getByTestId('pano-viewer');
    await waitForPicture(viewer);
    const before = await viewer.screenshot();
    const box = (await viewer.boundingBox())!;
    const y = box.y + box.height * 0.4;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.05), y);
    await page.mouse.up();
    await expect.poll(async () => difference(before, await viewer.screenshot()), { timeout: SLOW_MS }).toBeGreaterThan(8);
  });

  it('walks to the linked scene from its arrow, and opens a place from its name', async () => {
    await openAsGuest('/panorama/takePhoto');
    const viewer = page.getByTestId('pano-viewer');
    await waitForPicture(viewer);
    await expect.poll(() => page.getByTestId('pano-scene-title').textContent(), { timeout: SLOW_MS }).toBe('十七孔桥上');
    await waitUntilSettled(viewer);
    await page.getByTestId('pano-marker-to-changlang').click();
    await expect.poll(() => page.getByTestId('pano-scene-title').textContent(), { timeout: SLOW_MS }).toBe('长廊·排云门前');
    await expect.poll(() => new URL(page.url()).searchParams.get('scene'), { timeout: SLOW_MS }).not.toBeNull();
    // The new scene's own markers are there: its place markers, and an arrow back (behind the visitor).
    await page.getByTestId('pano-marker-to-shiqikongqiao').waitFor({ state: 'attached' });
    // Its sharp picture may still be on its way, and the view turns to the scene's first view meanwhile.
    await expect.poll(() => page.getByTestId('pano-sharpening').count(), { timeout: SLOW_MS }).toBe(0);
    await waitUntilSettled(viewer);
    await page.getByTestId('pano-marker-paiyundian').click();
    const sheet = page.getByTestId('place-sheet');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('排云殿');
  });

  it('keeps the preview on screen, with no error over it, when the sharp picture cannot be shown', async () => {
    context = await openPhone();
    // The sharp picture of the first scene arrives, but is no picture (a file cut off on its way).
    let sharpServed = 0;
    await context.route(/\/media\/.*panorama\/scenes\/shiqikongqiao\.jpg/, (route) => {
      sharpServed += 1;
      return route.fulfill({ status: 200, contentType: 'image/jpeg', body: 'not a picture' });
    });
    page = await context.newPage();
    // The viewer says on the console each time it cannot show it.
    let failures = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') failures += 1;
    });
    await page.goto(`/wxLogin?redirect=${encodeURIComponent('/panorama/takePhoto')}`);
    await page.getByTestId('login-guest').click();
    const viewer = page.getByTestId('pano-viewer');
    await waitForPicture(viewer);
    await expect.poll(() => sharpServed, { timeout: SLOW_MS }).toBeGreaterThan(0);
    // Tried three times, then given up on: the preview stays, and nothing covers it or its arrows.
    await expect.poll(() => failures, { timeout: SLOW_MS }).toBeGreaterThanOrEqual(3);
    await waitUntilSettled(viewer);
    expect(await viewer.locator('.psv-overlay').isVisible()).toBe(false);
    expect(await pixelSpread(viewer)).toBeGreaterThan(10);
  });

  it('tries a scene\'s picture again when it fails once, and shows it', async () => {
    context = await openPhone();
    // The next scene's first picture fails once (a dropped connection); its sharp picture never comes.
    let previewTries = 0;
    await context.route(/\/media\/.*panorama\/scenes\/changlang-low\.jpg/, (route) => {
      previewTries += 1;
      return previewTries === 1 ? route.abort('connectionreset') : route.continue();
    });
    await context.route(/\/media\/.*panorama\/scenes\/changlang\.jpg/, (route) => route.abort('connectionreset'));
    page = await context.newPage();
    await page.goto(`/wxLogin?redirect=${encodeURIComponent('/panorama/takePhoto')}`);
    await page.getByTestId('login-guest').click();
    const viewer = page.getByTestId('pano-viewer');
    await waitForPicture(viewer);
    await waitUntilSettled(viewer);
    const before = await viewer.screenshot();
    await page.getByTestId('pano-marker-to-changlang').click();
    await expect.poll(() => previewTries, { timeout: SLOW_MS }).toBeGreaterThanOrEqual(2);
    await waitUntilSettled(viewer);
    expect(await viewer.locator('.psv-overlay').isVisible()).toBe(false);
    // The new scene is drawn: another picture than the first scene's.
    expect(await difference(before, await viewer.screenshot())).toBeGreaterThan(5);
    await page.getByTestId('pano-marker-paiyundian').click({ timeout: 5_000 });
    await page.getByTestId('place-sheet').waitFor();
  });

  it('keeps a postcard of the view among the visitor\'s photos', async () => {
    await openAsGuest('/panorama/takePhoto');
    await waitForPicture(page.getByTestId('pano-viewer'));
    await page.getByTestId('pano-capture').click();
    const card = page.getByTestId('pano-postcard-image');
    await card.waitFor();
    expect(await pixelSpread(card)).toBeGreaterThan(10);
    await page.getByTestId('pano-postcard-save').click();
    await page.getByTestId('pano-postcard-mine').waitFor();
    const postcards = await page.evaluate(async () => {
      const tenant = document.querySelector('meta[name="youlan-tenant"]')?.getAttribute('content') ?? 'demo';
      const response = await fetch('/api/h5/material?kind=postcard', { headers: { authorization: `Bearer ${localStorage.getItem('youlan.token')}`, 'x-tenant-domain': tenant } });
      return ((await response.json()) as { data: { list: { kind: string; width: number; height: number }[] } }).data.list;
    });
    expect(postcards).toHaveLength(1);
    expect(postcards[0]).toMatchObject({ kind: 'postcard', width: 1080 });
    // And the photo studio's "my photos" shows it.
    await page.getByTestId('pano-postcard-mine').click();
    await page.waitForURL((url) => url.pathname === '/boost/photos');
  });
});

describe('VR materials', () => {
  it('downloads every material with progress and opens one full screen', async () => {
    await openAsGuest('/panorama/matLoad');
    const materials = page.locator('li[data-testid^=pano-material-]');
    await expect.poll(() => materials.count(), { timeout: SLOW_MS }).toBe(4);
    await expect.poll(() => page.locator('li[data-testid^=pano-material-][data-state=done]').count(), { timeout: SLOW_MS }).toBe(4);
    await page.getByTestId('pano-material-changlang').locator('a').click();
    await page.waitForURL((url) => url.pathname === '/panorama/matView');
    await waitForPicture(page.getByTestId('pano-viewer'));
    await page.getByTestId('pano-share').waitFor();
  });
});
