/** What the user centre picks from the visitor's punches (newest first, as the server sends them). */
import type { PunchRecord } from '@youlan/contract';

/** Stamps shown: one row on a phone. */
export const USER_CENTER_STAMPS = 4;
/** Photos shown: two rows of four. */
export const USER_CENTER_PHOTOS = 8;

/** The latest punch of each place, the most recently visited places first. */
export function latestStamps(records: readonly PunchRecord[], limit = USER_CENTER_STAMPS): PunchRecord[] {
  const seen = new Set<number>();
  const stamps: PunchRecord[] = [];
  for (const record of records) {
    if (seen.has(record.placeId)) continue;
    seen.add(record.placeId);
    stamps.push(record);
    if (stamps.length === limit) break;
  }
  return stamps;
}

/** The punches that carry a photo, newest first. */
export function punchPhotos(records: readonly PunchRecord[]): (PunchRecord & { photoKey: string })[] {
  return records.filter((record): record is PunchRecord & { photoKey: string } => record.photoKey !== null);
}
