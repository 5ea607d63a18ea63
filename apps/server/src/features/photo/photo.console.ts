/**
 * The console's view of visitors' pictures: every upload that was accepted (punch photos, opinion
 * pictures, the photo studio's originals, help-shoot photos) and every picture the server made for
 * a visitor (the studio's edits, skies and postcards), with where visitors see each. Removing one
 * drops every reference in one transaction, then deletes the file. The tables it reads and changes
 * are entities (apps/server/src/entities/), shared with the features that write them.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { VisitorPhoto, VisitorPhotoUse } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { startOfAreaDay } from '../../platform/area-time.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { tenantKey, type MediaStorage } from '../../platform/storage/storage.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { upload } from '../../entities/media/upload.table.ts';
import { material } from '../../entities/material/material.table.ts';
import { punchRecord } from '../../entities/punch/punch.table.ts';
import { opinion } from '../../entities/opinion/opinion.table.ts';
import { helpShootPhoto } from '../../entities/help-shoot/help-shoot.table.ts';

/** An hour: long enough to look through a page of pictures. */
const PHOTO_URL_TTL_SECONDS = 60 * 60;

// node-postgres and PGlite both answer raw SQL with `{ rows }`.
const rowsOf = async <T>(db: Pick<Db, 'execute'>, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every picture of the area (a ready upload, or a material the server made) with where it is used. */
function photosOf(tenantId: number): SQL {
  return sql`
    WITH uses AS (
      SELECT ${punchRecord.photoKey} AS key, 'punch' AS use FROM ${punchRecord} WHERE ${punchRecord.tenantId} = ${tenantId} AND ${punchRecord.photoKey} IS NOT NULL
      UNION ALL SELECT unnest(${opinion.imageKeys}), 'opinion' FROM ${opinion} WHERE ${opinion.tenantId} = ${tenantId}
      UNION ALL SELECT ${material.mediaKey}, 'studio' FROM ${material} WHERE ${material.tenantId} = ${tenantId}
      UNION ALL SELECT ${helpShootPhoto.mediaKey}, 'helpShoot' FROM ${helpShootPhoto} WHERE ${helpShootPhoto.tenantId} = ${tenantId}
    ),
    pictures AS (
      SELECT ${upload.key} AS key, ${upload.visitorId} AS visitor_id, ${upload.createdAt} AS created_at, ${upload.width} AS width, ${upload.height} AS height
        FROM ${upload} WHERE ${upload.tenantId} = ${tenantId} AND ${upload.status} = 'ready'
      UNION ALL
      SELECT ${material.mediaKey}, ${material.visitorId}, ${material.createdAt}, ${material.width}, ${material.height} FROM ${material}
        WHERE ${material.tenantId} = ${tenantId} AND NOT EXISTS (SELECT 1 FROM ${upload} WHERE ${upload.tenantId} = ${tenantId} AND ${upload.key} = ${material.mediaKey})
    )
    SELECT picture.key, picture.visitor_id, picture.created_at, picture.width, picture.height,
      coalesce(array_agg(DISTINCT uses.use) FILTER (WHERE uses.use IS NOT NULL), '{}') AS uses
    FROM pictures AS picture LEFT JOIN uses ON uses.key = picture.key
    GROUP BY picture.key, picture.visitor_id, picture.created_at, picture.width, picture.height`;
}

interface PhotoRow {
  key: string;
  visitor_id: number;
  created_at: string | Date;
  width: number | null;
  height: number | null;
  uses: VisitorPhotoUse[] | string;
}

/** node-postgres parses a text[] into an array; PGlite may hand back its literal. */
const usesOf = (value: PhotoRow['uses']): VisitorPhotoUse[] => (Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',').filter(Boolean)) as VisitorPhotoUse[];

export interface PhotoFilter {
  page: number;
  size: number;
  use?: VisitorPhotoUse | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function listAreaPhotos(db: Db, storage: MediaStorage, area: Tenant, baseUrl: string, filter: PhotoFilter) {
  const conditions: SQL[] = [sql`true`];
  if (filter.use) conditions.push(sql`${filter.use} = ANY(photo.uses)`);
  if (filter.from) conditions.push(sql`photo.created_at >= ${startOfAreaDay(filter.from).toISOString()}`);
  if (filter.to) conditions.push(sql`photo.created_at < ${startOfAreaDay(filter.to, 1).toISOString()}`);
  const where = sql.join(conditions, sql` AND `);
  const rows = await rowsOf<PhotoRow & { total: number }>(
    db,
    sql`SELECT photo.*, count(*) OVER ()::int AS total FROM (${photosOf(area.id)}) AS photo WHERE ${where}
        ORDER BY photo.created_at DESC, photo.key LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`,
  );
  const visitorIds = [...new Set(rows.map((row) => Number(row.visitor_id)))];
  const names = visitorIds.length
    ? new Map((await db.select({ id: visitor.id, nickname: visitor.nickname }).from(visitor).where(and(eq(visitor.tenantId, area.id), sql`${visitor.id} IN (${sql.join(visitorIds.map((id) => sql`${id}`), sql`, `)})`))).map((row) => [row.id, row.nickname]))
    : new Map<number, string>();
  const items: VisitorPhoto[] = [];
  for (const row of rows) {
    items.push({
      key: row.key,
      visitorId: Number(row.visitor_id),
      visitorName: names.get(Number(row.visitor_id)) ?? '',
      createdAt: new Date(row.created_at).toISOString(),
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
      uses: usesOf(row.uses),
      url: (await storage.signRead(tenantKey(area, row.key), { expiresInSeconds: PHOTO_URL_TTL_SECONDS, baseUrl })).url,
    });
  }
  // Past the last page there are no rows to carry the total: count again.
  const total = rows[0] ? Number(rows[0].total) : filter.page > 1 ? Number((await rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${photosOf(area.id)}) AS photo WHERE ${where}`))[0]?.total ?? 0) : 0;
  return { items, total, page: filter.page, size: filter.size };
}

/**
 * Removes a visitor's picture: its file is deleted, then, in one transaction, the punch keeps no
 * photo, the opinion loses it, the studio material and the help-shoot photo go, and the upload is
 * marked removed (its key can never be used again); audited with what referred to it. The file
 * goes first so that a failure half-way leaves the picture listed and a retry finishes the job
 * (a missing file is no error); the other order could leave a file anyone may still sign.
 */
export async function removeAreaPhoto(db: Db, storage: MediaStorage, actor: AuditActor, area: Tenant, key: string) {
  const findPhoto = async (executor: Pick<Db, 'execute'>) => {
    const [photo] = await rowsOf<PhotoRow>(executor, sql`SELECT * FROM (${photosOf(area.id)}) AS photo WHERE photo.key = ${key}`);
    if (!photo) throw notFound(`No visitor picture ${key} in this area`);
    return photo;
  };
  await findPhoto(db);
  await storage.delete(tenantKey(area, key));
  return db.transaction(async (tx) => {
    const photo = await findPhoto(tx);
    const uses = usesOf(photo.uses);
    await tx.update(punchRecord).set({ photoKey: null }).where(and(eq(punchRecord.tenantId, area.id), eq(punchRecord.photoKey, key)));
    await tx
      .update(opinion)
      .set({ imageKeys: sql`array_remove(${opinion.imageKeys}, ${key})` })
      .where(and(eq(opinion.tenantId, area.id), sql`${key} = ANY(${opinion.imageKeys})`));
    await tx.delete(material).where(and(eq(material.tenantId, area.id), eq(material.mediaKey, key)));
    await tx.delete(helpShootPhoto).where(and(eq(helpShootPhoto.tenantId, area.id), eq(helpShootPhoto.mediaKey, key)));
    await tx
      .update(upload)
      .set({ status: 'refused', refusal: 'This picture was removed by the scenic area', refusalStatus: 410 })
      .where(and(eq(upload.tenantId, area.id), eq(upload.key, key)));
    await recordAudit(tx, actor, {
      action: 'photo.remove',
      targetType: 'photo',
      targetId: key,
      before: { key, visitorId: Number(photo.visitor_id), createdAt: new Date(photo.created_at).toISOString(), uses },
      after: null,
    });
    return { removed: true as const, uses };
  });
}
