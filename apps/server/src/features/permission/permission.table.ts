/** Which of the app's pages an area shows (the route permission tree). */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';

export const routePermission = pgTable(
  'route_permission',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** Full app path, e.g. `/home/draw-map`. */
    path: text('path').notNull(),
    parentPath: text('parent_path'),
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('route_permission_tenant_path').on(t.tenantId, t.path)],
);
