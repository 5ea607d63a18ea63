/**
 * The area file, as the area feature uses it: the format (area-file/) is composed of every
 * feature's part, so app.ts hands it in and this feature imports none of them.
 */
import type { Db } from '../../platform/db/database.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';

/** What the area console reads of an area file. */
export interface AreaFileHead {
  tenant: { code: string; name: string; domains: string[] };
  places: readonly unknown[];
}

export interface AreaFiles<File extends AreaFileHead = AreaFileHead> {
  schema: { safeParse(value: unknown): { success: true; data: File } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };
  /** Creates the area the file describes, in `db` (a transaction); answers its tenant id. */
  importArea(target: { db: Db; storage: MediaStorage }, file: File): Promise<number>;
  /** Everything the area's content names, in the shape `importArea` reads. */
  exportArea(db: Db, tenantId: number): Promise<AreaFileHead & Record<string, unknown>>;
  /** The import refused: the area's code (or a host name) is taken. */
  isAreaTaken(error: unknown): error is Error;
}
