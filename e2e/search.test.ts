/**
 * Search, notices and articles in a phone-sized Chromium against `npm start` with the demo area:
 * pinyin initials find the place, hot words and history, type tabs, bad queries, and the notice
 * list leading to a notice's detail with its view counted.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonesForTests, recordApiCalls } from './browser.ts';

let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests();

/** `#direct` enters a screen straight away (docs/routes.md) instead of starting at home. */
async function open(path: string): Promise<Page> {
  context = await openPhone();
  page = await context.newPage();
  await page.goto(`${path}#direct`);
  return page;
}

const pathOf = (p: Page) => {
  const url = new URL(p.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
};

describe('search', () => {
  it('finds 十七孔桥 by its pinyin initials and opens it on the map', async () => {
    await open('/search/index');
    await page.getByTestId('search-input').fill('sqkq');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/result');
    expect(pathOf(page)).toBe('/search/result?q=sqkq');
    const first = page.getByTestId('search-hit').first();
    await first.waitFor();
    expect(await first.getAttribute('data-type')).toBe('place');
    expect(await first.getByTestId('search-hit-title').textContent()).toBe('十七孔桥');
    expect(await first.locator('mark').first().textContent()).toBe('十七孔桥');
    await first.click();
    await page.waitForURL((url) => url.pathname === '/home/draw-map');
    expect(new URL(page.url()).searchParams.get('place')).toMatch(/^\d+$/);
  });

  it('offers hot words and remembers searches on the phone, newest first, until cleared', async () => {
    await open('/search/index');
    const hot = page.getByTestId('search-hot-words');
    await hot.getByText('佛香阁', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search/result');
    await page.getByTestId('search-hit').first().waitFor();
    await page.goBack();
    await page.getByTestId('search-input').fill('fxg');
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-hit').first().waitFor();
    expect(await page.getByTestId('search-hit').first().getByTestId('search-hit-title').textContent()).toBe('佛香阁');
    await page.goBack();
    const history = page.getByTestId('search-history');
    await expect.poll(() => history.getByTestId('search-chip').allTextContents()).toEqual(['fxg', '佛香阁']);
    // A new page load (first navigation runs again) still has the history: it is on the phone.
    await page.goto('/search/index#direct');
    await expect.poll(() => page.getByTestId('search-history').getByTestId('search-chip').allTextContents()).toEqual(['fxg', '佛香阁']);
    await page.getByTestId('search-history-clear').click();
    await expect.poll(() => page.getByTestId('search-history').count()).toBe(0);
  });

  it('shows type tabs with counts and filters by them', async () => {
    await open('/search/result?q=%E5%8D%81%E4%B8%83%E5%AD%94%E6%A1%A5');
    const tabs = page.getByTestId('search-tabs');
    await tabs.waitFor();
    expect(await tabs.locator('button').count()).toBe(4);
    await page.getByTestId('search-tab-article').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'article');
    await expect.poll(async () => new Set(await page.getByTestId('search-hit').evaluateAll((els) => els.map((el) => el.getAttribute('data-type'))))).toEqual(new Set(['article']));
    await page.getByTestId('search-hit').first().click();
    await page.waitForURL((url) => url.pathname === '/article');
    await page.getByTestId('article-content').waitFor();
  });

  it('answers a query with SQL and HTML characters as text, with an empty state', async () => {
    await open('/search/index');
    const calls = recordApiCalls(context);
    await page.getByTestId('search-input').fill("<img src=x onerror=alert(1)>' OR 1=1 --");
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-empty').waitFor();
    expect(await page.getByTestId('search-empty').textContent()).toContain("<img src=x onerror=alert(1)>' OR 1=1 --");
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    const search = calls.find((request) => new URL(request.url()).pathname === '/api/search');
    expect((await search?.response())?.status()).toBe(200);
  });
});

describe('notices', () => {
  it('lists notices pinned first and opens one, counting the view', async () => {
    await open('/home/draw-map/notice');
    await page.waitForURL((url) => url.pathname === '/home/draw-map/notice/index');
    const items = page.getByTestId('notice-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(3);
    expect(await items.first().getByTestId('notice-pinned').count()).toBe(1);
    const calls = recordApiCalls(context);
    await items.nth(1).click();
    await page.waitForURL((url) => /^\/home\/draw-map\/notice\/info\/\d+$/.test(url.pathname));
    await page.getByTestId('notice-content').waitFor();
    expect(await page.getByTestId('notice-title').textContent()).toContain('十七孔桥');
    await expect.poll(() => calls.filter((request) => new URL(request.url()).pathname === '/api/notice/click').length).toBe(1);
  });

  it('says so for a notice that does not exist', async () => {
    await open('/home/draw-map/notice/info/99999999');
    await page.getByText('这条公告不存在或已撤下').waitFor();
  });
});
