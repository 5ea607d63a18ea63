/**
 * The visitor's materials ("my photos"): the one place every feature that makes a picture for a
 * visitor records it (`addMaterial`), lists them newest first and deletes them with their file.
 * A visitor keeps at most MATERIALS_MAX_PER_VISITOR of them (each is a stored file).
 */
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { ErrorCode, MATERIALS_MAX_PER_VISITOR, type Material, type MaterialKind } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { material } from './material.table.ts';

export interface NewMaterial {
  tenantId: number;
  visitorId: number;
  kind: MaterialKind;
  /** Tenant-relative key of a picture already stored. */
  mediaKey: string;
  width: number;
  height: number;
  /** The original photo it was made from (null for an original). */
  sourceKey?: string | null;
  jobId?: number | null;
}

type MaterialRow = typeof material.$inferSelect;
type Executor = Pick<Db, 'insert' | 'select'>;

/**
 * Refuses with 409 MATERIALS_FULL when the visitor's materials plus `adding` new ones would pass
 * MATERIALS_MAX_PER_VISITOR. A feature that will make pictures later (an image job) asks for the
 * room up front, so the visitor hears it now rather than from a failed job.
 */
export async function requireMaterialRoom(db: Pick<Db, 'select'>, tenantId: number, visitorId: number, adding: number): Promise<void> {
  const [kept] = await db.select({ n: count() }).from(material).where(and(eq(material.tenantId, tenantId), eq(material.visitorId, visitorId)));
  if ((kept?.n ?? 0) + adding > MATERIALS_MAX_PER_VISITOR) {
    throw new AppError(409, ErrorCode.MATERIALS_FULL, `You keep ${MATERIALS_MAX_PER_VISITOR} pictures already, as many as allowed: delete some to make room`);
  }
}

/**
 * Records a picture as the visitor's material. A key is one material: recording the same key again
 * answers the material already there (a retried request makes no twin). A new one must fit under
 * MATERIALS_MAX_PER_VISITOR (409 MATERIALS_FULL otherwise). The count is not locked: requests of one
 * visitor running at the same moment can pass it together, by at most as many as are in flight.
 */
export async function addMaterial(db: Executor, entry: NewMaterial): Promise<Material> {
  const existing = await findByKey(db, entry.tenantId, entry.mediaKey);
  if (existing) return presentMaterial(existing);
  await requireMaterialRoom(db, entry.tenantId, entry.visitorId, 1);
  const [inserted] = await db
    .insert(material)
    .values({ ...entry, sourceKey: entry.sourceKey ?? null, jobId: entry.jobId ?? null })
    .onConflictDoNothing({ target: [material.tenantId, material.mediaKey] })
    .returning();
  if (inserted) return presentMaterial(inserted);
  // The same key won the race to insert.
  const raced = await findByKey(db, entry.tenantId, entry.mediaKey);
  if (!raced) throw new Error(`material ${entry.mediaKey} neither inserted nor found`);
  return presentMaterial(raced);
}

async function findByKey(db: Pick<Db, 'select'>, tenantId: number, mediaKey: string): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(material).where(and(eq(material.tenantId, tenantId), eq(material.mediaKey, mediaKey)));
  return row;
}

/** The visitor's material with this key, or null (another visitor's or area's key is null too). */
export async function findMaterialByKey(db: Db, tenantId: number, visitorId: number, mediaKey: string): Promise<Material | null> {
  const [row] = await db.select().from(material).where(and(eq(material.tenantId, tenantId), eq(material.visitorId, visitorId), eq(material.mediaKey, mediaKey)));
  return row ? presentMaterial(row) : null;
}

export async function findMaterial(db: Db, tenantId: number, id: number): Promise<Material | null> {
  const [row] = await db.select().from(material).where(and(eq(material.tenantId, tenantId), eq(material.id, id)));
  return row ? presentMaterial(row) : null;
}

/** Newest first; `cursor` is the last id of the page before. */
export async function listMaterials(db: Db, tenantId: number, visitorId: number, options: { cursor?: string | undefined; size: number; kind?: MaterialKind | undefined }): Promise<{ list: Material[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(material.tenantId, tenantId), eq(material.visitorId, visitorId)];
  if (options.cursor) conditions.push(lt(material.id, Number(options.cursor)));
  if (options.kind) conditions.push(eq(material.kind, options.kind));
  const rows = await db.select().from(material).where(and(...conditions)).orderBy(desc(material.id)).limit(options.size + 1);
  const page = rows.slice(0, options.size);
  const last = page.at(-1);
  return { list: page.map(presentMaterial), nextCursor: rows.length > options.size && last ? String(last.id) : null };
}

/** Deletes the visitor's material and its file; another visitor's or area's id is 404. */
export async function deleteMaterial(db: Db, storage: MediaStorage, tenant: Tenant, visitorId: number, id: number): Promise<void> {
  const [row] = await db.delete(material).where(and(eq(material.tenantId, tenant.id), eq(material.visitorId, visitorId), eq(material.id, id))).returning();
  if (!row) throw notFound(`No picture ${id} of yours`);
  await storage.delete(`${tenant.code}/${row.mediaKey}`);
}

export function presentMaterial(row: MaterialRow): Material {
  return { id: row.id, kind: row.kind, mediaKey: row.mediaKey, width: row.width, height: row.height, sourceKey: row.sourceKey, jobId: row.jobId, createdAt: row.createdAt.toISOString() };
}
