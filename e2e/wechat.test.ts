/**
 * The app inside WeChat, in Chromium with WeChat's user agent and a scripted `wx` object, against
 * a server of its own whose WeChat API is the loopback double: wx.config gets the right fields and
 * the right signed URL (iOS: the landing URL; Android: the current one), every page sets its share
 * card, a failed config leaves the app working, and the OAuth login returns to where it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOUBLE_APP_ID, DOUBLE_APP_SECRET, startWechatDouble, type WechatDouble } from '../apps/server/src/test/wechat-double.ts';
import { launchBrowser, newPhone } from './browser.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ANDROID_WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN';
const SPEC_API_LIST = ['updateTimelineShareData', 'updateAppMessageShareData', 'getLocation', 'openLocation', 'chooseImage'];
const SHARE_TITLE = '颐和园导览：走到哪儿，讲到哪儿';

interface Recorded {
  configs: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[]; debug: boolean }[];
  shares: { title: string; desc: string; link: string; imgUrl: string }[];
  timeline: { title: string; link: string }[];
}

let double: WechatDouble;
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  double = await startWechatDouble();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'youlan-e2e-wechat-'));
  // The web build is in place: the global setup's `npm start` made it.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WECHAT_APP_ID: DOUBLE_APP_ID, WECHAT_APP_SECRET: DOUBLE_APP_SECRET, WECHAT_API_BASE: double.baseUrl };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 200_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/getIp`, { headers: { 'x-tenant-domain': 'demo' } }).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the WeChat test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await launchBrowser();
  // Generous: on a shared, loaded machine starting a second server can take a while.
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await double?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => context?.close());

/** A phone in WeChat whose `wx` records what the app asks of it; `failConfig` makes wx.config fail. */
async function openInWechat(path: string, userAgent: string, failConfig = false, beforeOpen?: (context: BrowserContext) => Promise<unknown>): Promise<Page> {
  context = await newPhone(browser, baseUrl, userAgent);
  await context.addInitScript((fail: boolean) => {
    const recorded = { configs: [] as unknown[], shares: [] as unknown[], timeline: [] as unknown[] };
    const ready: (() => void)[] = [];
    const errors: ((error: { errMsg: string }) => void)[] = [];
    type Callbacks = { success?: (result?: unknown) => void };
    Object.assign(window, {
      __wx: recorded,
      wx: {
        config(options: unknown) {
          recorded.configs.push(options);
          setTimeout(() => (fail ? errors.forEach((callback) => callback({ errMsg: 'config:invalid signature' })) : ready.forEach((callback) => callback())), 20);
        },
        ready: (callback: () => void) => ready.push(callback),
        error: (callback: (error: { errMsg: string }) => void) => errors.push(callback),
        updateAppMessageShareData(options: Record<string, unknown> & Callbacks) {
          recorded.shares.push({ title: options.title, desc: options.desc, link: options.link, imgUrl: options.imgUrl });
          options.success?.();
        },
        updateTimelineShareData(options: Record<string, unknown> & Callbacks) {
          recorded.timeline.push({ title: options.title, link: options.link });
          options.success?.();
        },
        getLocation: (options: Callbacks) => options.success?.({ latitude: 39.9999, longitude: 116.2755, accuracy: 20 }),
      },
    });
  }, failConfig);
  await beforeOpen?.(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __wx: Recorded }).__wx);
const lastShare = async (page: Page) => (await recorded(page)).shares.at(-1);

/** What WeChat checks: SHA-1 over the ticket, nonce, timestamp and the URL without its # part. */
function expectedSignature(config: Recorded['configs'][number], url: string): string {
  const text = `jsapi_ticket=${double.lastTicket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

/** A client-side navigation, as a tap on a link does it. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('the JS-SDK inside WeChat', () => {
  it('on Android signs the current URL, again after the page changes, and sets each page share card', async () => {
    const page = await openInWechat('/home/draw-map?from=groupmessage', ANDROID_WECHAT_UA);
    await expect.poll(async () => (await recorded(page)).configs.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [first] = (await recorded(page)).configs;
    expect(first).toMatchObject({ appId: DOUBLE_APP_ID, debug: false });
    expect(first!.jsApiList).toEqual(expect.arrayContaining(SPEC_API_LIST));
    expect(Number.isInteger(first!.timestamp)).toBe(true);
    expect(first!.signature).toBe(expectedSignature(first!, `${baseUrl}/home/draw-map?from=groupmessage`));
    // The first navigation took the visitor to the map without the query (docs/routes.md): a new URL, signed again.
    await expect.poll(() => lastShare(page), { timeout: 10_000 }).toMatchObject({ title: SHARE_TITLE, desc: '地图、语音讲解、打卡，一部手机游颐和园', link: `${baseUrl}/home/draw-map` });
    expect((await recorded(page)).timeline.at(-1)).toMatchObject({ title: SHARE_TITLE });
    const onMap = (await recorded(page)).configs.at(-1)!;
    expect(onMap.signature).toBe(expectedSignature(onMap, `${baseUrl}/home/draw-map`));

    await navigateInApp(page, '/about-us');
    await expect.poll(() => lastShare(page), { timeout: 10_000 }).toMatchObject({ title: `关于我们 - ${SHARE_TITLE}`, link: `${baseUrl}/about-us#direct` });
    const latest = (await recorded(page)).configs.at(-1)!;
    expect(latest.signature).toBe(expectedSignature(latest, `${baseUrl}/about-us`));
  });

  it('on iOS signs the landing URL, even after the app moved on from it', async () => {
    const page = await openInWechat('/?from=timeline#share', IOS_WECHAT_UA);
    await page.waitForURL((url) => url.pathname === '/home/draw-map');
    await expect.poll(() => lastShare(page), { timeout: 10_000 }).toMatchObject({ title: SHARE_TITLE });
    await navigateInApp(page, '/about-us');
    await expect.poll(() => lastShare(page), { timeout: 10_000 }).toMatchObject({ title: `关于我们 - ${SHARE_TITLE}` });
    const { configs } = await recorded(page);
    expect(configs).toHaveLength(1);
    expect(configs[0]!.signature).toBe(expectedSignature(configs[0]!, `${baseUrl}/?from=timeline`));
  });

  it('carries on with browser APIs when wx.config fails', async () => {
    const page = await openInWechat('/home/draw-map', ANDROID_WECHAT_UA, true);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('颐和园导览');
    expect((await recorded(page)).shares).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/home/draw-map');
  });

  it('leaves wx alone outside WeChat', async () => {
    context = await newPhone(browser, baseUrl);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/wechat/')) asked.push(request.url());
    });
    await page.goto('/home/draw-map');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('颐和园导览');
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => 'wx' in window)).toBe(false);
  });
});

describe('WeChat OAuth login', () => {
  it("goes to WeChat's authorize page, completes the login with the code and lands where it started", async () => {
    let authorize: URL | null = null;
    // WeChat's authorize page, played by the test: it sends the visitor back with a code and the state.
    const page = await openInWechat('/wxLogin?redirect=%2Fboost%2Fphotos%3Ffrom%3Dshare', IOS_WECHAT_UA, false, (phone) =>
      phone.route('https://open.weixin.qq.com/**', async (route) => {
        authorize = new URL(route.request().url());
        const back = new URL(authorize.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', double.issueCode('openid-e2e'));
        back.searchParams.set('state', authorize.searchParams.get('state')!);
        await route.fulfill({ status: 302, headers: { location: back.href } });
      }),
    );
    await page.waitForURL((url) => url.pathname === '/boost/photos', { timeout: 15_000 });
    expect(authorize!.searchParams.get('appid')).toBe(DOUBLE_APP_ID);
    expect(authorize!.searchParams.get('scope')).toBe('snsapi_base');
    expect(new URL(page.url()).search).toBe('?from=share');
    expect(await page.evaluate(() => localStorage.getItem('youlan.token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a forged state and a replayed callback with a clear error and a way to start again', async () => {
    let forge = true;
    let callback = '';
    const page = await openInWechat('/wxLogin?redirect=%2Fabout-us', ANDROID_WECHAT_UA, false, (phone) =>
      phone.route('https://open.weixin.qq.com/**', async (route) => {
        const authorize = new URL(route.request().url());
        const back = new URL(authorize.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', double.issueCode('openid-e2e-2'));
        const state = authorize.searchParams.get('state')!;
        back.searchParams.set('state', forge ? `${state.slice(0, 32)}${'0'.repeat(32)}` : state);
        callback = back.href;
        await route.fulfill({ status: 302, headers: { location: back.href } });
      }),
    );
    await expect.poll(() => page.getByTestId('login-wechat-error').textContent(), { timeout: 10_000 }).toContain('微信登录失败');
    // In the visitor's language, not the server's words (issue 29): what went wrong is for the logs.
    expect(await page.getByTestId('login-wechat-error').textContent()).not.toContain('not issued by this server');

    forge = false;
    await page.getByTestId('login-wechat-retry').click();
    await page.waitForURL((url) => url.pathname === '/about-us', { timeout: 15_000 });
    await page.goto(callback);
    await expect.poll(() => page.getByTestId('login-wechat-error').textContent(), { timeout: 10_000 }).toContain('不是在本浏览器发起的');
  });
});
