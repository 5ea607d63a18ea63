/** Search: results and their types from the area's index, hot words, and the counts behind them. */
import { and, asc, desc, eq, gte, lte, notExists, or, sql } from 'drizzle-orm';
import { SEARCH_TYPES, type SearchHit, type SearchType } from '@youlan/contract';
import { textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';
import { searchQueryDay, searchWord, searchWordBlock } from './search.table.ts';
import { normalizeQuery, type SearchIndex, type SearchResult } from './search.engine.ts';

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

/** Results in the visitor's language (the request's, not the query's old `lang`: every language is matched alike). */
export function searchPage(index: SearchIndex, query: { q: string; type?: SearchType | undefined; page: number; size: number }, language: VisitorLanguage) {
  const all = index.search(query.q);
  const matching = query.type ? all.filter((match) => match.doc.type === query.type) : all;
  const from = (query.page - 1) * query.size;
  const lang = language.lang === language.main ? null : language.lang;
  const list = matching.slice(from, from + query.size).map((match) => presentHit(index.describe(match, lang), language));
  return { q: query.q, list, total: matching.length, page: query.page, size: query.size };
}

export function searchTypes(index: SearchIndex, q: string) {
  const counts = new Map<SearchType, number>(SEARCH_TYPES.map((type) => [type, 0]));
  const matches = index.search(q);
  for (const match of matches) counts.set(match.doc.type, (counts.get(match.doc.type) ?? 0) + 1);
  return { q, total: matches.length, list: SEARCH_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 })) };
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
