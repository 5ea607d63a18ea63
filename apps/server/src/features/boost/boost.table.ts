/** The photo studio's catalogue per area: pose categories, poses, photo spots with their poses, skies. */
import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SKY_TIMES_OF_DAY } from '@youlan/contract';
import { place } from '../../entities/place/place.table.ts';
import { tenant } from '../../platform/db/schema.ts';
import { translationsColumn } from '../../entities/translation/translation.ts';

export const poseSku = pgTable(
  'pose_sku',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('pose_sku_tenant_key').on(t.tenantId, t.key)],
);

export const pose = pgTable(
  'pose',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull().references(() => poseSku.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    outlineKey: text('outline_key'),
    tips: text('tips').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('pose_tenant_key').on(t.tenantId, t.key), index('pose_tenant_sku').on(t.tenantId, t.skuId)],
);

export const photoSpot = pgTable(
  'photo_spot',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').notNull().references(() => place.id, { onDelete: 'cascade' }),
    tips: text('tips').notNull().default(''),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    standDistanceMeters: doublePrecision('stand_distance_meters'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('photo_spot_tenant_place').on(t.tenantId, t.placeId)],
);

/** A pose at a photo spot: the spec's placePose. */
export const placePose = pgTable(
  'place_pose',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    photoSpotId: integer('photo_spot_id').notNull().references(() => photoSpot.id, { onDelete: 'cascade' }),
    poseId: integer('pose_id').notNull().references(() => pose.id, { onDelete: 'cascade' }),
    /** Storage keys of the sample photos, best first. */
    sampleKeys: text('sample_keys').array().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('place_pose_tenant_spot_pose').on(t.tenantId, t.photoSpotId, t.poseId)],
);

export const sky = pgTable(
  'sky',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    timeOfDay: text('time_of_day', { enum: SKY_TIMES_OF_DAY }).notNull(),
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sky_tenant_key').on(t.tenantId, t.key)],
);
