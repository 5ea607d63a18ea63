/** The opinion feature's query root and the visitor's unsent words kept for the session. */
import type { OpinionCategory } from '@youlan/contract';
import { OPINION_CATEGORIES } from '@youlan/contract/runtime';
import { readSession, writeSession } from '../../platform/storage.ts';

export const OPINION_QUERY_ROOT = ['opinion'] as const;

/** What survives a trip to the login page. Pictures do not: an upload belongs to the visitor who made it. */
export interface SavedWords {
  category: OpinionCategory | null;
  text: string;
  contact: string;
}

const DRAFT_KEY = 'youlan.opinionDraft';

export function readSavedWords(): SavedWords {
  try {
    const value = JSON.parse(readSession(DRAFT_KEY) ?? '{}') as Partial<Record<keyof SavedWords, unknown>>;
    const category = OPINION_CATEGORIES.find((option) => option === value.category) ?? null;
    return { category, text: typeof value.text === 'string' ? value.text : '', contact: typeof value.contact === 'string' ? value.contact : '' };
  } catch {
    return { category: null, text: '', contact: '' };
  }
}

export function writeSavedWords(words: SavedWords | null): void {
  writeSession(DRAFT_KEY, words ? JSON.stringify(words) : null);
}
