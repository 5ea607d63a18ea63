/**
 * The guides this phone has heard, per place and per language (a place heard in Chinese is not
 * heard in English: that is another recording). The audio guide records them; place lists mark
 * them. Kept in localStorage, newest last, at most HEARD_GUIDES_MAX: an area's places fit many
 * times over, and the oldest go first.
 */
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../platform/storage.ts';

/** localStorage: a JSON array of `<placeId>:<lang>`, oldest first. */
export const HEARD_GUIDES_KEY = 'youlan.heardGuides';
export const HEARD_GUIDES_MAX = 500;

const entry = (placeId: number, lang: string) => `${placeId}:${lang}`;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(HEARD_GUIDES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Something else wrote the key: start again rather than break the lists.
    return [];
  }
}

/** The list with `item` moved (or added) to its end, the oldest dropped beyond `max`. */
export function withHeard(list: readonly string[], item: string, max = HEARD_GUIDES_MAX): string[] {
  const next = [...list.filter((other) => other !== item), item];
  return next.length > max ? next.slice(next.length - max) : next;
}

let heard: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

function current(): ReadonlySet<string> {
  heard ??= new Set(read());
  return heard;
}

/** Records that the visitor heard the guide of `placeId` in `lang`. */
export function markHeard(placeId: number, lang: string): void {
  const item = entry(placeId, lang);
  const list = read();
  if (list[list.length - 1] === item) return;
  const next = withHeard(list, item);
  writeLocal(HEARD_GUIDES_KEY, JSON.stringify(next));
  heard = new Set(next);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a place's guide in a language was heard: a function that re-renders its caller when the record changes. */
export function useHeardGuides(): (placeId: number, lang: string) => boolean {
  const set = useSyncExternalStore(subscribe, current);
  return (placeId, lang) => set.has(entry(placeId, lang));
}
