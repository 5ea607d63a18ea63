/**
 * The part of WeChat's JS-SDK (`wx`) the app uses, and where the configured `wx` is kept. This
 * module has no SDK code, so screens can ask for `wx` without loading it: the SDK itself loads
 * lazily, only inside WeChat (`jssdk.ts`).
 */

interface WxCallbacks<T> {
  success?: (result: T) => void;
  fail?: (error: { errMsg: string }) => void;
  cancel?: () => void;
}

export interface WxShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WxLocation {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  speed?: number;
}

export interface Wx {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: readonly string[] }): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg: string }) => void): void;
  updateAppMessageShareData(options: WxShareData & WxCallbacks<unknown>): void;
  updateTimelineShareData(options: Omit<WxShareData, 'desc'> & WxCallbacks<unknown>): void;
  getLocation(options: { type: 'wgs84' | 'gcj02' } & WxCallbacks<WxLocation>): void;
  openLocation(options: { latitude: number; longitude: number; name: string; address: string; scale: number; infoUrl?: string } & WxCallbacks<unknown>): void;
  chooseImage(options: { count: number; sizeType: string[]; sourceType: string[] } & WxCallbacks<{ localIds: string[] }>): void;
  getLocalImgData(options: { localId: string } & WxCallbacks<{ localData: string }>): void;
}

/**
 * Spec section 7's API list (timeline share, message share, get location, open location, choose
 * image), plus getLocalImgData: without it a photo picked in WeChat cannot be read to upload.
 */
export const WX_API_LIST = ['updateTimelineShareData', 'updateAppMessageShareData', 'getLocation', 'openLocation', 'chooseImage', 'getLocalImgData'] as const;

let configured: Promise<Wx | null> = Promise.resolve(null);

/** `wx` once `wx.config` succeeded; null outside WeChat, while not configured, or after a failed config. */
export function configuredWx(): Promise<Wx | null> {
  return configured;
}

export function setConfiguredWx(wx: Promise<Wx | null>): void {
  configured = wx;
}

/** A `wx` call as a promise: resolves on success, rejects on fail or cancel. */
export function callWx<T>(start: (callbacks: Required<WxCallbacks<T>>) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    start({ success: resolve, fail: (error) => reject(new Error(error.errMsg)), cancel: () => reject(new WxCancelled()) });
  });
}

/** The visitor closed WeChat's picker or prompt. */
export class WxCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}
