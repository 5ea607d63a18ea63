/**
 * Live weather from AMap's weather API (forecast by the area's adcode). Cached per area for ten
 * minutes: the forecast changes slowly and the API has a daily quota.
 */
import { eq } from 'drizzle-orm';
import type { WeatherDay } from '@youlan/contract';
import { ErrorCode } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { tenantConfig } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { WeatherProvider } from './weather.provider.ts';

const CACHE_MS = 10 * 60_000;
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
  private readonly cache = new Map<number, { days: WeatherDay[]; until: number }>();
  private readonly db: Db;
  private readonly key: string;
  private readonly apiBase: string;
  constructor(db: Db, key: string, apiBase: string) {
    this.db = db;
    this.key = key;
    this.apiBase = apiBase;
  }

  async forecast(tenant: Tenant): Promise<WeatherDay[]> {
    const hit = this.cache.get(tenant.id);
    if (hit && hit.until > Date.now()) return hit.days;
    const [row] = await this.db.select({ city: tenantConfig.weatherCityCode }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenant.id));
    if (!row?.city) throw new AppError(404, ErrorCode.NOT_FOUND, `Scenic area "${tenant.code}" has no weather city code`);
    const url = `${this.apiBase}/v3/weather/weatherInfo?key=${encodeURIComponent(this.key)}&city=${encodeURIComponent(row.city)}&extensions=all`;
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
    this.cache.set(tenant.id, { days, until: Date.now() + CACHE_MS });
    return days;
  }
}
