/**
 * The operators' console in a desktop Chromium (1280×800) against the server `npm start` runs: the
 * platform administrator (made by `npm run console:admin`) logs in, answers a visitor's opinion,
 * and the visitor finds the answer under "My feedback" on their phone; adds a place by clicking
 * the map, with its audio guide, and a visitor opens it at once.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENANT_HEADER } from '@youlan/contract/runtime';
import { launchBrowser, newPhone } from './browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('consoleAdmin');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function desktop(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, password = admin.password): Promise<void> {
  await page.goto('/console/');
  await page.getByTestId('login-email').fill(admin.email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('operator console (/console)', () => {
  it('refuses a wrong password with a message, and keeps the visitor app out of the console', async () => {
    const page = await desktop();
    await logIn(page, 'not the password');
    await expect.poll(() => page.getByTestId('login-problem').textContent()).toBe('邮箱或密码错误');
    // Nothing of the console answers without its session.
    const response = await page.request.get('/api/console/areas/demo/opinions');
    expect(response.status()).toBe(401);
  });

  it("answers a visitor's opinion, and the visitor sees the answer in the app", async () => {
    const phoneContext = await newPhone(browser, baseUrl);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await phone.goto('/wxLogin?redirect=%2Fopinion');
    await phone.getByTestId('login-guest').click();
    await phone.waitForURL((url) => url.pathname === '/opinion', { timeout: 15_000 });
    const text = `东门停车场指示牌不清楚 ${Date.now()}`;
    await phone.getByTestId('opinion-category-suggestion').click();
    await phone.getByTestId('opinion-text').fill(text);
    await phone.getByTestId('opinion-submit').click();
    await phone.getByTestId('opinion-sent').waitFor();

    const page = await desktop();
    await logIn(page);
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    // The platform administrator sees every area (the browser tests load a photo-studio area too):
    // the phone wrote to the demo area.
    await page.goto('/console/demo/opinions');
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    const row = page.locator('.ant-table-row', { hasText: text });
    await row.waitFor();
    expect(await row.textContent()).toContain('待回复');
    await row.locator('[data-testid^="reply-"]').click();
    await page.getByTestId('reply-text').fill('感谢建议，指示牌本周内更换。');
    await page.getByTestId('reply-send').click();
    await row.getByTestId('opinion-reply').waitFor();
    expect(await row.textContent()).toContain('已回复');

    // The audit log shows the reply with the operator.
    await page.getByTestId('nav-audit').click();
    await page.getByTestId('audit-page').waitFor();
    await expect.poll(() => page.locator('.ant-table-row').first().textContent()).toContain('opinion.reply');

    // #direct: a first load of /opinion would otherwise go home (the spec's first navigation).
    await phone.goto('/opinion?tab=mine#direct');
    const mine = phone.getByTestId('my-opinion').filter({ hasText: text });
    await mine.getByTestId('my-opinion-reply').waitFor({ timeout: 15_000 });
    expect(await mine.getByTestId('my-opinion-reply').textContent()).toContain('感谢建议，指示牌本周内更换。');
    expect(await mine.getByTestId('my-opinion-status').textContent()).toBe('已回复');
  });

  it('logs out everywhere: another browser of the same operator is sent back to log in', async () => {
    const first = await desktop();
    await logIn(first);
    await first.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    const second = await desktop();
    await logIn(second);
    await second.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    await second.getByTestId('operator-menu').hover();
    await second.getByText('退出所有设备').click();
    await second.getByTestId('login-email').waitFor();
    await first.reload();
    await first.getByTestId('login-email').waitFor({ timeout: 15_000 });
  });

  it('adds a place by clicking the map, with its audio guide and both languages; a visitor opens it at once; deleting removes it', async () => {
    const page = await desktop();
    await logIn(page);
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    await page.goto('/console/demo/places');
    await page.locator('.yc-place-map .leaflet-image-layer').waitFor({ timeout: 15_000 });
    await page.getByTestId('place-new').click();
    await page.getByTestId('place-editor').waitFor();
    const longitude = page.getByTestId('place-longitude');
    const before = await longitude.inputValue();
    // A click on the map picture puts the place there.
    // The picture takes no pointer events itself (Leaflet's map does): click where it is drawn.
    const picture = (await page.locator('.yc-place-map .leaflet-image-layer').boundingBox())!;
    await page.mouse.click(picture.x + picture.width * 0.2, picture.y + picture.height * 0.8);
    await expect.poll(() => longitude.inputValue()).not.toBe(before);
    const name = `测试亭 ${Date.now()}`;
    await page.getByTestId('place-name').fill(name);
    await page.getByTestId('place-name-en').fill('Test Pavilion');
    await page.getByTestId('place-range').fill('60');
    await page.locator('input[type=file]').setInputFiles(join(import.meta.dirname, '../apps/server/seed/media/audio/xidi.mp3'));
    // The server measured it: 13.5 s.
    expect(await page.getByTestId('place-audio-duration').textContent({ timeout: 15_000 })).toContain('0:13');
    // Audio needs its transcript: saving without one is stopped in the form.
    await page.getByTestId('place-save').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('place-transcript').fill('这是一座测试用的亭子。');
    const picked = Number(await longitude.inputValue());
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/places') && response.request().method() === 'POST');
    await page.getByTestId('place-save').click();
    const created = ((await (await saved).json()) as { data: { id: number; audioKey: string; longitude: number } }).data;
    expect(created.audioKey).toMatch(/^audio\/.+\.mp3$/);
    expect(created.longitude).toBeCloseTo(picked, 6);
    await page.locator('.ant-table-row', { hasText: name }).waitFor();

    const phoneContext = await newPhone(browser, baseUrl);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await phone.goto(`/home/draw-map?place=${created.id}#direct`);
    await phone.getByTestId('place-sheet').waitFor({ timeout: 15_000 });
    expect(await phone.getByTestId('place-sheet-name').textContent()).toBe(name);

    await page.getByTestId(`place-delete-${created.id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.locator('.ant-table-row', { hasText: name }).waitFor({ state: 'detached' });
    expect((await phone.request.get(`/api/h5/place/${created.id}`, { headers: { [TENANT_HEADER]: 'demo' } })).status()).toBe(404);
  });

  it("sets the search screen's hot words and switches a page off; the visitor's phone follows at once", async () => {
    const page = await desktop();
    await logIn(page);
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    await page.goto('/console/demo/hot-words');
    const words = page.getByTestId('hot-words');
    await words.waitFor({ timeout: 15_000 });
    await words.locator('input').fill('测试热词');
    await words.locator('input').press('Enter');
    const savedWords = page.waitForResponse((response) => response.url().endsWith('/hot-words') && response.request().method() === 'PUT');
    await page.getByTestId('hot-words-save').click();
    expect((await savedWords).status()).toBe(200);

    await page.goto('/console/demo/routes');
    const courseSwitch = page.getByTestId('route-switch-/boost/course');
    await courseSwitch.waitFor({ timeout: 15_000 });
    expect(await courseSwitch.getAttribute('aria-checked')).toBe('true');
    await courseSwitch.click();
    await expect.poll(() => courseSwitch.getAttribute('aria-checked')).toBe('false');

    const phoneContext = await newPhone(browser, baseUrl);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await phone.goto('/search/index#direct');
    await phone.getByTestId('search-hot-words').getByText('测试热词', { exact: true }).waitFor({ timeout: 15_000 });
    await phone.goto('/boost/course#direct');
    expect(await phone.getByTestId('link-error-path').textContent({ timeout: 15_000 })).toBe('/boost/course');

    // Put the demo area back as the other browser tests expect it.
    await courseSwitch.click();
    await expect.poll(() => courseSwitch.getAttribute('aria-checked')).toBe('true');
    await page.goto('/console/demo/hot-words');
    await page.locator('.ant-select-selection-item[title="测试热词"] .ant-select-selection-item-remove').click();
    const restored = page.waitForResponse((response) => response.url().endsWith('/hot-words') && response.request().method() === 'PUT');
    await page.getByTestId('hot-words-save').click();
    expect(((await (await restored).json()) as { data: { words: string[] } }).data.words).not.toContain('测试热词');
  });

  it('changes the business page; the visitor reads the new text at once', async () => {
    const page = await desktop();
    await logIn(page);
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    await page.goto('/console/demo/pages');
    const intro = page.getByTestId('pages-business-intro');
    await intro.waitFor({ timeout: 15_000 });
    const original = await intro.inputValue();
    const text = `欢迎研学团队预约 ${Date.now()}`;
    await intro.fill(text);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/pages') && response.request().method() === 'PATCH');
    await page.getByTestId('pages-save').click();
    expect((await saved).status()).toBe(200);

    const phoneContext = await newPhone(browser, baseUrl);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await phone.goto('/business');
    expect(await phone.getByTestId('business-intro').textContent({ timeout: 15_000 })).toContain(text);

    // Put the demo area back as the other browser tests expect it.
    await intro.fill(original);
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/pages') && response.request().method() === 'PATCH');
    await page.getByTestId('pages-save').click();
    expect((await restored).status()).toBe(200);
  });

  it('writes a pinned article with sanitized HTML; the visitor reads it at once', async () => {
    const page = await desktop();
    await logIn(page);
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    await page.goto('/console/demo/articles');
    await page.getByTestId('article-new').click();
    const title = `长廊彩画 ${Date.now()}`;
    await page.getByTestId('article-title').fill(title);
    await page.getByTestId('article-html').fill('<p>长廊有一万四千余幅彩画。<img src="x" onerror="alert(1)"></p>');
    await page.getByTestId('article-pinned').click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/articles') && response.request().method() === 'POST');
    await page.getByTestId('article-save').click();
    const created = ((await (await saved).json()) as { data: { id: number; contentHtml: string; isPinned: boolean } }).data;
    expect(created).toMatchObject({ isPinned: true, contentHtml: '<p>长廊有一万四千余幅彩画。<img src="x" /></p>' });
    await page.locator('.ant-table-row').first().filter({ hasText: title }).waitFor();

    const phoneContext = await newPhone(browser, baseUrl);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await phone.goto(`/article?id=${created.id}#direct`);
    expect(await phone.getByTestId('article-content').textContent({ timeout: 15_000 })).toContain('长廊有一万四千余幅彩画。');

    // Put the demo area back as the other browser tests expect it.
    await page.locator('.ant-table-row', { hasText: title }).getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.locator('.ant-table-row', { hasText: title }).waitFor({ state: 'detached' });
  });
});
