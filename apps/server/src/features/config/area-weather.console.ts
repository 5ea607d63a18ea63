/**
 * The console's side of the operator-set weather: the days stored in the area's configuration row
 * (the visitor's weather feature reads them through `areaSettings`), replaced as one list, audited.
 */
import { eq } from 'drizzle-orm';
import type { WeatherDay } from '@youlan/contract';
import type { AreaWeather, WeatherDayFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { tenantConfig } from './config.table.ts';

const byDate = (days: WeatherDay[]): WeatherDay[] => [...days].sort((a, b) => a.date.localeCompare(b.date));

export async function getAreaWeather(db: Db, area: Tenant): Promise<AreaWeather> {
  const [row] = await db.select({ weather: tenantConfig.weather }).from(tenantConfig).where(eq(tenantConfig.tenantId, area.id));
  if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
  return { days: byDate(row.weather) };
}

export async function replaceAreaWeather(db: Db, actor: AuditActor, area: Tenant, fields: WeatherDayFields[]): Promise<AreaWeather> {
  // English left out or empty is none.
  const days = byDate(
    fields.map((day) => ({
      date: day.date,
      dayWeather: day.dayWeather,
      dayWeatherEn: day.dayWeatherEn ?? null,
      nightWeather: day.nightWeather,
      nightWeatherEn: day.nightWeatherEn ?? null,
      dayTemp: day.dayTemp,
      nightTemp: day.nightTemp,
    })),
  );
  return db.transaction(async (tx) => {
    const scope = eq(tenantConfig.tenantId, area.id);
    const [row] = await tx.select({ weather: tenantConfig.weather }).from(tenantConfig).where(scope).for('update');
    if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
    await tx.update(tenantConfig).set({ weather: days, updatedAt: new Date() }).where(scope);
    await recordAudit(tx, actor, { action: 'weather.replace', targetType: 'weather', targetId: area.code, before: { days: byDate(row.weather) }, after: { days } });
    return { days };
  });
}
