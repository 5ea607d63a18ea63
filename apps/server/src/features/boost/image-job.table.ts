/**
 * The image job queue, in the database so it survives a restart: a row per job, claimed by a
 * worker with FOR UPDATE SKIP LOCKED, its state and percent written as it goes.
 */
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { IMAGE_JOB_FAILURES, IMAGE_JOB_STATES, type EditOperation } from '@youlan/contract';
import { tenant, visitor } from '../../platform/db/schema.ts';

export const imageJob = pgTable(
  'image_job',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').notNull(),
    kind: text('kind', { enum: ['edit', 'sky'] }).notNull(),
    state: text('state', { enum: IMAGE_JOB_STATES }).notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    photoKey: text('photo_key').notNull(),
    /** The original photo behind `photoKey` (itself when it is an original). */
    sourceKey: text('source_key').notNull(),
    operations: jsonb('operations').$type<EditOperation[]>().notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of what was asked, to tell a retry from a different request under the same key. */
    requestHash: text('request_hash').notNull(),
    /** How often a worker took it (a job that crashes its worker three times fails). */
    attempts: integer('attempts').notNull().default(0),
    /** The worker working it; a stale heartbeat means that worker died and the job is taken again. */
    workerId: text('worker_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    materialId: integer('material_id'),
    skyFound: boolean('sky_found'),
    failure: text('failure', { enum: IMAGE_JOB_FAILURES }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'image_job_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    uniqueIndex('image_job_idempotency').on(t.tenantId, t.visitorId, t.idempotencyKey),
    index('image_job_tenant_visitor').on(t.tenantId, t.visitorId),
    // Only unfinished jobs are ever looked for by the workers.
    index('image_job_open').on(t.id).where(sql`state in ('queued', 'working')`),
  ],
);
