/**
 * Where GPS fails (issue 31): a stop number typed on the map's keypad opens the place and plays its
 * guide; a signpost's QR code (its URL, signpostPath) opens the app at the place, playing, on a
 * fresh page; asked again while it plays, the guide plays on instead of starting over. In zh at
 * 320 px and en at 375 px.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signpostPath } from '@youlan/contract/runtime';
import { phonesForTests } from './browser.ts';

const openPhone = phonesForTests();
const baseUrl = inject('baseUrl');

interface DemoPlace {
  id: number;
  name: { text: string };
  stopNumber: string | null;
  audioKey: string | null;
}

/** The demo's place of this Chinese name (its sign's), its name in `locale`. */
async function demoPlace(signName: string, locale: 'zh' | 'en'): Promise<DemoPlace> {
  const response = await fetch(new URL('/api/h5/place', baseUrl), { headers: { 'x-tenant-domain': 'demo', 'accept-language': locale === 'en' ? 'en' : 'zh-CN' } });
  const { data } = (await response.json()) as { data: { list: Array<DemoPlace & { signName: { text: string } }> } };
  const place = data.list.find((candidate) => candidate.signName.text === signName);
  if (!place?.stopNumber || !place.audioKey) throw new Error(`the demo's ${signName} has no stop number or no audio`);
  return place;
}

async function open(locale: 'zh' | 'en', width: number, path: string): Promise<Page> {
  const context = await openPhone();
  if (locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 720 });
  await page.goto(path);
  return page;
}

const guide = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]');
    return audio ? { src: audio.getAttribute('src') ?? '', paused: audio.paused, time: audio.currentTime } : null;
  });

async function expectPlaying(page: Page, place: DemoPlace): Promise<void> {
  await expect.poll(async () => {
    const state = await guide(page);
    return !!state && state.src.includes(place.audioKey!) && !state.paused && state.time > 0;
  }, { timeout: 20_000, message: `the guide of ${place.name.text} playing` }).toBe(true);
  await expect.poll(() => page.getByTestId('mini-player-name').textContent()).toBe(place.name.text);
}

const cases = [
  { locale: 'zh' as const, width: 320, placeName: '仁寿殿', title: '输入讲解编号' },
  { locale: 'en' as const, width: 375, placeName: '玉澜堂', title: 'Enter a stop number' },
];

describe('stop numbers and signposts (issue 31)', () => {
  for (const { locale, width, placeName, title } of cases) {
    it(`the keypad opens the place and plays its guide; typed again, it plays on (${locale}, ${width} px)`, async () => {
      const place = await demoPlace(placeName, locale);
      const page = await open(locale, width, '/home/draw-map');
      const type = async () => {
        await page.getByTestId('entry-keypad').click();
        expect(await page.getByTestId('stop-keypad').textContent()).toContain(title);
        for (const digit of place.stopNumber!) await page.getByTestId(`stop-key-${digit}`).click();
        await page.getByTestId('stop-keypad-open').click();
      };
      await type();
      await expect.poll(() => page.getByTestId('place-sheet-name').textContent()).toBe(place.name.text);
      await expectPlaying(page, place);
      // The play query is spent: a reload or the way back does not ask again.
      expect(new URL(page.url()).searchParams.get('play')).toBeNull();
      await page.screenshot({ path: join(tmpdir(), `youlan-keypad-${locale}-${width}.png`) });

      await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')?.currentTime ?? 0) > 1.5);
      await page.getByTestId('place-sheet-close').click();
      await type();
      await expect.poll(() => page.getByTestId('place-sheet-name').textContent()).toBe(place.name.text);
      const after = await guide(page);
      expect(after?.paused).toBe(false);
      expect(after?.time).toBeGreaterThan(1.5);
    });

    it(`a signpost's URL opens the place playing on a fresh page; scanned again while it plays, it plays on (${locale}, ${width} px)`, async () => {
      const place = await demoPlace(placeName, locale);
      const page = await open(locale, width, signpostPath(place.id));
      await page.waitForURL(`**/home/draw-map?place=${place.id}`);
      await expect.poll(() => page.getByTestId('place-sheet-name').textContent()).toBe(place.name.text);
      await expectPlaying(page, place);
      await page.screenshot({ path: join(tmpdir(), `youlan-signpost-${locale}-${width}.png`) });

      // The same code opened again inside the app (WeChat's scan in the same page): no restart.
      await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')?.currentTime ?? 0) > 1.5);
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, signpostPath(place.id).replace('#direct', ''));
      await page.waitForURL(`**/home/draw-map?place=${place.id}`);
      const after = await guide(page);
      expect(after?.src).toContain(place.audioKey!);
      expect(after?.paused).toBe(false);
      expect(after?.time).toBeGreaterThan(1.5);
    });
  }
});
