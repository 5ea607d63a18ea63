/**
 * Tours as the scenic-area file writes them (`tours`): stops name their place by its exact name,
 * as panorama markers do; the import turns names into ids and measures each tour along the file's
 * trails, as the console does on save.
 */
import { z } from 'zod';
import { TOUR_INTRO_MAX, TOUR_STOPS_MAX, TOUR_TAGS, TOUR_TITLE_MAX, TRANSLATION_SUBJECTS, type TrailNetwork } from '@youlan/contract';
import { fileTranslations, translatedItem } from '../../entities/translation/translation.file.ts';
import { translationsFrom, translationTexts } from '../../entities/translation/translation.ts';
import type { Db } from '../../platform/db/database.ts';
import { measureTour } from './tour.rules.ts';
import { readTourRows } from './tour.service.ts';
import { tour } from './tour.table.ts';

const KeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only');

export const AreaTourSchema = z.object({
  tours: z
    .array(
      translatedItem(
        TRANSLATION_SUBJECTS.tour,
        z.object({
          key: KeySchema,
          title: z.string().trim().min(1).max(TOUR_TITLE_MAX),
          intro: z.string().max(TOUR_INTRO_MAX).default(''),
          translations: fileTranslations('tour'),
          coverKey: z.string().min(1).max(512).nullable().default(null),
          tags: z.array(z.enum(TOUR_TAGS)).default([]),
          /** The places' exact names, in the order walked. */
          stops: z.array(z.string().min(1)).min(2).max(TOUR_STOPS_MAX),
          published: z.boolean().default(false),
        }),
      ),
    )
    .default([]),
});
export type AreaTours = z.infer<typeof AreaTourSchema>;

type Issue = { path: (string | number)[]; message: string };

/** Cross-references the schema cannot see: unique keys, and every stop a place of the file, once. */
export function checkAreaTours(area: AreaTours & { places: readonly { name: string }[] }): Issue[] {
  const issues: Issue[] = [];
  const places = new Set(area.places.map((p) => p.name));
  const keys = area.tours.map((entry) => entry.key);
  area.tours.forEach((entry, index) => {
    if (keys.indexOf(entry.key) !== index) issues.push({ path: ['tours', index, 'key'], message: `"${entry.key}" is used twice` });
    entry.stops.forEach((name, stop) => {
      if (!places.has(name)) issues.push({ path: ['tours', index, 'stops', stop], message: `no place named "${name}"` });
      else if (entry.stops.indexOf(name) !== stop) issues.push({ path: ['tours', index, 'stops', stop], message: `"${name}" is a stop twice` });
    });
  });
  return issues;
}

/** Inserts the tours, measured along `trails`; runs inside the area import's transaction. `places` maps place names to their ids and positions. */
export async function importTours(tx: Pick<Db, 'insert'>, tenantId: number, area: AreaTours, trails: TrailNetwork | null, places: ReadonlyMap<string, { id: number; longitude: number; latitude: number }>): Promise<void> {
  if (!area.tours.length) return;
  const rows = area.tours.map(({ stops, translations, ...entry }, sort) => {
    const stopPlaces = stops.map((name) => {
      const found = places.get(name);
      if (!found) throw new Error(`tour ${entry.key}: no place named ${name}`);
      return found;
    });
    return { tenantId, ...entry, translations: translationsFrom(translations, { title: entry.title, intro: entry.intro }), placeIds: stopPlaces.map((p) => p.id), ...measureTour(trails, stopPlaces, entry.tags.includes('stepFree')), sort };
  });
  await tx.insert(tour).values(rows);
}

/** Tours as the area file writes them (for the area export); `placeNames` maps place ids to names. */
export async function exportTours(db: Pick<Db, 'select'>, tenantId: number, placeNames: ReadonlyMap<number, string>): Promise<AreaTours> {
  const rows = await readTourRows(db, tenantId);
  return {
    tours: rows.map((row) => ({
      key: row.key,
      title: row.title,
      intro: row.intro,
      translations: translationTexts(row.translations),
      coverKey: row.coverKey,
      tags: row.tags,
      stops: row.placeIds.flatMap((id) => placeNames.get(id) ?? []),
      published: row.published,
    })),
  };
}
