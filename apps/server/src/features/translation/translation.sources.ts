/**
 * Where each kind of content keeps its texts: the translation feature reads an area's rows of every
 * subject (id, label, sources, translations) and writes one row's translations back. The features
 * own the tables; app.ts hands them over as TranslationSources (translation-subjects.ts at the top
 * of src/), most made by `tableSource` from a table's columns.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TranslationSubject } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Translations } from '../../entities/translation/translation.ts';

/** One row of a subject: what the board and the texts list read. */
export interface TranslatableRow {
  /** As keys write it (`12`; a survey option `3.b2`). */
  id: string;
  /** What the item is called in the main language, to find it by. */
  label: string;
  /** The source of each field, as stored (HTML fields sanitized). */
  sources: Record<string, string>;
  translations: Translations;
}

export interface TranslationSource {
  subject: TranslationSubject;
  /** The area's rows, in the order the console lists them. */
  rows(db: Db, tenantId: number): Promise<TranslatableRow[]>;
  /**
   * Changes one row's translations: `change` gets the row as it is (locked until the caller's
   * transaction ends) and returns its new translations. Null when the area has no such row.
   */
  write(db: Db, tenantId: number, id: string, change: (row: TranslatableRow) => Translations): Promise<Translations | null>;
}

/** A table with a serial id, a tenant, and a `translations` column; its fields are columns. */
export interface TableSourceSpec {
  subject: TranslationSubject;
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  translations: PgColumn;
  /** The column (or expression) that names a row. */
  label: PgColumn | SQL;
  /** Each translatable field's source column. */
  fields: Record<string, PgColumn>;
  /** Listing order; the id when absent. */
  orderBy?: PgColumn[];
}

interface SelectedRow {
  id: number;
  label: unknown;
  translations: unknown;
  [field: string]: unknown;
}

function present(row: SelectedRow, fields: readonly string[]): TranslatableRow {
  return {
    id: String(row.id),
    label: String(row.label ?? ''),
    sources: Object.fromEntries(fields.map((field) => [field, String(row[`f_${field}`] ?? '')])),
    translations: (row.translations ?? {}) as Translations,
  };
}

export function tableSource(spec: TableSourceSpec): TranslationSource {
  const fieldNames = Object.keys(spec.fields);
  const selection = {
    id: spec.id,
    label: spec.label,
    translations: spec.translations,
    ...Object.fromEntries(fieldNames.map((field) => [`f_${field}`, spec.fields[field]!])),
  };
  const translationsKey = Object.entries(spec.table).find(([, column]) => column === spec.translations)?.[0];
  if (!translationsKey) throw new Error(`${spec.subject}: the translations column is not one of the table's`);
  return {
    subject: spec.subject,
    async rows(db, tenantId) {
      const rows = (await db
        .select(selection)
        .from(spec.table)
        .where(eq(spec.tenantId, tenantId))
        .orderBy(...(spec.orderBy ?? []).map((column) => asc(column)), asc(spec.id))) as SelectedRow[];
      return rows.map((row) => present(row, fieldNames));
    },
    async write(db, tenantId, id, change) {
      if (!/^\d{1,9}$/.test(id)) return null;
      const where = and(eq(spec.tenantId, tenantId), eq(spec.id, Number(id)));
      const [row] = (await db.select(selection).from(spec.table).where(where).for('update')) as SelectedRow[];
      if (!row) return null;
      const translations = change(present(row, fieldNames));
      await db
        .update(spec.table)
        .set({ [translationsKey]: translations })
        .where(where);
      return translations;
    },
  };
}
