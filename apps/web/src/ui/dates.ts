/** Dates as visitors read them, in the interface language and the phone's time zone. */

/** A whole date (a notice's, an article's), or month and day (a stamp's caption has room for no more). */
export type DateStyle = 'full' | 'monthDay';

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { year: 'numeric', month: 'long', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
};

/** One formatter per language and style: making one is the costly part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(when: string | Date, language: string, style: DateStyle = 'full'): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  // Chinese is written by hand, as Intl writes it (2026年11月27日, 11月27日): the first Chinese
  // formatter loads ICU's Chinese data, about 220 ms of a slow phone's main thread (measured at 4×
  // slowdown) on the screen a shared link opens. English data costs a few milliseconds.
  if (language.toLowerCase().startsWith('zh')) {
    const monthDay = `${date.getMonth() + 1}月${date.getDate()}日`;
    return style === 'full' ? `${date.getFullYear()}年${monthDay}` : monthDay;
  }
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, INTL_OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
