/**
 * WeChat tables. `wechat_credential` caches the official account's access token and jsapi ticket
 * for every instance; like `app_secret` it belongs to the platform (one account, set by env), not
 * to an area. `wechat_oauth_state` holds the states of logins in progress, per area.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../../platform/db/schema.ts';

export const wechatCredential = pgTable(
  'wechat_credential',
  {
    appId: text('app_id').notNull(),
    /** `access_token` or `jsapi_ticket`. */
    kind: text('kind', { enum: ['access_token', 'jsapi_ticket'] }).notNull(),
    value: text('value').notNull(),
    /** When WeChat says it stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.kind] })],
);

export const wechatOauthState = pgTable(
  'wechat_oauth_state',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** Random id, the first half of the state the browser carries. */
    id: text('id').notNull(),
    /** SHA-256 (hex) of the browser's binding value: the state works only in the browser that started. */
    bindingHash: text('binding_hash').notNull(),
    /** Where the visitor goes after the login (a path on the site). */
    redirect: text('redirect').notNull(),
    scope: text('scope', { enum: ['snsapi_base', 'snsapi_userinfo'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one login that consumed the state; any later use is refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('wechat_oauth_state_expires').on(t.expiresAt)],
);
