/**
 * The visitor app as a whole (issue 14), in a phone-sized Chromium against the demo area: every
 * feature reachable from the home screen, the map's first view with an emulated position inside
 * and outside the area, floating controls that never cover content (bounding boxes), the full
 * audio player, the standing-still punch, no horizontal overflow at 320 px and no serious or
 * critical axe-core violation on any route, in Chinese and in English, and in Japanese and Korean
 * with no text left as its raw key.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { toDatum } from '@youlan/geo';
import { phonesForTests, withoutStartData } from './browser.ts';

const baseUrl = inject('baseUrl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let context: BrowserContext;
let page: Page;
const newContext = phonesForTests();

/** Demo places in the area's datum (GCJ-02). 佛香阁 and 东宫门 are punch places; 东宫门 has audio; 仁寿殿 has no photo. */
const FOXIANG_GE = { longitude: 116.2686, latitude: 40.0005 };
const EAST_GATE = { longitude: 116.2786, latitude: 39.999 };
const CITY_CENTRE_WGS84 = { longitude: 116.397, latitude: 39.908 };

type PhoneOptions = { locale?: 'zh-CN' | 'en' | 'ja' | 'ko'; width?: number; largeText?: boolean; at?: { longitude: number; latitude: number } | 'far' };

/** A phone of the test's own (the route walks run several at once). */
async function openPhone(options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext();
  if (options.at) {
    const wgs84 = options.at === 'far' ? CITY_CENTRE_WGS84 : toDatum({ ...options.at, datum: 'gcj02' }, 'wgs84');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ longitude: wgs84.longitude, latitude: wgs84.latitude, accuracy: 10 });
  }
  // The visitor's choice in 我的 (the phone itself says zh-CN).
  if (options.locale && options.locale !== 'zh-CN') await context.addInitScript((locale) => localStorage.setItem('youlan.locale', locale), options.locale);
  // The switch in "我的" stores this (its own test turns it on by tapping).
  if (options.largeText) await context.addInitScript(() => localStorage.setItem('youlan.largeText', '1'));
  const page = await context.newPage();
  if (options.width) await page.setViewportSize({ width: options.width, height: 720 });
  return { context, page };
}

/** The phone most tests use, as the module's `context` and `page`. */
async function phone(options: PhoneOptions = {}): Promise<Page> {
  ({ context, page } = await openPhone(options));
  return page;
}

async function loginAsGuest(then: string, on: Page = page): Promise<void> {
  await on.goto(`/wxLogin?redirect=${encodeURIComponent(then)}`);
  await on.getByTestId('login-guest').click();
  await on.waitForURL((url) => url.pathname === then.split('?')[0]);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Every visible box of the locator's matches that lies inside the viewport. */
async function visibleBoxes(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box && box.height > 0 && box.y + box.height > 0 && box.y < 812) boxes.push(box);
  }
  return boxes;
}

describe('reachability from the home screen', () => {
  it('offers search, the pinned notice and an entry per feature, each landing on its screen', async () => {
    await phone();
    await page.goto('/home/draw-map');
    await page.getByTestId('home-entries').waitFor({ timeout: 20_000 });
    await page.getByTestId('notice-ticker').waitFor();
    const entries = await page.getByTestId('home-entries').locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(entries).toEqual(['/punch/punch', '/boost', '/tours', '/panorama', '/article', '/answer', '/home/draw-map/notice/index']);
    // Beside the links, the stop-number keypad (issue 31) opens over the map.
    await page.getByTestId('entry-keypad').waitFor();

    await page.getByTestId('home-search').click();
    await page.waitForURL('**/search/index');
    await page.goBack();
    await page.getByTestId('notice-ticker').click();
    await page.waitForURL(/\/home\/draw-map\/notice\/info\/\d+$/);
    await page.goBack();
    await page.getByTestId('entry-punch').click();
    await page.waitForURL('**/punch/punch');
    await page.goBack();
    await page.getByTestId('entry-survey').click();
    await page.waitForURL('**/answer');
    await page.goBack();
    await page.getByTestId('entry-tours').click();
    await page.waitForURL('**/tours/index');
    await page.getByTestId('tour-item').first().waitFor();
  });

  it('hides the entries of routes the area switched off', async () => {
    await phone();
    // The area closes the survey and the panorama (status 0 in its permission tree): the answer of
    // the call, so the document comes without its start data.
    await withoutStartData(context);
    await page.route('**/api/getH5Permission', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { path: string; status: number; children: unknown[] }[] };
      body.data = body.data.map((entry) => (entry.path === '/answer' || entry.path === '/panorama' ? { ...entry, status: 0 } : entry));
      await route.fulfill({ response, json: body });
    });
    await page.goto('/home/draw-map');
    await page.getByTestId('home-entries').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('entry-survey').count()).toBe(0);
    expect(await page.getByTestId('entry-panorama').count()).toBe(0);
    expect(await page.getByTestId('entry-punch').count()).toBe(1);
  });

  it('"我的" links the visitor\'s punches and photos and logs out', async () => {
    await phone();
    await loginAsGuest('/home/user-center');
    await page.getByTestId('user-center-punches').waitFor();
    expect(await page.getByTestId('user-center-photos').getAttribute('href')).toBe('/boost/photos?tab=mine');
    expect(await page.locator('body').textContent()).not.toContain('助拍');
    await page.getByTestId('user-center-logout').click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('user-center-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('youlan.token'))).toBeNull();
  });

  for (const { locale, width, words, cancel } of [
    { locale: 'zh-CN' as const, width: 320, words: ['退出登录？', '游客', '游客找回码'], cancel: '不退出' },
    { locale: 'en' as const, width: 375, words: ['Log out?', 'guest', 'recovery code'], cancel: 'Cancel' },
  ]) {
    it(`asks before logging out in the app's own dialog, which warns a guest what they lose (${locale}, ${width} px)`, async () => {
      await phone({ locale, width });
      let browserBoxes = 0;
      page.on('dialog', (dialog) => {
        browserBoxes += 1;
        void dialog.dismiss();
      });
      await loginAsGuest('/home/user-center');
      await page.getByTestId('user-center-logout').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const text = (await dialog.textContent()) ?? '';
      for (const word of words) expect(text).toContain(word);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: join(tmpdir(), `youlan-logout-${locale}-${width}.png`) });
      // "No" keeps the visitor logged in.
      await dialog.getByRole('button', { name: cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('youlan.token'))).not.toBeNull();
      expect(browserBoxes).toBe(0);
    });
  }

  for (const { locale, width, unknown } of [
    { locale: 'zh-CN' as const, width: 320, unknown: '没有找到这个找回码对应的游客' },
    { locale: 'en' as const, width: 375, unknown: 'No guest has this recovery code' },
  ]) {
    it(`brings a guest back on another phone with the recovery code "我的" shows (${locale}, ${width} px)`, async () => {
      const visitorOf = (on: Page) => on.evaluate(() => JSON.parse(atob((localStorage.getItem('youlan.token') ?? '..').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub as string);
      const old = await openPhone({ locale, width });
      await loginAsGuest('/home/user-center', old.page);
      await old.page.getByTestId('guest-recovery-show').click();
      const code = (await old.page.getByTestId('guest-recovery-code').textContent()) ?? '';
      expect(code).toMatch(/^([0-9a-f]{4} ){7}[0-9a-f]{4}$/);
      const box = await old.page.getByTestId('guest-recovery').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await old.page.screenshot({ path: join(tmpdir(), `youlan-recovery-code-${locale}-${width}.png`), fullPage: true });

      const fresh = await openPhone({ locale, width });
      await fresh.page.goto(`/wxLogin?redirect=${encodeURIComponent('/home/user-center')}`);
      await fresh.page.getByTestId('login-recover-open').click();
      // A code nobody has: said so, and no guest is made for it.
      await fresh.page.getByTestId('login-recover-input').fill('0000 1111 2222 3333 4444 5555 6666 7777');
      await fresh.page.getByTestId('login-recover-submit').click();
      expect(await fresh.page.getByTestId('login-recover-error').textContent()).toContain(unknown);
      await fresh.page.screenshot({ path: join(tmpdir(), `youlan-recovery-login-${locale}-${width}.png`) });
      // The real one, with the spaces it was shown with.
      await fresh.page.getByTestId('login-recover-input').fill(code);
      await fresh.page.getByTestId('login-recover-submit').click();
      await fresh.page.waitForURL((url) => url.pathname === '/home/user-center');
      expect(await visitorOf(fresh.page)).toBe(await visitorOf(old.page));
      // The guest is this phone's now: its own code is the same one.
      expect(await fresh.page.evaluate(() => localStorage.getItem('youlan.deviceId'))).toBe(code.replaceAll(' ', ''));
      await old.context.close();
      await fresh.context.close();
    });
  }

  it('the large-text mode makes every rem a quarter larger and survives a reload', async () => {
    await phone();
    await page.goto('/home/user-center#direct');
    const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(await rootSize()).toBe(16);
    await page.getByTestId('large-text-switch').click();
    expect(await rootSize()).toBe(20);
    await page.reload();
    await expect.poll(rootSize).toBe(20);
  });
});

describe('the map', () => {
  /** Share of the places' markers inside the viewport. */
  const markersInView = () =>
    page.getByTestId('map-marker').evaluateAll((markers) => {
      const inside = markers.filter((marker) => {
        const r = marker.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
      });
      return inside.length / markers.length;
    });

  it('first shows the area\'s places fitted when the visitor is outside the area', async () => {
    await phone({ at: 'far' });
    await page.goto('/home/draw-map');
    await page.getByTestId('map-marker').first().waitFor({ timeout: 20_000 });
    await expect.poll(markersInView, { timeout: 10_000 }).toBeGreaterThanOrEqual(0.8);
  });

  it('first shows the visitor when inside the area', async () => {
    await phone({ at: FOXIANG_GE });
    await page.goto('/home/draw-map');
    const visitor = page.getByTestId('visitor-marker');
    await visitor.waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const box = await boxOf(visitor);
        return box.x > 40 && box.x < 335 && box.y > 120 && box.y < 700;
      }, { timeout: 10_000 })
      .toBe(true);
  });

  it('offers 打卡 only on places where punch-in exists', async () => {
    await phone();
    await page.goto('/home/draw-map');
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: '佛香阁' }).first().click();
    await page.getByTestId('place-sheet').waitFor();
    await page.getByTestId('place-punch').waitFor();
    await page.getByTestId('place-sheet-close').click();
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: '仁寿殿' }).first().click();
    await page.getByTestId('place-navigate').waitFor();
    expect(await page.getByTestId('place-punch').count()).toBe(0);
  });

  it('brings a place chosen from the list between the header and its sheet, at 320 px in English', async () => {
    await phone({ width: 320, locale: 'en' });
    await page.goto('/home/draw-map');
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: 'Great Stage' }).first().click();
    await page.getByTestId('place-sheet').waitFor();
    const pin = page.locator('[data-testid="map-marker"][data-selected]');
    await expect
      .poll(async () => {
        // The header folds to its title and search once a place is open.
        const [at, header, sheet] = await Promise.all([boxOf(pin), boxOf(page.getByTestId('map-top')), boxOf(page.getByTestId('place-sheet'))]);
        return at.y > header.y + header.height && at.y + at.height < sheet.y;
      }, { timeout: 10_000 })
      .toBe(true);
  });

  it('keeps the floating controls off the place list, the place sheet and the name on "我的"', async () => {
    // In the area, so the automatic guide guides (without a position its banner says why it cannot, on the map).
    await phone({ at: EAST_GATE });
    await page.goto('/home/draw-map');
    await page.getByTestId('audio-dock').waitFor({ timeout: 20_000 });

    // The sheet slides in: the buttons end above where it ends, not where it began (a place without
    // a photo, whose sheet does not grow again once in).
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: '仁寿殿' }).first().click();
    await page.getByTestId('place-sheet').waitFor();
    await expect.poll(async () => overlaps(await boxOf(page.getByTestId('audio-dock')), await boxOf(page.getByTestId('place-sheet')))).toBe(false);
    await page.getByTestId('place-sheet-close').click();
    await page.getByTestId('place-sheet').waitFor({ state: 'detached' });

    // A place's audio plays: the mini-player joins the stack.
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: '东宫门' }).first().click();
    await page.getByTestId('place-sheet').waitFor();
    await page.getByTestId('place-audio').click();
    await page.getByTestId('mini-player').waitFor();
    const sheet = await boxOf(page.getByTestId('place-sheet'));
    await expect.poll(async () => overlaps(await boxOf(page.getByTestId('audio-dock')), sheet)).toBe(false);
    expect(overlaps(await boxOf(page.getByTestId('mini-player')), sheet)).toBe(false);
    expect(overlaps(await boxOf(page.getByTestId('auto-guide-toggle')), sheet)).toBe(false);

    // The list open: neither the buttons nor the mini-player hide a row.
    await page.getByTestId('place-sheet-close').click();
    await page.getByTestId('place-list-toggle').click();
    await page.waitForTimeout(400);
    const rows = await visibleBoxes(page.getByTestId('place-item'));
    expect(rows.length).toBeGreaterThan(2);
    const floating = [...(await visibleBoxes(page.getByTestId('mini-player'))), ...(await visibleBoxes(page.getByTestId('audio-dock')))];
    for (const control of floating) for (const row of rows) expect(overlaps(control, row)).toBe(false);
    await page.getByTestId('place-list-toggle').click();

    // The automatic guide's banner on "我的" leaves the visitor's name clear.
    await page.getByTestId('auto-guide-toggle').click();
    await page.getByTestId('auto-guide-banner').waitFor();
    await page.getByTestId('tab-mine').click();
    await page.waitForURL('**/home/user-center');
    const name = await boxOf(page.getByTestId('profile-name'));
    expect(overlaps(await boxOf(page.getByTestId('auto-guide-banner')), name)).toBe(false);
    expect(overlaps(await boxOf(page.getByTestId('mini-player')), await boxOf(page.getByTestId('tab-bar')))).toBe(false);
  });
});

describe('the audio guide player', () => {
  it('plays a place with seek, speed, next and previous, and shows its transcript', async () => {
    await phone();
    await page.goto('/home/draw-map');
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: '东宫门' }).first().click();
    await page.getByTestId('place-audio').click();
    await page.getByTestId('mini-player-expand').click();
    const player = page.getByTestId('full-player');
    await player.waitFor();
    await expect.poll(() => page.getByTestId('transcript').locator('p').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('transcript').textContent()).toContain('颐和园');

    const guide = () => page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')!;
      return { src: audio.getAttribute('src') ?? '', rate: audio.playbackRate, time: audio.currentTime, duration: audio.duration };
    });
    await expect.poll(async () => (await guide()).duration > 2, { timeout: 15_000 }).toBe(true);

    await page.getByTestId('player-rate').filter({ hasText: '1.5×' }).click();
    await expect.poll(async () => (await guide()).rate).toBe(1.5);

    const seek = page.getByTestId('player-seek');
    const duration = (await guide()).duration;
    await seek.fill(String(Math.floor(duration / 2)));
    await expect.poll(async () => Math.abs((await guide()).time - Math.floor(duration / 2)) < 2).toBe(true);

    await page.getByTestId('player-next').click();
    await expect.poll(() => page.getByTestId('full-player-name').textContent()).toBe('仁寿殿');
    await expect.poll(async () => (await guide()).src).toContain('renshoudian');
    // The chosen speed carries over to the next place.
    await expect.poll(async () => (await guide()).rate).toBe(1.5);
    await page.getByTestId('player-previous').click();
    await expect.poll(() => page.getByTestId('full-player-name').textContent()).toBe('东宫门');
    await page.getByTestId('full-player-close').click();
    await player.waitFor({ state: 'detached' });
  });

  it('shows the English transcript in English', async () => {
    await phone({ locale: 'en' });
    await page.goto('/home/draw-map');
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').filter({ hasText: 'East Palace Gate' }).first().click();
    await page.getByTestId('place-audio').click();
    await page.getByTestId('mini-player-expand').click();
    await expect.poll(() => page.getByTestId('transcript').textContent()).toContain('Welcome to the Summer Palace');
    expect(await page.getByTestId('transcript').getByTestId('language-fallback').count()).toBe(0);
    // The demo's English recording plays, not the Chinese one: nothing tagged 中文.
    await expect.poll(async () => (await page.locator('audio[data-testid="guide-audio"]').getAttribute('src')) ?? '', { timeout: 15_000 }).toContain('audio/en/donggongmen.mp3');
    expect(await page.getByTestId('full-player').getByTestId('language-fallback').count()).toBe(0);
  });
});

describe('English content', () => {
  it('shows the area\'s English notices, articles, about page, business page and hot words', async () => {
    await phone({ locale: 'en' });
    await page.goto('/home/draw-map/notice/index#direct');
    await page.getByTestId('notice-item').filter({ hasText: 'Winter opening hours' }).click();
    await expect.poll(() => page.getByTestId('notice-content').textContent()).toContain('off-season hours');
    await page.goto('/article?id=1#direct');
    await expect.poll(() => page.getByTestId('article-detail').textContent()).toContain('From Qingyi Garden to the Summer Palace');
    await page.goto('/about-us#direct');
    await expect.poll(() => page.getByTestId('about-us-content').textContent()).toContain('About the Summer Palace');
    await page.goto('/business#direct');
    await expect.poll(() => page.getByTestId('business-intro').textContent()).toMatch(/^Travel agencies/);
    expect(await page.getByTestId('language-fallback').count()).toBe(0);

    await page.goto('/search/index#direct');
    await page.getByTestId('search-hot-words').getByRole('button', { name: 'Buddhist Incense' }).click();
    await expect.poll(() => page.getByTestId('search-hit').first().textContent()).toContain('Tower of Buddhist Incense');
  });

  it('shows a notice the area wrote only in Chinese in Chinese, tagged', async () => {
    await phone({ locale: 'en' });
    // Asked in a language the area has no translation in (French), the server answers in its main language.
    await page.route('**/api/h5/notice/1', (route) => route.continue({ headers: { ...route.request().headers(), 'accept-language': 'fr' } }));
    await page.goto('/home/draw-map/notice/info/1#direct');
    await expect.poll(() => page.getByTestId('notice-content').textContent()).toContain('颐和园进入淡季开放时间');
    expect(await page.getByTestId('notice-detail').getByTestId('language-fallback').count()).toBe(2);
    expect(await page.getByTestId('notice-content').getAttribute('lang')).toBe('zh-CN');
  });
});

describe('punch-in', () => {
  it('punches a visitor who has stood still at the place for longer than the fix limit', async () => {
    await phone({ at: EAST_GATE });
    await loginAsGuest('/punch/punch');
    const card = page.getByTestId('punch-spot').filter({ has: page.getByTestId('punch-spot-name').filter({ hasText: /^东宫门$/ }) });
    await card.getByTestId('punch-distance').filter({ hasText: '在打卡范围内' }).waitFor({ timeout: 20_000 });
    // No new fix arrives while the visitor stands still; the last one grows older than 10 s.
    await page.waitForTimeout(12_000);
    await card.getByTestId('punch-button').click();
    await page.getByTestId('punch-success').waitFor({ timeout: 15_000 });
  });
});

describe('small things a visitor notices', () => {
  it('gives a help-shoot link that names nothing a way on: my photos, or starting again', async () => {
    await phone({ locale: 'en', width: 320 });
    await loginAsGuest('/boost/helpShoot?id=99999');
    const lost = page.getByTestId('help-owner-not-found');
    await lost.waitFor();
    expect(await lost.textContent()).toContain('This help-shoot link is not valid any more');
    await lost.getByRole('link', { name: 'Start again' }).click();
    await page.waitForURL((url) => url.pathname === '/boost/photos');
  });

  it('has a favicon, app icons and a web manifest, and no generic title before the area\'s', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).not.toMatch(/<title>游览<\/title>/);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('shows the app\'s own screen for a 5,000-character search link, and a hint for an empty search', async () => {
    await phone();
    await page.goto(`/search/result?q=${encodeURIComponent('佛'.repeat(5000))}`);
    await page.waitForURL((url) => url.pathname === '/linkError');
    await page.getByTestId('link-error').waitFor();
    await page.goto('/search/result#direct');
    await page.getByTestId('search-no-query').waitFor();
  });

  it('keeps every text at 12 px or more on the map and in the user centre', async () => {
    await phone();
    const smallest = () =>
      page.evaluate(() => {
        let min = Infinity;
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (!element.offsetParent || ![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) continue;
          min = Math.min(min, parseFloat(getComputedStyle(element).fontSize));
        }
        return min;
      });
    await page.goto('/home/draw-map');
    await page.getByTestId('home-entries').waitFor({ timeout: 20_000 });
    await page.getByTestId('audio-dock').waitFor();
    expect(await smallest()).toBeGreaterThanOrEqual(12);
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('large-text-switch').waitFor();
    expect(await smallest()).toBeGreaterThanOrEqual(12);
  });

  it('shows the music as off while the browser blocks autoplay, and on once a tap starts it', async () => {
    await phone();
    // The ordinary autoplay policy (the test browser allows autoplay): no sound before a gesture.
    // (navigator.userActivation counts the test's navigation as a gesture, so taps are counted here.)
    await context.addInitScript(() => {
      let hasTapped = false;
      for (const type of ['pointerdown', 'touchstart', 'keydown']) window.addEventListener(type, () => (hasTapped = true), { capture: true });
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!hasTapped) return Promise.reject(new DOMException('autoplay blocked', 'NotAllowedError'));
        return play.call(this);
      };
    });
    await page.goto('/home/draw-map');
    const toggle = page.getByTestId('music-toggle');
    await toggle.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
  });
});

/** Every screen a visitor can reach, with real ids where a route needs one. */
const ROUTES = [
  '/home/draw-map',
  '/home/user-center',
  '/home/draw-map/notice/index',
  '/home/draw-map/notice/info/1',
  '/home/draw-map/navigation?to=2',
  '/search/index',
  '/search/result?q=%E4%BD%9B%E9%A6%99%E9%98%81',
  '/search/result',
  '/punch/punch',
  '/punch/detail',
  '/punch/takePhoto?place=1',
  '/punch/share?place=1',
  '/answer',
  '/opinion',
  '/about-us',
  '/business',
  '/article?id=1',
  '/article',
  '/tours/index',
  '/tours/info/1',
  // The photo half (the camera and the 360° viewer have their own tests, with a fake camera and WebGL).
  '/boost/photos',
  '/boost/photos?tab=mine',
  '/boost/detail?placePoseId=1',
  '/boost/course',
  '/boost/matLoad',
  '/panorama/video',
  '/panorama/matLoad',
  '/wxLogin',
  '/linkError?path=%2Fnowhere',
  '/exception?from=%2Fhome',
];

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3).join(' ')}`);
  });
}

/** Walks every route; `check` adds what is wrong on the screen (the overflow is always checked). */
async function walkRoutes(page: Page, check: (page: Page) => Promise<string[]> = async () => []): Promise<string[]> {
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(`${route}#direct`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${route}: ${overflow}px wider than the screen`);
    for (const problem of await check(page)) problems.push(`${route}: ${problem}`);
  }
  return problems;
}

/**
 * A text shown as its key (`punch.summaryTitle`): the lookup's answer when no language has it. The
 * screen's text is searched for a lower-case word, a dot and a camel-case word, as keys are named.
 */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...text.matchAll(/(?<![\w./@:-])[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+(?![\w/@-])/g)].map((match) => `raw key "${match[0]}"`);
}

/**
 * Four phones walk at once (each in its own context, logged in as its own guest): a walk mostly
 * waits for the network to go idle, so together they take little longer than one.
 */
describe('every route at 320 px, in Chinese and in English', () => {
  it('has no horizontal overflow and no serious or critical axe violation, and lays out in large text', async () => {
    const walks = (['zh-CN', 'en'] as const).flatMap((locale) => [
      { name: locale, options: { locale, width: 320 }, check: seriousViolations },
      { name: `${locale}, large text`, options: { locale, width: 320, largeText: true }, check: undefined },
    ]);
    const problems = await Promise.all(
      walks.map(async (walk) => {
        const { page: walker } = await openPhone(walk.options);
        await loginAsGuest('/home/user-center', walker);
        if (walk.options.largeText) expect(await walker.evaluate(() => document.documentElement.classList.contains('yl-large-text'))).toBe(true);
        return (await walkRoutes(walker, walk.check)).map((problem) => `${walk.name}: ${problem}`);
      }),
    );
    // Named in the message, so the one-line summary of a failure says which screen and why.
    expect(problems.flat(), problems.flat().join('; ')).toEqual([]);
  }, 300_000);
});

describe('every route at 320 px, in Japanese and in Korean (issue 28)', () => {
  it('has no horizontal overflow, no text shown as its key and no serious or critical axe violation', async () => {
    const problems = await Promise.all(
      (['ja', 'ko'] as const).map(async (locale) => {
        const { page: walker } = await openPhone({ locale, width: 320 });
        await loginAsGuest('/home/user-center', walker);
        expect(await walker.evaluate(() => document.documentElement.lang)).toBe(locale);
        // Positive control: a key planted on the screen is found.
        await walker.evaluate(() => document.body.append(Object.assign(document.createElement('p'), { textContent: 'punch.summaryTitle' })));
        expect(await rawKeys(walker)).toEqual(['raw key "punch.summaryTitle"']);
        const check = async (on: Page) => [...(await rawKeys(on)), ...(await seriousViolations(on))];
        return (await walkRoutes(walker, check)).map((problem) => `${locale}: ${problem}`);
      }),
    );
    expect(problems.flat(), problems.flat().join('; ')).toEqual([]);
  }, 300_000);
});
