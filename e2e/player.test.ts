/**
 * The full player (issue 31, "The player") in a phone-sized Chromium against the demo area and its
 * recorded audio, in Chinese and English at 320 and 375 px: the transcript's highlight follows
 * playback, a tapped sentence plays from its start, speed and skip change the element's rate and
 * time, the Media Session handlers are set and act, and a guide heard is marked in the place list.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonesForTests, withoutStartData } from './browser.ts';

let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests();

const EAST_GATE = { zh: '东宫门', en: 'East Palace Gate' };
const NEXT_PLACE = { zh: '仁寿殿', en: 'Hall of Benevolence and Longevity' };

type Locale = 'zh' | 'en';

/** The page's Media Session, watched: every handler set, kept by action, and the metadata's words. */
function spyOnMediaSession(): void {
  const handlers: Record<string, MediaSessionActionHandler | null> = {};
  (window as unknown as { mediaHandlers: typeof handlers }).mediaHandlers = handlers;
  const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
  navigator.mediaSession.setActionHandler = (action, handler) => {
    handlers[action] = handler;
    set(action, handler);
  };
}

/** A picture of the demo's media, given to the area as its logo (the demo has none). */
const LOGO_KEY = 'places/matou.jpg';

async function open(locale: Locale, width: number, options: { largeText?: boolean; logo?: boolean } = {}): Promise<void> {
  context = await openPhone();
  if (options.logo) {
    // The configuration then comes from the API, where the test gives the area a logo.
    await withoutStartData(context);
    await context.route('**/api/config/h5', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.logoKey = LOGO_KEY;
      await route.fulfill({ response, json: body });
    });
  }
  if (locale === 'en') await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  if (options.largeText) await context.addInitScript(() => localStorage.setItem('youlan.largeText', '1'));
  await context.addInitScript(spyOnMediaSession);
  page = await context.newPage();
  await page.setViewportSize({ width, height: 720 });
  await page.goto('/home/draw-map');
}

/** Plays the East Palace Gate from the place list and opens the full player. */
async function playEastGate(locale: Locale): Promise<void> {
  await page.getByTestId('place-list-toggle').click();
  await page.getByTestId('place-item').filter({ hasText: EAST_GATE[locale] }).first().click();
  await page.getByTestId('place-audio').click();
  await page.getByTestId('mini-player-expand').click();
  await page.getByTestId('full-player').waitFor();
  await expect.poll(async () => (await guide()).duration > 2, { timeout: 15_000, message: 'the guide to load' }).toBe(true);
}

const guide = () =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')!;
    return { src: audio.getAttribute('src') ?? '', rate: audio.playbackRate, time: audio.currentTime, duration: audio.duration, paused: audio.paused };
  });

/** The lit sentence's index and the index the sentences' starts give for the element's time now. */
const highlight = () =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')!;
    const sentences = [...document.querySelectorAll<HTMLElement>('[data-testid="transcript-sentence"]')];
    const lit = sentences.findIndex((sentence) => sentence.getAttribute('aria-current') === 'true');
    let expected = 0;
    sentences.forEach((sentence, index) => {
      if (Number(sentence.dataset.start) <= audio.currentTime) expected = index;
    });
    return { lit, expected, count: sentences.length };
  });

async function pauseAt(seconds: number): Promise<void> {
  await page.evaluate((time) => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')!;
    audio.pause();
    audio.currentTime = time;
  }, seconds);
  await expect.poll(async () => Math.abs((await guide()).time - seconds) < 0.05).toBe(true);
}

/** No part of the player is wider than the phone, and every control is on screen. */
async function expectFits(width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const id of ['player-seek', 'player-previous', 'player-skip-back', 'player-toggle', 'player-skip-forward', 'player-next', 'player-rates', 'player-total']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width && box.y + box.height <= 720, id).toBe(true);
  }
}

const cases = [
  { locale: 'zh' as const, width: 320, heard: '已听' },
  { locale: 'en' as const, width: 375, heard: 'Heard' },
];
/** The player's look is checked at both widths in both languages. */
const everyCase = [...cases, { locale: 'zh' as const, width: 375, heard: '已听' }, { locale: 'en' as const, width: 320, heard: 'Heard' }];

describe('the full player', () => {
  for (const { locale, width, heard } of everyCase) {
    it(`highlights the sentence heard, plays from a tapped one, changes speed and skips 15 s (${locale}, ${width} px)`, async () => {
      await open(locale, width);
      await playEastGate(locale);
      const sentences = page.getByTestId('transcript-sentence');
      expect(await sentences.count()).toBeGreaterThanOrEqual(6);
      await expectFits(width);

      // Played at 2×, the light moves on by itself through the sentences, and always names the one the time is in.
      await page.getByTestId('player-rate').filter({ hasText: '2×' }).click();
      await expect.poll(async () => (await guide()).rate).toBe(2);
      await expect.poll(async () => (await highlight()).lit, { timeout: 15_000, message: 'the highlight to move to the third sentence' }).toBeGreaterThanOrEqual(2);
      await pauseAt((await guide()).duration * 0.6);
      await expect.poll(highlight).toSatisfy((state: { lit: number; expected: number }) => state.lit === state.expected && state.lit > 0);
      await page.screenshot({ path: join(tmpdir(), `youlan-player-${locale}-${width}.png`) });

      // A tapped sentence plays from its start, lit.
      const target = sentences.nth(3);
      const start = Number(await target.getAttribute('data-start'));
      await target.click();
      await expect.poll(async () => (await guide()).paused).toBe(false);
      await expect.poll(async () => (await guide()).time).toBeGreaterThanOrEqual(start - 0.05);
      expect((await guide()).time).toBeLessThan(start + 1.5);
      await expect.poll(() => target.getAttribute('aria-current')).toBe('true');

      // Every speed, and back to 0.75×.
      for (const rate of [0.75, 1, 1.25, 1.5, 2, 0.75]) {
        await page.getByTestId('player-rate').filter({ hasText: `${rate}×` }).click();
        await expect.poll(async () => (await guide()).rate).toBe(rate);
      }

      // Skip forward 15 s, back 15 s, within the audio's ends.
      await pauseAt(1);
      const { duration } = await guide();
      await page.getByTestId('player-skip-forward').click();
      await expect.poll(async () => Math.abs((await guide()).time - Math.min(16, duration)) < 0.1).toBe(true);
      await page.getByTestId('player-skip-back').click();
      await expect.poll(async () => Math.abs((await guide()).time - Math.max(0, Math.min(16, duration) - 15)) < 0.1).toBe(true);
      await page.getByTestId('player-skip-back').click();
      await expect.poll(async () => (await guide()).time).toBe(0);
      // The times under the bar: elapsed and the whole length.
      const minutes = Math.floor(duration / 60);
      expect(await page.getByTestId('player-total').textContent()).toBe(`${minutes}:${String(Math.floor(duration % 60)).padStart(2, '0')}`);
      await expect.poll(() => page.getByTestId('player-elapsed').textContent()).toBe('0:00');

      // Heard to the end: marked in the place list, this place only.
      await page.evaluate(() => {
        const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="guide-audio"]')!;
        audio.currentTime = audio.duration - 0.5;
        void audio.play();
      });
      await expect.poll(async () => (await guide()).paused, { timeout: 10_000 }).toBe(true);
      await page.getByTestId('full-player-close').click();
      await page.getByTestId('place-sheet-close').click();
      await page.getByTestId('place-list-toggle').click();
      const row = page.getByTestId('place-item').filter({ hasText: EAST_GATE[locale] }).first();
      await expect.poll(() => row.getByTestId('heard-mark').textContent()).toBe(heard);
      expect(await page.getByTestId('place-list').getByTestId('heard-mark').count()).toBe(1);
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(tmpdir(), `youlan-place-list-heard-${locale}-${width}.png`) });
      // Remembered after a reload, and in the search results.
      await page.goto(`/search/result?q=${encodeURIComponent(EAST_GATE[locale])}#direct`);
      const hit = page.locator('[data-testid="search-hit"][data-type="place"]').filter({ hasText: EAST_GATE[locale] }).first();
      await hit.waitFor();
      await page.screenshot({ path: join(tmpdir(), `youlan-search-heard-${locale}-${width}.png`) });
      await expect.poll(() => hit.getByTestId('heard-mark').textContent()).toBe(heard);
    });
  }

  it('uses the timings the server gives for the transcript', async () => {
    await open('zh', 375);
    // As the server answers for speech that recorded when its sentences begin.
    await page.route(/\/api\/h5\/place\/\d+$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const count = (body.data.transcript.text.match(/[。！？]/g) ?? []).length;
      body.data.transcriptTimings = Array.from({ length: count }, (_, index) => index);
      await route.fulfill({ response, json: body });
    });
    await playEastGate('zh');
    const sentences = page.getByTestId('transcript-sentence');
    expect(await sentences.nth(2).getAttribute('data-start')).toBe('2');
    await pauseAt(2.5);
    await expect.poll(async () => (await highlight()).lit).toBe(2);
    await pauseAt(4);
    await expect.poll(async () => (await highlight()).lit).toBe(4);
  });

  it('is readable in large-text mode at 320 px, every control on screen', async () => {
    await open('zh', 320, { largeText: true });
    await playEastGate('zh');
    await expectFits(320);
    // The transcript keeps room to read: at least four lines of it.
    const transcript = await page.getByTestId('transcript').boundingBox();
    const lineHeight = await page.getByTestId('transcript').evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(transcript!.height).toBeGreaterThan(4 * lineHeight);
    await page.screenshot({ path: join(tmpdir(), 'youlan-player-zh-320-large.png') });
  });
});

describe('lock screen and headphones (Media Session)', () => {
  for (const { locale, width } of cases) {
    it(`names the place and the area with its logo, and its handlers play, pause, seek and change place (${locale}, ${width} px)`, async () => {
      await open(locale, width, { logo: true });
      await playEastGate(locale);
      const metadata = () =>
        page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, artist: navigator.mediaSession.metadata?.artist, artwork: navigator.mediaSession.metadata?.artwork.map((image) => image.src) ?? [] }));
      await expect.poll(async () => (await metadata()).artwork).toEqual([expect.stringContaining(LOGO_KEY)]);
      expect(await metadata()).toMatchObject({ title: EAST_GATE[locale], artist: locale === 'zh' ? '颐和园导览' : 'Summer Palace Guide' });
      const actions = await page.evaluate(() => Object.keys((window as unknown as { mediaHandlers: Record<string, unknown> }).mediaHandlers).sort());
      expect(actions).toEqual(expect.arrayContaining(['nexttrack', 'pause', 'play', 'previoustrack', 'seekbackward', 'seekforward', 'seekto']));

      const act = (action: string, details: Record<string, unknown> = {}) =>
        page.evaluate(([name, extra]) => (window as unknown as { mediaHandlers: Record<string, MediaSessionActionHandler> }).mediaHandlers[name as string]!({ action: name, ...(extra as object) } as MediaSessionActionDetails), [action, details] as const);

      await expect.poll(async () => (await guide()).paused).toBe(false);
      await act('pause');
      await expect.poll(async () => (await guide()).paused).toBe(true);
      expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
      await act('play');
      await expect.poll(async () => (await guide()).paused).toBe(false);
      await act('pause');
      await act('seekto', { seekTime: 5 });
      await expect.poll(async () => (await guide()).time).toBe(5);
      await act('seekbackward');
      await expect.poll(async () => (await guide()).time).toBe(0);
      await act('seekforward', { seekOffset: 3 });
      await expect.poll(async () => (await guide()).time).toBe(3);
      await act('seekforward');
      const { duration } = await guide();
      await expect.poll(async () => (await guide()).time).toBe(Math.min(18, duration));

      await act('nexttrack');
      await expect.poll(() => page.getByTestId('full-player-name').textContent()).toBe(NEXT_PLACE[locale]);
      await expect.poll(async () => (await guide()).src).toContain('renshoudian');
      await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(NEXT_PLACE[locale]);
      await act('previoustrack');
      await expect.poll(() => page.getByTestId('full-player-name').textContent()).toBe(EAST_GATE[locale]);
      await expect.poll(async () => (await guide()).src).toContain('donggongmen');
    });
  }
});
