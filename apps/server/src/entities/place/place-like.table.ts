/** Visitors' likes of places (`place.table.ts` beside it). */
import { foreignKey, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { place } from './place.table.ts';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const placeLike = pgTable(
  'place_like',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').notNull(),
    visitorId: integer('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'place_like_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    primaryKey({ columns: [t.tenantId, t.placeId, t.visitorId] }),
    foreignKey({ name: 'place_like_place_same_tenant', columns: [t.tenantId, t.placeId], foreignColumns: [place.tenantId, place.id] }).onDelete('cascade'),
    // The dashboard counts a period's likes per place.
    index('place_like_tenant_time').on(t.tenantId, t.createdAt, t.placeId),
  ],
);
