/** Every counted click on a place, notice or article. */
import { bigint, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const clickEvent = pgTable(
  'click_event',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    visitorId: integer('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard counts a period's events by kind and target from the second index alone (an index-only scan).
  (t) => [
    // A visitor going sets only visitor_id to null: the migration (0022) says `SET NULL (visitor_id)`, which Drizzle cannot.
    foreignKey({ name: 'click_event_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('set null'),
    index('click_event_tenant_target').on(t.tenantId, t.type, t.targetId),
    index('click_event_tenant_time').on(t.tenantId, t.createdAt, t.type, t.targetId),
  ],
);
