/** Articles: the operator's longer reading (history, architecture, visiting tips). */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';
import { translationsColumn } from '../translation/translation.ts';

export const article = pgTable(
  'article',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** English versions (`…En`); null where the area wrote none. */
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    /** Operator's one-line summary; empty means the first words of the text. */
    summary: text('summary').notNull().default(''),
    coverImageKey: text('cover_image_key'),
    author: text('author'),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    clickCount: integer('click_count').notNull().default(0),
    /** Pinned articles come first in the visitors' list, before the operator's order. */
    isPinned: boolean('is_pinned').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_tenant_sort').on(t.tenantId, t.sort, t.publishedAt)],
);
