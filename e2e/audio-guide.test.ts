/**
 * The audio guide in a phone-sized Chromium with emulated geolocation, against the demo area and
 * its recorded audio: walking a scripted path with the automatic guide plays place A, then B; the
 * banner shows while it is on and its close button stops it; the background music plays on /home,
 * gives way to a place's audio, pauses off /home and resumes on return.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTO_GUIDE_CHECK_MS } from '@youlan/contract/runtime';
import { phonesForTests } from './browser.ts';

let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests();

/**
 * Demo places 东宫门 (60 m range) and 仁寿殿 (50 m), 165 m apart. The area stores GCJ-02
 * (116.2786, 39.999 and 116.2768, 39.9996) and the browser reports WGS-84, so the phone is put at
 * their WGS-84 spots (converted with gcoord), a few hundred metres away from the stored numbers.
 */
const PLACE_A = { key: 'audio/donggongmen.mp3', name: '东宫门', longitude: 116.27255296, latitude: 39.99777068 };
const PLACE_B = { key: 'audio/renshoudian.mp3', name: '仁寿殿', longitude: 116.2707543, latitude: 39.99837213 };
/** Beijing's city centre: far from every place of the area. */
const FAR_AWAY = { longitude: 116.397, latitude: 39.908 };

async function walkTo(point: { longitude: number; latitude: number }, northMeters = 0, accuracy = 5): Promise<void> {
  await context.setGeolocation({ longitude: point.longitude, latitude: point.latitude + northMeters / 111_195, accuracy });
}

/**
 * No fixed sleeps: the page counts the fixes its position watch received and the automatic guide's
 * periodic checks that ran (the interval of AUTO_GUIDE_CHECK_MS), so a test waits for exactly the
 * event it needs, however slow the machine.
 */
function countFixesAndChecks(checkMs: number): void {
  const counters = window as unknown as { lastFix?: { latitude: number; accuracy: number }; guideChecks: number };
  counters.guideChecks = 0;
  const setIntervalOriginal = window.setInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
    setIntervalOriginal(
      typeof handler === 'function' && timeout === checkMs
        ? (...args: unknown[]) => {
            (handler as (...a: unknown[]) => void)(...args);
            counters.guideChecks += 1;
          }
        : handler,
      timeout,
      ...rest,
    )) as typeof window.setInterval;
  const watch = navigator.geolocation.watchPosition.bind(navigator.geolocation);
  navigator.geolocation.watchPosition = (success, error, options) =>
    watch((position) => {
      counters.lastFix = { latitude: position.coords.latitude, accuracy: position.coords.accuracy };
      success(position);
    }, error, options);
}

/** Moves the phone and waits until the page's position watch has received that fix. */
async function arriveAt(point: { longitude: number; latitude: number }, northMeters = 0, accuracy = 5): Promise<void> {
  await walkTo(point, northMeters, accuracy);
  const latitude = point.latitude + northMeters / 111_195;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastFix?: { latitude: number; accuracy: number } }).lastFix ?? null), {
      timeout: 20_000,
      message: `the page's position watch to receive the fix at latitude ${latitude.toFixed(7)} (accuracy ${accuracy} m)`,
    })
    .toSatisfy((fix) => !!fix && Math.abs(fix.latitude - latitude) < 1e-7 && fix.accuracy === accuracy);
}

/** Waits until the automatic guide has run `count` more of its periodic checks. */
async function guideChecks(count: number): Promise<void> {
  const read = () => page.evaluate(() => (window as unknown as { guideChecks: number }).guideChecks);
  const target = (await read()) + count;
  await expect.poll(read, { timeout: 20_000 + count * AUTO_GUIDE_CHECK_MS, message: `${count} more checks of the automatic guide` }).toBeGreaterThanOrEqual(target);
}

interface AudioState {
  src: string;
  paused: boolean;
}
const audioState = (testId: string) =>
  page.evaluate((id) => {
    const audio = document.querySelector<HTMLAudioElement>(`audio[data-testid="${id}"]`);
    return audio ? { src: audio.getAttribute('src') ?? '', paused: audio.paused } : null;
  }, testId) as Promise<AudioState | null>;

async function waitForAudio(testId: string, what: string, check: (state: AudioState | null) => boolean, timeout = 20_000): Promise<void> {
  await expect.poll(async () => check(await audioState(testId)), { timeout, interval: 250, message: `<audio data-testid="${testId}"> to be ${what}` }).toBe(true);
}

async function openMap(options: { locale?: 'en'; width?: number; location?: 'denied' } = {}): Promise<void> {
  context = await openPhone();
  if (options.locale) await context.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  // Headless Chromium leaves a page without the permission waiting for ever, so the refusal a
  // visitor gives in the prompt is played by the page's geolocation itself.
  if (options.location === 'denied') {
    await context.addInitScript(() => {
      navigator.geolocation.watchPosition = (_success, error) => {
        setTimeout(() => error?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }), 50);
        return 1;
      };
    });
  } else await context.grantPermissions(['geolocation']);
  await walkTo(FAR_AWAY);
  await context.addInitScript(countFixesAndChecks, AUTO_GUIDE_CHECK_MS);
  page = await context.newPage();
  if (options.width) await page.setViewportSize({ width: options.width, height: 720 });
  await page.goto('/home/draw-map');
  await page.getByTestId('audio-dock').waitFor();
}

describe('automatic guide (spec section 4)', () => {
  it('walking a scripted path plays place A, then place B; the banner shows and its close stops the guide', async () => {
    await openMap();
    await page.getByTestId('auto-guide-toggle').click();
    await page.getByTestId('auto-guide-banner').waitFor();
    expect(await page.getByTestId('auto-guide-banner').textContent()).toContain('自动导览中');

    // Far away: nothing plays, however many checks run.
    await arriveAt(FAR_AWAY);
    await guideChecks(2);
    expect((await audioState('guide-audio'))?.src ?? '').not.toContain('audio/');

    // Into A's range: two fixes, as a walking phone sends them.
    await arriveAt(PLACE_A, 4);
    await walkTo(PLACE_A, 1);
    await waitForAudio('guide-audio', 'playing place A', (state) => !!state && state.src.includes(PLACE_A.key) && !state.paused);
    await expect.poll(() => page.getByTestId('mini-player-name').textContent()).toBe(PLACE_A.name);

    // Standing at A: the guide moves on to the next place of the list and says which.
    await walkTo(PLACE_A, 2);
    await expect.poll(() => page.getByTestId('auto-guide-banner').textContent(), { timeout: 10_000 }).toContain(PLACE_B.name);

    // On to B.
    await arriveAt(PLACE_B, -3);
    await walkTo(PLACE_B, 0);
    await waitForAudio('guide-audio', 'playing place B', (state) => !!state && state.src.includes(PLACE_B.key) && !state.paused);
    await expect.poll(() => page.getByTestId('mini-player-name').textContent()).toBe(PLACE_B.name);

    // Close: the list is cleared, the audio stops and the banner goes.
    await page.getByTestId('auto-guide-close').click();
    await page.getByTestId('auto-guide-banner').waitFor({ state: 'detached' });
    await waitForAudio('guide-audio', 'stopped, place B unloaded', (state) => !!state && state.paused && !state.src.includes(PLACE_B.key));
    await expect.poll(() => page.getByTestId('mini-player').count()).toBe(0);
  });

  it('does not play a place on fixes less accurate than its range', async () => {
    await openMap();
    await page.getByTestId('auto-guide-toggle').click();
    await arriveAt(PLACE_A, 0, 150);
    await arriveAt(PLACE_A, 1, 150);
    // More checks than a place needs to start (CONFIRM_CHECKS), all on the inaccurate fix.
    await guideChecks(3);
    expect((await audioState('guide-audio'))?.src ?? '').not.toContain(PLACE_A.key);
  });
});

/** 1,000 km south of the area, far outside it. */
const ANOTHER_CITY = { longitude: 116.2726, latitude: 39.9978 - 1_000_000 / 111_195 };

async function bannerShot(name: string): Promise<void> {
  await page.getByTestId('auto-guide-banner').screenshot({ path: join(tmpdir(), `youlan-auto-guide-${name}.png`) });
}

describe('automatic guide without a usable position (issue 29)', () => {
  const cases = [
    { locale: undefined, width: 320, denied: ['无法自动导览', '设置中允许使用位置'], outside: ['你似乎不在景区内', '到达景区后会自动讲解'] },
    { locale: 'en' as const, width: 375, denied: ['The auto guide cannot start', 'allow it in your phone settings'], outside: ['You seem to be outside the area', 'once you are there'] },
  ];
  for (const { locale, width, denied, outside } of cases) {
    it(`says why it cannot guide and what to do when the position is refused (${locale ?? 'zh'}, ${width} px)`, async () => {
      await openMap({ locale, width, location: 'denied' });
      await page.getByTestId('auto-guide-toggle').click();
      const banner = page.getByTestId('auto-guide-banner');
      await expect.poll(() => banner.getAttribute('data-status'), { timeout: 20_000 }).toBe('denied');
      const text = (await banner.textContent()) ?? '';
      for (const words of denied) expect(text).toContain(words);
      expect(text).not.toMatch(/自动导览中|下一站|Auto guiding|Next:/);
      expect(await page.getByTestId('auto-guide-toggle').getAttribute('aria-pressed')).toBe('false');
      const box = await banner.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await bannerShot(`denied-${locale ?? 'zh'}-${width}`);
      // Closing dismisses the explanation.
      await page.getByTestId('auto-guide-close').click();
      await banner.waitFor({ state: 'detached' });
    });

    it(`says the visitor seems not to be in the area 1,000 km away, and guides once they are (${locale ?? 'zh'}, ${width} px)`, async () => {
      await openMap({ locale, width });
      await walkTo(ANOTHER_CITY);
      await page.getByTestId('auto-guide-toggle').click();
      const banner = page.getByTestId('auto-guide-banner');
      await expect.poll(() => banner.getAttribute('data-status'), { timeout: 20_000 }).toBe('outside');
      const text = (await banner.textContent()) ?? '';
      for (const words of outside) expect(text).toContain(words);
      expect(text).not.toMatch(/下一站|Next:/);
      const box = await banner.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await bannerShot(`outside-${locale ?? 'zh'}-${width}`);

      await arriveAt(PLACE_A, 4);
      await expect.poll(() => banner.getAttribute('data-status'), { timeout: 20_000 }).toBe('guiding');
      await expect.poll(() => banner.textContent()).toContain(locale === 'en' ? 'Auto guiding' : '自动导览中');
    });
  }
});

describe('background music (spec section 4)', () => {
  it('plays on /home, gives way to a place, pauses off /home and resumes on return', async () => {
    await openMap();
    await waitForAudio('music-audio', 'playing the background music', (state) => !!state && state.src.includes('audio/music.mp3') && !state.paused);

    // A place's audio plays alone, then the music comes back.
    await page.getByTestId('auto-guide-toggle').click();
    await arriveAt(PLACE_A, 4);
    await walkTo(PLACE_A, 1);
    await waitForAudio('guide-audio', 'playing place A', (state) => !!state && state.src.includes(PLACE_A.key) && !state.paused);
    await waitForAudio('music-audio', 'paused', (state) => !!state && state.paused);
    await page.getByTestId('auto-guide-close').click();
    await waitForAudio('music-audio', 'playing', (state) => !!state && !state.paused);

    // Leaving /home pauses it; coming back resumes it.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/search/index');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/search/index');
    await waitForAudio('music-audio', 'paused', (state) => !!state && state.paused);
    await page.goBack();
    await page.waitForURL('**/home/draw-map');
    await waitForAudio('music-audio', 'playing', (state) => !!state && !state.paused);

    // The mute button silences it and is remembered.
    await page.getByTestId('music-toggle').click();
    await waitForAudio('music-audio', 'paused', (state) => !!state && state.paused);
    expect(await page.evaluate(() => localStorage.getItem('youlan.musicMuted'))).toBe('1');
  });
});
