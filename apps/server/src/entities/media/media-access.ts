/** How console answers show the area's stored media: signed read URLs, and checks that a named key is stored. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PictureDecoder } from './image-normalizer.ts';
import { badRequest } from '../../platform/errors.ts';
import { tenantKey, type MediaStorage } from '../../platform/storage/storage.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { consoleUpload } from '../../platform/console/console.table.ts';

/** The app's context with the media entity's picture decoder, which every upload's pictures go through. */
export interface MediaContext extends AppContext {
  /** Reads uploaded pictures off the event loop, within a time limit (image-normalizer.ts). */
  pictures: PictureDecoder;
}

/** Signed URLs the console plays audio and draws pictures with; an hour outlasts an editing session's page. */
const CONSOLE_READ_URL_TTL_SECONDS = 60 * 60;

export interface MediaAccess {
  db: Db;
  storage: MediaStorage;
  pictures: PictureDecoder;
  /** This server's public origin as the console reached it, for the local store's URLs. */
  baseUrl: string;
}

export function mediaAccessOf(ctx: MediaContext, request: FastifyRequest): MediaAccess {
  return { db: ctx.db, storage: ctx.storage, pictures: ctx.pictures, baseUrl: ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}` };
}

export async function signRead(media: MediaAccess, area: Tenant, key: string): Promise<string> {
  return (await media.storage.signRead(tenantKey(area, key), { expiresInSeconds: CONSOLE_READ_URL_TTL_SECONDS, baseUrl: media.baseUrl })).url;
}

/** A key a change names must be a file stored in the area (uploaded first); 400 naming the field otherwise. */
export async function requireStored(storage: MediaStorage, area: Tenant, key: string, field: string): Promise<void> {
  if (!(await storage.exists(tenantKey(area, key)))) throw badRequest(`No file is stored at ${key} in this area: upload it first`, field);
}

/** An upload's audit entry: who, the action (`picture.upload`), and what was stored (the answer's facts). */
export interface UploadAudit {
  actor: AuditActor;
  action: string;
  after: object;
}

/**
 * Records a file an editor uploaded, with the files made beside it, so the sweep can remove it if
 * nothing comes to name it (features/area/console-upload.sweep.ts), and its audit entry, together. Call it once
 * the files are stored.
 */
export async function recordConsoleUpload(media: MediaAccess, area: Tenant, audit: UploadAudit, key: string, besides: readonly string[] = []): Promise<void> {
  await media.db.transaction(async (tx) => {
    await tx.insert(consoleUpload).values({ tenantId: area.id, key, files: [key, ...besides] }).onConflictDoNothing();
    await recordAudit(tx, audit.actor, { action: audit.action, targetType: 'media', targetId: key, before: null, after: audit.after });
  });
}
