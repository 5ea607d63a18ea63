/**
 * Opinions in a phone-sized Chromium against the server `npm start` runs: a guest logs in, writes
 * an opinion with a picture uploaded through a signed URL, and finds it under "My feedback" with
 * its thumbnail; a file that is not a picture is refused with its reason; the user centre counts it.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let jpeg: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 42, g: 147, b: 132 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
});
afterAll(() => browser.close());
afterEach(() => context?.close());

const pathOf = (p: Page) => {
  const url = new URL(p.url());
  return `${url.pathname}${url.search}`;
};

/** A guest login that comes back to the opinion screen (a first load of /opinion itself would go home). */
async function openLoggedIn(): Promise<Page> {
  context = await newPhone(browser, baseUrl);
  page = await context.newPage();
  await page.goto('/wxLogin?redirect=%2Fopinion');
  await page.getByTestId('login-guest').click();
  await page.waitForURL((url) => url.pathname === '/opinion', { timeout: 15_000 });
  await page.getByTestId('opinion-form').waitFor();
  return page;
}

describe('opinions (/opinion)', () => {
  it('sends an opinion with an uploaded picture and shows it under "My feedback" with its thumbnail', async () => {
    await openLoggedIn();
    await page.getByTestId('opinion-category-facility').click();
    await page.getByTestId('opinion-text').fill('长廊西侧的座椅有些松动，请检修');
    expect(await page.getByTestId('opinion-counter').textContent()).toBe('15/500');

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') uploads.push(new URL(request.url()).pathname);
    });
    await page.getByTestId('opinion-picture-input').setInputFiles({ name: 'seat.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.locator('[data-testid="opinion-picture"][data-status="done"]').waitFor({ timeout: 15_000 });
    expect(uploads).toHaveLength(1);

    await page.getByTestId('opinion-contact').fill('13800000000');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/h5/opinion') && response.request().method() === 'POST');
    await page.getByTestId('opinion-submit').click();
    const body = (await (await sent).json()) as { data: { imageKeys: string[]; contact: string } };
    expect(body.data.imageKeys).toHaveLength(1);
    expect(body.data.contact).toBe('13800000000');
    await page.getByTestId('opinion-sent').waitFor();

    await page.getByTestId('opinion-view-mine').click();
    expect(pathOf(page)).toBe('/opinion?tab=mine');
    const item = page.getByTestId('my-opinion');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('长廊西侧的座椅有些松动，请检修');
    expect(await item.getByTestId('my-opinion-status').textContent()).toBe('待回复');
    const thumb = item.getByTestId('opinion-thumb').locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(320);

    // The user centre counts it (#direct: a first load of a non-redirectable route would go home).
    await page.goto('/home/user-center#direct');
    await page.getByTestId('user-center-mine').waitFor();
    await expect.poll(() => page.getByTestId('user-center-opinion-count').textContent()).toContain('1 条');
    await page.getByTestId('user-center-no-punches').waitFor();
  });

  it('refuses a text file named .jpg with the reason, and holds the form until it is removed', async () => {
    await openLoggedIn();
    await page.getByTestId('opinion-picture-input').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all\n') });
    await page.locator('[data-testid="opinion-picture"][data-status="failed"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('opinion-picture-error').textContent()).toContain('不是照片');
    // Sending the same bytes again cannot help: no retry, only remove.
    expect(await page.getByTestId('opinion-picture-retry').count()).toBe(0);

    await page.getByTestId('opinion-category-other').click();
    await page.getByTestId('opinion-text').fill('这是一条测试反馈');
    await page.getByTestId('opinion-submit').click();
    await expect.poll(() => page.getByTestId('opinion-problem').allTextContents()).toContain('有图片没有上传成功，请重试或删除');

    await page.getByTestId('opinion-picture-remove').click();
    expect(await page.getByTestId('opinion-picture').count()).toBe(0);
    await page.getByTestId('opinion-submit').click();
    await page.getByTestId('opinion-sent').waitFor();
  });

  it('checks the form before sending and sends a visitor without a token to log in, keeping their words', async () => {
    context = await newPhone(browser, baseUrl);
    page = await context.newPage();
    await page.goto('/opinion#direct');
    await page.getByTestId('opinion-form').waitFor();
    await page.getByTestId('opinion-text').fill('太短');
    await page.getByTestId('opinion-submit').click();
    await expect.poll(() => page.getByTestId('opinion-problem').allTextContents()).toEqual(['请选择反馈类型', '请至少写 5 个字']);

    await page.getByTestId('opinion-category-praise').click();
    await page.getByTestId('opinion-text').fill('讲解员非常耐心');
    await page.getByTestId('opinion-submit').click();
    await page.waitForURL((url) => url.pathname === '/wxLogin', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/opinion');
    await page.getByTestId('login-guest').click();
    await page.waitForURL((url) => url.pathname === '/opinion', { timeout: 15_000 });
    expect(await page.getByTestId('opinion-text').inputValue()).toBe('讲解员非常耐心');
    expect(await page.getByTestId('opinion-category-praise').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('opinion-submit').click();
    await page.getByTestId('opinion-sent').waitFor();
  });
});
