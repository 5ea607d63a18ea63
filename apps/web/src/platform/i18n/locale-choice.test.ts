import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfTag, wechatLanguage } from './locale-choice.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** WeChat on Android and iOS, as their user agents end (`Language/` is WeChat's own language setting). */
const wechatAndroid = (language: string) =>
  `Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/${language} ABI/arm64`;
const wechatIos = (language: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2e) NetType/WIFI Language/${language}`;

describe('localeOfTag', () => {
  it('maps every Chinese to zh-CN, Japanese to ja, Korean to ko and English to en', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans-CN', 'zh-TW', 'zh-HK', 'zh-Hant', 'zh_CN', 'zh_TW']) expect(localeOfTag(tag), tag).toBe('zh-CN');
    for (const tag of ['ja', 'ja-JP', 'JA_jp']) expect(localeOfTag(tag), tag).toBe('ja');
    for (const tag of ['ko', 'ko-KR', 'ko_KR']) expect(localeOfTag(tag), tag).toBe('ko');
    for (const tag of ['en', 'en-US', 'en-GB', 'en_US']) expect(localeOfTag(tag), tag).toBe('en');
  });

  it('has no answer for a language the app does not speak', () => {
    for (const tag of ['fr-FR', 'ru', 'th-TH', '', 'english', 'jav']) expect(localeOfTag(tag), tag).toBeNull();
  });
});

describe('wechatLanguage', () => {
  it("reads WeChat's language from its user agent on Android and iOS", () => {
    expect(wechatLanguage(wechatAndroid('zh_CN'))).toBe('zh_CN');
    expect(wechatLanguage(wechatIos('en'))).toBe('en');
    expect(wechatLanguage(wechatIos('ja'))).toBe('ja');
  });

  it('is null outside WeChat, even for a user agent that says Language/', () => {
    expect(wechatLanguage(ANDROID)).toBeNull();
    expect(wechatLanguage(`${ANDROID} Language/ja`)).toBeNull();
    expect(wechatLanguage('MicroMessenger/8.0.47 NetType/WIFI')).toBeNull();
  });
});

describe('chooseLocale', () => {
  it("keeps the visitor's own choice over the phone and WeChat", () => {
    expect(chooseLocale({ stored: 'ko', userAgent: wechatIos('ja'), phoneLanguages: ['en-US'] })).toBe('ko');
    expect(chooseLocale({ stored: 'zh-CN', userAgent: ANDROID, phoneLanguages: ['ja-JP'] })).toBe('zh-CN');
  });

  it("ignores a stored value that is not one of the four", () => {
    expect(chooseLocale({ stored: 'fr', userAgent: ANDROID, phoneLanguages: ['ja-JP'] })).toBe('ja');
  });

  it("takes WeChat's language inside WeChat, over the phone's", () => {
    expect(chooseLocale({ stored: null, userAgent: wechatAndroid('ko'), phoneLanguages: ['zh-CN'] })).toBe('ko');
    expect(chooseLocale({ stored: null, userAgent: wechatIos('zh_TW'), phoneLanguages: ['en-US'] })).toBe('zh-CN');
  });

  it("falls back to the phone's languages when WeChat's is one the app does not speak", () => {
    expect(chooseLocale({ stored: null, userAgent: wechatAndroid('th'), phoneLanguages: ['th-TH', 'ja-JP'] })).toBe('ja');
  });

  it("takes the first of the phone's languages the app speaks", () => {
    expect(chooseLocale({ stored: null, userAgent: ANDROID, phoneLanguages: ['ja-JP', 'en-US'] })).toBe('ja');
    expect(chooseLocale({ stored: null, userAgent: ANDROID, phoneLanguages: ['ko-KR'] })).toBe('ko');
    expect(chooseLocale({ stored: null, userAgent: ANDROID, phoneLanguages: ['fr-FR', 'ko-KR', 'en'] })).toBe('ko');
    expect(chooseLocale({ stored: null, userAgent: ANDROID, phoneLanguages: ['zh-HK', 'en'] })).toBe('zh-CN');
  });

  it('gives a foreign phone that speaks none of the four English, and a phone that names no language Chinese', () => {
    expect(chooseLocale({ stored: null, userAgent: ANDROID, phoneLanguages: ['fr-FR', 'de'] })).toBe('en');
    expect(chooseLocale({ stored: null, userAgent: wechatAndroid('th'), phoneLanguages: [] })).toBe('en');
    expect(chooseLocale({ stored: null, userAgent: ANDROID, phoneLanguages: [] })).toBe('zh-CN');
  });
});
