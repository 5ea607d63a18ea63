/**
 * The visitor's materials ("my photos"): the one place every feature that makes a picture for a
 * visitor records it (`addMaterial`), lists them newest first and deletes them with their file.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Material, MaterialKind } from '@youlan/contract';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { MediaStorage } from '../storage/storage.ts';
import type { Tenant } from '../tenant.ts';
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
 * Records a picture as the visitor's material. A key is one material: recording the same key again
 * answers the material already there (a retried request makes no twin).
 */
export async function addMaterial(db: Executor, entry: NewMaterial): Promise<Material> {
  const [inserted] = await db
    .insert(material)
    .values({ ...entry, sourceKey: entry.sourceKey ?? null, jobId: entry.jobId ?? null })
    .onConflictDoNothing({ target: [material.tenantId, material.mediaKey] })
    .returning();
  if (inserted) return presentMaterial(inserted);
  const [existing] = await db.select().from(material).where(and(eq(material.tenantId, entry.tenantId), eq(material.mediaKey, entry.mediaKey)));
  if (!existing) throw new Error(`material ${entry.mediaKey} neither inserted nor found`);
  return presentMaterial(existing);
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
