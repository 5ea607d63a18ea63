/**
 * Dates, distances and sizes as visitors read them, in the interface language (and for dates the
 * phone's time zone): every screen formats through here, never by hand (issue 28).
 */
import type { Locale } from './locales.ts';

/** A whole date (a notice's, an article's), or month and day (a stamp's caption has room for no more). */
export type DateStyle = 'full' | 'monthDay';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { year: 'numeric', month: 'long', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
};

/** One date formatter per language and style: making one is the costly part. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(when: string | Date, language: Locale, style: DateStyle = 'full'): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  // Chinese is written by hand, as Intl writes it (2026年11月27日, 11月27日): the first Chinese
  // formatter loads ICU's Chinese data, about 220 ms of a slow phone's main thread (measured at 4×
  // slowdown) on the screen a shared link opens. Other languages are a Chinese area's guests.
  if (language === 'zh-CN') {
    const monthDay = `${date.getMonth() + 1}月${date.getDate()}日`;
    return style === 'full' ? `${date.getFullYear()}年${monthDay}` : monthDay;
  }
  const key = `${language} ${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, DATE_OPTIONS[style]);
    dateFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A number with a unit in the language's way (`120米`, `1.5 km`, `120m`), or the number and the
 * unit's symbol where the browser's Intl has no units (Safari before 14.1). Not cached: a screen
 * shows a handful.
 */
function formatUnit(value: number, unit: 'meter' | 'kilometer' | 'megabyte' | 'kilobyte', symbol: string, language: Locale, fractionDigits: number): string {
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  } catch {
    return `${value.toFixed(fractionDigits)} ${symbol}`;
  }
}

/**
 * A distance for people: whole metres below 100 m, tens of metres below 1 km (a phone's fix is no
 * better), kilometres with one decimal beyond.
 */
export function formatDistance(meters: number, language: Locale): string {
  if (meters >= 995) return formatUnit(meters / 1000, 'kilometer', 'km', language, 1);
  return formatUnit(meters < 100 ? Math.round(meters) : Math.round(meters / 10) * 10, 'meter', 'm', language, 0);
}

/** A download's size: `1.4 MB`, `320 KB` (decimal units, as phones show storage). */
export function formatBytes(bytes: number, language: Locale): string {
  if (bytes >= 1_000_000) return formatUnit(bytes / 1_000_000, 'megabyte', 'MB', language, 1);
  return formatUnit(Math.max(1, Math.round(bytes / 1000)), 'kilobyte', 'KB', language, 0);
}
