/**
 * A tour followed on the map (issue 31), in a phone-sized Chromium with emulated positions against
 * the demo area: the tour page puts the tour on, the map draws its path and numbered stops and a
 * card with the progress and the next stop; the automatic guide plays the stops in the tour's
 * order as the visitor walks, each counting as heard, to the end and its stamp in the punch
 * collection; a later visit finds the tour on
 * where it was left; ending it takes it off the map. In zh at 320 px and en at 375 px.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { toDatum } from '@youlan/geo';
import { phonesForTests } from './browser.ts';

const openPhone = phonesForTests();
const baseUrl = inject('baseUrl');

interface Stop {
  placeId: number;
  name: { text: string };
  longitude: number;
  latitude: number;
}

async function api<T>(path: string, locale = 'zh-CN'): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-language': locale, 'x-tenant-domain': 'demo' } });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** The demo's tour with this tag and its stops. */
async function demoTour(tag: string, locale = 'zh-CN'): Promise<{ id: number; stops: Stop[] }> {
  const tours = await api<Array<{ id: number; tags: string[] }>>('/api/h5/tours', locale);
  const found = tours.find((tour) => tour.tags.includes(tag));
  if (!found) throw new Error(`the demo area has no ${tag} tour`);
  return api(`/api/h5/tours/${found.id}`, locale);
}

/** Beijing's city centre: far from every place of the area. */
const FAR_AWAY = { longitude: 116.397, latitude: 39.908 };

/** The area stores GCJ-02; the browser reports WGS-84. */
async function standAt(context: BrowserContext, place: { longitude: number; latitude: number }, northMeters = 0): Promise<void> {
  const wgs = place === FAR_AWAY ? place : toDatum({ ...place, datum: 'gcj02' }, 'wgs84');
  await context.setGeolocation({ longitude: wgs.longitude, latitude: wgs.latitude + northMeters / 111_195, accuracy: 5 });
}

async function openPhoneAt(locale: 'zh' | 'en', width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openPhone();
  if (locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  await context.grantPermissions(['geolocation']);
  await standAt(context, FAR_AWAY);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 720 });
  return { context, page };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `youlan-tour-${name}.png`) });

/** Everything on the card lies inside the screen's width. */
async function expectCardFits(page: Page, width: number): Promise<void> {
  const box = await page.getByTestId('tour-card').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
}

describe('a tour on the map (issue 31)', () => {
  it('is put on from its page, followed on a walk with the automatic guide stop by stop to the end, kept on a later visit and ended (zh, 320 px)', async () => {
    const tour = await demoTour('family');
    const { context, page } = await openPhoneAt('zh', 320);
    // Logged in (as a guest): the finished tour's stamp is kept on the server.
    await page.goto(`/wxLogin?redirect=${encodeURIComponent(`/tours/info/${tour.id}`)}`);
    await page.getByTestId('login-guest').click();
    await page.waitForURL(`**/tours/info/${tour.id}`);
    await expect.poll(() => page.getByTestId('tour-follow').textContent()).toBe('开始这条线路');
    await page.getByTestId('tour-follow').click();
    await page.waitForURL('**/home/draw-map');

    const card = page.getByTestId('tour-card');
    await card.waitFor();
    expect(await page.getByTestId('tour-card-progress').textContent()).toBe(`已听 0 / ${tour.stops.length}`);
    expect(await page.getByTestId('tour-card-next').textContent()).toContain(`下一站：${tour.stops[0]!.name.text}`);
    await expectCardFits(page, 320);
    // The path along the trails and a numbered badge for each stop, the first one next.
    await expect.poll(() => page.getByTestId('tour-map-stop').count(), { timeout: 20_000 }).toBe(tour.stops.length);
    expect(await page.locator('[data-testid="tour-map-stop"][data-state="next"]').textContent()).toBe('1');
    expect(await page.locator('path.yl-tour-line').count()).toBe(1);
    // Its distance from the visitor along the trails.
    await expect.poll(() => page.getByTestId('tour-card-distance').textContent(), { timeout: 20_000 }).toMatch(/公里|米/);
    await shot(page, 'map-zh-320');

    // The next stop opens its place.
    await page.getByTestId('tour-card-next').click();
    await page.waitForURL(`**/home/draw-map?place=${tour.stops[0]!.placeId}`);
    await page.getByTestId('place-sheet').waitFor();
    await page.getByTestId('place-sheet-close').click();

    await page.getByTestId('auto-guide-toggle').click();
    for (const [index, stop] of tour.stops.entries()) {
      await standAt(context, stop, 2);
      await standAt(context, stop, 0);
      await expect
        .poll(() => page.getByTestId('tour-card-progress').textContent(), { timeout: 30_000, message: `stop ${index + 1}, ${stop.name.text}, heard` })
        .toBe(`已听 ${index + 1} / ${tour.stops.length}`);
      await expect.poll(() => page.getByTestId('mini-player-name').textContent()).toBe(stop.name.text);
      // Standing there, the guide moves on to the tour's next stop (not the area list's next place).
      const following = tour.stops[index + 1];
      await expect
        .poll(() => page.getByTestId('auto-guide-banner').textContent(), { timeout: 20_000, message: `the guide's next stop after ${stop.name.text}` })
        .toSatisfy((text) => (following ? !!text?.includes(`下一站：${following.name.text}`) : !text?.includes('下一站')));
    }
    await card.getByTestId('tour-card-finished').waitFor();
    expect(await page.getByTestId('tour-card-stamp').textContent()).toBe('线路印章已收进集章册');
    await shot(page, 'finished-zh-320');

    // The stamp, in the punch collection with the tour's title.
    await page.getByTestId('tour-card-stamp').click();
    await page.waitForURL('**/punch/detail');
    const stamp = page.getByTestId('tour-stamp');
    await stamp.waitFor({ timeout: 20_000 });
    expect(await stamp.textContent()).toContain('亲子湖畔游');
    await stamp.scrollIntoViewIfNeeded();
    await shot(page, 'stamp-zh-320');

    // A later visit: the tour is still on, where it was left.
    await page.goto('/home/draw-map');
    await expect.poll(() => page.getByTestId('tour-card-progress').textContent(), { timeout: 20_000 }).toBe(`已听 ${tour.stops.length} / ${tour.stops.length}`);
    await page.getByTestId('tour-end').click();
    await card.waitFor({ state: 'detached' });
    expect(await page.getByTestId('tour-map-stop').count()).toBe(0);
  });

  it('shows the tour on the map, resumes at the stop not heard yet, in English (en, 375 px)', async () => {
    const tour = await demoTour('highlights', 'en');
    const { page } = await openPhoneAt('en', 375);
    await page.goto(`/tours/info/${tour.id}#direct`);
    await page.getByTestId('tour-follow').click();
    await page.waitForURL('**/home/draw-map');
    await page.getByTestId('tour-card').waitFor();
    expect(await page.getByTestId('tour-card-progress').textContent()).toBe(`Heard 0 of ${tour.stops.length}`);
    expect(await page.getByTestId('tour-card-stamp').count()).toBe(0);
    await expectCardFits(page, 375);

    // The first stop heard through its sheet's play button: the next stop is the second.
    await page.getByTestId('tour-card-next').click();
    await page.getByTestId('place-audio').click();
    await expect.poll(() => page.getByTestId('mini-player-name').textContent()).toBe(tour.stops[0]!.name.text);
    await page.getByTestId('place-sheet-close').click();
    await expect.poll(() => page.getByTestId('tour-card-progress').textContent()).toBe(`Heard 1 of ${tour.stops.length}`);
    expect(await page.getByTestId('tour-card-next').textContent()).toContain(`Next stop: ${tour.stops[1]!.name.text}`);
    await expect.poll(() => page.locator('[data-testid="tour-map-stop"][data-state="heard"]').count()).toBe(1);
    await shot(page, 'map-en-375');

    // The tour's page says it is on and continues it.
    await page.goto(`/tours/info/${tour.id}#direct`);
    await expect.poll(() => page.getByTestId('tour-follow').textContent()).toBe('Show on map');
  });
});
