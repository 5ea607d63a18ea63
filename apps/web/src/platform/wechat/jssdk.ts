/**
 * Configures WeChat's JS-SDK: loads it (only inside WeChat, as its own chunk), asks the server for
 * the signature of the page URL and calls `wx.config`. iOS is signed once with the landing URL;
 * Android with the current URL, again whenever the page's URL changed since the last signature.
 */
import { endpoints } from '@youlan/contract/runtime';
import { call } from '../http.ts';
import { getInitialUrl } from '../storage.ts';
import { urlToSign } from './sign-url.ts';
import { setConfiguredWx, WX_API_LIST, type Wx } from './wx-api.ts';

declare global {
  interface Window {
    wx?: Wx;
  }
}

/** WeChat answers wx.config within a second; past this the app stops waiting and uses browser APIs. */
const CONFIG_TIMEOUT_MS = 8_000;

let signedUrl: string | null = null;
let pending: Promise<Wx | null> | null = null;

/** The SDK: a `wx` already on the page (a test's scripted one, or the official script tag), else the bundled copy. */
async function loadWx(): Promise<Wx> {
  if (window.wx) return window.wx;
  const sdk = await import('weixin-js-sdk');
  return (sdk.default ?? sdk) as unknown as Wx;
}

async function configure(url: string): Promise<Wx> {
  const [wx, signature] = await Promise.all([loadWx(), call(endpoints.getJsapiTicket, { query: { url } })]);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('wx.config did not answer')), CONFIG_TIMEOUT_MS);
    wx.ready(() => {
      clearTimeout(timer);
      resolve();
    });
    wx.error((error) => {
      clearTimeout(timer);
      reject(new Error(`wx.config failed: ${error.errMsg}`));
    });
    wx.config({ debug: false, ...signature, jsApiList: WX_API_LIST });
  });
  return wx;
}

/**
 * Makes sure the JS-SDK is configured for the page as it is now; resolves to `wx`, or null when
 * configuration failed (logged; the app carries on with browser APIs).
 */
export function configureJsSdk(currentUrl: string = window.location.href, userAgent: string = navigator.userAgent): Promise<Wx | null> {
  const url = urlToSign(userAgent, getInitialUrl(), currentUrl);
  if (pending && url === signedUrl) return pending;
  signedUrl = url;
  const attempt = configure(url).catch((error: unknown) => {
    console.warn('WeChat JS-SDK not configured; using browser APIs', error);
    return null;
  });
  pending = attempt;
  setConfiguredWx(attempt);
  return attempt;
}
