/**
 * Instant open (docs/instant-open.md) in a phone-sized Chromium against `npm start`: the first load
 * takes the area's start data from the document instead of calling; a second visit with the
 * network cut shows the map and places and plays a guide from the offline package; a new build is
 * taken on the next start without a broken screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPhone, recordApiCalls } from './browser.ts';

/** The service worker `npm start` serves (the web build it made). */
const SW_PATH = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));
const originalSw = readFileSync(SW_PATH, 'utf8');

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  writeFileSync(SW_PATH, originalSw);
  await context?.close();
});

const START_CALLS = ['/api/config/h5', '/api/getH5Permission', '/api/weather', '/api/h5/place', '/api/h5/map', '/api/h5/notice'];

async function mapShown(page: Page): Promise<void> {
  await page.getByTestId('place-list-toggle').waitFor({ timeout: 30_000 });
  await page.getByTestId('map-marker').first().waitFor({ timeout: 30_000 });
}

/** Waits until a service worker controls the page (the first page of a visit is not controlled: it reloads once). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}

interface Phone {
  locale: 'zh-CN' | 'en';
  width: number;
}
const PHONES: Phone[] = [
  { locale: 'zh-CN', width: 320 },
  { locale: 'en', width: 375 },
];

/** A phone that has opened the map once and comes back with the service worker in control. */
async function returningVisitor(phone?: Phone): Promise<Page> {
  context = await newPhone(browser, baseUrl);
  if (phone?.locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  const page = await context.newPage();
  if (phone) await page.setViewportSize({ width: phone.width, height: 720 });
  await page.goto('/home/draw-map');
  await mapShown(page);
  await controlled(page);
  await mapShown(page);
  return page;
}

/** A size as platform/i18n/format.ts writes it: `1.4 MB`, or `850 kB` below a megabyte. */
const PACKAGE_WORDS = {
  'zh-CN': { download: /下载（约 (\d+\.\d MB|\d+ kB)）/, saved: /已下载 (\d+\.\d MB|\d+ kB)/ },
  en: { download: /Download \(about (\d+\.\d MB|\d+ kB)\)/, saved: /(\d+\.\d MB|\d+ kB) downloaded/ },
};

/** Downloads the offline package from the user centre. */
async function downloadOfflinePackage(page: Page, locale: Phone['locale'] = 'zh-CN'): Promise<void> {
  if (!page.url().includes('/home/user-center')) await page.goto('/home/user-center#direct');
  await page.getByTestId('offline-estimate').click();
  const download = page.getByTestId('offline-download');
  await download.waitFor({ timeout: 30_000 });
  expect(await download.textContent()).toMatch(PACKAGE_WORDS[locale].download);
  await download.click();
  await expect.poll(() => page.getByTestId('offline-status').textContent(), { timeout: 60_000 }).toMatch(PACKAGE_WORDS[locale].saved);
}

describe('instant open', () => {
  it('renders the first screen from the start data in the document, without the start-up calls', async () => {
    context = await newPhone(browser, baseUrl);
    const calls = recordApiCalls(context);
    const assetRequests: string[] = [];
    context.on('request', (request) => {
      // The page's own requests: the service worker's precache fetches every file once more.
      if (!request.serviceWorker() && new URL(request.url()).pathname.startsWith('/assets/')) assetRequests.push(request.url());
    });
    const page = await context.newPage();
    await page.goto('/home/draw-map');
    await mapShown(page);
    expect(await page.getByTestId('area-title').textContent()).toBe('颐和园导览');
    // Each build file fetched once: a preload the loader's own link cannot use (another request
    // mode) fetches the file twice, and the first render waits for the second copy.
    await page.waitForLoadState('networkidle');
    expect(assetRequests.filter((url, index) => assetRequests.indexOf(url) !== index)).toEqual([]);
    const paths = calls.map((request) => new URL(request.url()).pathname);
    for (const path of START_CALLS) expect(paths, path).not.toContain(path);
    // The map picture was announced in the document, before any script.
    expect(await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    // The map's later code (Leaflet) is fetched once the picture has painted, not beside it.
    const timing = await page.evaluate(async () => ({
      picturePainted: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve((list.getEntries() as LargestContentfulPaint[]).find((entry) => entry.url.includes('/media/'))?.startTime ?? Number.NaN)).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
      leafletFetched: performance.getEntriesByType('resource').find((entry) => /\/assets\/leaflet-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
    }));
    expect(timing.leafletFetched).toBeGreaterThanOrEqual(timing.picturePainted);
  });

  it('keeps the pre-rendered map screen over the app only until the app has its own screen, or its error page', async () => {
    context = await newPhone(browser, baseUrl);
    const page = await context.newPage();
    const answer = await page.goto('/home/draw-map');
    expect(await answer!.text()).toContain('<div class="yl-shell" data-first-screen aria-hidden="true">');
    await mapShown(page);
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    // Nothing covers the app: a tap on the title lands on the app's own.
    expect(await page.evaluate(() => document.elementFromPoint(40, 30)?.closest('[data-testid="area-title"]') !== null)).toBe(true);

    // The map screen's code cannot be had: the error page, not the picture, is what the visitor sees.
    await context.route(/\/assets\/draw-map-page-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/home/draw-map');
    await page.getByTestId('exception-screen').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    const retry = await page.getByTestId('exception-retry').boundingBox();
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="exception-retry"]') !== null, { x: retry!.x + retry!.width / 2, y: retry!.y + retry!.height / 2 })).toBe(true);
  });

  it('does not fetch the map code on a screen without a map', async () => {
    context = await newPhone(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/search/index#direct');
    await page.getByTestId('search-input').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/(leaflet|map-canvas)-/.test(entry.name)).length)).toBe(0);
  });

  it("answers a returning visitor's build files from the precache by static routing, not through the worker's script", async () => {
    const page = await returningVisitor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sources = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ response }: { response: { url: string; serviceWorkerRouterInfo?: { matchedSourceType?: string } } }) => {
      const { pathname } = new URL(response.url);
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) sources.set(pathname, response.serviceWorkerRouterInfo?.matchedSourceType ?? 'fetch-event or none');
    });
    await page.reload();
    await mapShown(page);
    expect(sources.size).toBeGreaterThan(5);
    expect(new Set(sources.values())).toEqual(new Set(['cache']));
  });

  for (const { locale, width, unavailable } of [
    { locale: 'zh-CN', width: 320, unavailable: '不支持离线包' },
    { locale: 'en', width: 375, unavailable: 'cannot keep an offline package' },
  ]) {
    it(`offers the offline package on a first visit, once the service worker takes the page, without a reload (${locale}, ${width} px)`, async () => {
      context = await newPhone(browser, baseUrl);
      if (locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 720 });
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto('/home/user-center#direct');
      const status = page.getByTestId('offline-status');
      await status.waitFor({ timeout: 30_000 });
      expect(await status.textContent()).not.toContain(unavailable);
      await page.getByTestId('offline-estimate').waitFor({ timeout: 30_000 });
      expect(await status.textContent()).not.toContain(unavailable);
      expect(loads).toBe(1);
      await page.getByTestId('offline-package').screenshot({ path: `/tmp/youlan-offline-first-visit-${locale}-${width}.png` });
    });
  }

  for (const { locale, width, words } of [
    { locale: 'zh-CN', width: 320, words: '网络已断开' },
    { locale: 'en', width: 375, words: 'You are offline' },
  ]) {
    it(`shows a small banner while the network is cut, and none once it is back (${locale}, ${width} px)`, async () => {
      context = await newPhone(browser, baseUrl);
      if (locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/home/draw-map');
      await mapShown(page);
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      await context.setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(words);
      const box = await banner.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: `/tmp/youlan-offline-banner-${locale}-${width}.png` });
      await context.setOffline(false);
      await banner.waitFor({ state: 'detached' });
    });
  }

  it('shows the map and places with the network cut and plays a guide of the offline package', async () => {
    const page = await returningVisitor();

    await page.getByTestId('tab-mine').click();
    await downloadOfflinePackage(page);
    const guided = await page.evaluate(async () => {
      const response = await fetch('/api/h5/place?page=1&size=9999', { headers: { 'x-tenant-domain': document.querySelector('meta[name="youlan-tenant"]')!.getAttribute('content')! } });
      const { data } = (await response.json()) as { data: { list: Array<{ name: { text: string }; audioKey: string | null }> } };
      return data.list.find((place) => place.audioKey)!.name.text;
    });

    await context.setOffline(true);
    await page.goto('/home/draw-map');
    await mapShown(page);
    expect(Number(/\d+/.exec((await page.getByTestId('place-list-toggle').textContent()) ?? '')?.[0])).toBeGreaterThan(0);
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: guided }).first().click();
    await page.getByTestId('place-audio').click();
    await expect
      .poll(() => page.evaluate(() => { const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]'); return audio ? !audio.paused && audio.currentTime > 0 : false; }), { timeout: 20_000 })
      .toBe(true);
  });

  for (const phone of PHONES) {
    const { locale, width } = phone;
    it(`searches the places on the phone with the network cut, saying only places are searched (${locale}, ${width} px)`, async () => {
      const page = await returningVisitor(phone);
      await downloadOfflinePackage(page, locale);
      await context.setOffline(true);
      const q = locale === 'en' ? 'bridge' : '桥';
      await page.goto(`/search/result?q=${encodeURIComponent(q)}#direct`);
      const note = page.getByTestId('search-offline-note');
      await note.waitFor({ timeout: 20_000 });
      expect(await note.textContent()).toContain(locale === 'en' ? 'only the places on this phone' : '只搜索手机上已有的景点');
      const titles = await page.getByTestId('search-hit-title').allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(3);
      for (const title of titles) expect(title.toLowerCase()).toContain(q);
      await page.screenshot({ path: `/tmp/youlan-offline-search-${locale}-${width}.png` });
      // A hit opens its place on the map, still offline.
      await page.getByTestId('search-hit').first().click();
      await page.waitForURL(/\/home\/draw-map\?place=\d+/);
    });

    it(`shows the punch list with the network cut after the offline package (${locale}, ${width} px)`, async () => {
      const page = await returningVisitor(phone);
      await downloadOfflinePackage(page, locale);
      await context.setOffline(true);
      await page.goto('/punch/punch#direct');
      await expect.poll(() => page.getByTestId('punch-spot').count(), { timeout: 20_000 }).toBe(8);
      expect(await page.getByTestId('punch-progress').textContent()).toBe('0/8');
      await page.screenshot({ path: `/tmp/youlan-offline-punch-${locale}-${width}.png` });
    });

    it(`opens the article list and an article already read with the network cut (${locale}, ${width} px)`, async () => {
      const page = await returningVisitor(phone);
      await page.goto('/article#direct');
      await page.getByTestId('article-item').first().click();
      const read = await page.getByTestId('article-content').textContent();
      expect(read?.length).toBeGreaterThan(20);
      await downloadOfflinePackage(page, locale);
      await context.setOffline(true);
      await page.goto('/article#direct');
      await page.getByTestId('article-list').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('article-item').count()).toBeGreaterThan(0);
      await page.getByTestId('article-item').first().click();
      await page.getByTestId('article-detail').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('article-content').textContent()).toBe(read);
      await page.screenshot({ path: `/tmp/youlan-offline-article-${locale}-${width}.png` });
    });
  }

  it('takes a new build on the next start, never a broken screen', async () => {
    context = await newPhone(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/home/draw-map');
    await mapShown(page);
    await controlled(page);
    // A new deploy: the served service worker changes (as a build with other chunks changes it).
    writeFileSync(SW_PATH, `${originalSw}\n// a new build\n`);
    const installed = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          void navigator.serviceWorker.getRegistration().then((registration) => {
            registration!.addEventListener('updatefound', () => {
              const worker = registration!.installing!;
              worker.addEventListener('statechange', () => worker.state === 'installed' && resolve(true));
            });
            void registration!.update();
          });
        }),
    );
    expect(await installed).toBe(true);
    // The open page keeps its build; the next start (every page of the old build closed) takes the new one.
    await mapShown(page);
    await page.close();
    const next = await context.newPage();
    const errors: string[] = [];
    next.on('pageerror', (error) => errors.push(error.message));
    await next.goto('/home/draw-map');
    await mapShown(next);
    await expect.poll(() => next.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active && !r.waiting))), { timeout: 15_000 }).toBe(true);
    await next.reload();
    await mapShown(next);
    expect(errors).toEqual([]);
  });
});
