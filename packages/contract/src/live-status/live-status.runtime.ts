/**
 * Live status of places (docs/live-status.md): limits, enums and the freshness rule both sides
 * run, zod-free (the web app ships them).
 */

/** What a place is doing now; `closingSoon` is open but about to close. */
export const LIVE_STATES = ['open', 'closed', 'closingSoon'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** Who set a status: an operator in the console or a device through the ingest endpoint. */
export const LIVE_SOURCES = ['console', 'device'] as const;
export type LiveSource = (typeof LIVE_SOURCES)[number];

/** A device's key comes in this header (`ylk_<id>_<secret>`). */
export const DEVICE_KEY_HEADER = 'x-device-key';

export const LIVE_NOTE_MAX = 200;
export const LIVE_DEPARTURES_MAX = 12;
/** A wait longer than a day is a typo, not a queue. */
export const LIVE_WAIT_MINUTES_MAX = 24 * 60;
export const LIVE_COUNT_MAX = 1_000_000;
/** A departure time of the area's day, `HH:MM` (24 h). */
export const DEPARTURE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A device's own name for one reading: resending it changes nothing. */
export const READING_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,80}$/;

/** Defaults until the area's admin chooses: fade after half an hour, hide after two. */
export const LIVE_STALE_AFTER_DEFAULT_MINUTES = 30;
export const LIVE_HIDE_AFTER_DEFAULT_MINUTES = 120;
/** A week: a status older than that is not "live" whatever the operator says. */
export const LIVE_AFTER_MAX_MINUTES = 7 * 24 * 60;

/** How long the snapshot may be kept by the phone or a proxy, and by the server's own cache. */
export const LIVE_SNAPSHOT_MAX_AGE_SECONDS = 10;
/** How often an open map asks again (the 30 s from an operator's change to the phones). */
export const LIVE_SNAPSHOT_POLL_MS = 20_000;

export const DEVICE_KEYS_MAX = 50;
export const DEVICE_KEY_NAME_MAX = 60;

export type LiveFreshness = 'fresh' | 'stale' | 'hidden';

/** Whether a status updated at `updatedAt` is shown plainly, faded or not at all at `now`. */
export function liveFreshness(updatedAt: Date | string, now: Date, settings: { staleAfterMinutes: number; hideAfterMinutes: number }): LiveFreshness {
  const ageMinutes = (now.getTime() - new Date(updatedAt).getTime()) / 60_000;
  if (ageMinutes >= settings.hideAfterMinutes) return 'hidden';
  if (ageMinutes >= settings.staleAfterMinutes) return 'stale';
  return 'fresh';
}

/** The departures still ahead at the area's time of day `nowHhMm` (times are sorted `HH:MM`). */
export function upcomingDepartures(departures: readonly string[], nowHhMm: string): string[] {
  return departures.filter((time) => time >= nowHhMm);
}

/**
 * How crowded places are (docs/live-status.md, "Crowds"): phones that share their position anyway
 * report the place they are in, at most once a minute; counts are over a short window, and a count
 * of fewer than CROWD_K_MIN visitors is only ever "quiet", so no one visitor can be singled out.
 */
export const CROWD_K_MIN = 5;
/** The window a phone's report counts in. */
export const CROWD_WINDOW_MINUTES = 5;
/** A phone reports at most this often; sooner ones are ignored. */
export const CROWD_REPORT_EVERY_MS = 60_000;
/** Nothing per visitor is kept longer (the sweep deletes older reports). */
export const CROWD_RETENTION_MINUTES = 60;
/** The console's trend: one sample per place per minute, this far back. */
export const CROWD_TREND_MINUTES = 60;
/** Warning levels in % of capacity until the operator chooses: busy, crowded, full. */
export const CROWD_LEVELS_DEFAULT = [50, 80, 100] as const;
export const CROWD_CAPACITY_MAX = 1_000_000;

/** What a visitor sees; `quiet`: fewer than CROWD_K_MIN counted by the app. */
export const CROWD_LEVEL_NAMES = ['quiet', 'calm', 'busy', 'crowded'] as const;
export type CrowdLevelName = (typeof CROWD_LEVEL_NAMES)[number];

/** How many warning levels `count` has reached of `capacity` (0 … levels.length); levels are % ascending. */
export function crowdStep(count: number, capacity: number, levels: readonly number[]): number {
  const percent = (count / capacity) * 100;
  return levels.filter((level) => percent >= level).length;
}

/**
 * The visitor's word for a place: an official (gate) count is told as it is; an app estimate under
 * k is "quiet" whatever the capacity. Step 0 calm, 1 busy, 2 and more crowded.
 */
export function crowdLevelName(count: number, official: boolean, capacity: number, levels: readonly number[]): CrowdLevelName {
  if (!official && count < CROWD_K_MIN) return 'quiet';
  const step = crowdStep(count, capacity, levels);
  return step === 0 ? 'calm' : step === 1 ? 'busy' : 'crowded';
}
