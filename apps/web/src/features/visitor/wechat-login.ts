/**
 * The WeChat OAuth web login from the phone's side: a random binding kept in this browser while
 * the visitor is at WeChat's authorize page, so the state WeChat returns works only here. The
 * redirect is kept with it, so starting again from a failed callback still returns the visitor
 * to where they were going.
 */
import type { LoginH5Result, OauthUrl } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { call } from '../../platform/http.ts';
import { readLocal, writeLocal } from '../../platform/storage.ts';
import { LOGIN_PATH } from '../../platform/route-guard.ts';
import { newDeviceId } from './device-id.ts';

/** localStorage: `{ binding, redirect }` of the login in progress (docs/wechat.md). */
export const WECHAT_LOGIN_KEY = 'youlan.wechatLogin';

interface LoginInProgress {
  binding: string;
  redirect: string;
}

export function loginInProgress(): LoginInProgress | null {
  try {
    const value = JSON.parse(readLocal(WECHAT_LOGIN_KEY) ?? 'null') as Partial<LoginInProgress> | null;
    return typeof value?.binding === 'string' && typeof value.redirect === 'string' ? { binding: value.binding, redirect: value.redirect } : null;
  } catch {
    return null;
  }
}

/** Asks the server for WeChat's authorize URL; `enabled` is false when the server has no official account. */
export function startWechatLogin(redirect: string): Promise<OauthUrl> {
  // 32 random hex digits, the same shape as a device id.
  const binding = newDeviceId();
  writeLocal(WECHAT_LOGIN_KEY, JSON.stringify({ binding, redirect } satisfies LoginInProgress));
  const callbackUrl = `${window.location.origin}${LOGIN_PATH}`;
  return call(endpoints.getWechatOauthUrl, { query: { redirect, callbackUrl, binding } });
}

/** The callback URL was opened in a browser that did not start this login (a forwarded or replayed link). */
export class WechatLoginNotStartedHere extends Error {
  constructor() {
    super('this WeChat login was started in another browser');
  }
}

/** Trades the code and state WeChat put on the URL for the app's token. */
export async function completeWechatLogin(code: string, state: string): Promise<LoginH5Result> {
  const started = loginInProgress();
  if (!started) throw new WechatLoginNotStartedHere();
  const result = await call(endpoints.loginH5, { body: { code, state, binding: started.binding } });
  writeLocal(WECHAT_LOGIN_KEY, null);
  return result;
}
