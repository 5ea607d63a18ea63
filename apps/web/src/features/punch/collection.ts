/** The stamp collection: every punch place as a slot, filled from the visitor's punches. */
import type { PunchRecord, PunchSpot } from '@youlan/contract';

export interface StampSlot {
  spot: PunchSpot;
  /** Days punched here. */
  count: number;
  /** The latest punch here (newest first in the records), or null when not collected. */
  last: PunchRecord | null;
}

export function stampSlots(spots: readonly PunchSpot[], records: readonly PunchRecord[]): StampSlot[] {
  return spots.map((spot) => {
    const mine = records.filter((record) => record.placeId === spot.placeId);
    const last = mine.reduce<PunchRecord | null>((latest, record) => (!latest || record.punchedAt > latest.punchedAt ? record : latest), null);
    return { spot, count: mine.length, last };
  });
}

/** Collected first, each group in the area's order: the visitor sees what they have. */
export function collectedFirst(slots: readonly StampSlot[]): StampSlot[] {
  return [...slots.filter((slot) => slot.count > 0), ...slots.filter((slot) => slot.count === 0)];
}
