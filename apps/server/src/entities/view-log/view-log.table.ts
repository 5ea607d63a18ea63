/** One row per visit, updated by each later send of the visit. */
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const viewLog = pgTable(
  'view_log',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** Made by the phone per visit; repeated sends of a visit update its row. */
    id: uuid('id').notNull(),
    visitorId: integer('visitor_id'),
    visitTime: timestamp('visit_time', { withTimezone: true }).notNull(),
    entryPage: text('entry_page').notNull(),
    lastPage: text('last_page').notNull(),
    /** hh:mm:ss */
    viewTime: text('view_time').notNull(),
    /** Seconds, for reports. */
    viewSeconds: integer('view_seconds').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    ip: text('ip'),
    userAgent: text('user_agent'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard reads a period of visits by (tenant, time).
  (t) => [
    // A visitor going sets only visitor_id to null: the migration (0022) says `SET NULL (visitor_id)`, which Drizzle cannot.
    foreignKey({ name: 'view_log_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('set null'),
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('view_log_tenant_visit_time').on(t.tenantId, t.visitTime),
  ],
);
