/**
 * The operators' console in a test file: a desktop Chromium (1280×800) for the console and phones
 * for the visitor app, in one browser that starts before the file's tests and closes after them;
 * what a test opened is closed when it ends.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { contextsForTests, newPhone } from './browser.ts';

export interface ConsoleForTests {
  /** A desktop page, not logged in. */
  desktop(): Promise<Page>;
  /** Logs the platform administrator (made by `npm run console:admin`) in on the page, with `password`. */
  logIn(page: Page, password?: string): Promise<void>;
  /** A desktop page with the platform administrator logged in, on the console's first page. */
  asAdmin(): Promise<Page>;
  /** A page of a new phone; `options` change its language or give it a position. */
  openPhone(options?: BrowserContextOptions): Promise<Page>;
  /** A page of a new phone whose visitor logged in as a guest and is at `path`. */
  guestPhoneAt(path: string): Promise<Page>;
}

/** `extraArgs`: Chromium switches the file needs (software WebGL). */
export function consoleForTests(extraArgs: string[] = []): ConsoleForTests {
  const baseUrl = inject('baseUrl');
  const admin = inject('consoleAdmin');
  const open = contextsForTests(extraArgs);

  const desktop = async () => (await open((browser) => browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' }))).newPage();
  const logIn = async (page: Page, password = admin.password) => {
    await page.goto('/console/');
    await page.getByTestId('login-email').fill(admin.email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
  };
  const openPhone = async (options?: BrowserContextOptions) => (await open((browser) => newPhone(browser, baseUrl, undefined, options))).newPage();
  return {
    desktop,
    logIn,
    async asAdmin() {
      const page = await desktop();
      await logIn(page);
      await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
      return page;
    },
    openPhone,
    async guestPhoneAt(path) {
      const page = await openPhone();
      await page.goto(`/wxLogin?redirect=${encodeURIComponent(path)}`);
      await page.getByTestId('login-guest').click();
      await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
      return page;
    },
  };
}
