/**
 * The visitor's recent searches, kept on the phone (localStorage): newest first, no repeats
 * (the same words in another case or spacing count as one), at most SEARCH_HISTORY_MAX.
 */
import { readLocal, writeLocal } from '../../platform/storage.ts';

export const SEARCH_HISTORY_KEY = 'youlan.searchHistory';
export const SEARCH_HISTORY_MAX = 10;

const sameQuery = (a: string, b: string) => a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();

/** The history after searching `query`: it moves to the front, older copies and the oldest overflow drop off. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text) return [...history];
  return [text, ...history.filter((entry) => !sameQuery(entry, text))].slice(0, SEARCH_HISTORY_MAX);
}

/** Whatever is stored, a list of strings comes back (a damaged entry reads as an empty history). */
export function parseHistory(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

export function readSearchHistory(): string[] {
  return parseHistory(readLocal(SEARCH_HISTORY_KEY));
}

export function rememberSearch(query: string): string[] {
  const next = addToHistory(readSearchHistory(), query);
  writeLocal(SEARCH_HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(): void {
  writeLocal(SEARCH_HISTORY_KEY, null);
}
