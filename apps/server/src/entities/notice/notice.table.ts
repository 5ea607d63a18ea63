/** The area's notices. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';
import { translationsColumn } from '../translation/translation.ts';

export const notice = pgTable(
  'notice',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** English versions; null where the area wrote none. */
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    clickCount: integer('click_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_tenant_published').on(t.tenantId, t.publishedAt)],
);
