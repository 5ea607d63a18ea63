/**
 * What a place's status shows: the snapshot's freshness as of now (a status fades and goes between
 * two polls by the same rule as the server's), and the one short word its map badge carries.
 */
import { liveFreshness, type LiveFreshness } from '@youlan/contract/runtime';
import type { LiveStatusSnapshot, PlaceLiveStatus } from '@youlan/contract';

export function freshnessNow(status: PlaceLiveStatus, snapshot: LiveStatusSnapshot, now: Date): LiveFreshness {
  return liveFreshness(status.updatedAt, now, snapshot);
}

/** Whole minutes since the update, never below zero (a fast device clock). */
export function minutesAgo(status: PlaceLiveStatus, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(status.updatedAt)) / 60_000));
}

export type BadgeKind = 'closed' | 'closingSoon' | 'wait' | 'queue' | 'spaces' | 'full' | 'open';

/** What the marker's badge says, most pressing first: closed, a wait, a queue, free spaces, closing soon, open; nothing without any. */
export function badgeOf(status: PlaceLiveStatus): { kind: BadgeKind; count?: number } | null {
  if (status.state === 'closed') return { kind: 'closed' };
  if (status.waitMinutes !== null && status.waitMinutes > 0) return { kind: 'wait', count: status.waitMinutes };
  if (status.queuePeople !== null && status.queuePeople > 0) return { kind: 'queue', count: status.queuePeople };
  if (status.freeSpaces !== null) return status.freeSpaces > 0 ? { kind: 'spaces', count: status.freeSpaces } : { kind: 'full' };
  if (status.state === 'closingSoon') return { kind: 'closingSoon' };
  if (status.state === 'open') return { kind: 'open' };
  return null;
}
