/**
 * The app shell in a phone-sized Chromium against the server started by `npm start`: the route
 * table and first navigation, the login guard, token capture, start-up failure, the headers of
 * every call, the page-view beacon and chunk-load recovery.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { IOS_13_UA, phonesForTests, recordApiCalls, withoutStartData } from './browser.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
const openPhone = phonesForTests();

async function open(path: string, userAgent?: string): Promise<Page> {
  context = await openPhone(userAgent);
  page = await context.newPage();
  await page.goto(path);
  return page;
}

const pathOf = (p: Page) => {
  const url = new URL(p.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
const waitForPath = (p: Page, path: string) => p.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === path, { timeout: 15_000 });

describe('first navigation (spec section 4)', () => {
  it('sends / to the map, shows the area from the server and sets title and root font size', async () => {
    await open('/');
    await waitForPath(page, '/home/draw-map');
    await expect.poll(() => page.getByTestId('area-title').textContent()).toBe('颐和园导览');
    await expect.poll(() => page.getByTestId('place-item').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(20);
    expect(await page.title()).toContain('颐和园导览');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  });

  it('enters redirectable routes directly and sends other first loads home', async () => {
    await open('/business');
    await page.getByTestId('business-intro').waitFor();
    expect(pathOf(page)).toBe('/business');
    await page.goto('/about-us');
    await waitForPath(page, '/home/draw-map');
  });

  it('follows a redirect query, then a #direct hash (stripped)', async () => {
    await open('/home?redirect=%2Fabout-us');
    await waitForPath(page, '/about-us');
    await page.getByTestId('about-us-content').waitFor();
    await page.goto('/search#direct');
    await waitForPath(page, '/search/index');
  });

  it('keeps a redirect query from leaving the site', async () => {
    await open('/home?redirect=%2F%2Fevil.example%2Fx');
    await waitForPath(page, '/home/draw-map');
  });

  it.each([
    ['/home#direct', '/home/draw-map'],
    ['/home/draw-map/notice#direct', '/home/draw-map/notice/index'],
    ['/search#direct', '/search/index'],
  ])('redirects %s to %s', async (from, to) => {
    await open(from);
    await waitForPath(page, to);
  });

  it('shows the dead-link page for an unknown path and for a route the area switched off', async () => {
    await open('/no-such-screen#direct');
    await page.getByTestId('link-error').waitFor();
    await context.close();

    context = await openPhone();
    await withoutStartData(context);
    // The area closes /search: its children inherit the closed status.
    await context.route('**/api/getH5Permission', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { path: string; status: number }[] };
      for (const entry of body.data) if (entry.path === '/search') entry.status = 0;
      await route.fulfill({ response, json: body });
    });
    page = await context.newPage();
    await page.goto('/search/result#direct');
    await page.getByTestId('link-error').waitFor();
    expect(await page.getByTestId('link-error-path').textContent()).toContain('/search/result');
  });

  it('goes to /exception when start-up fails, and Retry recovers', async () => {
    context = await openPhone();
    await withoutStartData(context);
    let failConfig = true;
    await context.route('**/api/config/h5', (route) => (failConfig ? route.abort('connectionreset') : route.continue()));
    page = await context.newPage();
    await page.goto('/business');
    await page.getByTestId('exception-screen').waitFor();
    expect(new URL(page.url()).pathname).toBe('/exception');
    failConfig = false;
    await page.getByTestId('exception-retry').click();
    await page.getByTestId('business-intro').waitFor({ timeout: 15_000 });
  });
});

describe('login', () => {
  it('guards /boost for a visitor without a token, logs in as a guest and returns', async () => {
    await open('/boost/photos');
    await waitForPath(page, '/wxLogin?redirect=%2Fboost%2Fphotos');
    await page.getByTestId('login-guest').click();
    await waitForPath(page, '/boost/photos');
    const token = await page.evaluate(() => localStorage.getItem('youlan.token'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The token works against the server: the guard lets /panorama through now.
    await page.goto('/panorama/video');
    await waitForPath(page, '/panorama/video');
  });

  it('stores a token from the query string, hides it from the address bar and keeps the initial URL', async () => {
    await open('/business?token=tok-from-link&from=share');
    await page.getByTestId('business-intro').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('youlan.token'))).toBe('tok-from-link');
    expect(pathOf(page)).toBe('/business?from=share');
    expect(await page.evaluate(() => localStorage.getItem('youlan.initialUrl'))).toBe(`${baseUrl}/business?token=tok-from-link&from=share`);
  });

  it('on a login-expired answer removes the token, says re-login follows and goes to log in', async () => {
    context = await openPhone();
    await withoutStartData(context);
    await context.addInitScript(() => localStorage.setItem('youlan.token', 'stale'));
    await context.route('**/api/h5/place?*', (route) =>
      route.fulfill({ status: 401, json: { status: 401, data: null, code: 'LOGIN_EXPIRED', message: 'Login expired or not logged in: the token has expired' } }),
    );
    page = await context.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/wxLogin', { timeout: 15_000 });
    await page.getByText('登录已过期，即将为你重新登录').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home/draw-map');
    expect(await page.evaluate(() => localStorage.getItem('youlan.token'))).toBeNull();
  });
});

describe('every call', () => {
  it('carries the tenant, webp and authorization headers', async () => {
    context = await openPhone();
    await withoutStartData(context);
    await context.addInitScript(() => localStorage.setItem('youlan.token', 'header-check'));
    const calls = recordApiCalls(context);
    page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('place-item').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const paths = calls.map((c) => new URL(c.url()).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/api/getH5Permission', '/api/config/h5', '/api/getIp', '/api/weather', '/api/h5/place']));
    for (const call of calls) {
      const headers = await call.allHeaders();
      expect(headers['x-tenant-domain'], call.url()).toBe('demo');
      expect(headers['x-webp-support'], call.url()).toBe('true');
      expect(headers['authorization'], call.url()).toBe('Bearer header-check');
    }
    const placeCall = calls.find((c) => new URL(c.url()).pathname === '/api/h5/place');
    expect(new URL(placeCall!.url()).searchParams.get('page')).toBe('1');
    expect(new URL(placeCall!.url()).searchParams.get('size')).toBe('9999');
  });

  it('says webp is not supported on iOS below 14', async () => {
    context = await openPhone(IOS_13_UA);
    await withoutStartData(context);
    const calls = recordApiCalls(context);
    page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => calls.length).toBeGreaterThan(3);
    for (const call of calls) expect((await call.allHeaders())['x-webp-support']).toBe('false');
  });
});

describe('page-view log', () => {
  it('sends a beacon with tenant and token in a text/plain body when the page is hidden, and the server takes it', async () => {
    context = await openPhone();
    await context.addInitScript(() => {
      localStorage.setItem('youlan.token', 'beacon-token');
      // Keep what the app hands to sendBeacon (the request's Blob body is not visible to the test).
      const sent: Promise<string>[] = [];
      (window as unknown as { beaconBodies: Promise<string>[] }).beaconBodies = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) sent.push(data.text().then((text) => `${data.type}\n${text}`));
        return original(url, data);
      };
    });
    page = await context.newPage();
    await page.goto('/business');
    await page.getByTestId('business-intro').waitFor();
    const isBeacon = (r: { url(): string }) => new URL(r.url()).pathname === '/api/viewLog';
    let isSent = false;
    page.on('request', (r) => (isSent ||= isBeacon(r)));
    const beacon = page.waitForRequest(isBeacon);
    // The view log starts just after the first screen (its code loads behind it), so on a busy
    // machine the screen can show before it listens: the page is hidden until a beacon goes.
    await expect
      .poll(
        async () => {
          if (!isSent) {
            await page.evaluate(() => {
              Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
              document.dispatchEvent(new Event('visibilitychange'));
            });
          }
          return isSent;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    const request = await beacon;
    expect(new URL(request.url()).search).toBe('');
    expect((await request.response())?.status()).toBe(200);
    const [sent] = await page.evaluate(() => Promise.all((window as unknown as { beaconBodies: Promise<string>[] }).beaconBodies));
    const [type, json] = (sent ?? '').split('\n');
    expect(type).toBe('text/plain');
    const body = JSON.parse(json ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({ tenant: 'demo', token: 'beacon-token', entryPage: '/business', lastPage: '/business' });
    expect(body.viewTime).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a screen whose code fails to load', () => {
  it('reloads once, then shows the error page instead of a white screen', async () => {
    context = await openPhone();
    page = await context.newPage();
    await page.goto('/home/user-center#direct');
    await page.getByTestId('link-about-us').waitFor();
    // The page has done its start-up work, the chunks it loads when idle included.
    await page.waitForLoadState('networkidle');
    // Like a redeploy under an open page: the screens' chunks are gone, the entry still loads.
    const indexHtml = await (await fetch(`${baseUrl}/`)).text();
    const entryScripts = new Set([...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    let failures = 0;
    await context.route(/\/assets\/.*\.js$/, (route) => {
      if (entryScripts.has(new URL(route.request().url()).pathname)) return route.continue();
      failures += 1;
      return route.abort('connectionreset');
    });
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('link-about-us').click();
    await reloaded;
    await page.getByTestId('exception-screen').waitFor({ timeout: 15_000 });
    // The reload went where the visitor tapped, not back to the screen they left.
    expect(new URL(page.url()).pathname).toBe('/about-us');
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => sessionStorage.getItem('youlan.chunkReloadAt'))).not.toBeNull();
    // The network is back: Retry loads the page anew, at this screen.
    await context.unrouteAll();
    const retried = page.waitForEvent('load');
    await page.getByTestId('exception-retry').click();
    await retried;
    await page.getByTestId('about-us-content').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/about-us');
  });

  it('reloads at the screen the visitor was going to: logged in, not back on the login page', async () => {
    // Straight to the login page, so the next screen's code was not fetched with the first one.
    await open('/wxLogin?redirect=%2Fboost%2Fphotos');
    await page.getByTestId('login-guest').waitFor();
    await page.waitForLoadState('networkidle');
    // The next screen's code fails (a dropped connection) until the page reloads, which fetches it anew.
    const documents: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname));
    let failures = 0;
    await context.route(/\/assets\/photos-page-[\w-]+\.js$/, (route) => {
      if (documents.length > 0) return route.continue();
      failures += 1;
      return route.abort('connectionreset');
    });
    await page.getByTestId('login-guest').click();
    await waitForPath(page, '/boost/photos');
    await page.getByTestId('boost-course-link').waitFor();
    expect(failures).toBeGreaterThan(0);
    expect(documents).toEqual(['/boost/photos']);
    expect(await page.evaluate(() => localStorage.getItem('youlan.token'))).toBeTruthy();
  });

  it('keeps a working screen when only the code of work behind it (the visit log, the punch outbox) cannot be had', async () => {
    context = await openPhone();
    // Each chunk refused, by name: the app may ask for one again later (a failed import is not
    // cached), so it is which of them were tried that counts, not how often.
    const refused = new Set<string>();
    await context.route(/\/assets\/(?:view-log|punch-outbox)-[\w-]+\.js$/, (route) => {
      refused.add(/(view-log|punch-outbox)-/.exec(route.request().url())![1]!);
      return route.abort('connectionreset');
    });
    page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname));
    await page.goto('/home/draw-map');
    await page.getByTestId('map-marker').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => [...refused].sort(), { timeout: 15_000 }).toEqual(['punch-outbox', 'view-log']);
    await page.waitForLoadState('networkidle');
    // No reload, and none remembered: a screen's chunk failing later still gets its one reload.
    expect(documents).toEqual(['/home/draw-map']);
    expect(await page.evaluate(() => sessionStorage.getItem('youlan.chunkReloadAt'))).toBeNull();
    await page.getByTestId('place-list-toggle').click();
    await page.getByTestId('place-item').first().waitFor();
  });
});
