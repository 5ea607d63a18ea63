/**
 * Operator accounts, their console sessions, log-in attempts (for lock-out), the audit log and the
 * files the editors uploaded.
 * An operator works in one area (`tenant_id`) with a role; the platform administrator has no
 * area (`tenant_id` null) and acts in every one.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from '../db/schema.ts';

export const operator = pgTable(
  'operator',
  {
    id: serial('id').primaryKey(),
    /** Null only for the platform administrator. */
    tenantId: integer('tenant_id').references(() => tenant.id, { onDelete: 'cascade' }),
    /** Lower-cased; one account per address across the platform, so a log-in needs no area. */
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** `platform`, or an area role: `admin`, `editor`, `viewer`. */
    role: text('role', { enum: ['platform', 'admin', 'editor', 'viewer'] }).notNull(),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    check('operator_platform_has_no_area', sql`(${t.role} = 'platform') = (${t.tenantId} IS NULL)`),
    index('operator_tenant').on(t.tenantId),
  ],
);

export const operatorSession = pgTable(
  'operator_session',
  {
    /** SHA-256 of the cookie's value: a database leak does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    operatorId: integer('operator_id').notNull().references(() => operator.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Slides forward with use; an idle session ends here. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('operator_session_operator').on(t.operatorId)],
);

export const operatorLoginAttempt = pgTable(
  'operator_login_attempt',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** As typed (lower-cased), also when no account has it: guessing addresses counts too. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_login_attempt_email').on(t.email, t.createdAt), index('operator_login_attempt_ip').on(t.ip, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** The area the change was in; null for platform-wide changes. */
    tenantId: integer('tenant_id').references(() => tenant.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operator.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still names the person after the account is gone. */
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_time').on(t.tenantId, t.createdAt)],
);

/**
 * A file an editor uploaded (a picture, an audio guide, a 360° video) under the key the server
 * picked. Uploading comes before saving, so a file may end up named by nothing: the sweep removes
 * it once it is a day old and the area's content does not name it (features/area/console-upload.sweep.ts).
 */
export const consoleUpload = pgTable(
  'console_upload',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    /** The key the content names (area-relative, as the editor's answer gave it). */
    key: text('key').notNull(),
    /** Every file stored for it: the key's own and what was made beside it (a thumbnail, a preview). */
    files: text('files').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('console_upload_time').on(t.createdAt)],
);
