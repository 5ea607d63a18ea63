/** Uploads the server signed: who may finish each one, and what became of it. */
import { foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const upload = pgTable(
  'upload',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    /** Tenant-relative key the server chose. */
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'refused'] }).notNull().default('pending'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    /** Why the file was refused, as told to the visitor. */
    refusal: text('refusal'),
    refusalStatus: integer('refusal_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'upload_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    uniqueIndex('upload_tenant_key').on(t.tenantId, t.key),
    index('upload_tenant_visitor').on(t.tenantId, t.visitorId),
  ],
);
