/** Search: the operator's hot words, and how often each query found something (the default hot words). */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';

export const searchWord = pgTable(
  'search_word',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('search_word_tenant_sort').on(t.tenantId, t.sort)],
);

/** One row per tenant, normalized query and day: small, and old days can be dropped. */
export const searchQueryDay = pgTable(
  'search_query_day',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    day: timestamp('day', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.query, t.day] }), index('search_query_day_tenant_day').on(t.tenantId, t.day)],
);
