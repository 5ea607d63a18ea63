/**
 * The platform's tables: tenants, visitors (tokens name them) and secrets shared by all instances.
 * Every feature keeps its own tables in its folder (`x.table.ts`); drizzle.config.ts lists them all.
 * Every table of tenant data carries `tenant_id`, and every query is scoped by it.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

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
  /** The language operators write the area's texts in (docs/languages.md). */
  mainLanguage: text('main_language').notNull().default('zh-CN'),
  /** The languages the area offers visitors, main first. */
  languages: text('languages').array().notNull().default(sql`'{zh-CN,en}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    // What the visitor's rows reference (tenant_id, visitor_id): none can name another area's visitor.
    unique('visitor_tenant_id').on(t.tenantId, t.id),
  ],
);
