/**
 * Punch-in in a phone-sized Chromium against the demo area: a guest visitor punches with an
 * emulated (WGS-84) position inside a place's range and is refused 500 m away; a punch made
 * offline waits on the device and is recorded exactly once when the network returns; a punch
 * with a photo goes through the signed upload, whatever photo the phone took (HEIC, 30 MB), and
 * an upload the network cut goes on by itself when it returns.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toDatum } from '@youlan/geo';
import { phonesForTests, recordApiCalls } from './browser.ts';

let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests();

/** Punch places of the demo area, in its datum (GCJ-02). */
const FOXIANG_GE = { name: '佛香阁', longitude: 116.2686, latitude: 40.0005 };
const LONG_CORRIDOR = { name: '长廊', longitude: 116.2695, latitude: 39.9988 };
const SEVENTEEN_ARCH_BRIDGE = { name: '十七孔桥', longitude: 116.2777, latitude: 39.9896 };


/** Puts the phone `northMetres` north of a GCJ-02 point; the phone reports WGS-84. */
async function standAt(at: { longitude: number; latitude: number }, northMetres = 0): Promise<void> {
  const { longitude, latitude } = toDatum({ longitude: at.longitude, latitude: at.latitude + northMetres / 111_195, datum: 'gcj02' }, 'wgs84');
  await context.setGeolocation({ longitude, latitude, accuracy: 12 });
}

/** A guest visitor on /punch/punch with geolocation allowed. */
async function openPunchList(): Promise<void> {
  context = await openPhone();
  await context.grantPermissions(['geolocation']);
  page = await context.newPage();
  await page.goto(`/wxLogin?redirect=${encodeURIComponent('/punch/punch')}`);
  await page.getByTestId('login-guest').click();
  await page.waitForURL(/\/punch\/punch/);
  await page.getByTestId('punch-spot').first().waitFor({ timeout: 20_000 });
}

const spotCard = (name: string) => page.getByTestId('punch-spot').filter({ has: page.getByTestId('punch-spot-name').filter({ hasText: new RegExp(`^${name}$`) }) });

/** The visitor's punches, read the way the app reads them. */
function myPunches(): Promise<{ placeName: string; photoKey: string | null }[]> {
  return page.evaluate(async () => {
    const tenant = document.querySelector<HTMLMetaElement>('meta[name="youlan-tenant"]')?.content ?? 'demo';
    const response = await fetch('/api/h5/punch/records', {
      headers: { authorization: `Bearer ${localStorage.getItem('youlan.token')}`, 'x-tenant-domain': tenant },
    });
    return ((await response.json()) as { data: { placeName: string; photoKey: string | null }[] }).data;
  });
}

describe('punch-in (/punch/punch)', () => {
  it('lists the punch places with progress and opens without a login', async () => {
    context = await openPhone();
    page = await context.newPage();
    await page.goto('/punch/punch#direct');
    await expect.poll(() => page.getByTestId('punch-spot').count(), { timeout: 20_000 }).toBe(8);
    expect(await page.getByTestId('punch-progress').textContent()).toBe('0/8');
    // Punching needs a login: the visitor is sent to log in and comes back to the place.
    await spotCard(FOXIANG_GE.name).getByTestId('punch-button').click();
    await page.waitForURL(/\/wxLogin\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toMatch(/^\/punch\/punch\?place=\d+$/);
  });

  it('refuses a punch 500 m away with the reason, and records one inside the range', async () => {
    await openPunchList();
    const calls = recordApiCalls(context);
    await standAt(FOXIANG_GE, 500);
    const card = spotCard(FOXIANG_GE.name);
    await card.getByTestId('punch-distance').filter({ hasText: /5\d0米/ }).waitFor();
    await card.getByTestId('punch-button').click();
    await expect.poll(() => card.getByTestId('punch-message').textContent()).toContain('离这里还有点远');
    expect(await myPunches()).toEqual([]);

    await standAt(FOXIANG_GE, 10);
    await card.getByTestId('punch-distance').filter({ hasText: '在打卡范围内' }).waitFor();
    await card.getByTestId('punch-button').click();
    await page.getByTestId('punch-success').waitFor();
    expect(await page.getByTestId('punch-success').textContent()).toContain('打卡成功');
    const posts = calls.filter((request) => request.method() === 'POST' && request.url().endsWith('/api/punchRecord'));
    expect(posts).toHaveLength(2);
    const keys = posts.map((request) => request.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // Each punch is its own attempt: a fresh key, so the refused one is not replayed.
    expect(keys[1]).not.toBe(keys[0]);
    expect(posts[1]!.postDataJSON()).toMatchObject({ datum: 'wgs84', accuracyMeters: 12 });

    await page.getByTestId('punch-success-close').click();
    await expect.poll(() => page.getByTestId('punch-progress').textContent()).toBe('1/8');
    expect((await myPunches()).map((p) => p.placeName)).toEqual([FOXIANG_GE.name]);
  });

  it('keeps a punch made offline and records it exactly once when the network returns', async () => {
    await openPunchList();
    await standAt(LONG_CORRIDOR, 5);
    const card = spotCard(LONG_CORRIDOR.name);
    await card.getByTestId('punch-distance').filter({ hasText: '在打卡范围内' }).waitFor();

    await context.setOffline(true);
    await card.getByTestId('punch-button').click();
    await card.getByTestId('punch-pending').waitFor();
    expect(await card.getByTestId('punch-message').textContent()).toContain('网络恢复后会自动发送');
    // Back online but the punch cannot get through (a dead network): it stays queued, and the
    // queue, in IndexedDB, survives loading the page again.
    await page.route('**/api/punchRecord', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.goto('/punch/punch#direct');
    await spotCard(LONG_CORRIDOR.name).getByTestId('punch-pending').waitFor();
    expect(await myPunches()).toEqual([]);

    await page.unroute('**/api/punchRecord');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByTestId('punch-success').waitFor({ timeout: 15_000 });
    await expect.poll(() => spotCard(LONG_CORRIDOR.name).getByTestId('punch-pending').count()).toBe(0);
    // Another return of the network (and the page shown again) sends nothing more: once the
    // page's network is quiet, whatever the outbox would send has been sent.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForLoadState('networkidle');
    expect((await myPunches()).map((p) => p.placeName)).toEqual([LONG_CORRIDOR.name]);

    await page.goto('/punch/detail#direct');
    await expect.poll(() => page.locator('[data-testid="stamp-slot"][data-collected="true"]').count()).toBe(1);
  });

  it('punches with a photo uploaded through a signed URL, explaining a file that is not a picture', async () => {
    await openPunchList();
    await standAt(SEVENTEEN_ARCH_BRIDGE, 5);
    const card = spotCard(SEVENTEEN_ARCH_BRIDGE.name);
    await card.getByRole('button', { name: '拍照打卡' }).click();
    await page.waitForURL(/\/punch\/takePhoto\?place=\d+/);

    await page.getByTestId('punch-photo-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByTestId('punch-photo-send').click();
    await expect.poll(() => page.getByTestId('punch-message').textContent()).toContain('不是照片');
    expect(await myPunches()).toEqual([]);

    await page.getByTestId('punch-photo-input').setInputFiles({ name: 'bridge.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9384' } }).png().toBuffer() });
    await page.getByTestId('punch-photo-preview').waitFor();
    await page.getByTestId('punch-photo-send').click();
    await page.getByTestId('punch-success').waitFor({ timeout: 15_000 });
    const [punch] = await myPunches();
    expect(punch).toMatchObject({ placeName: SEVENTEEN_ARCH_BRIDGE.name, photoKey: expect.stringMatching(/^uploads\//) });
  });

  it("takes an iPhone's HEIC photo and a 30 MB photo, and resumes an upload the network cut", async () => {
    await openPunchList();
    await standAt(SEVENTEEN_ARCH_BRIDGE, 5);
    await spotCard(SEVENTEEN_ARCH_BRIDGE.name).getByRole('button', { name: '拍照打卡' }).click();
    await page.waitForURL(/\/punch\/takePhoto\?place=\d+/);

    // A HEIC (made with libheif's heif-enc) is shown decoded, not as a broken picture.
    const heic = await readFile(new URL('fixtures/sky-over-grass.heic', import.meta.url));
    await page.getByTestId('punch-photo-input').setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
    const preview = page.getByTestId('punch-photo-preview');
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 }).toBe(160);

    // The network goes as the photo starts up: the screen says it waits, and carries on when it is back.
    let cut = false;
    await page.route('**/*', async (route, request) => {
      if (request.method() !== 'PUT' || cut) return route.fallback();
      cut = true;
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await page.getByTestId('punch-photo-send').click();
    await expect.poll(() => page.getByTestId('punch-message').textContent()).toContain('恢复后会自动继续上传');
    await page.screenshot({ path: join(tmpdir(), 'youlan-punch-upload-waiting.png') });
    await context.setOffline(false);
    await page.getByTestId('punch-success').waitFor({ timeout: 20_000 });
    expect(await myPunches()).toEqual([expect.objectContaining({ placeName: SEVENTEEN_ARCH_BRIDGE.name, photoKey: expect.stringMatching(/^uploads\//) })]);

    // A photo three times the upload limit is shrunk on the phone, not refused.
    const large = join(tmpdir(), 'youlan-31mb.jpg');
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    await writeFile(large, await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#4a7f9a', noise } }).jpeg({ quality: 99 }).toBuffer());
    await standAt(FOXIANG_GE, 5);
    await page.getByTestId('punch-success-close').click();
    await page.getByTestId('punch-spot').first().waitFor();
    await spotCard(FOXIANG_GE.name).getByRole('button', { name: '拍照打卡' }).click();
    await page.waitForURL(/\/punch\/takePhoto\?place=\d+/);
    await page.getByTestId('punch-photo-input').setInputFiles(large);
    await page.getByTestId('punch-photo-preview').waitFor();
    await page.getByTestId('punch-photo-send').click();
    await page.getByTestId('punch-success').waitFor({ timeout: 60_000 });
    expect((await myPunches()).map((punch) => punch.placeName).sort()).toEqual([FOXIANG_GE.name, SEVENTEEN_ARCH_BRIDGE.name].sort());
  }, 180_000);
});
