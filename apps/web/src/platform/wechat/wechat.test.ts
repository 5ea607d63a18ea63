import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationError, LocationFix } from '../location/location.ts';
import { dataToFile } from './choose-image.ts';
import { createWechatLocationSource } from './location-source.ts';
import { amapMarkerUrl } from './open-location.ts';
import { pageShareData } from './share.ts';
import { urlToSign } from './sign-url.ts';
import type { Wx } from './wx-api.ts';

const IOS_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI';
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 12) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.42.2460';

describe('urlToSign', () => {
  it('signs the landing URL on iOS and the current URL elsewhere, without the # part', () => {
    const landing = 'https://park.example.com/home?token=abc#direct';
    const current = 'https://park.example.com/home/draw-map/notice/index#top';
    expect(urlToSign(IOS_WECHAT, landing, current)).toBe('https://park.example.com/home?token=abc');
    expect(urlToSign(ANDROID_WECHAT, landing, current)).toBe('https://park.example.com/home/draw-map/notice/index');
    expect(urlToSign(IOS_WECHAT, null, current)).toBe('https://park.example.com/home/draw-map/notice/index');
  });
});

describe('pageShareData', () => {
  const config = { title: { text: '颐和园导览', lang: 'zh-CN' }, share: { title: '颐和园', description: '皇家园林，一步一景', imageKey: null } };

  it('shares a page under its title, landing the friend on that page', () => {
    const data = pageShareData({ screenTitle: '关于我们', config, href: 'https://park.example.com/about-us?token=secret#x', imageUrl: 'https://cdn.example.com/share.jpg' });
    expect(data).toEqual({ title: '关于我们 - 颐和园', desc: '皇家园林，一步一景', link: 'https://park.example.com/about-us#direct', imgUrl: 'https://cdn.example.com/share.jpg' });
  });

  it('shares the map as the area itself, and falls back to the area title', () => {
    expect(pageShareData({ screenTitle: '', config, href: 'https://park.example.com/home/draw-map', imageUrl: '' })).toMatchObject({ title: '颐和园', link: 'https://park.example.com/home/draw-map' });
    const bare = { title: { text: '颐和园导览', lang: 'zh-CN' }, share: { title: '', description: '', imageKey: null } };
    expect(pageShareData({ screenTitle: '', config: bare, href: 'https://park.example.com/', imageUrl: '' })).toMatchObject({ title: '颐和园导览', desc: '颐和园导览' });
  });
});

describe('amapMarkerUrl', () => {
  it('names the datum so AMap converts a GPS point itself', () => {
    const url = new URL(amapMarkerUrl({ longitude: 116.27, latitude: 39.99, datum: 'wgs84', name: '佛香阁' }));
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(Object.fromEntries(url.searchParams)).toEqual({ position: '116.27,39.99', name: '佛香阁', coordinate: 'wgs84', callnative: '1' });
    expect(new URL(amapMarkerUrl({ longitude: 1, latitude: 2, datum: 'gcj02', name: 'x' })).searchParams.get('coordinate')).toBe('gaode');
  });
});

describe('dataToFile', () => {
  it('reads the data URL of iOS and the bare base64 of Android', async () => {
    const png = dataToFile('data:image/png;base64,iVBORw0KGgo=', 'a');
    expect(png).toMatchObject({ name: 'a.png', type: 'image/png' });
    expect([...new Uint8Array(await png.arrayBuffer())].slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const jpeg = dataToFile('/9j/4AAQ\nSkZJRg==', 'b');
    expect(jpeg).toMatchObject({ name: 'b.jpg', type: 'image/jpeg' });
  });
});

describe('the WeChat location source', () => {
  afterEach(() => vi.useRealTimers());

  function scriptedWx(answers: ({ latitude: number; longitude: number; accuracy: number } | string)[]) {
    const types: string[] = [];
    const wx = {
      getLocation(options: { type: string; success: (r: unknown) => void; fail: (e: { errMsg: string }) => void }) {
        types.push(options.type);
        const answer = answers.shift();
        if (typeof answer === 'string') options.fail({ errMsg: answer });
        else options.success(answer);
      },
    } as unknown as Wx;
    return { wx, types };
  }

  it('asks WeChat for GCJ-02 fixes again every few seconds and says which datum they are in', async () => {
    vi.useFakeTimers();
    const { wx, types } = scriptedWx([
      { latitude: 39.99, longitude: 116.27, accuracy: 30 },
      { latitude: 39.991, longitude: 116.271, accuracy: 12 },
    ]);
    const fixes: LocationFix[] = [];
    const stop = createWechatLocationSource(wx, 3000).watch((fix) => fixes.push(fix), () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fixes).toHaveLength(1);
    expect(fixes[0]).toMatchObject({ latitude: 39.99, longitude: 116.27, datum: 'gcj02', accuracyMeters: 30 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fixes).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fixes).toHaveLength(2);
    expect(types).toEqual(['gcj02', 'gcj02']);
  });

  it('reports a refusal once and stops asking', async () => {
    vi.useFakeTimers();
    const { wx, types } = scriptedWx(['getLocation:fail auth deny']);
    const errors: LocationError[] = [];
    createWechatLocationSource(wx, 3000).watch(() => undefined, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(errors).toEqual([{ code: 'denied', message: 'getLocation:fail auth deny' }]);
    expect(types).toHaveLength(1);
  });
});
