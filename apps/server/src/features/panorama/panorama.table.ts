/** The area's panoramas: the tour's 360° scenes, their markers, and 360° videos. */
import { doublePrecision, foreignKey, index, integer, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PanoramaView } from '@youlan/contract';
import { place } from '../../entities/place/place.table.ts';
import { tenant } from '../../platform/db/schema.ts';
import { translationsColumn } from '../../entities/translation/translation.ts';

export const panoramaScene = pgTable(
  'panorama_scene',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    imageKey: text('image_key').notNull(),
    previewKey: text('preview_key'),
    initialView: jsonb('initial_view').$type<PanoramaView>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('panorama_scene_tenant_key').on(t.tenantId, t.key), unique('panorama_scene_tenant_id').on(t.tenantId, t.id)],
);

/** A marker in a scene: it walks to another scene or opens a place, never both (checked on import). */
export const panoramaMarker = pgTable(
  'panorama_marker',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id').notNull(),
    key: text('key').notNull(),
    yaw: doublePrecision('yaw').notNull(),
    pitch: doublePrecision('pitch').notNull(),
    label: text('label').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    targetSceneId: integer('target_scene_id'),
    placeId: integer('place_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('panorama_marker_tenant_scene_key').on(t.tenantId, t.sceneId, t.key),
    index('panorama_marker_tenant_scene').on(t.tenantId, t.sceneId),
    // Composite keys: a marker can only sit in, lead to or open something of its own area.
    foreignKey({ name: 'panorama_marker_scene_same_tenant', columns: [t.tenantId, t.sceneId], foreignColumns: [panoramaScene.tenantId, panoramaScene.id] }).onDelete('cascade'),
    foreignKey({ name: 'panorama_marker_target_same_tenant', columns: [t.tenantId, t.targetSceneId], foreignColumns: [panoramaScene.tenantId, panoramaScene.id] }).onDelete('cascade'),
    // A place taken out of the area takes its markers with it: no marker opens a missing place.
    foreignKey({ name: 'panorama_marker_place_same_tenant', columns: [t.tenantId, t.placeId], foreignColumns: [place.tenantId, place.id] }).onDelete('cascade'),
  ],
);

export const panoramaVideo = pgTable(
  'panorama_video',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    videoKey: text('video_key').notNull(),
    videoLowKey: text('video_low_key'),
    posterKey: text('poster_key'),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('panorama_video_tenant_key').on(t.tenantId, t.key)],
);
