/**
 * The console's weather and sharing pages in a desktop Chromium against the server `npm start`
 * runs: the platform administrator changes today's weather in the demo area, and a phone opening
 * the map shows it at once; gives the share card a title and a picture, which the visitor app's
 * configuration then carries. Each test puts the demo area back as the other browser tests expect it.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '@youlan/contract/runtime';
import { consoleForTests } from './console.ts';

const { asAdmin, openPhone } = consoleForTests();

const savedWeather = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/weather') && response.request().method() === 'PUT');

describe('console: the weather and the share card', () => {
  it("changes today's weather; a phone opening the map shows it at once", async () => {
    // A first phone sees the weather as it was (and the server keeps that answer for a while).
    const first = await openPhone();
    await first.goto('/home/draw-map');
    await first.getByTestId('weather-today').waitFor({ timeout: 20_000 });
    expect(await first.getByTestId('weather-today').textContent()).not.toContain('小雪');

    const page = await asAdmin();
    await page.goto('/console/demo/weather');
    // The demo area's days are dated from the day it was loaded: the first row is today.
    const today = page.getByTestId('weather-day').first();
    await today.waitFor({ timeout: 15_000 });
    const original = {
      word: await today.getByTestId('weather-day-word').inputValue(),
      temp: await today.getByTestId('weather-day-temp').inputValue(),
    };
    await today.getByTestId('weather-day-word').fill('小雪');
    await today.getByTestId('weather-day-temp').fill('-3');
    // The word picks the map's weather picture, and the page says which.
    expect(await today.locator('.ant-tag').textContent()).toBe('雪');
    const saved = savedWeather(page);
    await page.getByTestId('weather-save').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { days: { dayWeather: string }[] } }).data.days[0]!.dayWeather).toBe('小雪');

    const phone = await openPhone();
    await phone.goto('/home/draw-map');
    const chip = phone.getByTestId('weather-today');
    await expect.poll(() => chip.textContent(), { timeout: 20_000 }).toContain('小雪');
    expect(await chip.textContent()).toContain('-3°');

    // Put the demo area back as the other browser tests expect it.
    await today.getByTestId('weather-day-word').fill(original.word);
    await today.getByTestId('weather-day-temp').fill(original.temp);
    const restored = savedWeather(page);
    await page.getByTestId('weather-save').click();
    expect((await restored).status()).toBe(200);
  });

  it('gives the share card a title and an uploaded picture; the visitor app gets them at once', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/settings');
    const title = page.getByTestId('settings-share-title');
    await title.waitFor({ timeout: 15_000 });
    const original = await title.inputValue();
    const config = async () =>
      ((await (await page.request.get('/api/config/h5', { headers: { [TENANT_HEADER]: 'demo' } })).json()) as { data: { share: { title: string; imageKey: string | null } } }).data.share;
    expect((await config()).title).toBe(original);

    await title.fill('来颐和园，听它讲故事');
    await page
      .locator('.ant-upload', { has: page.getByTestId('settings-share-picture-upload') })
      .locator('input[type=file]')
      .setInputFiles(join(import.meta.dirname, '../apps/server/seed/media/places/xidi.jpg'));
    await page.getByTestId('settings-share-picture-preview').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('settings-share-preview').textContent()).toContain('来颐和园，听它讲故事');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/settings') && response.request().method() === 'PATCH');
    await page.getByTestId('settings-save').click();
    expect((await saved).status()).toBe(200);
    const share = await config();
    expect(share).toMatchObject({ title: '来颐和园，听它讲故事', imageKey: expect.stringMatching(/^area\/share\/.+\.jpg$/) });

    // Put the demo area back as the other browser tests expect it.
    await page.getByTestId('settings-share-title').fill(original);
    await page.getByTestId('settings-share-picture').getByRole('button', { name: '移除' }).click();
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/settings') && response.request().method() === 'PATCH');
    await page.getByTestId('settings-save').click();
    expect((await restored).status()).toBe(200);
    expect(await config()).toMatchObject({ title: original, imageKey: null });
  });
});
