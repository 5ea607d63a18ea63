import { foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const opinion = pgTable(
  'opinion',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    imageKeys: text('image_keys').array().notNull().default([]),
    contact: text('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written by the area's staff. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The phone's Idempotency-Key: the same opinion sent again (a retry on a weak network) is stored once. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Set when the area closed it (answered or not). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'opinion_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    index('opinion_tenant_visitor').on(t.tenantId, t.visitorId, t.createdAt),
    uniqueIndex('opinion_idempotency').on(t.tenantId, t.visitorId, t.idempotencyKey),
  ],
);
