/**
 * Tours in the operators' console (issue 31), desktop Chromium: a tour built from places, its
 * stops reordered, saved and measured; a place's and the tour's signposts downloaded as PDF and
 * their QR codes decoded to the signpost URL of each place. The tour is deleted at the end, so the
 * demo area stays as the other browser tests expect it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signpostPath } from '@youlan/contract/runtime';
import type { ConsoleTour } from '@youlan/contract/console';
import { readSignposts } from '../apps/server/src/test/pdf-qr.ts';
import { consoleForTests } from './console.ts';

const { asAdmin } = consoleForTests();

async function pick(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

/** The PDF behind a download link, fetched with the page's session, and its sheets' QR codes. */
async function signposts(page: Page, testId: string) {
  const href = await page.getByTestId(testId).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return readSignposts(await response.body());
}

describe('console tours (issue 31)', () => {
  it('builds a tour, reorders its stops, and downloads its signposts and a place’s, whose QR codes open each place', async () => {
    const page = await asAdmin();
    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/tours') && response.request().method() === 'GET');
    await page.goto('/console/demo/tours');
    const { places } = ((await (await loaded).json()) as { data: { places: Array<{ id: number; name: string }> } }).data;
    const byName = new Map(places.map((place) => [place.name, place.id]));
    const origin = new URL(page.url()).origin;

    await page.getByTestId('tour-new').click();
    await page.getByTestId('tour-title').fill('雨天长廊游');
    for (const name of ['长廊', '排云殿', '石舫']) await pick(page, 'tour-add-stop', name);
    // 石舫 up to second: 长廊, 石舫, 排云殿.
    await page.getByTestId('tour-stop-up-2').click();
    await expect.poll(() => page.getByTestId('tour-stops').textContent()).toMatch(/1\. 长廊.*2\. 石舫.*3\. 排云殿/);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/tours') && response.request().method() === 'POST');
    await page.getByTestId('tour-save').click();
    const made = ((await (await saved).json()) as { data: ConsoleTour }).data;
    expect(made.placeIds).toEqual(['长廊', '石舫', '排云殿'].map((name) => byName.get(name)));
    expect(made.distanceMeters).toBeGreaterThan(0);

    // The tour's signposts: a sheet per stop, in its order, each code opening its place and playing.
    await page.getByTestId(`signpost-tour-${made.id}-a4`).waitFor();
    const sheets = await signposts(page, `signpost-tour-${made.id}-a4`);
    expect(sheets.map((sheet) => sheet.qr)).toEqual(made.placeIds.map((id) => `${origin}${signpostPath(id)}`));
    expect(sheets[0]!.width).toBeCloseTo(595.28, 1);

    // One place's, on A6.
    await pick(page, 'signpost-place', '佛香阁');
    const single = await signposts(page, 'signpost-place-pdf-a6');
    expect(single).toEqual([{ qr: `${origin}${signpostPath(byName.get('佛香阁')!)}`, width: expect.closeTo(297.64, 1), height: expect.closeTo(419.53, 1) }]);
    await page.screenshot({ path: join(tmpdir(), 'youlan-console-tours.png') });

    await page.getByTestId(`tour-delete-${made.id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId(`signpost-tour-${made.id}-a4`).count(), { timeout: 10_000 }).toBe(0);
  });
});
