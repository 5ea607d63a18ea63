/** Reads the live-status feature's parts share (statuses and crowds alike): the area's marks, and one of its places. */
import { and, eq } from 'drizzle-orm';
import { LIVE_HIDE_AFTER_DEFAULT_MINUTES, LIVE_STALE_AFTER_DEFAULT_MINUTES } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { place } from '../../entities/place/place.table.ts';
import { liveStatusSetting } from './live-status.table.ts';
import type { LiveMarks } from './live-status.rules.ts';

export async function readMarks(db: Db, tenantId: number): Promise<LiveMarks> {
  const [row] = await db.select({ staleAfterMinutes: liveStatusSetting.staleAfterMinutes, hideAfterMinutes: liveStatusSetting.hideAfterMinutes }).from(liveStatusSetting).where(eq(liveStatusSetting.tenantId, tenantId));
  return row ?? { staleAfterMinutes: LIVE_STALE_AFTER_DEFAULT_MINUTES, hideAfterMinutes: LIVE_HIDE_AFTER_DEFAULT_MINUTES };
}

/** The place's name, or 404 when it is not one of the area's. */
export async function requirePlace(db: Db, tenantId: number, placeId: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: place.id, name: place.name }).from(place).where(and(eq(place.tenantId, tenantId), eq(place.id, placeId)));
  if (!row) throw notFound(`No place ${placeId} in this area`);
  return row;
}
