/** Search: the operator's hot words, and how often each query found something (the default hot words). */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';
import { translationsColumn } from '../../entities/translation/translation.ts';

export const searchWord = pgTable(
  'search_word',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** The English hot word; null where the operator wrote none. */
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('search_word_tenant_sort').on(t.tenantId, t.sort)],
);

/** Words the operator never wants among the popular queries (a query containing one is left out). */
export const searchWordBlock = pgTable(
  'search_word_block',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [index('search_word_block_tenant').on(t.tenantId)],
);

/**
 * One row per tenant, normalized query, day and searcher (a visitor, or a hashed address): a
 * query's popularity is how many different searchers asked it, so one searcher repeating an
 * insult 41 times counts once. `count` is how often that searcher asked that day.
 */
export const searchQueryDay = pgTable(
  'search_query_day',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    day: timestamp('day', { withTimezone: true, mode: 'date' }).notNull(),
    searcher: text('searcher').notNull().default(''),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.query, t.day, t.searcher] }), index('search_query_day_tenant_day').on(t.tenantId, t.day)],
);

/** An operator's group of words that mean one thing to a visitor (search.synonyms.ts), beside the built-in ones. */
export const searchSynonym = pgTable(
  'search_synonym',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    words: text('words').array().notNull(),
  },
  (t) => [index('search_synonym_tenant').on(t.tenantId)],
);

/**
 * Queries that found nothing, one row per area and normalized query (never per visitor): how often
 * and when last. Bounded: a query not asked for SEARCH_MISS_DAYS is dropped, and an area keeps at
 * most SEARCH_MISSES_MAX, the least asked going first.
 */
export const searchMiss = pgTable(
  'search_miss',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.query] })],
);
