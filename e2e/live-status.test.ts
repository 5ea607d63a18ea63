/**
 * The area as it is right now (issue 32), across the console, devices and phones on the suite's
 * server: an operator closes a toilet and a visitor's map badge and "nearest open toilet" change
 * within the app's poll; a device's reading (its key issued in the console) updates a car park on a
 * visitor's map; a crowd of phones in one place turns it "crowded" for visitors and raises the
 * console's alarm (the crowd tick runs every 2 s here: CROWD_TICK_SECONDS).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_SNAPSHOT_POLL_MS } from '@youlan/contract/runtime';
import { toDatum } from '@youlan/geo';
import { consoleForTests } from './console.ts';

const baseUrl = inject('baseUrl');
const ui = consoleForTests();
/** The app's poll, the server's cache and a margin: what "within the interval" means to a phone. */
const WITHIN_POLL_MS = LIVE_SNAPSHOT_POLL_MS + 15_000;

const demo = { 'x-tenant-domain': 'demo' };
async function placeIdOf(name: string): Promise<number> {
  const { data } = (await (await fetch(`${baseUrl}/api/h5/place?page=1&size=9999`, { headers: demo })).json()) as { data: { list: { id: number; signName: { text: string } }[] } };
  const found = data.list.find((place) => place.signName.text === name);
  if (!found) throw new Error(`no place ${name} in the demo area`);
  return found.id;
}

/** A phone that reports standing at a place of the demo map (whose datum is GCJ-02; the browser reports WGS-84). */
function standingAt(longitude: number, latitude: number, locale = 'zh-CN') {
  const fix = toDatum({ longitude, latitude, datum: 'gcj02' }, 'wgs84');
  return { locale, permissions: ['geolocation'], geolocation: { longitude: fix.longitude, latitude: fix.latitude, accuracy: 10 } };
}

const badgeOf = (page: Page, placeId: number) => page.locator(`[data-testid="map-live-badge"][data-place-id="${placeId}"]`);

async function nearestToilet(page: Page): Promise<string | null> {
  await page.locator('[data-testid="nearest-open-kind"][data-kind="toilet"]').click();
  const answer = page.getByTestId('nearest-open-answer');
  await answer.waitFor({ timeout: 15_000 });
  const id = await answer.getAttribute('data-place-id');
  await page.getByTestId('nearest-open-close').click();
  return id;
}

describe('live status, from the console and devices to the phones', () => {
  it('an operator closes a toilet: the visitor’s badge and nearest open toilet change within the poll', async () => {
    const toilet = await placeIdOf('卫生间（东宫门）');
    // At the Hall of Benevolence and Longevity, a few steps from the East Gate's toilets.
    const phone = await ui.openPhone(standingAt(116.2768, 39.9996));
    await phone.goto('/home/draw-map');
    await phone.getByTestId('nearest-open-entry').waitFor({ timeout: 30_000 });
    await expect.poll(() => badgeOf(phone, toilet).getAttribute('data-kind'), { timeout: 15_000 }).toBe('wait');
    expect(await nearestToilet(phone)).toBe(String(toilet));

    const console = await ui.asAdmin();
    await console.goto('/console/demo/live-status');
    await console.getByTestId(`live-status-edit-${toilet}`).click();
    await console.getByTestId('live-status-state').getByText('关闭', { exact: true }).click();
    await console.getByTestId('live-status-save').click();
    await expect.poll(() => console.getByTestId(`live-status-card-${toilet}`).textContent(), { timeout: 10_000 }).toContain('关闭');

    const changedBy = Date.now() + WITHIN_POLL_MS;
    await expect.poll(() => badgeOf(phone, toilet).getAttribute('data-kind'), { timeout: WITHIN_POLL_MS, interval: 500 }).toBe('closed');
    expect(Date.now()).toBeLessThan(changedBy);
    const instead = await nearestToilet(phone);
    expect(instead).not.toBeNull();
    expect(instead).not.toBe(String(toilet));
    // The closed toilet's sheet points to the one open instead; a tap opens it.
    await phone.goto(`/home/draw-map?place=${toilet}#direct`);
    const line = phone.getByTestId('nearest-open-instead');
    await line.waitFor({ timeout: 15_000 });
    expect(await line.getAttribute('data-place-id')).toBe(instead);
    await line.click();
    await phone.waitForURL((url) => url.searchParams.get('place') === instead);
  }, 60_000);

  it('a device pushes a car park’s free spaces with a key issued in the console; an English visitor sees them', async () => {
    const carPark = await placeIdOf('东宫门停车场');
    const phone = await ui.openPhone(standingAt(116.2786, 39.999, 'en'));
    await phone.goto('/home/draw-map');
    await expect.poll(() => badgeOf(phone, carPark).getAttribute('data-kind'), { timeout: 30_000 }).toBe('spaces');

    const console = await ui.asAdmin();
    await console.goto('/console/demo/live-status');
    await console.getByTestId('device-key-name').fill('东门停车场闸机');
    await console.getByTestId('device-key-add').click();
    const secret = (await console.getByTestId('device-key-secret').textContent({ timeout: 10_000 }))?.trim() ?? '';
    expect(secret).toMatch(/^ylk_/);

    const ingest = await fetch(`${baseUrl}/api/device/live-status`, {
      method: 'POST',
      headers: { ...demo, 'content-type': 'application/json', 'x-device-key': secret },
      body: JSON.stringify({ readingId: `e2e-${randomUUID()}`, placeId: carPark, freeSpaces: 7 }),
    });
    expect(ingest.status).toBe(200);
    await expect.poll(() => badgeOf(phone, carPark).textContent(), { timeout: WITHIN_POLL_MS, interval: 500 }).toContain('7');
    // And the nearest open car park is that one, along the trails, in English.
    await phone.locator('[data-testid="nearest-open-kind"][data-kind="carPark"]').click();
    await expect.poll(() => phone.getByTestId('nearest-open-answer').getAttribute('data-place-id'), { timeout: 15_000 }).toBe(String(carPark));
    expect(await phone.getByTestId('nearest-open-walk').textContent()).toMatch(/min on foot/);
  }, 60_000);

  it('a crowd of phones in one place turns it crowded on the visitor’s map and raises the console’s alarm', async () => {
    const pavilion = await placeIdOf('知春亭');
    // The demo gives the Spring-Heralding Pavilion a capacity of 300: as many phones report being in it.
    const capacity = 300;
    for (let batch = 0; batch < capacity; batch += 25) {
      await Promise.all(
        Array.from({ length: 25 }, async () => {
          const response = await fetch(`${baseUrl}/api/h5/crowd-report`, { method: 'POST', headers: { ...demo, 'content-type': 'application/json' }, body: JSON.stringify({ session: randomUUID(), placeId: pavilion }) });
          expect(response.status).toBe(200);
        }),
      );
    }
    const console = await ui.asAdmin();
    await console.goto('/console/demo/live-status');
    const alarm = console.locator('[data-testid^="crowd-alarm-"]').filter({ hasText: '知春亭' });
    await alarm.first().waitFor({ timeout: 30_000 });

    const phone = await ui.openPhone();
    await phone.goto(`/home/draw-map?place=${pavilion}#direct`);
    await expect.poll(() => phone.getByTestId('place-crowd').getAttribute('data-level'), { timeout: WITHIN_POLL_MS }).toBe('crowded');
    await expect.poll(() => phone.locator('path.yl-crowd-heat-crowded').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  }, 60_000);
});
