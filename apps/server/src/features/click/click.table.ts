/** Every counted click on a place, notice or article. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const clickEvent = pgTable(
  'click_event',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    visitorId: integer('visitor_id').references(() => visitor.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard counts a period's events by kind and target from the second index alone (an index-only scan).
  (t) => [index('click_event_tenant_target').on(t.tenantId, t.type, t.targetId), index('click_event_tenant_time').on(t.tenantId, t.createdAt, t.type, t.targetId)],
);
