/**
 * The console's rough edges a day's work found (issue 29), in a laptop's window (1280×800): page
 * switches named, the place type as the choice it means, a place kept on the map, survey questions
 * required by default and pages opened at their top, the product's and the area's name. Each test
 * leaves a screenshot in the temporary folder (`youlan-console-*.png`) to look at.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleForTests } from './console.ts';

const { asAdmin } = consoleForTests();
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `youlan-console-${name}.png`) });

describe('console details (issue 29)', () => {
  it('names each page of the visitor app in the page switches, its path beside it, in both languages', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/routes');
    const course = page.getByTestId('route-name-/boost/course');
    await course.waitFor({ timeout: 15_000 });
    expect(await course.textContent()).toBe('拍摄教程 /boost/course');
    expect(await page.getByTestId('route-name-/home/draw-map/notice/index').textContent()).toBe('景区公告 /home/draw-map/notice/index');
    // No page is left to its bare path.
    const names = await page.locator('[data-testid^="route-name-"]').allTextContents();
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(name).toMatch(/^[^/]+ \//);
    await screenshot(page, 'routes-zh');

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => course.textContent()).toBe('Shooting guide /boost/course');
    await screenshot(page, 'routes-en');
    await page.getByRole('button', { name: '中文' }).click();
  });

  it("offers the place type as where the place shows under the visitors' filters, and keeps the place on the map", async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/places');
    await page.getByTestId('place-new').click();
    const editor = page.getByTestId('place-editor');
    await editor.waitFor({ timeout: 15_000 });
    expect(await editor.textContent()).not.toContain('类型编号');
    const listing = page.getByTestId('place-listing');
    const chosen = listing.locator('.ant-select-selection-item');
    expect(await chosen.textContent()).toBe('只在自己的分类下');
    await listing.click();
    await page.locator('.ant-select-item-option', { hasText: '所有分类下都显示' }).click();
    expect(await chosen.textContent()).toBe('所有分类下都显示');

    // Dragged within the picture, the place moves; dropped beside it, it goes back with a message.
    const longitude = page.getByTestId('place-longitude');
    const marker = page.locator('.yc-place-draft');
    await page.locator('.yc-place-map').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const map = (await page.locator('.yc-place-map').boundingBox())!;
    const drag = async (toX: number, toY: number) => {
      const at = (await marker.boundingBox())!;
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      await page.mouse.move(at.x + 20, at.y + 20, { steps: 5 });
      await page.mouse.move(toX, toY, { steps: 10 });
      await page.mouse.up();
    };
    const start = await longitude.inputValue();
    await drag(map.x + map.width / 2 + 40, map.y + map.height / 2);
    await expect.poll(() => longitude.inputValue()).not.toBe(start);
    const moved = await longitude.inputValue();
    const markerAt = (await marker.boundingBox())!;

    await drag(map.x + map.width / 2, map.y + map.height + 80);
    await page.locator('.ant-message', { hasText: '导览图外不在景区范围内，景点不能放在那里' }).waitFor();
    expect(await longitude.inputValue()).toBe(moved);
    const back = (await marker.boundingBox())!;
    expect(Math.abs(back.y - markerAt.y)).toBeLessThan(2);
    await screenshot(page, 'place-editor');

    // A typed position beside the map is refused before it is sent.
    await page.getByTestId('place-latitude').fill('10');
    await page.getByTestId('place-name').fill('图外的景点');
    await page.getByTestId('place-save').click();
    await editor.getByText('导览图范围外', { exact: false }).waitFor();
  });

  it('makes new survey questions required, and opens the next page at its top after a long survey', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/surveys/new');
    await page.getByTestId('survey-question-0').waitFor({ timeout: 15_000 });
    const required = (index: number) => page.getByTestId(`survey-question-${index}`).getByRole('switch').getAttribute('aria-checked');
    expect(await required(0)).toBe('true');
    for (let i = 0; i < 12; i += 1) await page.getByTestId('survey-add-text').click();
    expect(await required(12)).toBe('true');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await screenshot(page, 'survey-builder');
    await page.getByRole('button', { name: '取消' }).last().click();
    await page.getByTestId('surveys-page').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'surveys');
  });

  it("names the product and the area at the console's top and in the browser's tab", async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/opinions');
    const brand = page.getByTestId('console-brand');
    await expect.poll(() => brand.textContent()).toBe('游兰颐和园（演示）');
    expect(await page.title()).toBe('颐和园（演示） · 游兰运营后台');
    expect(await page.locator('body').textContent()).not.toContain('游览运营后台');
    await screenshot(page, 'brand');
  });
});
