/** The area's illustrated map and trail network. */
import { eq } from 'drizzle-orm';
import type { MapConfig } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { mapConfig } from './map.table.ts';

/** The area's map, or null before it has one (what the console places places on; app.ts hands it over). */
export async function findAreaMap(db: Db, tenantId: number): Promise<MapConfig | null> {
  const [row] = await db.select({ config: mapConfig.config }).from(mapConfig).where(eq(mapConfig.tenantId, tenantId));
  return row?.config ?? null;
}

export async function getAreaMap(db: Db, tenant: Tenant) {
  const config = await findAreaMap(db, tenant.id);
  if (!config) throw notFound(`Scenic area "${tenant.code}" has no map configured yet`);
  return config;
}
