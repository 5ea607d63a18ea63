/**
 * Help requests, their event log (what the events stream replays after a dropped connection) and
 * the photos the friend took. The state lives here, so any instance serves either phone and a
 * restarted instance carries on.
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { HELP_SHOOT_END_REASONS, HELP_SHOOT_PHOTO_STATES, HELP_SHOOT_STATES } from '@youlan/contract';
import { tenant, visitor } from '../../platform/db/schema.ts';
import type { StoredEvent } from './help-shoot.events.ts';
import { translationsColumn } from '../translation/translation.ts';

export const helpShoot = pgTable(
  'help_shoot',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').notNull(),
    friendId: integer('friend_id'),
    /** The photo studio's pose at a spot; its names are copied in, so a catalogue edit does not change a request under way. */
    placePoseId: integer('place_pose_id').notNull(),
    placeName: text('place_name').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    poseName: text('pose_name').notNull(),
    outlineKey: text('outline_key'),
    poseTips: text('pose_tips').notNull(),
    shareImageKey: text('share_image_key'),
    /** The share link's join secret. */
    secret: text('secret').notNull(),
    state: text('state', { enum: HELP_SHOOT_STATES }).notNull().default('waiting'),
    endedReason: text('ended_reason', { enum: HELP_SHOOT_END_REASONS }),
    /** The event sequence: the id of the newest event (each request counts from 1). */
    lastEventId: integer('last_event_id').notNull().default(0),
    /** The newest preview still of the friend's viewfinder (a data URL); cleared when the request ends. */
    frame: text('frame'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'help_shoot_owner_same_tenant', columns: [t.tenantId, t.ownerId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    foreignKey({ name: 'help_shoot_friend_same_tenant', columns: [t.tenantId, t.friendId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    unique('help_shoot_tenant_id').on(t.tenantId, t.id),
    index('help_shoot_tenant_owner').on(t.tenantId, t.ownerId),
    // The sweep looks only at open requests (to expire) and ended ones (to delete).
    index('help_shoot_open').on(t.lastActiveAt).where(sql`state <> 'ended'`),
    index('help_shoot_ended').on(t.endedAt).where(sql`state = 'ended'`),
  ],
);

export const helpShootEvent = pgTable(
  'help_shoot_event',
  {
    tenantId: integer('tenant_id').notNull(),
    helpShootId: integer('help_shoot_id').notNull(),
    /** The request's event sequence: 1, 2, 3 … the stream's event id. */
    seq: integer('seq').notNull(),
    /** Whose phone gets it. */
    audience: text('audience', { enum: ['owner', 'friend', 'both'] }).notNull(),
    event: jsonb('event').$type<StoredEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'help_shoot_event_pk', columns: [t.helpShootId, t.seq] }),
    foreignKey({ name: 'help_shoot_event_request_same_tenant', columns: [t.tenantId, t.helpShootId], foreignColumns: [helpShoot.tenantId, helpShoot.id] }).onDelete('cascade'),
  ],
);

export const helpShootPhoto = pgTable(
  'help_shoot_photo',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    helpShootId: integer('help_shoot_id').notNull(),
    /** The friend's finished upload (tenant-relative key). */
    mediaKey: text('media_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    state: text('state', { enum: HELP_SHOOT_PHOTO_STATES }).notNull().default('new'),
    /** The owner's material once kept (no foreign key: materials are the platform's). */
    materialId: integer('material_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('help_shoot_photo_key').on(t.tenantId, t.helpShootId, t.mediaKey),
    index('help_shoot_photo_request').on(t.tenantId, t.helpShootId, t.id),
    foreignKey({ name: 'help_shoot_photo_request_same_tenant', columns: [t.tenantId, t.helpShootId], foreignColumns: [helpShoot.tenantId, helpShoot.id] }).onDelete('cascade'),
  ],
);
