/** The demo area is loaded on first start when the database holds no scenic area at all. */
import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { tenant } from '../../platform/db/schema.ts';
import { DEMO_AREA_PATH, areaBaseDir, readAreaFile } from './area.file.ts';
import { AreaExistsError, importArea } from './area.import.ts';

export async function seedDemoAreaIfEmpty(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(tenant);
  if ((row?.n ?? 0) > 0) return false;
  try {
    await importArea(ctx, readAreaFile(DEMO_AREA_PATH), areaBaseDir(DEMO_AREA_PATH));
    ctx.log.info('seeded the demo scenic area "demo"');
    return true;
  } catch (error) {
    // Another instance starting at the same moment seeded it first.
    if (error instanceof AreaExistsError) return false;
    throw error;
  }
}
