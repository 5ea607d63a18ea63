/**
 * The sweep of files editors uploaded that nothing names (docs/console.md, "Uploaded files"). An
 * upload comes before the save that names it, and an editor may close the form instead, replace a
 * picture or delete what named it: such a file would stay in the store for good. Once an upload
 * is a day old, the sweep asks the area's export (everything the area's content names, the same
 * reading `npm run import:area` round-trips) whether its key is named; if not, its files go. A
 * named one stays recorded, to be swept the day it stops being named.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { tenant } from '../../platform/db/schema.ts';
import { consoleUpload } from '../../platform/console/console.table.ts';
import { tenantKey, type MediaStorage } from '../../platform/storage/storage.ts';
import type { AreaFiles } from './area.files.ts';

/** How long an upload may wait for the save that names it: a day outlasts any editing session. */
export const CONSOLE_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Every string anywhere in `value`: the export names media by key in many fields and lists. */
function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** Removes the files of uploads made before `uploadedBefore` that the area's content does not name; answers how many uploads went. */
export async function sweepUnsavedConsoleUploads(db: Db, storage: MediaStorage, exportArea: AreaFiles['exportArea'], uploadedBefore: Date): Promise<number> {
  const due = await db
    .select({ tenantId: consoleUpload.tenantId, code: tenant.code, key: consoleUpload.key, files: consoleUpload.files })
    .from(consoleUpload)
    .innerJoin(tenant, eq(tenant.id, consoleUpload.tenantId))
    .where(lt(consoleUpload.createdAt, uploadedBefore));
  const byArea = new Map<number, typeof due>();
  for (const row of due) byArea.set(row.tenantId, [...(byArea.get(row.tenantId) ?? []), row]);
  let removed = 0;
  for (const [tenantId, rows] of byArea) {
    const named = stringsIn(await exportArea(db, tenantId), new Set());
    const unnamed = rows.filter((row) => !named.has(row.key));
    for (const row of unnamed) for (const file of row.files) await storage.delete(tenantKey(row, file));
    if (unnamed.length === 0) continue;
    await db.delete(consoleUpload).where(and(eq(consoleUpload.tenantId, tenantId), inArray(consoleUpload.key, unnamed.map((row) => row.key))));
    removed += unnamed.length;
  }
  return removed;
}
