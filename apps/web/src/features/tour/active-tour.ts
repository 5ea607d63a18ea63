/**
 * The tour the visitor has on: its id on the phone (`localStorage`), so the map shows it again
 * on a later visit until the visitor ends it. Its progress is kept apart (tour-queries.ts).
 */
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../platform/storage.ts';

const ACTIVE_TOUR_KEY = 'youlan.tour.active';
const listeners = new Set<() => void>();

/** The tour on, null for none (or a damaged entry). */
export function activeTourId(): number | null {
  const id = Number(readLocal(ACTIVE_TOUR_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function setActiveTour(id: number | null): void {
  writeLocal(ACTIVE_TOUR_KEY, id === null ? null : String(id));
  for (const listener of [...listeners]) listener();
}

export const startTour = (id: number) => setActiveTour(id);
export const endTour = () => setActiveTour(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveTourId(): number | null {
  return useSyncExternalStore(subscribe, activeTourId, () => null);
}
