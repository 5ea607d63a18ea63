/** Live status of places, the area's fade/hide marks, device keys and the readings devices sent (docs/live-status.md). */
import { boolean, index, integer, uniqueIndex, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LiveSource, LiveState } from '@youlan/contract';
import { tenant } from '../../platform/db/schema.ts';
import { place } from '../../entities/place/place.table.ts';
import { translationsColumn } from '../../entities/translation/translation.ts';

/** One row per place that has a status; a place without one shows none. */
export const liveStatus = pgTable(
  'live_status',
  {
    placeId: integer('place_id')
      .primaryKey()
      .references(() => place.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    state: text('state').$type<LiveState>(),
    waitMinutes: integer('wait_minutes'),
    queuePeople: integer('queue_people'),
    freeSpaces: integer('free_spaces'),
    /** `HH:MM` of the area's day, sorted. */
    departures: jsonb('departures').$type<string[]>().notNull().default([]),
    note: text('note'),
    /** The note's translations (subject `liveStatus`, id: the place's). */
    translations: translationsColumn(),
    source: text('source').$type<LiveSource>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_status_tenant').on(t.tenantId)],
);

/** The area's marks; an area without a row has the defaults. */
export const liveStatusSetting = pgTable('live_status_setting', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenant.id, { onDelete: 'cascade' }),
  staleAfterMinutes: integer('stale_after_minutes').notNull(),
  hideAfterMinutes: integer('hide_after_minutes').notNull(),
});

/** A device key: the secret is kept as its SHA-256 only (it is random, 256 bits: no salt or slow hash needed). */
export const deviceKey = pgTable(
  'device_key',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('device_key_tenant').on(t.tenantId), uniqueIndex('device_key_secret').on(t.secretHash)],
);

/** The readings a key sent, by the device's own id: a resent one is found here and changes nothing. Swept after a day. */
export const deviceReading = pgTable(
  'device_reading',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => deviceKey.id, { onDelete: 'cascade' }),
    readingId: text('reading_id').notNull(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** What the reading said, hashed: the same id with other values is refused (422). */
    requestHash: text('request_hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.readingId] }), index('device_reading_received').on(t.receivedAt)],
);

/** A place's capacity and warning levels, the gate's official count, and the level last seen (to raise an alarm on a crossing). */
export const placeCrowd = pgTable(
  'place_crowd',
  {
    placeId: integer('place_id')
      .primaryKey()
      .references(() => place.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    capacity: integer('capacity'),
    /** % of capacity: busy, crowded, full. */
    levels: jsonb('levels').$type<number[]>().notNull(),
    officialCount: integer('official_count'),
    officialAt: timestamp('official_at', { withTimezone: true }),
    /** Warning levels reached at the last tick (0 … 3). */
    step: integer('step').notNull().default(0),
  },
  (t) => [index('place_crowd_tenant').on(t.tenantId)],
);

/**
 * A phone's latest report: one row per session of an area (a new report replaces it), so rows are
 * bounded by the phones open in the last hour; swept after CROWD_RETENTION_MINUTES. No position, no track.
 */
export const crowdReport = pgTable(
  'crowd_report',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    session: text('session').notNull(),
    placeId: integer('place_id').references(() => place.id, { onDelete: 'cascade' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.session] }), index('crowd_report_window').on(t.tenantId, t.reportedAt)],
);

/** A minute's count of a place, for the console's trend: counts only, nothing of a visitor. Swept after the trend's hour. */
export const crowdSample = pgTable(
  'crowd_sample',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => place.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    official: boolean('official').notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.minute] }), index('crowd_sample_tenant').on(t.tenantId, t.minute)],
);

/** Raised when a place crosses a warning level upwards; acknowledged by a named operator. */
export const crowdAlarm = pgTable(
  'crowd_alarm',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => place.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    count: integer('count').notNull(),
    capacity: integer('capacity').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    ackedBy: text('acked_by'),
  },
  (t) => [index('crowd_alarm_tenant').on(t.tenantId, t.raisedAt)],
);
