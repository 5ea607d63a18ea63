/** Scenic areas in this product are in China: their days follow Beijing time, whatever the server's zone. */
export const AREA_TIME_ZONE = 'Asia/Shanghai';

/** The area's calendar date (YYYY-MM-DD) at `at`, moved by whole days. */
export function localDate(at: Date, offsetDays = 0, timeZone = AREA_TIME_ZONE): string {
  const shifted = new Date(at.getTime() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(shifted);
}

/** The instant an area calendar day (YYYY-MM-DD) begins; Beijing keeps UTC+8 all year (no summer time). */
export function startOfAreaDay(date: string, offsetDays = 0): Date {
  const start = new Date(`${date}T00:00:00+08:00`);
  return new Date(start.getTime() + offsetDays * 86_400_000);
}
