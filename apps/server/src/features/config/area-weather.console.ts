/**
 * The console's side of the operator-set weather: the days stored in the area's configuration row
 * (the visitor's weather feature reads them through `areaSettings`), replaced as one list, audited.
 */
import { eq } from 'drizzle-orm';
import type { AreaWeather, WeatherDayFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { tenantConfig, weatherWord, type WeatherDaySource } from './config.table.ts';

const byDate = (days: WeatherDaySource[]): WeatherDaySource[] => [...days].sort((a, b) => a.date.localeCompare(b.date));
/** The console edits the source words: each text is the word itself, in the area's main language. */
const present = (days: WeatherDaySource[], area: Tenant): AreaWeather => ({
  days: byDate(days).map((day) => ({ ...day, dayWeatherText: { text: day.dayWeather, lang: area.mainLanguage }, nightWeatherText: { text: day.nightWeather, lang: area.mainLanguage } })),
});

export async function getAreaWeather(db: Db, area: Tenant): Promise<AreaWeather> {
  const [row] = await db.select({ weather: tenantConfig.weather }).from(tenantConfig).where(eq(tenantConfig.tenantId, area.id));
  if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
  return present(row.weather, area);
}

export async function replaceAreaWeather(db: Db, actor: AuditActor, area: Tenant, fields: WeatherDayFields[]): Promise<AreaWeather> {
  const days = byDate(
    fields.map((day) => ({
      date: day.date,
      dayWeather: day.dayWeather,
      nightWeather: day.nightWeather,
      dayTemp: day.dayTemp,
      nightTemp: day.nightTemp,
    })),
  );
  return db.transaction(async (tx) => {
    const scope = eq(tenantConfig.tenantId, area.id);
    const [row] = await tx.select({ weather: tenantConfig.weather }).from(tenantConfig).where(scope).for('update');
    if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
    await tx.update(tenantConfig).set({ weather: days, updatedAt: new Date() }).where(scope);
    // Every word gets its row (for the translation board); words no day uses keep theirs, and their translations.
    const words = [...new Set(days.flatMap((day) => [day.dayWeather, day.nightWeather]))];
    if (words.length > 0) await tx.insert(weatherWord).values(words.map((word) => ({ tenantId: area.id, word }))).onConflictDoNothing();
    await recordAudit(tx, actor, { action: 'weather.replace', targetType: 'weather', targetId: area.code, before: { days: byDate(row.weather) }, after: { days } });
    return present(days, area);
  });
}
