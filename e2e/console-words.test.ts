/**
 * The search screen's words and the articles' covers, set in the operators' console (desktop
 * Chromium) and met by visitors on a phone: a hot word translated into English on the translation
 * page, which a visitor reading English sees;
 * a blocked word that takes a popular query off the search screen; an article's cover in the list.
 * Each test puts the demo area back as the other browser tests expect it.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '@youlan/contract/runtime';
import type { TranslationText } from '@youlan/contract/console';
import { consoleForTests } from './console.ts';
import { POPULAR_QUERY_MIN_SEARCHERS } from '../apps/server/src/features/search/search.service.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/by-the-water.jpg', import.meta.url));
const { asAdmin, openPhone } = consoleForTests();

async function phone(locale: 'zh-CN' | 'en' = 'zh-CN'): Promise<Page> {
  const page = await openPhone();
  if (locale === 'en') await page.addInitScript(() => localStorage.setItem('youlan.locale', 'en'));
  return page;
}

interface HotWords {
  words: string[];
}

/** Opens the hot-words page and answers the words it loaded. */
async function openHotWords(page: Page): Promise<HotWords> {
  const loaded = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/hot-words') && response.request().method() === 'GET');
  await page.goto('/console/demo/hot-words');
  return ((await (await loaded).json()) as { data: HotWords }).data;
}

async function saveHotWords(page: Page): Promise<HotWords> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/hot-words') && response.request().method() === 'PUT');
  await page.getByTestId('hot-words-save').click();
  const response = await saved;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: HotWords }).data;
}

/** Types the words back in the console, as an operator would. */
async function restoreHotWords(page: Page, original: HotWords): Promise<void> {
  const current = await openHotWords(page);
  const input = page.getByTestId('hot-words').locator('input');
  for (const word of original.words) {
    if (current.words.includes(word)) continue;
    await input.fill(word);
    await input.press('Enter');
  }
  expect(await saveHotWords(page)).toEqual(original);
}

/** The visitor's search screen's hot words, as shown (a fresh load asks the server again). */
async function shownHotWords(visitor: Page): Promise<string[]> {
  // From elsewhere: a goto to the same address with a hash would not load the page again.
  await visitor.goto('about:blank');
  const answered = visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/searchWord');
  await visitor.goto('/search/index#direct');
  const { list } = ((await (await answered).json()) as { data: { list: unknown[] } }).data;
  await visitor.getByTestId('search-input').waitFor({ timeout: 15_000 });
  if (list.length === 0) return [];
  const chips = visitor.getByTestId('search-hot-words').getByTestId('search-chip');
  await expect.poll(() => chips.count()).toBe(list.length);
  return chips.allTextContents();
}

/** Three visitors, each logged in as a guest, search for the query: it becomes one of the most searched. */
/** Searched by as many guests as make a query popular (POPULAR_QUERY_MIN_SEARCHERS). */
async function searchedByEnough(request: APIRequestContext, q: string): Promise<void> {
  for (let i = 0; i < POPULAR_QUERY_MIN_SEARCHERS; i++) {
    const login = await request.post('/api/visitor/login/h5', { headers: { [TENANT_HEADER]: 'demo' }, data: { deviceId: randomBytes(16).toString('hex') } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const found = await request.get(`/api/search?q=${encodeURIComponent(q)}`, { headers: { [TENANT_HEADER]: 'demo', authorization: `Bearer ${token}` } });
    expect(((await found.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
  }
}

describe('console: search words and article covers', () => {
  it('translates a hot word on the translation page; a visitor reading English sees it on the search screen at once', async () => {
    const page = await asAdmin();
    const original = await openHotWords(page);
    const [first] = original.words;
    expect(first).toBeTruthy();
    const hotWords = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/console/areas/demo/translations' && response.request().method() === 'GET');
    await page.goto('/console/demo/translation/en?subject=hotWord');
    const { items } = ((await (await hotWords).json()) as { data: { items: TranslationText[] } }).data;
    const text = items.find((item) => item.source === first)!;
    expect(text).toBeTruthy();
    const card = page.getByTestId(`text-${text.key}`);
    const english = `Incense Tower ${Date.now() % 10_000}`;
    await card.getByTestId('translation-input').fill(english);
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/console/areas/demo/translations' && response.request().method() === 'PUT');
    await card.getByTestId('translation-save').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: TranslationText }).data).toMatchObject({ key: text.key, translation: english, state: 'done' });
    await expect.poll(() => card.getByTestId('text-state').textContent()).toBe('已完成');

    const visitor = await phone('en');
    expect(await shownHotWords(visitor)).toContain(english);
    // Chinese visitors still see the Chinese word.
    expect(await shownHotWords(await phone())).toContain(first);

    // Put the demo area's English back (or none, as it was).
    const restored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/console/areas/demo/translations' && response.request().method() === 'PUT');
    if (text.translation === null) {
      await card.getByTestId('translation-remove').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
    } else {
      await card.getByTestId('translation-input').fill(text.translation);
      await card.getByTestId('translation-save').click();
    }
    expect((await restored).status()).toBe(200);
  });

  it('blocks a word: the popular query containing it leaves the visitors’ search screen at once, and comes back when unblocked', async () => {
    const page = await asAdmin();
    const original = await openHotWords(page);
    const visitor = await phone();
    await searchedByEnough(visitor.request, '长廊');
    // Without the operator's hot words, the search screen shows the most searched queries.
    const remove = page.getByTestId('hot-words').locator('.ant-select-selection-item-remove');
    while ((await remove.count()) > 0) await remove.first().click();
    expect((await saveHotWords(page)).words).toEqual([]);
    expect(await shownHotWords(visitor)).toContain('长廊');

    await page.getByTestId('blocked-word-input').fill('长廊');
    const added = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/blocked-words') && response.request().method() === 'POST');
    await page.getByTestId('blocked-word-add').click();
    expect((await added).status()).toBe(200);
    await page.getByTestId('blocked-word-长廊').waitFor();
    expect(await shownHotWords(visitor)).not.toContain('长廊');
    // Blocking keeps a query off the screen; searching for it still answers.
    await visitor.goto(`/search/result?q=${encodeURIComponent('长廊')}#direct`);
    await visitor.getByTestId('search-hit').first().waitFor({ timeout: 15_000 });

    // Put the demo area back as the other browser tests expect it.
    await page.getByTestId('blocked-word-长廊').locator('.ant-tag-close-icon').click();
    const removed = page.waitForResponse((response) => /\/api\/console\/areas\/demo\/blocked-words\/\d+$/.test(response.url()) && response.request().method() === 'DELETE');
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    expect((await removed).status()).toBe(200);
    await page.getByTestId('blocked-word-长廊').waitFor({ state: 'detached' });
    expect(await shownHotWords(visitor)).toContain('长廊');
    await restoreHotWords(page, original);
  });

  it('gives an article a cover uploaded in the editor; the visitor sees it in the article list', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/articles');
    await page.getByTestId('article-new').click();
    const title = `湖边的清晨 ${Date.now()}`;
    await page.getByTestId('article-title').fill(title);
    await page.getByTestId('article-html-mode-html').click();
    await page.getByTestId('article-html').fill('<p>清晨的昆明湖边，薄雾未散。</p>');
    await page.getByTestId('article-pinned').click();
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/console/areas/demo/pictures?use=articleCover'));
    await page.getByTestId('article-cover').locator('input[type=file]').setInputFiles(PHOTO);
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId('article-cover-preview').waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/articles') && response.request().method() === 'POST');
    await page.getByTestId('article-save').click();
    const created = ((await (await saved).json()) as { data: { id: number; coverImageKey: string | null } }).data;
    const cover = created.coverImageKey ?? '';
    expect(cover).toMatch(/^articles\/covers\/[\w-]+\.jpg$/);
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor();

    const visitor = await phone();
    await visitor.goto('/article#direct');
    const item = visitor.getByTestId('article-item').first();
    await item.filter({ hasText: title }).waitFor({ timeout: 15_000 });
    const picture = item.locator('img');
    await picture.waitFor();
    // Chromium shows WebP, so the visitor is given the WebP the console stored beside the JPEG.
    expect(await picture.getAttribute('src')).toContain(cover.replace(/\.jpg$/, '.webp'));
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Put the demo area back as the other browser tests expect it.
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await row.waitFor({ state: 'detached' });
  });
});
