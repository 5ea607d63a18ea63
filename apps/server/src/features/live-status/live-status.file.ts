/**
 * Live status as the scenic-area file writes it (`liveStatus`): the area's fade and hide marks,
 * places' statuses and their crowd capacities and warning levels, each naming its place by its exact
 * name (as tours do). A status the file gives is set at import (its `updatedAt` is the import's
 * time, from the console): the file says what a place is like when the area opens, not when the file
 * was written. Counts, device keys and readings are records of the day, never in the file.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CROWD_LEVELS_DEFAULT } from '@youlan/contract';
import { CrowdLevelsSchema, CrowdSettingsSchema, LiveStatusSettingsSchema } from '@youlan/contract/console';
import { LiveStatusFieldsSchema } from '@youlan/contract';
import { fileTranslations } from '../../entities/translation/translation.file.ts';
import { translationsFrom, translationTexts } from '../../entities/translation/translation.ts';
import type { Db } from '../../platform/db/database.ts';
import { liveStatus, liveStatusSetting, placeCrowd } from './live-status.table.ts';

const PlaceNameSchema = z.string().min(1);

const FileStatusSchema = LiveStatusFieldsSchema.partial()
  .extend({ place: PlaceNameSchema, translations: fileTranslations('liveStatus') })
  .strict()
  .refine((status) => Object.keys(status).some((key) => key !== 'place' && key !== 'translations'), 'a status needs at least one of state, waitMinutes, queuePeople, freeSpaces, departures, note');

const FileCrowdSchema = z
  .object({ place: PlaceNameSchema, capacity: CrowdSettingsSchema.shape.capacity.unwrap(), levels: CrowdLevelsSchema.default([...CROWD_LEVELS_DEFAULT]) })
  .strict();

export const AreaLiveStatusSchema = z.object({
  liveStatus: z
    .object({
      /** When statuses fade and hide; null: the defaults (30 and 120 minutes). */
      marks: LiveStatusSettingsSchema.nullable().default(null),
      statuses: z.array(FileStatusSchema).default([]),
      /** Places' capacities and warning levels (% of capacity: busy, crowded, full). */
      crowds: z.array(FileCrowdSchema).default([]),
    })
    .strict()
    .default({ marks: null, statuses: [], crowds: [] }),
});
export type AreaLiveStatus = z.infer<typeof AreaLiveStatusSchema>;

type Issue = { path: (string | number)[]; message: string };

/** Every status and crowd names a place of the file, once. */
export function checkAreaLiveStatus(area: AreaLiveStatus & { places: readonly { name: string }[] }): Issue[] {
  const places = new Set(area.places.map((p) => p.name));
  const issues: Issue[] = [];
  for (const list of ['statuses', 'crowds'] as const) {
    const names = area.liveStatus[list].map((entry) => entry.place);
    names.forEach((name, index) => {
      if (!places.has(name)) issues.push({ path: ['liveStatus', list, index, 'place'], message: `no place named "${name}"` });
      else if (names.indexOf(name) !== index) issues.push({ path: ['liveStatus', list, index, 'place'], message: `"${name}" is given twice` });
    });
  }
  return issues;
}

const tidyDepartures = (departures: readonly string[]) => [...new Set(departures)].sort();

/** Inserts the marks, statuses (updated now, from the console) and crowd settings; inside the area import's transaction. `placeIds` maps names to ids. */
export async function importLiveStatus(tx: Pick<Db, 'insert'>, tenantId: number, area: AreaLiveStatus, placeIds: ReadonlyMap<string, number>): Promise<void> {
  const { marks, statuses, crowds } = area.liveStatus;
  const idOf = (name: string) => {
    const id = placeIds.get(name);
    if (id === undefined) throw new Error(`live status: no place named ${name}`);
    return id;
  };
  if (marks) await tx.insert(liveStatusSetting).values({ tenantId, ...marks });
  if (statuses.length) {
    await tx.insert(liveStatus).values(
      statuses.map(({ place, translations, departures, note, ...fields }) => ({
        ...fields,
        placeId: idOf(place),
        tenantId,
        departures: tidyDepartures(departures ?? []),
        note: note || null,
        translations: translationsFrom(translations, note ? { note } : {}),
        source: 'console' as const,
      })),
    );
  }
  if (crowds.length) await tx.insert(placeCrowd).values(crowds.map(({ place, capacity, levels }) => ({ placeId: idOf(place), tenantId, capacity, levels: [...levels] })));
}

/** The area's live status as the file writes it (for the area export); `placeNames` maps place ids to names. */
export async function exportLiveStatus(db: Pick<Db, 'select'>, tenantId: number, placeNames: ReadonlyMap<number, string>): Promise<AreaLiveStatus> {
  const [marks] = await db.select({ staleAfterMinutes: liveStatusSetting.staleAfterMinutes, hideAfterMinutes: liveStatusSetting.hideAfterMinutes }).from(liveStatusSetting).where(eq(liveStatusSetting.tenantId, tenantId));
  const statuses = new Map((await db.select().from(liveStatus).where(eq(liveStatus.tenantId, tenantId))).map((row) => [row.placeId, row]));
  const crowds = new Map((await db.select().from(placeCrowd).where(eq(placeCrowd.tenantId, tenantId))).map((row) => [row.placeId, row]));
  // In the places' order, as the file lists them.
  const places = [...placeNames];
  return {
    liveStatus: {
      marks: marks ?? null,
      statuses: places.flatMap(([id, place]) => {
        const row = statuses.get(id);
        if (!row) return [];
        // Only what is known: a file's status gives the fields it sets.
        const fields = {
          ...(row.state !== null && { state: row.state }),
          ...(row.waitMinutes !== null && { waitMinutes: row.waitMinutes }),
          ...(row.queuePeople !== null && { queuePeople: row.queuePeople }),
          ...(row.freeSpaces !== null && { freeSpaces: row.freeSpaces }),
          ...(row.departures.length > 0 && { departures: row.departures }),
          ...(row.note !== null && { note: row.note }),
        };
        return Object.keys(fields).length ? [{ place, ...fields, translations: translationTexts(row.translations) }] : [];
      }),
      crowds: places.flatMap(([id, place]) => {
        const row = crowds.get(id);
        return row && row.capacity !== null ? [{ place, capacity: row.capacity, levels: row.levels as [number, number, number] }] : [];
      }),
    },
  };
}
