/** The console's side of route permissions: each page of the visitor app open or closed, switched one at a time and audited. */
import { and, asc, eq } from 'drizzle-orm';
import type { ConsoleRouteSwitch } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { routePermission } from './permission.table.ts';

type Row = typeof routePermission.$inferSelect;
const present = (row: Row): ConsoleRouteSwitch => ({ path: row.path, parentPath: row.parentPath, isOpen: row.status === 1 });

export async function listAreaRouteSwitches(db: Db, tenantId: number) {
  const rows = await db.select().from(routePermission).where(eq(routePermission.tenantId, tenantId)).orderBy(asc(routePermission.sort), asc(routePermission.id));
  return { routes: rows.map(present) };
}

export async function switchAreaRoute(db: Db, actor: AuditActor, tenantId: number, path: string, isOpen: boolean): Promise<ConsoleRouteSwitch> {
  return db.transaction(async (tx) => {
    const scope = and(eq(routePermission.tenantId, tenantId), eq(routePermission.path, path));
    const [before] = await tx.select().from(routePermission).where(scope).for('update');
    if (!before) throw notFound(`The area lists no page ${path}`);
    const [after] = await tx.update(routePermission).set({ status: isOpen ? 1 : 0 }).where(scope).returning();
    if (!after) throw notFound(`The area lists no page ${path}`);
    await recordAudit(tx, actor, { action: 'route.switch', targetType: 'route', targetId: path, before: { isOpen: before.status === 1 }, after: { isOpen } });
    return present(after);
  });
}
