/**
 * The photo studio in a phone-sized Chromium against the demo area, with Chromium's fake camera
 * fed a real photograph (e2e/fixtures/by-the-water.jpg, turned into a one-frame Y4M video at set-up,
 * so no ffmpeg is needed): choose a pose → the viewfinder with its outline → capture → upload →
 * the job's progress → before/after → save. And with the camera refused: choose a photo instead.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { STUDIO_PHOTO_MAX_BYTES } from '@youlan/contract/runtime';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone } from './browser.ts';

const baseUrl = inject('boostBaseUrl');
const PHOTO = fileURLToPath(new URL('./fixtures/by-the-water.jpg', import.meta.url));
/** The fake camera's picture size: the video file's. */
const CAMERA = { width: 640, height: 480 };

let workDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/**
 * A YUV4MPEG2 file (what Chromium's fake camera plays, looping) of one frame of the photograph:
 * 4:2:0, full-range BT.601 (the `C420jpeg` colour space).
 */
async function writeY4m(photo: string, file: string, { width, height }: typeof CAMERA): Promise<void> {
  const rgb = await sharp(photo).resize(width, height, { fit: 'cover' }).removeAlpha().raw().toBuffer();
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const at = (row * width + column) * 3;
      y[row * width + column] = clamp(0.299 * rgb[at]! + 0.587 * rgb[at + 1]! + 0.114 * rgb[at + 2]!);
    }
  }
  for (let row = 0; row < height; row += 2) {
    for (let column = 0; column < width; column += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) {
        const at = ((row + dy) * width + column + dx) * 3;
        r += rgb[at]!;
        g += rgb[at + 1]!;
        b += rgb[at + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const chroma = (row / 2) * (width / 2) + column / 2;
      u[chroma] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[chroma] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), y, u, v]));
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'youlan-boost-e2e-'));
  const video = join(workDir, 'camera.y4m');
  await writeY4m(PHOTO, video, CAMERA);
  browser = await launchBrowser(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
});
afterAll(async () => {
  await browser.close();
  rmSync(workDir, { recursive: true, force: true });
});
afterEach(() => context?.close());

/** A guest visitor on `path`, with or without the camera allowed. */
async function openAsGuest(path: string, allowCamera: boolean, options: { locale?: 'en'; width?: number } = {}): Promise<void> {
  context = await newPhone(browser, baseUrl);
  if (allowCamera) await context.grantPermissions(['camera']);
  if (options.locale) await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  page = await context.newPage();
  if (options.width) await page.setViewportSize({ width: options.width, height: 720 });
  await page.goto(`/wxLogin?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('login-guest').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

interface MaterialRow {
  id: number;
  kind: string;
  width: number;
  height: number;
  sourceKey: string | null;
  mediaKey: string;
}

/** The visitor's photos, read the way the app reads them. */
function myMaterials(): Promise<MaterialRow[]> {
  return page.evaluate(async () => {
    const tenant = document.querySelector<HTMLMetaElement>('meta[name="youlan-tenant"]')?.content ?? 'demo';
    const response = await fetch('/api/h5/material', { headers: { authorization: `Bearer ${localStorage.getItem('youlan.token')}`, 'x-tenant-domain': tenant } });
    return ((await response.json()) as { data: { list: MaterialRow[] } }).data.list;
  });
}

/** Every job state the app read while it waited, in order. */
function recordJobStates(): { state: string; percent: number }[] {
  const seen: { state: string; percent: number }[] = [];
  page.on('response', (response: Response) => {
    if (!/\/api\/imageJob\/\d+$/.test(new URL(response.url()).pathname)) return;
    void response
      .json()
      .then((body: { data: { state: string; percent: number } }) => seen.push({ state: body.data.state, percent: body.data.percent }))
      .catch(() => undefined);
  });
  return seen;
}

/** Waits for a picture to have arrived and been decoded. */
async function loaded(testId: string): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Keeps the preview with the first sky and waits for the result screen. */
async function useWithFirstSky(): Promise<void> {
  await page.getByTestId('camera-preview').waitFor();
  await expect.poll(() => page.getByTestId('boost-sky').first().getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  await page.getByTestId('camera-use').click();
  await page.waitForURL(/\/boost\/matView\?material=\d+$/, { timeout: 60_000 });
}

describe('photo studio (/boost)', () => {
  it('shoots a pose with the fake camera, shows the job progress, compares before and after and saves', async () => {
    await openAsGuest('/boost/photos', true);
    await page.getByTestId('boost-pose').first().click();
    await page.waitForURL(/\/boost\/detail\?placePoseId=\d+$/);
    await page.getByTestId('boost-sample').first().waitFor();
    await page.getByTestId('boost-take-same').click();
    await page.waitForURL(/\/boost\/takePhoto\?placePoseId=\d+$/);

    // The live viewfinder plays the fake camera, with the pose's outline and the grid over it.
    await expect.poll(() => page.getByTestId('camera-video').evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`), { timeout: 15_000 }).toBe(`${CAMERA.width}x${CAMERA.height}`);
    await loaded('camera-outline');
    await page.getByTestId('camera-opacity').fill('30');
    expect(await page.getByTestId('camera-outline').evaluate((img: HTMLElement) => img.style.opacity)).toBe('0.3');
    // Every button of the camera names itself for a screen reader.
    const unnamed = await page.locator('[data-testid="camera"] button').evaluateAll((buttons) => buttons.filter((b) => !b.getAttribute('aria-label') && !b.textContent?.trim()).length);
    expect(unnamed).toBe(0);

    // The 3 s timer counts down on screen before the photo is taken.
    await page.getByTestId('camera-timer').click();
    await page.getByTestId('camera-shutter').click();
    await expect.poll(() => page.getByTestId('camera-countdown').textContent(), { timeout: 5_000 }).toBe('3');
    await expect.poll(() => page.getByTestId('camera-countdown').textContent(), { timeout: 5_000 }).toBe('2');

    const states = recordJobStates();
    await useWithFirstSky();
    // The job was read while it ran, and its percent only grew until it was done.
    // (Each answer is read as it arrives; the last may still be on its way.)
    await expect.poll(() => states.at(-1)).toEqual({ state: 'done', percent: 100 });
    for (const [index, { state, percent }] of states.entries()) {
      expect(['queued', 'working', 'done']).toContain(state);
      if (index > 0) expect(percent).toBeGreaterThanOrEqual(states[index - 1]!.percent);
    }

    // The result keeps the camera's full picture, and the original is kept with it.
    const [result] = await myMaterials();
    expect(result).toMatchObject({ kind: 'sky', width: CAMERA.width, height: CAMERA.height, sourceKey: expect.any(String) });
    expect(page.url()).toMatch(new RegExp(`material=${result!.id}$`));

    await loaded('boost-before');
    await loaded('boost-after');
    await page.getByTestId('boost-compare-range').fill('20');
    expect(await page.getByTestId('boost-compare').evaluate((element: HTMLElement) => element.style.getPropertyValue('--yl-split'))).toBe('20%');

    const download = page.waitForEvent('download');
    await page.getByTestId('boost-save').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(new RegExp(`-${result!.id}\\.(jpg|png|webp)$`));
    expect(statSync(await saved.path()).size).toBeGreaterThan(1_000);
  });

  it('offers choosing a photo when the camera is refused, and makes the picture from it', async () => {
    await openAsGuest('/boost/takePhoto', false);
    await page.getByTestId('camera-fallback').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('camera-fallback').textContent()).toContain('没有相机权限');

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('camera-choose-instead').click();
    await (await chooser).setFiles(PHOTO);
    await useWithFirstSky();
    await loaded('boost-after');
    const [result] = await myMaterials();
    expect(result).toMatchObject({ kind: 'sky', width: CAMERA.width, height: CAMERA.height });

    // "My photos" lists it, newest first, and deleting it asks first.
    await page.goto('/boost/photos?tab=mine');
    await page.getByTestId('boost-material').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('boost-material').first().click();
    await page.waitForURL(new RegExp(`material=${result!.id}$`));
    await page.getByTestId('boost-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    // A same-page navigation (history.replaceState): read the address rather than wait for a load.
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/boost\/photos\?tab=mine$/);
    expect((await myMaterials()).map((material) => material.id)).not.toContain(result!.id);
  });
});

describe('a photo over the upload limit (issue 29)', () => {
  it('is shrunk on the phone, upright, and becomes a picture rather than being refused', async () => {
    // A big camera photo: noise keeps the JPEG large; EXIF orientation 6 means the camera was
    // held upright, so the 6000 × 4500 pixels are shown as 4500 × 6000. Its stored left quarter, the
    // top once upright, is a smooth blue sky, so the studio's sky check lets the sky job run.
    const bigPhoto = join(workDir, 'big-photo.jpg');
    const skyWidth = 1500;
    const sky = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${skyWidth}" height="4500"><defs><linearGradient id="g"><stop offset="0" stop-color="#3f7fd0"/><stop offset="1" stop-color="#a9cbe8"/></linearGradient></defs><rect width="${skyWidth}" height="4500" fill="url(#g)"/></svg>`)).png().toBuffer();
    const ground = await sharp({ create: { width: 6000 - skyWidth, height: 4500, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).png({ compressionLevel: 0 }).toBuffer();
    const { size } = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#808080' } })
      .composite([{ input: sky, left: 0, top: 0 }, { input: ground, left: skyWidth, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 98 })
      .toFile(bigPhoto);
    expect(size).toBeGreaterThan(STUDIO_PHOTO_MAX_BYTES);

    await openAsGuest('/boost/takePhoto', false);
    await page.getByTestId('camera-fallback').waitFor({ timeout: 15_000 });
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('camera-choose-instead').click();
    await (await chooser).setFiles(bigPhoto);
    await useWithFirstSky();
    await loaded('boost-after');
    // Upright and at most 4096 px long, from a JPEG within the limit.
    const [result] = await myMaterials();
    expect(result).toMatchObject({ kind: 'sky', width: 3072, height: 4096 });
  });
});

describe('the sky job, right before and after (issue 30)', () => {
  for (const { locale, width, says } of [
    { locale: undefined, width: 320, says: '这张照片里没有可以换的天空' },
    { locale: 'en' as const, width: 375, says: 'This photo has no sky to replace' },
  ]) {
    it(`says a photo has no sky before any job is made (${locale ?? 'zh'}, ${width} px)`, async () => {
      const indoor = join(workDir, 'indoor.jpg');
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a5040' } }).jpeg().toFile(indoor);
      await openAsGuest('/boost/takePhoto', false, { locale, width });
      await page.getByTestId('camera-fallback').waitFor({ timeout: 15_000 });
      const jobs = recordJobStates();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('camera-choose-instead').click();
      await (await chooser).setFiles(indoor);
      await page.getByTestId('camera-preview').waitFor();
      await expect.poll(() => page.getByTestId('boost-sky').first().getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
      await page.getByTestId('camera-use').click();
      await expect.poll(() => page.getByTestId('camera-message').textContent(), { timeout: 30_000 }).toContain(says);
      await page.screenshot({ path: join(tmpdir(), `youlan-no-sky-${locale ?? 'zh'}-${width}.png`) });
      expect(page.url()).toContain('/boost/takePhoto');
      expect(jobs).toEqual([]);
      expect(await myMaterials()).toEqual([]);
    });
  }

  it('comes back with a person against the sky untouched', async () => {
    // A real photograph of a man filming against a grey sky (scikit-image's `camera`, CC0), with
    // the hand-made sky label of the server's test set: the person is the label's not-sky inside
    // x 25–62 %, y 10–45 % (head, hands, camera; nothing else stands there).
    const testdata = new URL('../apps/server/src/features/boost/sky/testdata/', import.meta.url);
    const photo = fileURLToPath(new URL('cameraman.jpg', testdata));
    await openAsGuest('/boost/takePhoto', false);
    await page.getByTestId('camera-fallback').waitFor({ timeout: 15_000 });
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('camera-choose-instead').click();
    await (await chooser).setFiles(photo);
    await useWithFirstSky();
    await loaded('boost-after');
    const [result] = await myMaterials();
    expect(result).toMatchObject({ kind: 'sky', width: 512, height: 512 });
    const picture = await page.getByTestId('boost-after').evaluate(async (img: HTMLImageElement) => Array.from(new Uint8Array(await (await fetch(img.src)).arrayBuffer())));
    const after = await sharp(Buffer.from(picture)).removeAlpha().raw().toBuffer();
    const before = await sharp(photo).removeAlpha().raw().toBuffer();
    const label = await sharp(fileURLToPath(new URL('cameraman.mask.png', testdata))).greyscale().raw().toBuffer();
    let person = 0, moved = 0, skyChanged = 0, sky = 0;
    for (let y = 0; y < 512; y++) {
      for (let x = 0; x < 512; x++) {
        const i = y * 512 + x;
        const difference = Math.max(...[0, 1, 2].map((c) => Math.abs(after[3 * i + c]! - before[3 * i + c]!)));
        if (label[i]! >= 128) {
          sky++;
          if (difference > 40) skyChanged++;
        } else if (x >= 128 && x < 317 && y >= 51 && y < 230) {
          person++;
          // JPEG re-encoding moves a pixel by a few levels; new sky would move it by tens.
          if (difference > 24) moved++;
        }
      }
    }
    expect(skyChanged / sky).toBeGreaterThan(0.5);
    expect(person).toBeGreaterThan(10_000);
    expect(moved / person).toBeLessThan(0.01);
  });
});

describe('before and after, like with like (issue 29)', () => {
  for (const { locale, width, before } of [
    { locale: undefined, width: 320, before: '原图' },
    { locale: 'en' as const, width: 375, before: 'Before' },
  ]) {
    it(`shows a cropped result beside its whole original, not over it (${locale ?? 'zh'}, ${width} px)`, async () => {
      await openAsGuest('/boost/takePhoto', false, { locale, width });
      await page.getByTestId('camera-fallback').waitFor({ timeout: 15_000 });
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('camera-choose-instead').click();
      await (await chooser).setFiles(PHOTO);
      await useWithFirstSky();
      const skyUrl = page.url();
      // The sky's result lines up with its original: one over the other.
      await loaded('boost-before');
      expect(await page.getByTestId('boost-compare').getAttribute('data-mode')).toBeNull();

      await page.getByRole('radio', { name: '1:1' }).click();
      await page.getByTestId('boost-edit-apply').click();
      await page.waitForURL((url) => /\/boost\/matView\?material=\d+$/.test(url.pathname + url.search) && url.href !== skyUrl, { timeout: 60_000 });
      const compare = page.getByTestId('boost-compare');
      await expect.poll(() => compare.getAttribute('data-mode'), { timeout: 15_000 }).toBe('side-by-side');
      await loaded('boost-before');
      await loaded('boost-after');
      const size = (testId: string) => page.getByTestId(testId).evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight, shownWidth: img.getBoundingClientRect().width, shownHeight: img.getBoundingClientRect().height }));
      const original = await size('boost-before');
      const result = await size('boost-after');
      expect(result.width).toBe(result.height);
      expect(original.width).toBeGreaterThan(original.height);
      // Each whole, at its own shape, side by side inside the screen.
      expect(Math.abs(original.shownWidth / original.shownHeight - original.width / original.height)).toBeLessThan(0.02);
      expect(Math.abs(result.shownWidth / result.shownHeight - 1)).toBeLessThan(0.02);
      expect(await compare.textContent()).toContain(before);
      const box = await compare.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await compare.screenshot({ path: join(tmpdir(), `youlan-compare-${locale ?? 'zh'}-${width}.png`) });
    });
  }
});

describe('a damaged help-shoot link (issue 29)', () => {
  const zh = ['链接不完整', '重新发一次链接'];
  const en = ['link is incomplete', 'send the link again'];
  const cases = [
    { locale: undefined, width: 320, words: zh },
    { locale: undefined, width: 375, words: zh },
    { locale: 'en' as const, width: 320, words: en },
    { locale: 'en' as const, width: 375, words: en },
  ];
  for (const { locale, width, words } of cases) {
    it(`says in the visitor's language that the link was cut short and what to do (${locale ?? 'zh'}, ${width} px)`, async () => {
      // A chat app cut the 24-character secret short.
      await openAsGuest('/boost/friendHelpShoot?id=1&secret=Ab3_x9', false, { locale, width });
      const damaged = page.getByTestId('help-damaged-link');
      await damaged.waitFor();
      const text = (await damaged.textContent()) ?? '';
      for (const word of words) expect(text).toContain(word);
      expect(await page.locator('body').textContent()).not.toMatch(/Invalid|query\.secret|Too small/);
      const box = await damaged.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: join(tmpdir(), `youlan-damaged-link-${locale ?? 'zh'}-${width}.png`) });
    });
  }

  it('says a whole link that names no request is no longer valid and who can make a new one (en, 320 px)', async () => {
    // The secret has the right form; the server answers 404 in its own words, which stay off the screen.
    await openAsGuest('/boost/friendHelpShoot?id=999999&secret=Ab3_x9Ab3_x9Ab3_x9Ab3_x9', false, { locale: 'en', width: 320 });
    const lost = page.getByTestId('help-link-not-found');
    await lost.waitFor();
    const text = (await lost.textContent()) ?? '';
    expect(text).toContain('not valid any more');
    expect(text).toContain('start a new request');
    expect(await page.locator('body').textContent()).not.toMatch(/No help request|Invalid/);
    await page.screenshot({ path: join(tmpdir(), 'youlan-link-not-found-en-320.png') });
  });
});
