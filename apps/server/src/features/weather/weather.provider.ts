/**
 * Where the area's weather comes from: the operator's own entry (the default), or a live
 * provider chosen by env. Each returns days, today first.
 */
import type { WeatherDay } from '@youlan/contract';
import type { Translations } from '../../entities/translation/translation.ts';
import type { Tenant } from '../../platform/tenant.ts';

export interface WeatherProvider {
  readonly name: string;
  /** The days with the words as the provider gives them (the area's main language; the spec's weather code reads them). */
  forecast(tenant: Tenant): Promise<WeatherDaySource[]>;
}

/** A day as the operator or a provider gives it: its words untranslated. */
export type WeatherDaySource = Omit<WeatherDay, 'dayWeatherText' | 'nightWeatherText'>;

/**
 * What weather needs of the area's settings (the config feature owns them; app.ts passes them in).
 */
export interface AreaWeatherSettings {
  /** The days the operator entered, each with its date; null when the area has no settings. */
  operatorWeather(tenantId: number): Promise<WeatherDaySource[] | null>;
  /** The translations of the area's weather words, by word. */
  weatherWords(tenantId: number): Promise<Map<string, Translations>>;
  /** AMap city code (adcode), or null. */
  cityCode(tenantId: number): Promise<string | null>;
}
