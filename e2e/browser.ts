/** A phone in Debian's Chromium: 375 px wide, touch, a mobile user agent, geolocation allowed. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const IOS_13_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1';

/** `extraArgs`: switches a test needs beyond the common ones (a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required', ...extraArgs],
  });
}

/** `options`: what a test changes of the phone (its language, a position it reports). */
export function newPhone(browser: Browser, baseURL: string, userAgent = ANDROID_UA, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent, locale: 'zh-CN', ...options });
}

/**
 * The browser of one test file: Chromium starts before the file's tests (with `extraArgs`) and
 * closes after them; every context a test opened through the returned function (which makes it
 * in that browser) is closed when that test ends.
 */
export function contextsForTests(extraArgs: string[] = []): (make: (browser: Browser) => Promise<BrowserContext>) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  let opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(opened.map((context) => context.close()));
    opened = [];
  });
  return async (make) => {
    if (!browser) throw new Error('contexts open inside tests, after the browser started');
    const context = await make(browser);
    opened.push(context);
    return context;
  };
}

/** The phones of one test file, in its browser (`contextsForTests`). */
export function phonesForTests(extraArgs: string[] = []): (userAgent?: string) => Promise<BrowserContext> {
  const baseUrl = inject('baseUrl');
  const open = contextsForTests(extraArgs);
  return (userAgent) => open((browser) => newPhone(browser, baseUrl, userAgent));
}

/** Every request to the API the page makes, for asserting headers and bodies. */
export function recordApiCalls(context: BrowserContext): Request[] {
  const calls: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

/**
 * Serves documents without their start data (docs/instant-open.md), so the first navigation makes
 * its calls: the path a document without start data takes, and where tests change those answers.
 */
export async function withoutStartData(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !/^\/(api|assets|media)\//.test(url.pathname) && url.pathname !== '/sw.js',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="start-data">[^<]*<\/script>/, '');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body, headers });
    },
  );
}
