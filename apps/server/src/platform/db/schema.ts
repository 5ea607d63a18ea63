/**
 * The database schema (Drizzle). Every table of tenant data carries `tenant_id`, and every query
 * is scoped by it; `app_secret` is the one platform table (secrets shared by all instances).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, index, uuid } from 'drizzle-orm/pg-core';
import type { ScenicConfig, WeatherDay } from '@youlan/contract';

export const appSecret = pgTable('app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenant = pgTable('tenant', {
  id: serial('id').primaryKey(),
  /** The value of the tenant header. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Host names the area's app is served on (WeChat signs only these). */
  domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantConfig = pgTable('tenant_config', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenant.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<ScenicConfig>().notNull(),
  /** Operator-set weather, today first. */
  weather: jsonb('weather').$type<WeatherDay[]>().notNull(),
  /** AMap city code (adcode) for the live weather provider. */
  weatherCityCode: text('weather_city_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const routePermission = pgTable(
  'route_permission',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** Full app path, e.g. `/home/draw-map`. */
    path: text('path').notNull(),
    parentPath: text('parent_path'),
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('route_permission_tenant_path').on(t.tenantId, t.path)],
);

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
  (t) => [index('place_class_tenant').on(t.tenantId)],
);

export const place = pgTable(
  'place',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    classId: integer('class_id').notNull().references(() => placeClass.id),
    placeType: integer('place_type').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    intro: text('intro').notNull().default(''),
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
  (t) => [index('place_tenant_sort').on(t.tenantId, t.sort, t.id)],
);

export const notice = pgTable(
  'notice',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    clickCount: integer('click_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_tenant_published').on(t.tenantId, t.publishedAt)],
);

export const visitor = pgTable(
  'visitor',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['guest', 'wechat'] }).notNull(),
    /** Guest: the phone's device id. */
    deviceId: text('device_id'),
    openid: text('openid'),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitor_tenant_device').on(t.tenantId, t.deviceId),
    uniqueIndex('visitor_tenant_openid').on(t.tenantId, t.openid),
  ],
);

export const placeLike = pgTable(
  'place_like',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').notNull().references(() => place.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull().references(() => visitor.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.placeId, t.visitorId] })],
);

export const viewLog = pgTable(
  'view_log',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** Made by the phone per visit; repeated sends of a visit update its row. */
    id: uuid('id').notNull(),
    visitorId: integer('visitor_id').references(() => visitor.id, { onDelete: 'set null' }),
    visitTime: timestamp('visit_time', { withTimezone: true }).notNull(),
    entryPage: text('entry_page').notNull(),
    lastPage: text('last_page').notNull(),
    /** hh:mm:ss */
    viewTime: text('view_time').notNull(),
    /** Seconds, for reports. */
    viewSeconds: integer('view_seconds').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    ip: text('ip'),
    userAgent: text('user_agent'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const clickEvent = pgTable(
  'click_event',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    visitorId: integer('visitor_id').references(() => visitor.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_event_tenant_target').on(t.tenantId, t.type, t.targetId)],
);

export * from '../../features/article/article.table.ts';
export * from '../../features/map/map.table.ts';
export * from '../../features/search/search.table.ts';
export * from '../../features/survey/survey.table.ts';
export * from '../../features/wechat/wechat.table.ts';
export * from '../uploads/upload.table.ts';
export * from '../../features/punch/punch.table.ts';
export * from '../../features/opinion/opinion.table.ts';
