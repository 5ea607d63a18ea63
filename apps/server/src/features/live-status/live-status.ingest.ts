/**
 * A device's reading: its key says which device of which area, its reading id makes a resend
 * harmless (recorded once; the same id again answers applied: false, or 422 with other values).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DeviceReading } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { idempotencyMismatch, requestHashOf } from '../../platform/idempotency.ts';
import { markDeviceKeyUsed } from './device-key.service.ts';
import { deviceReading, liveStatus } from './live-status.table.ts';
import { requirePlace } from './live-status.lookup.ts';
import { writeLiveStatus } from './live-status.service.ts';
import { writeOfficialCount } from './crowd.service.ts';

/** How long a reading id is remembered: a device retries within minutes, not days. */
export const READING_RETENTION_MS = 24 * 3600_000;

export async function ingestReading(db: Db, tenantId: number, keyId: number, reading: DeviceReading) {
  const { readingId, placeId, occupancy, ...fields } = reading;
  // Before the reading is recorded: a refusal commits what was stored before it (tenant-scope.ts).
  await requirePlace(db, tenantId, placeId);
  const requestHash = requestHashOf(reading);
  const [recorded] = await db.insert(deviceReading).values({ keyId, readingId, tenantId, requestHash }).onConflictDoNothing().returning({ readingId: deviceReading.readingId });
  if (!recorded) {
    const [earlier] = await db.select({ requestHash: deviceReading.requestHash }).from(deviceReading).where(and(eq(deviceReading.keyId, keyId), eq(deviceReading.readingId, readingId)));
    if (earlier && earlier.requestHash !== requestHash) throw idempotencyMismatch('reading');
    const [current] = await db.select({ updatedAt: liveStatus.updatedAt }).from(liveStatus).where(and(eq(liveStatus.tenantId, tenantId), eq(liveStatus.placeId, placeId)));
    return { placeId, readingId, applied: false, updatedAt: (current?.updatedAt ?? new Date()).toISOString() };
  }
  if (occupancy !== undefined) await writeOfficialCount(db, tenantId, placeId, occupancy);
  // A gate that counts only people leaves the place's status as it was.
  const updatedAt = Object.keys(fields).length > 0 ? (await writeLiveStatus(db, tenantId, placeId, fields, 'device')).updatedAt : new Date();
  await markDeviceKeyUsed(db, keyId);
  return { placeId, readingId, applied: true, updatedAt: updatedAt.toISOString() };
}

/** The background sweep: reading ids past their retention, every area's. */
export async function sweepOldReadings(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(deviceReading).where(lt(deviceReading.receivedAt, new Date(now.getTime() - READING_RETENTION_MS))).returning({ keyId: deviceReading.keyId });
  return removed.length;
}
