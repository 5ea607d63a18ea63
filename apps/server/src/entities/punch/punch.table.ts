/** Punch places, the punches visitors made, and every attempt (for rate limits and the operator). */
import { doublePrecision, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { place } from '../place/place.table.ts';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const punchSpot = pgTable(
  'punch_spot',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').notNull(),
    stampKey: text('stamp_key'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('punch_spot_tenant_place').on(t.tenantId, t.placeId),
    foreignKey({ name: 'punch_spot_place_same_tenant', columns: [t.tenantId, t.placeId], foreignColumns: [place.tenantId, place.id] }).onDelete('cascade'),
  ],
);

export const punchRecord = pgTable(
  'punch_record',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    placeId: integer('place_id').notNull(),
    /** The area's calendar date: one punch per place per visitor per day. */
    punchDate: text('punch_date').notNull(),
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The fix, converted to the area's datum. */
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    reportedDatum: text('reported_datum').notNull(),
    accuracyMeters: doublePrecision('accuracy_meters').notNull(),
    distanceMeters: doublePrecision('distance_meters').notNull(),
    photoKey: text('photo_key'),
    flags: text('flags').array().notNull().default([]),
    idempotencyKey: text('idempotency_key'),
    /** What the request said, to tell a retry from a different punch under the same key. */
    requestHash: text('request_hash').notNull(),
  },
  (t) => [
    foreignKey({ name: 'punch_record_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    uniqueIndex('punch_record_once_a_day').on(t.tenantId, t.visitorId, t.placeId, t.punchDate),
    foreignKey({ name: 'punch_record_place_same_tenant', columns: [t.tenantId, t.placeId], foreignColumns: [place.tenantId, place.id] }).onDelete('cascade'),
    uniqueIndex('punch_record_idempotency').on(t.tenantId, t.visitorId, t.idempotencyKey),
    index('punch_record_visitor_time').on(t.tenantId, t.visitorId, t.punchedAt),
    // The dashboard counts a period's punches per place.
    index('punch_record_tenant_time').on(t.tenantId, t.punchedAt, t.placeId),
  ],
);

export const punchAttempt = pgTable(
  'punch_attempt',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    placeId: integer('place_id').notNull(),
    /** `recorded`, `replayed` or the refusal's error code. */
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'punch_attempt_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    index('punch_attempt_visitor_time').on(t.tenantId, t.visitorId, t.createdAt),
  ],
);
