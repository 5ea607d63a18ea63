import type { Env } from '../../platform/env.ts';
import { AmapWeatherProvider } from './amap-weather.provider.ts';
import { OperatorWeatherProvider } from './operator-weather.provider.ts';
import type { AreaWeatherSettings, WeatherProvider } from './weather.provider.ts';

export function createWeatherProvider(env: Env, settings: AreaWeatherSettings): WeatherProvider {
  if (env.WEATHER_PROVIDER === 'amap' && env.AMAP_KEY) return new AmapWeatherProvider(settings, env.AMAP_KEY, env.AMAP_API_BASE);
  return new OperatorWeatherProvider(settings);
}
