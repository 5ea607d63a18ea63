/**
 * Places and their classes: the area's catalogue. Several features point at a place (likes, punch
 * spots, photo spots, clicks), so the tables are an entity, which every feature may name for a
 * foreign key without importing another feature. The place feature owns the rules that read them.
 */
import { doublePrecision, foreignKey, index, integer, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';
import type { FacilityKind } from '@youlan/contract';
import { translationsColumn } from '../translation/translation.ts';

export const placeClass = pgTable(
  'place_class',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
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
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    intro: text('intro').notNull().default(''),
    /** What the audio guide says, in paragraphs separated by a blank line. */
    transcript: text('transcript').notNull().default(''),
    imageKey: text('image_key'),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    /** Metres; null means the spec's default (5000000). */
    scopeRange: integer('scope_range'),
    audioKey: text('audio_key'),
    /**
     * The operator's recordings of the guide in other languages, `{ [lang]: key }`: files, kept
     * beside the translations, not in them (docs/languages.md, "Audio").
     */
    audioKeys: jsonb('audio_keys').$type<Record<string, string>>().notNull().default({}),
    /** What a visitor types on the map's keypad (STOP_NUMBER_PATTERN); null: none. */
    stopNumber: text('stop_number'),
    /** What a visitor may look for as "the nearest open …" (FACILITY_KINDS); null: none. */
    facility: text('facility').$type<FacilityKind>(),
    likeCount: integer('like_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('place_tenant_sort').on(t.tenantId, t.sort, t.id),
    unique('place_tenant_id').on(t.tenantId, t.id),
    // Unique in the area: a typed number opens one place (a racing second save loses here).
    uniqueIndex('place_tenant_stop_number').on(t.tenantId, t.stopNumber),
    foreignKey({ name: 'place_class_same_tenant', columns: [t.tenantId, t.classId], foreignColumns: [placeClass.tenantId, placeClass.id] }),
  ],
);
