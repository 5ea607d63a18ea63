/**
 * Operator-set weather: the conditions the area's staff enter, served as today, tomorrow, ...
 * (re-dated on each call, so an entry made last week still reads as today's).
 */
import { eq } from 'drizzle-orm';
import type { WeatherDay } from '@youlan/contract';
import { localDate } from '../../platform/area-time.ts';
import type { Db } from '../../platform/db/database.ts';
import { tenantConfig } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { WeatherProvider } from './weather.provider.ts';


export class OperatorWeatherProvider implements WeatherProvider {
  readonly name = 'operator';
  private readonly db: Db;
  private readonly now: () => Date;
  constructor(db: Db, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  async forecast(tenant: Tenant): Promise<WeatherDay[]> {
    const [row] = await this.db.select({ weather: tenantConfig.weather }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenant.id));
    if (!row || row.weather.length === 0) throw notFound(`Scenic area "${tenant.code}" has no weather set`);
    const today = this.now();
    return row.weather.map((day, index) => ({ ...day, date: localDate(today, index) }));
  }
}
