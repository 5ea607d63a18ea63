/** Tours: an ordered walk through the area's places, and each visitor's progress on one. */
import { boolean, foreignKey, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TourTag } from '@youlan/contract';
import { tenant, visitor } from '../../platform/db/schema.ts';
import { translationsColumn } from '../../entities/translation/translation.ts';

export const tour = pgTable(
  'tour',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** Stable name in the area file. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    coverKey: text('cover_key'),
    tags: jsonb('tags').$type<TourTag[]>().notNull().default([]),
    /**
     * The stops in order. A list, not a table: the tour is edited and read whole; a place taken out
     * of the area drops out of its tours when they are read (and measured again on the next save).
     */
    placeIds: jsonb('place_ids').$type<number[]>().notNull(),
    published: boolean('published').notNull().default(false),
    /** Measured along the trails when the tour is saved (tour.rules.ts). */
    distanceMeters: integer('distance_meters').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tour_tenant_key').on(t.tenantId, t.key), unique('tour_tenant_id').on(t.tenantId, t.id)],
);

/**
 * One visitor's progress on one tour: the stops heard (only ever added to), and when they had
 * all been heard: the tour's stamp in the visitor's collection, set once and kept.
 */
export const tourProgress = pgTable(
  'tour_progress',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    tourId: integer('tour_id').notNull(),
    heardPlaceIds: jsonb('heard_place_ids').$type<number[]>().notNull().default([]),
    /** The first save that covered every stop; null until then. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.visitorId, t.tourId] }),
    foreignKey({ name: 'tour_progress_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    foreignKey({ name: 'tour_progress_tour_same_tenant', columns: [t.tenantId, t.tourId], foreignColumns: [tour.tenantId, tour.id] }).onDelete('cascade'),
  ],
);
