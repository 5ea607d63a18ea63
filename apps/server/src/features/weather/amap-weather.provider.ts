/**
 * Live weather from AMap's weather API (forecast by the area's adcode). Cached per area for ten
 * minutes: the forecast changes slowly and the API has a daily quota.
 */
import { ErrorCode } from '@youlan/contract';
import { BoundedCache, type CacheBounds } from '../../platform/cache.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { AreaWeatherSettings, WeatherDaySource, WeatherProvider } from './weather.provider.ts';

const FORECAST_CACHE: CacheBounds = { max: 1_000, ttlMs: 10 * 60_000 };
const TIMEOUT_MS = 5_000;

interface AmapCast {
  date: string;
  dayweather: string;
  nightweather: string;
  daytemp: string;
  nighttemp: string;
}
interface AmapForecastResponse {
  status: string;
  info?: string;
  forecasts?: { casts?: AmapCast[] }[];
}

export class AmapWeatherProvider implements WeatherProvider {
  readonly name = 'amap';
  private readonly cache = new BoundedCache<number, WeatherDaySource[]>(FORECAST_CACHE);
  private readonly settings: AreaWeatherSettings;
  private readonly key: string;
  private readonly apiBase: string;
  constructor(settings: AreaWeatherSettings, key: string, apiBase: string) {
    this.settings = settings;
    this.key = key;
    this.apiBase = apiBase;
  }

  forecast(tenant: Tenant): Promise<WeatherDaySource[]> {
    return this.cache.getOrLoad(tenant.id, () => this.fetchForecast(tenant));
  }

  private async fetchForecast(tenant: Tenant): Promise<WeatherDaySource[]> {
    const city = await this.settings.cityCode(tenant.id);
    if (!city) throw new AppError(404, ErrorCode.NOT_FOUND, `Scenic area "${tenant.code}" has no weather city code`);
    const url = `${this.apiBase}/v3/weather/weatherInfo?key=${encodeURIComponent(this.key)}&city=${encodeURIComponent(city)}&extensions=all`;
    let body: AmapForecastResponse;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = (await response.json()) as AmapForecastResponse;
    } catch (error) {
      throw new AppError(502, ErrorCode.UPSTREAM_FAILED, `The weather service did not answer: ${(error as Error).message}`);
    }
    const casts = body.forecasts?.[0]?.casts;
    if (body.status !== '1' || !casts?.length) throw new AppError(502, ErrorCode.UPSTREAM_FAILED, `The weather service refused: ${body.info ?? 'no forecast'}`);
    const days = casts.map((cast) => ({
      date: cast.date,
      dayWeather: cast.dayweather,
      nightWeather: cast.nightweather,
      dayTemp: Number(cast.daytemp),
      nightTemp: Number(cast.nighttemp),
    }));
    return days;
  }
}
