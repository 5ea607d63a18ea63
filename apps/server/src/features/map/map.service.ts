/** The area's illustrated map and trail network. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { mapConfig } from './map.table.ts';

export async function getAreaMap(db: Db, tenant: Tenant) {
  const [row] = await db.select({ config: mapConfig.config }).from(mapConfig).where(eq(mapConfig.tenantId, tenant.id));
  if (!row) throw notFound(`Scenic area "${tenant.code}" has no map configured yet`);
  return row.config;
}
