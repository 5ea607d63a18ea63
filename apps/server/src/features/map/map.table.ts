import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { MapConfig } from '@youlan/contract';
import { tenant } from '../../platform/db/schema.ts';

/** One illustrated map per area; a jsonb document because it is read and replaced whole. */
export const mapConfig = pgTable('map_config', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenant.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<MapConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
