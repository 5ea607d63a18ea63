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
