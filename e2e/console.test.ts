/**
 * The operators' console in a desktop Chromium (1280×800) against the server `npm start` runs: the
 * platform administrator (made by `npm run console:admin`) logs in, answers a visitor's opinion,
 * and the visitor finds the answer under "My feedback" on their phone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
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
});
