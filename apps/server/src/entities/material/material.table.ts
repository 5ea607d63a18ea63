/** The visitor's materials: every picture they made or kept (photo studio, help-shoot, panorama postcards). */
import { foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MATERIAL_KINDS } from '@youlan/contract';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const material = pgTable(
  'material',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    kind: text('kind', { enum: MATERIAL_KINDS }).notNull(),
    /** Tenant-relative storage key of the picture. */
    mediaKey: text('media_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The original photo it was made from; null for an original. */
    sourceKey: text('source_key'),
    /** The image job that made it (no foreign key: platform code does not know the feature's tables). */
    jobId: integer('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'material_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    uniqueIndex('material_tenant_media_key').on(t.tenantId, t.mediaKey),
    index('material_tenant_visitor_id').on(t.tenantId, t.visitorId, t.id),
  ],
);
