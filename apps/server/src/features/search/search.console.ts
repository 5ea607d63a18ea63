/**
 * The console's side of search: the operator's hot words (their translations kept by word), replaced as
 * one ordered list, the blocked words kept out of the most searched queries, the area's synonym
 * groups and the report of queries that found nothing; every change audited.
 */
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@youlan/contract';
import { BLOCKED_WORDS_MAX, SEARCH_MISSES_MAX, SEARCH_MISS_DAYS, SYNONYM_GROUPS_MAX } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { normalizeQuery } from './search.engine.ts';
import { BUILT_IN_SYNONYMS } from './search.synonyms.ts';
import { searchMiss, searchSynonym, searchWord, searchWordBlock } from './search.table.ts';

async function hotWordsOf(db: Pick<Db, 'select'>, tenantId: number) {
  const rows = await db.select({ word: searchWord.word }).from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.sort), asc(searchWord.id));
  return { words: rows.map((row) => row.word) };
}

export async function listAreaHotWords(db: Db, tenantId: number) {
  return hotWordsOf(db, tenantId);
}

/** Replaces the list; a word that stays keeps its translations (matched by the word), a new one has none. */
export async function replaceAreaHotWords(db: Db, actor: AuditActor, tenantId: number, change: { words: string[] }) {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ word: searchWord.word, translations: searchWord.translations }).from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.sort), asc(searchWord.id));
    const kept = new Map(rows.map((row) => [row.word, row.translations]));
    const before = { words: rows.map((row) => row.word) };
    const after = { words: change.words };
    await tx.delete(searchWord).where(eq(searchWord.tenantId, tenantId));
    if (after.words.length) await tx.insert(searchWord).values(after.words.map((word, sort) => ({ tenantId, word, translations: kept.get(word) ?? {}, sort })));
    await recordAudit(tx, actor, { action: 'hotWords.replace', targetType: 'hotWords', targetId: tenantId, before, after });
    return after;
  });
}

/** Advisory-lock class of an area's blocked words (the second key is the tenant id). */
const BLOCKED_WORDS_LOCK = 724_310;

export async function listAreaBlockedWords(db: Db, tenantId: number) {
  const rows = await db.select({ id: searchWordBlock.id, word: searchWordBlock.word }).from(searchWordBlock).where(eq(searchWordBlock.tenantId, tenantId)).orderBy(asc(searchWordBlock.id));
  return { words: rows };
}

/** Blocks a word; the search screen reads the blocked words on every request, so it holds at once. */
export async function addAreaBlockedWord(db: Db, actor: AuditActor, tenantId: number, word: string) {
  return db.transaction(async (tx) => {
    // Serializes adds of one area, so two at once cannot pass the checks below together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BLOCKED_WORDS_LOCK}, ${tenantId})`);
    const [same] = await tx
      .select({ word: searchWordBlock.word })
      .from(searchWordBlock)
      .where(and(eq(searchWordBlock.tenantId, tenantId), sql`lower(${searchWordBlock.word}) = lower(${word})`));
    if (same) throw new AppError(409, ErrorCode.CONFLICT, `“${same.word}” is blocked already`, { field: 'body.word' });
    const [held] = await tx.select({ total: count() }).from(searchWordBlock).where(eq(searchWordBlock.tenantId, tenantId));
    if ((held?.total ?? 0) >= BLOCKED_WORDS_MAX) throw new AppError(409, ErrorCode.CONFLICT, `An area blocks at most ${BLOCKED_WORDS_MAX} words: unblock one first`, { field: 'body.word' });
    const [row] = await tx.insert(searchWordBlock).values({ tenantId, word }).returning({ id: searchWordBlock.id, word: searchWordBlock.word });
    if (!row) throw new Error('blocked word insert returned nothing');
    await recordAudit(tx, actor, { action: 'blockedWord.create', targetType: 'blockedWord', targetId: row.id, before: null, after: { word } });
    return row;
  });
}

export async function removeAreaBlockedWord(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(searchWordBlock).where(and(eq(searchWordBlock.tenantId, tenantId), eq(searchWordBlock.id, id))).returning();
    if (!before) throw notFound(`No blocked word ${id} in this area`);
    await recordAudit(tx, actor, { action: 'blockedWord.delete', targetType: 'blockedWord', targetId: id, before: { word: before.word }, after: null });
  });
}

export async function listAreaSynonyms(db: Db, tenantId: number) {
  const groups = await db.select({ id: searchSynonym.id, words: searchSynonym.words }).from(searchSynonym).where(eq(searchSynonym.tenantId, tenantId)).orderBy(asc(searchSynonym.id));
  return { builtIn: BUILT_IN_SYNONYMS.map((group) => [...group]), groups };
}

/** A group's words as the operator wrote them, refused (400) when a word is only punctuation or two read alike to a search. */
function checkedWords(words: string[]): string[] {
  const seen = new Map<string, string>();
  for (const word of words) {
    const term = normalizeQuery(word);
    if (!term) throw badRequest(`“${word}” has no letters or characters to search for`, 'body.words');
    const same = seen.get(term);
    if (same !== undefined) throw badRequest(`“${same}” and “${word}” are the same word to a search: keep one`, 'body.words');
    seen.set(term, word);
  }
  return words;
}

/** The group's words leave the report: a search for them finds what the group finds now. */
async function forgetMisses(tx: Pick<Db, 'delete'>, tenantId: number, words: string[]): Promise<void> {
  await tx.delete(searchMiss).where(and(eq(searchMiss.tenantId, tenantId), inArray(searchMiss.query, words.map(normalizeQuery))));
}

/** Advisory-lock class of an area's synonym groups (the second key is the tenant id). */
const SYNONYMS_LOCK = 724_311;

export async function createAreaSynonymGroup(db: Db, actor: AuditActor, tenantId: number, change: { words: string[] }) {
  const words = checkedWords(change.words);
  return db.transaction(async (tx) => {
    // Serializes adds of one area, so two at once cannot both pass the cap.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNONYMS_LOCK}, ${tenantId})`);
    const [held] = await tx.select({ total: count() }).from(searchSynonym).where(eq(searchSynonym.tenantId, tenantId));
    if ((held?.total ?? 0) >= SYNONYM_GROUPS_MAX) throw new AppError(409, ErrorCode.CONFLICT, `An area has at most ${SYNONYM_GROUPS_MAX} synonym groups: join words into one or remove one first`, { field: 'body.words' });
    const [row] = await tx.insert(searchSynonym).values({ tenantId, words }).returning({ id: searchSynonym.id, words: searchSynonym.words });
    if (!row) throw new Error('synonym group insert returned nothing');
    await forgetMisses(tx, tenantId, words);
    await recordAudit(tx, actor, { action: 'synonymGroup.create', targetType: 'synonymGroup', targetId: row.id, before: null, after: { words } });
    return row;
  });
}

export async function replaceAreaSynonymGroup(db: Db, actor: AuditActor, tenantId: number, id: number, change: { words: string[] }) {
  const words = checkedWords(change.words);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ words: searchSynonym.words }).from(searchSynonym).where(and(eq(searchSynonym.tenantId, tenantId), eq(searchSynonym.id, id)));
    if (!before) throw notFound(`No synonym group ${id} in this area`);
    const [row] = await tx.update(searchSynonym).set({ words }).where(and(eq(searchSynonym.tenantId, tenantId), eq(searchSynonym.id, id))).returning({ id: searchSynonym.id, words: searchSynonym.words });
    if (!row) throw notFound(`No synonym group ${id} in this area`);
    await forgetMisses(tx, tenantId, words);
    await recordAudit(tx, actor, { action: 'synonymGroup.update', targetType: 'synonymGroup', targetId: id, before, after: { words } });
    return row;
  });
}

export async function removeAreaSynonymGroup(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(searchSynonym).where(and(eq(searchSynonym.tenantId, tenantId), eq(searchSynonym.id, id))).returning();
    if (!before) throw notFound(`No synonym group ${id} in this area`);
    await recordAudit(tx, actor, { action: 'synonymGroup.delete', targetType: 'synonymGroup', targetId: id, before: { words: before.words }, after: null });
  });
}

export async function listAreaSearchMisses(db: Db, tenantId: number) {
  const rows = await db
    .select({ query: searchMiss.query, count: searchMiss.count, lastSeenAt: searchMiss.lastSeenAt })
    .from(searchMiss)
    .where(and(eq(searchMiss.tenantId, tenantId), gte(searchMiss.lastSeenAt, sql`now() - make_interval(days => ${SEARCH_MISS_DAYS})`)))
    .orderBy(desc(searchMiss.count), desc(searchMiss.lastSeenAt), asc(searchMiss.query))
    .limit(SEARCH_MISSES_MAX);
  return { list: rows.map((row) => ({ ...row, lastSeenAt: row.lastSeenAt.toISOString() })) };
}
