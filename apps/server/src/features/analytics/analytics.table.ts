/**
 * The dashboard's daily roll-up: per area and Beijing calendar day, counts the database made once
 * from the raw rows of a day that can no longer change (see analytics.console.ts), so a year's
 * dashboard sums a few hundred thousand small rows instead of scanning millions.
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';

export const analyticsDay = pgTable(
  'analytics_day',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** `visit`, `entry` (key: the entry page), `viewMinute` (target: minutes a visit lasted), a click type (`place`, `notice`, `article`, `autoGuide`; target: its id), `like`, `punch` (target: the place), and `rolled`, the day's marker. */
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull().default(0),
    key: text('key').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.kind, t.targetId, t.key] })],
);
