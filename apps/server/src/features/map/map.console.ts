/**
 * The console's side of the area's map: its pictures (base and skins), bounds and zoom, and the
 * trail network. Every picture named must be stored in the area; every trail point must lie on the
 * map. The map is one document: each change replaces its part in a transaction with its audit entry.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode, type MapConfig, type TrailNetwork } from '@youlan/contract';
import type { ConsoleMap, MapPictures } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { mapConfig } from './map.table.ts';

/** Every picture key of the map with the body field that names it. */
function picturesOf(map: MapPictures): Array<[key: string, field: string]> {
  return [
    [map.imageKey, 'body.imageKey'],
    ...Object.entries(map.skins.timePeriod).map(([code, key]): [string, string] => [key, `body.skins.timePeriod.${code}`]),
    ...Object.entries(map.skins.weather).map(([code, key]): [string, string] => [key, `body.skins.weather.${code}`]),
  ];
}

export async function presentConsoleMap(media: MediaAccess, area: Tenant, map: MapConfig | null): Promise<ConsoleMap> {
  const keys = map ? [...new Set(picturesOf(map).map(([key]) => key))] : [];
  return { map, urls: Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await signRead(media, area, key)] as const))) };
}

async function lockedMap(tx: Pick<Db, 'select'>, area: Tenant): Promise<MapConfig | null> {
  const [row] = await tx.select({ config: mapConfig.config }).from(mapConfig).where(eq(mapConfig.tenantId, area.id)).for('update');
  return row?.config ?? null;
}

/** Base picture, skins, bounds and zoom; the trails stay as they are (none for a new map). */
export async function updateMapPictures(db: Db, actor: AuditActor, area: Tenant, media: MediaAccess, pictures: MapPictures): Promise<ConsoleMap> {
  // Only what this change names must be stored; a picture the area file brought without its file stays allowed when kept.
  const before = await db.select({ config: mapConfig.config }).from(mapConfig).where(eq(mapConfig.tenantId, area.id));
  const kept = new Set(before[0] ? picturesOf(before[0].config).map(([key]) => key) : []);
  for (const [key, field] of picturesOf(pictures)) if (!kept.has(key)) await requireStored(media.storage, area, key, field);
  const after = await db.transaction(async (tx) => {
    const current = await lockedMap(tx, area);
    const next: MapConfig = { ...pictures, trails: current?.trails ?? { type: 'FeatureCollection', features: [] } };
    await tx
      .insert(mapConfig)
      .values({ tenantId: area.id, config: next })
      .onConflictDoUpdate({ target: mapConfig.tenantId, set: { config: next, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'map.update', targetType: 'map', targetId: area.id, before: current && { ...current, trails: undefined }, after: { ...next, trails: undefined } });
    return next;
  });
  return presentConsoleMap(media, area, after);
}

/** The whole trail network at once; every point on the map (a path off the picture cannot be walked). */
export async function replaceTrails(db: Db, actor: AuditActor, area: Tenant, media: MediaAccess, trails: TrailNetwork): Promise<ConsoleMap> {
  const after = await db.transaction(async (tx) => {
    const current = await lockedMap(tx, area);
    if (!current) throw new AppError(409, ErrorCode.CONFLICT, 'The area has no map yet: set its picture and bounds first');
    const { southWest, northEast } = current.bounds;
    trails.features.forEach((trail, index) =>
      trail.geometry.coordinates.forEach(([longitude, latitude], at) => {
        const onMap = longitude >= southWest.longitude && longitude <= northEast.longitude && latitude >= southWest.latitude && latitude <= northEast.latitude;
        if (!onMap) throw badRequest(`Point ${at + 1} of trail ${index + 1} (${longitude}, ${latitude}) lies off the area's map`, `body.features.${index}.geometry.coordinates.${at}`);
      }),
    );
    const next: MapConfig = { ...current, trails };
    await tx.update(mapConfig).set({ config: next, updatedAt: new Date() }).where(eq(mapConfig.tenantId, area.id));
    await recordAudit(tx, actor, { action: 'map.trails', targetType: 'map', targetId: area.id, before: current.trails, after: trails });
    return next;
  });
  return presentConsoleMap(media, area, after);
}
