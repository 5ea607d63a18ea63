/**
 * Which picture the map shows now (spec section 4: time-period codes 36–40, weather codes 32–35).
 * Rain and snow change how the whole area looks, so their skins win over the time of day; sunny
 * and cloudy skins only fill in when the area has no skin for the time period. Without any
 * matching skin the area's base picture shows. See docs/map.md.
 */
import type { MapConfig } from '@youlan/contract';
import type { SceneCodes } from '../../platform/queries.ts';
import { WeatherCode } from '../../platform/weather-code.ts';

const PRECIPITATION: ReadonlySet<number> = new Set([WeatherCode.RAIN, WeatherCode.SNOW]);

type SkinCodes = Pick<SceneCodes, 'timePeriodCode' | 'weatherCode'>;

export function chooseMapSkin(map: Pick<MapConfig, 'imageKey' | 'skins'>, { timePeriodCode, weatherCode }: SkinCodes): string {
  const weatherSkin = map.skins.weather[String(weatherCode) as keyof MapConfig['skins']['weather']];
  const timeSkin = map.skins.timePeriod[String(timePeriodCode) as keyof MapConfig['skins']['timePeriod']];
  if (weatherSkin && PRECIPITATION.has(weatherCode)) return weatherSkin;
  return timeSkin ?? weatherSkin ?? map.imageKey;
}
