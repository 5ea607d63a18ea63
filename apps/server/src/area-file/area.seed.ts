/** The demo area is loaded on first start when the database holds no scenic area at all. */
import { count } from 'drizzle-orm';
import { localDate } from '../platform/area-time.ts';
import type { AppContext } from '../platform/context.ts';
import { tenant } from '../platform/db/schema.ts';
import { DEMO_AREA_PATH, areaBaseDir, readAreaFile, type AreaFile } from './area.file.ts';
import { AreaExistsError, importArea } from './area.import.ts';

/**
 * The demo's sample weather is dated from the day the demo is loaded (its first day is that day),
 * so a fresh demo shows it; like any operator entry it goes stale after its last day. Only the
 * demo area is re-dated: a real area's weather keeps the dates its operator gave.
 */
export function dateDemoWeather(area: AreaFile, loadedAt: Date): AreaFile {
  return { ...area, weather: area.weather.map((day, index) => ({ ...day, date: localDate(loadedAt, index) })) };
}

export async function seedDemoAreaIfEmpty(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>, now = new Date()): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(tenant);
  if ((row?.n ?? 0) > 0) return false;
  try {
    await importArea(ctx, dateDemoWeather(readAreaFile(DEMO_AREA_PATH), now), areaBaseDir(DEMO_AREA_PATH));
    ctx.log.info('seeded the demo scenic area "demo"');
    return true;
  } catch (error) {
    // Another instance starting at the same moment seeded it first.
    if (error instanceof AreaExistsError) return false;
    throw error;
  }
}
