/**
 * Operator-set weather: the days the area's staff entered, each with its date. Only days from
 * today on (the area's calendar) are served; an entry nobody updated goes stale and is then not
 * shown at all, rather than passing last week's weather off as today's.
 */
import { localDate } from '../../platform/area-time.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { AreaWeatherSettings, WeatherDaySource, WeatherProvider } from './weather.provider.ts';

export class OperatorWeatherProvider implements WeatherProvider {
  readonly name = 'operator';
  private readonly settings: AreaWeatherSettings;
  private readonly now: () => Date;
  constructor(settings: AreaWeatherSettings, now: () => Date = () => new Date()) {
    this.settings = settings;
    this.now = now;
  }

  async forecast(tenant: Tenant): Promise<WeatherDaySource[]> {
    const days = await this.settings.operatorWeather(tenant.id);
    if (!days) throw notFound(`Scenic area "${tenant.code}" has no weather set`);
    return currentDays(days, localDate(this.now()));
  }
}

/** The days dated today or later, today first. */
export function currentDays(days: WeatherDaySource[], today: string): WeatherDaySource[] {
  return days.filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
