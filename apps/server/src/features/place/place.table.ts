/** Places, their classes and visitors' likes. */
import { doublePrecision, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const placeClass = pgTable(
  'place_class',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  // (tenant_id, id) is what rows of the same tenant point at: a row cannot name another tenant's class.
  (t) => [index('place_class_tenant').on(t.tenantId), unique('place_class_tenant_id').on(t.tenantId, t.id)],
);

export const place = pgTable(
  'place',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    classId: integer('class_id').notNull(),
    placeType: integer('place_type').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    intro: text('intro').notNull().default(''),
    introEn: text('intro_en'),
    /** What the audio guide says, in paragraphs separated by a blank line. */
    transcript: text('transcript').notNull().default(''),
    transcriptEn: text('transcript_en'),
    imageKey: text('image_key'),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    /** Metres; null means the spec's default (5000000). */
    scopeRange: integer('scope_range'),
    audioKey: text('audio_key'),
    likeCount: integer('like_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('place_tenant_sort').on(t.tenantId, t.sort, t.id),
    unique('place_tenant_id').on(t.tenantId, t.id),
    foreignKey({ name: 'place_class_same_tenant', columns: [t.tenantId, t.classId], foreignColumns: [placeClass.tenantId, placeClass.id] }),
  ],
);

export const placeLike = pgTable(
  'place_like',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').notNull(),
    visitorId: integer('visitor_id').notNull().references(() => visitor.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.placeId, t.visitorId] }),
    foreignKey({ name: 'place_like_place_same_tenant', columns: [t.tenantId, t.placeId], foreignColumns: [place.tenantId, place.id] }).onDelete('cascade'),
  ],
);
