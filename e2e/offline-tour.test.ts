/**
 * A tour taken offline (issue 31) in a phone-sized Chromium against the demo area: the tour's page
 * shows the download's size before and its progress during; the user centre lists it; with the
 * network cut the tour opens, a stop's guide plays with its transcript, the stop counts as heard on
 * the phone, and it is on the server once the network is back. In zh at 320 px and en at 375 px.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phonesForTests } from './browser.ts';

const openPhone = phonesForTests();
const baseUrl = inject('baseUrl');

interface Tour {
  id: number;
  title: { text: string };
  stops: Array<{ placeId: number; name: { text: string } }>;
}

async function api<T>(path: string, locale: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': locale, 'x-tenant-domain': 'demo' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(path, baseUrl), { headers });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** The demo's highlights tour and its first stop with a guide (in the visitor's language, else the area's). */
async function demoTour(locale: string): Promise<{ tour: Tour; guided: Tour['stops'][number]; guidedIndex: number }> {
  const tours = await api<Array<{ id: number; tags: string[] }>>('/api/h5/tours', locale);
  const found = tours.find((tour) => tour.tags.includes('highlights'));
  if (!found) throw new Error('the demo area has no highlights tour');
  const tour = await api<Tour>(`/api/h5/tours/${found.id}`, locale);
  const places = await api<{ list: Array<{ id: number; audioKey: string | null }> }>('/api/h5/place?page=1&size=9999', locale);
  const withAudio = new Set(places.list.filter((place) => place.audioKey).map((place) => place.id));
  const guidedIndex = tour.stops.findIndex((stop) => withAudio.has(stop.placeId));
  if (guidedIndex < 0) throw new Error('no stop of the tour has a guide');
  return { tour, guided: tour.stops[guidedIndex]!, guidedIndex };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `youlan-offline-tour-${name}.png`) });

const WORDS = {
  zh: {
    start: /^下载（约 (\d+\.\d MB|\d+ kB)）$/,
    saved: /^已下载 (\d+\.\d MB|\d+ kB)，没有网络也能听$/,
    heard: (total: number) => `已听 1 / ${total}`,
  },
  en: {
    start: /^Download \(about (\d+\.\d MB|\d+ kB)\)$/,
    saved: /^(\d+\.\d MB|\d+ kB) downloaded, ready with no network$/,
    heard: (total: number) => `Heard 1 of ${total}`,
  },
};

describe('a tour taken offline (issue 31)', () => {
  for (const { locale, language, width } of [
    { locale: 'zh', language: 'zh-CN', width: 320 },
    { locale: 'en', language: 'en', width: 375 },
  ] as const) {
    it(`is downloaded with its size and progress, listed in the user centre, and played with the network cut; its progress reaches the server once back (${locale}, ${width} px)`, async () => {
      const { tour, guided, guidedIndex } = await demoTour(language);
      const tourPath = `/tours/info/${tour.id}`;
      const words = WORDS[locale];
      const context = await openPhone();
      if (locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 720 });

      // Logged in as a guest: the progress goes to the server.
      await page.goto(`/wxLogin?redirect=${encodeURIComponent(tourPath)}`);
      await page.getByTestId('login-guest').click();
      await page.waitForURL(`**${tourPath}`);
      // The service worker takes the page (claimed on its first start); a later open of the tour is its.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
      const token = await page.evaluate(() => localStorage.getItem('youlan.token'));
      expect(token).toBeTruthy();

      // The size first.
      const card = page.getByTestId('tour-download');
      await page.getByTestId('tour-download-estimate').click();
      const start = page.getByTestId('tour-download-start');
      await start.waitFor({ timeout: 30_000 });
      expect(await start.textContent()).toMatch(words.start);
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `before-${locale}-${width}`);

      // The progress during: the bar moves as the bytes come in, then the card says it is kept.
      const steps: string[] = [];
      await page.exposeFunction('recordStep', (step: string) => steps.push(step));
      await page.evaluate(() => {
        const card = document.querySelector('[data-testid="tour-download"]')!;
        new MutationObserver(() => void (window as unknown as { recordStep: (step: string) => void }).recordStep(card.getAttribute('data-step') ?? '')).observe(card, { attributes: true, attributeFilter: ['data-step'] });
      });
      await start.click();
      await expect.poll(() => page.getByTestId('tour-download-status').textContent(), { timeout: 60_000 }).toMatch(words.saved);
      expect(steps).toContain('downloading');
      await shot(page, `done-${locale}-${width}`);

      // The user centre lists it.
      await page.goto('/home/user-center#direct');
      const item = page.getByTestId('offline-download-item');
      await item.waitFor();
      expect(await item.textContent()).toContain(tour.title.text);
      await page.getByTestId('offline-downloads').scrollIntoViewIfNeeded();
      await shot(page, `user-centre-${locale}-${width}`);

      // The network cut: the tour opens, its guide plays, its transcript shows.
      await context.setOffline(true);
      await page.goto(`${tourPath}#direct`);
      await page.getByTestId('tour-detail').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('tour-download-status').textContent()).toMatch(words.saved);
      await page.getByTestId('tour-stop').nth(guidedIndex).getByTestId('place-audio').click();
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]');
              return audio ? !audio.paused && audio.currentTime > 0 : false;
            }),
          { timeout: 20_000 },
        )
        .toBe(true);
      expect(await page.getByTestId('mini-player-name').textContent()).toBe(guided.name.text);
      // Heard, on the phone.
      await expect.poll(() => page.getByTestId('tour-progress').textContent()).toBe(words.heard(tour.stops.length));
      expect(await page.evaluate((id) => localStorage.getItem(`youlan.tour.${id}.heard`), tour.id)).toBe(JSON.stringify([guided.placeId]));
      await page.getByTestId('mini-player-expand').click();
      await expect.poll(() => page.getByTestId('transcript-sentence').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await shot(page, `offline-player-${locale}-${width}`);
      await page.getByTestId('full-player-close').click();

      // Not on the server while offline; there once the network is back.
      const onServer = () => api<{ heardPlaceIds: number[] }>(`/api/h5/tours/${tour.id}/progress`, language, token!).then((progress) => progress.heardPlaceIds);
      expect(await onServer()).toEqual([]);
      await context.setOffline(false);
      await expect.poll(onServer, { timeout: 20_000 }).toEqual([guided.placeId]);
    });
  }

  it('refuses a tour over the storage budget before fetching anything, saying what it needs and where to free space (en, 375 px)', async () => {
    const { tour } = await demoTour('en');
    const context = await openPhone();
    await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
    // A phone with 100 kB left for this site.
    await context.addInitScript(() => {
      navigator.storage.estimate = () => Promise.resolve({ quota: 1_000_000, usage: 900_000 });
    });
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto(`/tours/info/${tour.id}#direct`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('tour-download-estimate').click();
    await expect
      .poll(() => page.getByTestId('tour-download-status').textContent(), { timeout: 30_000 })
      .toMatch(/^This tour needs about (\d+\.\d MB|\d+ kB); only 100 kB of offline space is left\.$/);
    expect(await page.getByTestId('tour-download-start').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('youlan.offlineDownloads'))).toBeNull();
    await page.getByTestId('tour-download').scrollIntoViewIfNeeded();
    await shot(page, 'over-budget-en-375');
    await page.getByTestId('tour-download-free-up').click();
    await page.waitForURL('**/home/user-center');
    await page.getByTestId('offline-downloads-empty').waitFor();
  });

  it('removes a downloaded tour from the user centre, which then offers the tours', async () => {
    const { tour } = await demoTour('zh-CN');
    const context = await openPhone();
    const page = await context.newPage();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`/tours/info/${tour.id}#direct`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('tour-download-estimate').click();
    await page.getByTestId('tour-download-start').click({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('tour-download-status').textContent(), { timeout: 60_000 }).toMatch(WORDS.zh.saved);
    // The download's files, in the media cache.
    const kept = () =>
      page.evaluate(async () => {
        const downloads = JSON.parse(localStorage.getItem('youlan.offlineDownloads') ?? '[]') as Array<{ keys: string[] }>;
        const cache = await caches.open('youlan-media');
        const keys = downloads.flatMap((download) => download.keys);
        return { keys: keys.length, cached: (await Promise.all(keys.map((key) => cache.match(key)))).filter(Boolean).length };
      });
    const before = await kept();
    expect(before.keys).toBeGreaterThan(0);
    expect(before.cached).toBe(before.keys);
    const keys = await page.evaluate(() => (JSON.parse(localStorage.getItem('youlan.offlineDownloads') ?? '[]') as Array<{ keys: string[] }>).flatMap((download) => download.keys));

    await page.goto('/home/user-center#direct');
    await page.getByTestId('offline-download-remove').click();
    await page.getByTestId('offline-downloads-empty').waitFor();
    expect(await page.getByTestId('offline-download-item').count()).toBe(0);
    expect(await kept()).toEqual({ keys: 0, cached: 0 });
    expect(await page.evaluate(async (keys) => (await Promise.all(keys.map(async (key) => (await caches.open('youlan-media')).match(key)))).filter(Boolean).length, keys)).toBe(0);
    await shot(page, 'user-centre-empty-zh-320');
    await page.getByTestId('offline-downloads-empty').getByRole('link').click();
    await page.waitForURL('**/tours/index');
  });
});
