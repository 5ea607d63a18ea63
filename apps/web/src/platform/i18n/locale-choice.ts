/**
 * Which interface language a visitor gets (issue 28): the one they chose in 我的 when there is
 * one; else WeChat's own language (inside WeChat, its setting is the one the visitor made, and its
 * web view reports the phone's language less reliably); else the first of the phone's languages
 * the app speaks; else English (docs/web-platform.md, "Interface languages").
 */
import { SUPPORTED_LOCALES, type Locale } from './locales.ts';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The app's language for a BCP 47 tag or a WeChat language code (`zh_CN`, `zh_TW`), or null when
 * the app does not speak it. Every Chinese becomes zh-CN: the app has no Traditional Chinese, and
 * a reader of Traditional Chinese reads Simplified better than English (the area's own signs and
 * content are Simplified too).
 */
export function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (language) {
    case 'zh':
      return 'zh-CN';
    case 'en':
    case 'ja':
    case 'ko':
      return language;
    default:
      return null;
  }
}

/** WeChat's language from its user agent (`… MicroMessenger/8.0.47 … Language/zh_CN`), or null outside WeChat. */
export function wechatLanguage(userAgent: string): string | null {
  return (/MicroMessenger/i.test(userAgent) && /Language\/([\w-]+)/.exec(userAgent)?.[1]) || null;
}

/**
 * The language a phone that has not chosen one gets when it speaks none of the four: English,
 * which the area's foreign signs and a foreign visitor share more often than Chinese.
 */
const FOREIGN_FALLBACK_LOCALE: Locale = 'en';

export interface LocaleHints {
  /** The visitor's stored choice (localStorage), if any. */
  stored: string | null;
  userAgent: string;
  /** `navigator.languages`, most preferred first. */
  phoneLanguages: readonly string[];
}

export function chooseLocale({ stored, userAgent, phoneLanguages }: LocaleHints): Locale {
  if (isLocale(stored)) return stored;
  const wechat = wechatLanguage(userAgent);
  const fromWechat = wechat === null ? null : localeOfTag(wechat);
  if (fromWechat) return fromWechat;
  for (const tag of phoneLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  // A phone that names no language at all (an old web view): the area's own language.
  return phoneLanguages.length === 0 && wechat === null ? 'zh-CN' : FOREIGN_FALLBACK_LOCALE;
}
