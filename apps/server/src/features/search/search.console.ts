/**
 * The console's side of search: the operator's hot words (their translations kept by word), replaced as
 * one ordered list, and the blocked words kept out of the most searched queries; every change audited.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@youlan/contract';
import { BLOCKED_WORDS_MAX } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { searchWord, searchWordBlock } from './search.table.ts';

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
