/**
 * Where the area's weather comes from: the operator's own entry (the default), or a live
 * provider chosen by env. Each returns days, today first.
 */
import type { WeatherDay } from '@youlan/contract';
import type { Tenant } from '../../platform/tenant.ts';

export interface WeatherProvider {
  readonly name: string;
  forecast(tenant: Tenant): Promise<WeatherDay[]>;
}

/**
 * What weather needs of the area's settings (the config feature owns them; app.ts passes them in).
 */
export interface AreaWeatherSettings {
  /** The days the operator entered, each with its date; null when the area has no settings. */
  operatorWeather(tenantId: number): Promise<WeatherDay[] | null>;
  /** AMap city code (adcode), or null. */
  cityCode(tenantId: number): Promise<string | null>;
}
