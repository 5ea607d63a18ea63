/** Search: results and their types from the area's index, hot words, the counts behind them, and the queries that found nothing. */
import { and, asc, desc, eq, gte, lte, notExists, or, sql } from 'drizzle-orm';
import { SEARCH_TYPES, type SearchHit, type SearchType } from '@youlan/contract';
import { textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';
import { rowsFingerprint } from '../../platform/db/fingerprint.ts';
import { SEARCH_MISSES_MAX, SEARCH_MISS_DAYS } from '@youlan/contract/console';
import { searchMiss, searchQueryDay, searchSynonym, searchWord, searchWordBlock } from './search.table.ts';
import { normalizeQuery, type SearchIndex, type SearchMatch, type SearchResult } from './search.engine.ts';
import type { SynonymSource } from './search.index.ts';

/** Hot words shown when the operator set none: the most searched queries of this many days. */
export const POPULAR_QUERY_DAYS = 30;
export const POPULAR_QUERY_LIMIT = 8;
/** A query becomes a hot word only once this many different established visitors asked it. */
export const POPULAR_QUERY_MIN_SEARCHERS = 5;

function presentHit(result: SearchResult, language: VisitorLanguage): SearchHit {
  const { doc } = result;
  return {
    type: doc.type,
    id: doc.id,
    title: result.title,
    lang: result.inMainLanguage ? language.main : language.lang,
    titleRanges: result.titleRanges,
    snippet: result.snippet,
    snippetRanges: result.snippetRanges,
    imageKey: doc.imageKey,
    publishedAt: doc.publishedAt,
  };
}

function typeCounts(matches: SearchMatch[]) {
  const counts = new Map<SearchType, number>(SEARCH_TYPES.map((type) => [type, 0]));
  for (const match of matches) counts.set(match.doc.type, (counts.get(match.doc.type) ?? 0) + 1);
  return SEARCH_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
}

/**
 * Results in the visitor's language (the request's, not the query's old `lang`: every language is
 * matched alike), with every type's count from the same matches, so the tabs never disagree with the list.
 */
export function searchPage(index: SearchIndex, query: { q: string; type?: SearchType | undefined; page: number; size: number }, language: VisitorLanguage) {
  const all = index.search(query.q);
  const matching = query.type ? all.filter((match) => match.doc.type === query.type) : all;
  const from = (query.page - 1) * query.size;
  const lang = language.lang === language.main ? null : language.lang;
  const list = matching.slice(from, from + query.size).map((match) => presentHit(index.describe(match, lang), language));
  return { q: query.q, list, total: matching.length, page: query.page, size: query.size, types: typeCounts(all) };
}

export function searchTypes(index: SearchIndex, q: string) {
  const matches = index.search(q);
  return { q, total: matches.length, list: typeCounts(matches) };
}

/** The area's own synonym groups for its index, and their fingerprint. */
export function synonymSource(db: Db): SynonymSource {
  return {
    version: (tenantId) => rowsFingerprint(db, searchSynonym, searchSynonym.id, [searchSynonym.id, searchSynonym.words], eq(searchSynonym.tenantId, tenantId)),
    async groups(tenantId) {
      const rows = await db.select({ words: searchSynonym.words }).from(searchSynonym).where(eq(searchSynonym.tenantId, tenantId));
      return rows.map((row) => row.words);
    },
  };
}

/**
 * Counts a query that found nothing (the console's report; per query, never per visitor). Kept
 * bounded: when it adds a query, those not asked for SEARCH_MISS_DAYS go, and past
 * SEARCH_MISSES_MAX the least asked (the oldest of equals) go too, so a flood of made-up queries
 * pushes out only each other and the rarest.
 */
export async function countMissedQuery(db: Db, tenantId: number, q: string): Promise<void> {
  const query = normalizeQuery(q);
  if (!query) return;
  const [row] = await db
    .insert(searchMiss)
    .values({ tenantId, query })
    .onConflictDoUpdate({ target: [searchMiss.tenantId, searchMiss.query], set: { count: sql`${searchMiss.count} + 1`, lastSeenAt: sql`now()` } })
    .returning({ added: sql<boolean>`xmax = 0` });
  if (!row?.added) return;
  await db.execute(sql`
    DELETE FROM ${searchMiss} WHERE ${searchMiss.tenantId} = ${tenantId} AND (
      ${searchMiss.lastSeenAt} < now() - make_interval(days => ${SEARCH_MISS_DAYS})
      OR ${searchMiss.query} IN (
        SELECT ${searchMiss.query} FROM ${searchMiss} WHERE ${searchMiss.tenantId} = ${tenantId}
        ORDER BY ${searchMiss.count} DESC, ${searchMiss.lastSeenAt} DESC, ${searchMiss.query} OFFSET ${SEARCH_MISSES_MAX}))`);
}

/**
 * Counts a query that found something for one visitor, if the visitor is established: a WeChat
 * visitor (an identity WeChat vouches for) at once, a guest once it is `minGuestAgeMs` old, since
 * guests cost little to make (a proof of work at most) and a script's fresh guests must each wait
 * that long before a word of theirs counts. An address never counts.
 */
export async function countSearchedQuery(db: Db, tenantId: number, q: string, visitorId: number, minGuestAgeMs: number): Promise<void> {
  const query = normalizeQuery(q);
  if (!query) return;
  const established = or(eq(visitor.kind, 'wechat'), lte(visitor.createdAt, new Date(Date.now() - minGuestAgeMs)));
  const [searcherRow] = await db
    .select({ id: visitor.id })
    .from(visitor)
    .where(and(eq(visitor.tenantId, tenantId), eq(visitor.id, visitorId), established));
  if (!searcherRow) return;
  const searcher = `v:${tenantId}:${visitorId}`;
  await db
    .insert(searchQueryDay)
    .values({ tenantId, query, searcher, day: sql`date_trunc('day', now())` })
    .onConflictDoUpdate({ target: [searchQueryDay.tenantId, searchQueryDay.query, searchQueryDay.day, searchQueryDay.searcher], set: { count: sql`${searchQueryDay.count} + 1` } });
}

export async function listSearchWords(db: Db, tenantId: number, language: VisitorLanguage) {
  const words = await db
    .select({ word: searchWord.word, translations: searchWord.translations })
    .from(searchWord)
    .where(eq(searchWord.tenantId, tenantId))
    .orderBy(asc(searchWord.sort), asc(searchWord.id));
  if (words.length) return { list: words.map(({ word, translations }) => ({ word: textsOf(translations, language)('word', word) })) };
  // The operator's words win (above); then queries by distinct searchers, none with a blocked word.
  const searchers = sql<number>`count(distinct ${searchQueryDay.searcher})`;
  const blocked = db
    .select({ one: sql`1` })
    .from(searchWordBlock)
    .where(and(eq(searchWordBlock.tenantId, tenantId), sql`strpos(lower(${searchQueryDay.query}), lower(${searchWordBlock.word})) > 0`));
  const popular = await db
    .select({ word: searchQueryDay.query })
    .from(searchQueryDay)
    .where(and(eq(searchQueryDay.tenantId, tenantId), gte(searchQueryDay.day, sql`now() - make_interval(days => ${POPULAR_QUERY_DAYS})`), notExists(blocked)))
    .groupBy(searchQueryDay.query)
    .having(sql`${searchers} >= ${POPULAR_QUERY_MIN_SEARCHERS}`)
    .orderBy(desc(searchers), asc(searchQueryDay.query))
    .limit(POPULAR_QUERY_LIMIT);
  // A query is shown as it was asked, whatever its language: it is tagged with the main one.
  return { list: popular.map(({ word }) => ({ word: { text: word, lang: language.main } })) };
}
