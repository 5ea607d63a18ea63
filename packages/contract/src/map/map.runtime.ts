/**
 * Spec section 4: the codes that pick the map's scene. The web app computes them (time of day,
 * weather text); the area's map skins are keyed by them (./map.ts builds the schema on these).
 */

export const TimePeriodCode = { EARLY_MORNING: 36, MORNING: 37, NOON: 38, AFTERNOON: 39, NIGHT: 40 } as const;
export type TimePeriodCode = (typeof TimePeriodCode)[keyof typeof TimePeriodCode];

export const WeatherCode = { SUNNY: 32, CLOUDY: 33, RAIN: 34, SNOW: 35 } as const;
export type WeatherCode = (typeof WeatherCode)[keyof typeof WeatherCode];

/** The codes as the keys of a JSON object (skins are stored as JSON): `'36'`, ... */
export const TIME_PERIOD_CODE_KEYS = Object.values(TimePeriodCode).map(String) as [`${TimePeriodCode}`, ...`${TimePeriodCode}`[]];
export const WEATHER_CODE_KEYS = Object.values(WeatherCode).map(String) as [`${WeatherCode}`, ...`${WeatherCode}`[]];

// The scene rules, run by the web app and by the server when it puts the start data in the document.

/**
 * Spec section 4: the time-period code of the hour, used to pick the map's scene (morning, noon, ...).
 * Each range includes its start hour and excludes its end hour: [6, 8) → 36, [8, 12) → 37, ...
 */
export function timePeriodCode(hour: number): TimePeriodCode {
  if (hour >= 6 && hour < 8) return TimePeriodCode.EARLY_MORNING;
  if (hour >= 8 && hour < 12) return TimePeriodCode.MORNING;
  if (hour >= 12 && hour < 14) return TimePeriodCode.NOON;
  if (hour >= 14 && hour < 18) return TimePeriodCode.AFTERNOON;
  return TimePeriodCode.NIGHT;
}

/** Spec section 4: the weather code of a weather text, used to pick the map's scene. */
const KEYWORDS: ReadonlyArray<readonly [WeatherCode, readonly string[]]> = [
  [WeatherCode.SUNNY, ['晴', 'sunny', 'clear']],
  [WeatherCode.CLOUDY, ['云', '阴', 'cloud', 'overcast']],
  [WeatherCode.RAIN, ['雨', 'rain', 'shower']],
  [WeatherCode.SNOW, ['雪', 'snow', 'sleet']],
];

/**
 * The condition mentioned first in the text wins: forecasts read in time order, so 晴转多云
 * (sunny, later cloudy) is sunny and 雨夹雪 (rain with snow) is rain. Unknown text is cloudy.
 */
export function weatherCode(text: string): WeatherCode {
  const lower = text.toLowerCase();
  let best: { code: WeatherCode; at: number } | null = null;
  for (const [code, words] of KEYWORDS) {
    for (const word of words) {
      const at = lower.indexOf(word);
      if (at !== -1 && (best === null || at < best.at)) best = { code, at };
    }
  }
  return best?.code ?? WeatherCode.CLOUDY;
}

const PRECIPITATION: ReadonlySet<number> = new Set([WeatherCode.RAIN, WeatherCode.SNOW]);

/** The parts of an area's map that pick its picture (the schema in ./map.ts has them all). */
export interface SkinnedMap {
  imageKey: string;
  skins: { timePeriod: Partial<Record<`${TimePeriodCode}`, string>>; weather: Partial<Record<`${WeatherCode}`, string>> };
}

/**
 * Which picture the map shows now (time-period codes 36–40, weather codes 32–35). Rain and snow
 * change how the whole area looks, so their skins win over the time of day; sunny and cloudy skins
 * only fill in when the area has no skin for the time period. Without any matching skin the area's
 * base picture shows. See docs/map.md.
 */
export function chooseMapSkin(map: SkinnedMap, codes: { timePeriodCode: TimePeriodCode; weatherCode: WeatherCode }): string {
  const weatherSkin = map.skins.weather[`${codes.weatherCode}`];
  const timeSkin = map.skins.timePeriod[`${codes.timePeriodCode}`];
  if (weatherSkin && PRECIPITATION.has(codes.weatherCode)) return weatherSkin;
  return timeSkin ?? weatherSkin ?? map.imageKey;
}

// The console's limits.
/** Trails of the navigation network, and points per trail. */
export const TRAILS_MAX = 300;
export const TRAIL_POINTS_MAX = 2000;
/** Bytes the trail network may take on the wire (300 trails of many points). */
export const TRAILS_BODY_MAX_BYTES = 2 * 1024 * 1024;
