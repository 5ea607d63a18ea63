/** The console's side of search: the operator's hot words, replaced as one ordered list and audited. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { searchWord } from './search.table.ts';

async function hotWordsOf(db: Pick<Db, 'select'>, tenantId: number): Promise<string[]> {
  const rows = await db.select({ word: searchWord.word }).from(searchWord).where(eq(searchWord.tenantId, tenantId)).orderBy(asc(searchWord.sort), asc(searchWord.id));
  return rows.map((row) => row.word);
}

export async function listAreaHotWords(db: Db, tenantId: number) {
  return { words: await hotWordsOf(db, tenantId) };
}

export async function replaceAreaHotWords(db: Db, actor: AuditActor, tenantId: number, words: string[]) {
  return db.transaction(async (tx) => {
    const before = await hotWordsOf(tx, tenantId);
    await tx.delete(searchWord).where(eq(searchWord.tenantId, tenantId));
    if (words.length) await tx.insert(searchWord).values(words.map((word, sort) => ({ tenantId, word, sort })));
    await recordAudit(tx, actor, { action: 'hotWords.replace', targetType: 'hotWords', targetId: tenantId, before, after: words });
    return { words };
  });
}
