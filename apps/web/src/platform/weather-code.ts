/** Spec section 4: the weather code of a weather text, used to pick the map's scene. */

export const WeatherCode = { SUNNY: 32, CLOUDY: 33, RAIN: 34, SNOW: 35 } as const;
export type WeatherCode = (typeof WeatherCode)[keyof typeof WeatherCode];

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
