/**
 * The search engine of one scenic area, in memory: Chinese, Japanese and Korean by substrings and
 * character bigrams (single characters for one-character queries; Japanese queries cut into words
 * by Intl.Segmenter), pinyin of titles in full, by initials or mixed ("yiheyuan", "yhy",
 * "foxiangg"), Latin text by substring; the texts of every language the area has are searched;
 * ranked by where and how well each word of the query matched; a word may stand for others (an
 * area's synonyms: search.synonyms.ts). Pure: the server builds one per area from its rows, the benchmark
 * from generated documents. Only this file knows pinyin-pro.
 */
import { pinyin } from 'pinyin-pro';
import type { MatchRange, SearchType } from '@youlan/contract';

export interface SearchDocument {
  type: SearchType;
  id: number;
  /** In the area's main language. */
  title: string;
  /** Plain text: a place's introduction, a notice's or article's content. */
  text: string;
  /** The title and text in the area's other languages (plain text; '' where there is none): titles match a little below the main one. */
  translated: Record<string, { title: string; text: string }>;
  imageKey: string | null;
  publishedAt: string | null;
}

/** One way a query word may match: the word as typed, or a synonym of it. */
export interface QueryAlternative {
  /** Normalized as `queryWords` leaves it; a synonym may hold spaces ("car park"). */
  text: string;
  /** Also fuzzily: Latin letters as pinyin, three or more CJK characters by half their bigrams. Synonyms match as written. */
  fuzzy: boolean;
  /** Latin letters read as pinyin; off for a word a synonym group knows ("wc" is a toilet, not 文昌). */
  pinyin: boolean;
  /** Times the score: a synonym ranks a little below the word itself. */
  weight: number;
}

/** Every slot must match (AND); within a slot, the best alternative counts. */
export type QuerySlot = QueryAlternative[];

/** Turns a query's words into slots; the default takes each word alone, as typed. */
export type QueryExpander = (words: string[]) => QuerySlot[];

export const literalWords: QueryExpander = (words) => words.map((text) => [{ text, fuzzy: true, pinyin: true, weight: 1 }]);

/** A ranked match; `describe` adds what the screen shows (only for the page on display). */
export interface SearchMatch {
  doc: SearchDocument;
  score: number;
  /** Position in the index, for `describe`. */
  index: number;
  slots: QuerySlot[];
}

export interface SearchResult {
  doc: SearchDocument;
  score: number;
  /** The title shown: in the language asked for where the document has it, else the main one. */
  title: string;
  /** The title and snippet are the main language's: none was asked for, or the document has no title in the one asked. */
  inMainLanguage: boolean;
  titleRanges: MatchRange[];
  snippet: string;
  snippetRanges: MatchRange[];
}

/** Scores of one query word, by where it matched; a document sums the best of each word. */
export const SCORE = {
  titleExact: 100,
  titlePrefix: 80,
  titleContains: 60,
  aliasContains: 55,
  pinyinWholeTitle: 50,
  pinyinTitlePrefix: 45,
  /** Times the share of the word's bigrams found in the title. */
  titleBigrams: 40,
  pinyinInTitle: 35,
  textContains: 25,
  textBigrams: 15,
} as const;

/** Bigram coverage below this is noise (two unrelated characters that happen to be present). */
const MIN_BIGRAM_COVERAGE = 0.5;
const SNIPPET_LENGTH = 60;
const SNIPPET_LEAD = 16;
const TYPE_ORDER: Record<SearchType, number> = { place: 0, notice: 1, article: 2 };

/** Scripts written without spaces between words (or, Korean, with particles joined to them): matched by bigrams. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const japaneseWords = new Intl.Segmenter('ja', { granularity: 'word' });
const LATIN_WORD = /^[a-z]+$/;
/** Control characters too: a NUL must never reach the hot-word counter (PostgreSQL text refuses it). */
const WORD_SEPARATORS = /[\s\p{P}\p{S}\p{C}]+/u;

/** Lower case and half-width, one UTF-16 unit for one (so match positions hold in the original). */
export function normalizeForIndex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xff01 && code <= 0xff5e) code -= 0xfee0;
    else if (code === 0x3000) code = 0x20;
    const char = String.fromCharCode(code);
    const lower = char.toLowerCase();
    out += lower.length === 1 ? lower : char;
  }
  return out;
}

/** The words of a query: NFKC, lower case, split at spaces, punctuation, symbols and control characters, duplicates dropped. */
export function queryWords(query: string): string[] {
  const words = query.normalize('NFKC').toLowerCase().split(WORD_SEPARATORS).filter(Boolean).flatMap(japaneseSegments);
  return [...new Set(words)];
}

/**
 * Japanese writes no spaces: a word with kana is cut into words (頤和園の長廊 → 頤和園, の, 長廊)
 * and the particles (one kana) dropped, so each word may match anywhere. Chinese needs no cutting
 * (bigrams match inside a run of Han), Korean separates its words with spaces already.
 */
function japaneseSegments(word: string): string[] {
  if (!KANA.test(word)) return [word];
  const segments = [...japaneseWords.segment(word)].filter((part) => part.isWordLike).map((part) => part.segment);
  const kept = segments.filter((segment) => !(segment.length === 1 && KANA.test(segment)));
  return kept.length > 0 ? kept : [word];
}

/** The query as it is counted for hot words: its words joined by one space. */
export function normalizeQuery(query: string): string {
  return queryWords(query).join(' ');
}

/** A single UTF-16 unit is its own key; a bigram is above every single one. */
function gramKey(first: number, second: number): number {
  return 0x10000 + first * 0x10000 + second;
}

/** Keys of a word's bigrams, or of its one character. */
function gramKeys(word: string): number[] {
  if (word.length === 1) return [word.charCodeAt(0)];
  const keys: number[] = [];
  for (let i = 0; i + 1 < word.length; i++) keys.push(gramKey(word.charCodeAt(i), word.charCodeAt(i + 1)));
  return keys;
}

/** Character bigrams of a string (by UTF-16 unit; CJK of the basic plane is one unit each). */
function bigramsOf(text: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 1 < text.length; i++) grams.push(text.slice(i, i + 2));
  return grams;
}

interface TitleChar {
  /** UTF-16 offset in the title and length of this character. */
  start: number;
  end: number;
  /** Pinyin readings without tones; for other letters and digits, the character; empty for the rest. */
  readings: string[];
  /** Spaces and punctuation between syllables: a pinyin match may pass over them. */
  skippable: boolean;
}

interface PreparedDocument {
  doc: SearchDocument;
  title: string;
  text: string;
  /** Normalized, by language, the languages with a title or text only. */
  translated: [lang: string, title: string, text: string][];
  chars: TitleChar[];
}

function stripTone(reading: string): string {
  return reading.normalize('NFD').replace(/\p{M}/gu, '').replace(/ü/g, 'v');
}

/** Readings per character, worked out once per process: a title's pinyin is then a lookup per character. */
const readingCache = new Map<string, string[]>();

function readingsOf(char: string): string[] {
  let readings = readingCache.get(char);
  if (!readings) {
    const [entry] = pinyin(char, { toneType: 'none', type: 'all' });
    // Every reading of a polyphonic character counts: 长廊 is found by "changlang", 长者 by "zhangzhe".
    if (entry?.isZh) readings = [...new Set([entry.pinyin, ...entry.polyphonic.map(stripTone)])].filter(Boolean);
    else readings = /^[\p{L}\p{N}]$/u.test(char) ? [normalizeForIndex(char)] : [];
    readingCache.set(char, readings);
  }
  return readings;
}

function titleChars(title: string): TitleChar[] {
  const chars: TitleChar[] = [];
  let offset = 0;
  for (const char of title) {
    const readings = readingsOf(char);
    chars.push({ start: offset, end: offset + char.length, readings, skippable: readings.length === 0 && /^[\s\p{P}\p{S}]$/u.test(char) });
    offset += char.length;
  }
  return chars;
}

function mergeRanges(ranges: MatchRange[]): MatchRange[] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: MatchRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

function occurrences(haystack: string, needle: string, ranges: MatchRange[]): void {
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
}

/** Where a word matched, collected only when a match is described for the screen. */
interface Ranges {
  title: MatchRange[];
  text: MatchRange[];
  /** By language. */
  translatedTitle: Map<string, MatchRange[]>;
  translatedText: Map<string, MatchRange[]>;
}

function rangesOf(map: Map<string, MatchRange[]>, lang: string): MatchRange[] {
  let ranges = map.get(lang);
  if (!ranges) map.set(lang, (ranges = []));
  return ranges;
}

export class SearchIndex {
  readonly size: number;
  private readonly docs: PreparedDocument[];
  /** Every bigram and single character (by `gramKey`) of titles, aliases and texts → the documents holding it. */
  private readonly postings = new Map<number, number[]>();
  /** First letter (char code) of any reading of any title character → the documents. */
  private readonly initials = new Map<number, number[]>();
  /** Each document's place among equal scores: places, notices, articles; shorter titles; lower ids. */
  private readonly tieRanks: Int32Array;
  /** Memo of failed pinyin positions, stamped per attempt so it is never cleared. */
  private memo = new Uint32Array(0);
  private stamp = 0;
  private readonly expand: QueryExpander;

  constructor(documents: readonly SearchDocument[], expand: QueryExpander = literalWords) {
    this.expand = expand;
    this.docs = documents.map((doc) => ({
      doc,
      title: normalizeForIndex(doc.title),
      text: normalizeForIndex(doc.text),
      translated: Object.entries(doc.translated)
        .filter(([, texts]) => texts.title !== '' || texts.text !== '')
        .map(([lang, texts]): [string, string, string] => [lang, normalizeForIndex(texts.title), normalizeForIndex(texts.text)]),
      chars: titleChars(doc.title),
    }));
    this.size = this.docs.length;
    const order = this.docs.map((_, index) => index);
    order.sort((a, b) => {
      const x = (this.docs[a] as PreparedDocument).doc;
      const y = (this.docs[b] as PreparedDocument).doc;
      return TYPE_ORDER[x.type] - TYPE_ORDER[y.type] || x.title.length - y.title.length || x.id - y.id;
    });
    this.tieRanks = new Int32Array(this.size);
    order.forEach((index, rank) => (this.tieRanks[index] = rank));
    this.docs.forEach((prepared, index) => {
      for (const field of [prepared.title, prepared.text, ...prepared.translated.flatMap(([, title, text]) => [title, text])]) {
        let previous = -1;
        for (let i = 0; i < field.length; i++) {
          const code = field.charCodeAt(i);
          this.post(code, index);
          if (previous !== -1) this.post(gramKey(previous, code), index);
          previous = code;
        }
      }
      for (const char of prepared.chars) for (const reading of char.readings) this.post(reading.charCodeAt(0), index, this.initials);
    });
  }

  /** Documents are added in order, so a posting list holds each document once if only its last entry is checked. */
  private post(key: number, index: number, map = this.postings): void {
    const list = map.get(key);
    if (!list) map.set(key, [index]);
    else if (list[list.length - 1] !== index) list.push(index);
  }

  /** Every document matching every word of the query, best first. */
  search(query: string): SearchMatch[] {
    const slots = this.expand(queryWords(query));
    if (!slots.length) return [];
    const scores = new Float64Array(this.size);
    let matched: number[] | null = null;
    for (const slot of slots) {
      const next: number[] = [];
      for (const index of matched ?? this.slotCandidates(slot)) {
        const prepared = this.docs[index] as PreparedDocument;
        let score = 0;
        for (const alternative of slot) score = Math.max(score, alternative.weight * this.matchWord(prepared, alternative, null));
        if (score <= 0) continue;
        scores[index] = (matched ? (scores[index] as number) : 0) + score;
        next.push(index);
      }
      matched = next;
      if (!matched.length) return [];
    }
    const tieRanks = this.tieRanks;
    (matched ?? []).sort((a, b) => (scores[b] as number) - (scores[a] as number) || (tieRanks[a] as number) - (tieRanks[b] as number));
    return (matched ?? []).map((index) => ({ doc: (this.docs[index] as PreparedDocument).doc, score: scores[index] as number, index, slots }));
  }

  /**
   * The match as the screen shows it in `lang` (null: the main language): the title with its
   * ranges, and a snippet of the text around the first match, each in that language where the
   * document has it, else in the main one.
   */
  describe(match: SearchMatch, lang: string | null = null): SearchResult {
    const prepared = this.docs[match.index] as PreparedDocument;
    const { doc } = match;
    const ranges: Ranges = { title: [], text: [], translatedTitle: new Map(), translatedText: new Map() };
    for (const alternative of match.slots.flat()) this.matchWord(prepared, alternative, ranges);
    const translated = lang === null ? undefined : doc.translated[lang];
    const title = translated?.title ? translated.title : null;
    const text = translated?.text ? translated.text : null;
    const snippet = text !== null ? this.snippet(text, mergeRanges(ranges.translatedText.get(lang as string) ?? [])) : this.snippet(doc.text, mergeRanges(ranges.text));
    return {
      doc,
      score: match.score,
      title: title ?? doc.title,
      inMainLanguage: title === null,
      titleRanges: mergeRanges(title !== null ? (ranges.translatedTitle.get(lang as string) ?? []) : ranges.title),
      ...snippet,
    };
  }

  private slotCandidates(slot: QuerySlot): Iterable<number> {
    if (slot.length === 1) return this.candidates(slot[0] as QueryAlternative);
    const union = new Set<number>();
    for (const alternative of slot) for (const index of this.candidates(alternative)) union.add(index);
    return union;
  }

  /** Documents that may match the word: a superset, from the postings. */
  private candidates({ text: word, pinyin }: QueryAlternative): Iterable<number> {
    if (word.length === 1 || CJK.test(word)) {
      // A word matches by substring or by half of its bigrams: each candidate holds at least one.
      const lists = gramKeys(word).map((key) => this.postings.get(key) ?? []);
      return lists.length === 1 ? (lists[0] as number[]) : new Set(lists.flat());
    }
    // A Latin word matches by substring (so every candidate holds its rarest bigram) or by pinyin.
    let rarest: number[] = [];
    let rarestLength = Infinity;
    for (const key of gramKeys(word)) {
      const list = this.postings.get(key) ?? [];
      if (list.length < rarestLength) [rarest, rarestLength] = [list, list.length];
    }
    if (!pinyin || !LATIN_WORD.test(word)) return rarest;
    return new Set([...rarest, ...(this.initials.get(word.charCodeAt(0)) ?? [])]);
  }

  /** The word's score in the document (0: no match); with `ranges`, also where it matched. */
  private matchWord(prepared: PreparedDocument, { text: word, fuzzy, pinyin }: QueryAlternative, ranges: Ranges | null): number {
    let score = 0;
    const titleAt = prepared.title.indexOf(word);
    if (titleAt !== -1) {
      score = titleAt === 0 ? (prepared.title.length === word.length ? SCORE.titleExact : SCORE.titlePrefix) : SCORE.titleContains;
      if (ranges) occurrences(prepared.title, word, ranges.title);
    }
    for (const [lang, title] of prepared.translated) {
      if (!title.includes(word)) continue;
      if (score < SCORE.aliasContains) score = SCORE.aliasContains;
      if (ranges) occurrences(title, word, rangesOf(ranges.translatedTitle, lang));
    }
    if (pinyin && score < SCORE.pinyinWholeTitle && word.length >= 2 && LATIN_WORD.test(word)) {
      const pinyinMatch = this.matchPinyin(prepared.chars, word);
      if (pinyinMatch) {
        const [start, end] = pinyinMatch;
        const pinyinScore = start > 0 ? SCORE.pinyinInTitle : end === prepared.chars.length ? SCORE.pinyinWholeTitle : SCORE.pinyinTitlePrefix;
        if (pinyinScore > score) {
          score = pinyinScore;
          ranges?.title.push([(prepared.chars[start] as TitleChar).start, (prepared.chars[end - 1] as TitleChar).end]);
        }
      }
    }
    const grams = fuzzy && word.length >= 3 && CJK.test(word) ? bigramsOf(word) : null;
    if (score < SCORE.titleBigrams && grams) {
      const coverage = this.coverage(prepared.title, grams, ranges?.title ?? null);
      if (coverage >= MIN_BIGRAM_COVERAGE) score = Math.max(score, SCORE.titleBigrams * coverage);
    }
    // The text counts only when it beats the title, but its ranges are wanted for the snippet.
    if (score >= SCORE.textContains && !ranges) return score;
    // Other languages: Korean and Japanese words carry particles and endings, so bigrams count there too.
    for (const [lang, title, text] of prepared.translated) {
      if (grams) score = Math.max(score, this.coveredScore(title, grams, SCORE.titleBigrams, ranges && rangesOf(ranges.translatedTitle, lang)));
      if (text.includes(word)) {
        if (ranges) occurrences(text, word, rangesOf(ranges.translatedText, lang));
        score = Math.max(score, SCORE.textContains);
      } else if (grams) score = Math.max(score, this.coveredScore(text, grams, SCORE.textBigrams, ranges && rangesOf(ranges.translatedText, lang)));
    }
    if (prepared.text.includes(word)) {
      if (ranges) occurrences(prepared.text, word, ranges.text);
      score = Math.max(score, SCORE.textContains);
    } else if (grams) {
      const textRanges: MatchRange[] | null = ranges ? [] : null;
      const coverage = this.coverage(prepared.text, grams, textRanges);
      if (coverage >= MIN_BIGRAM_COVERAGE) {
        score = Math.max(score, SCORE.textBigrams * coverage);
        if (ranges && textRanges) ranges.text.push(...textRanges);
      }
    }
    return score;
  }

  /** `weight` times the share of the grams in the field, or 0 below MIN_BIGRAM_COVERAGE; their places added to `ranges` only when it counts. */
  private coveredScore(field: string, grams: string[], weight: number, ranges: MatchRange[] | null): number {
    const found: MatchRange[] | null = ranges ? [] : null;
    const coverage = this.coverage(field, grams, found);
    if (coverage < MIN_BIGRAM_COVERAGE) return 0;
    if (ranges && found) ranges.push(...found);
    return weight * coverage;
  }

  /** Share of the grams present in the field; their places are added to `ranges`. */
  private coverage(field: string, grams: string[], ranges: MatchRange[] | null): number {
    let present = 0;
    for (const gram of grams) {
      if (!field.includes(gram)) continue;
      present++;
      if (ranges) occurrences(field, gram, ranges);
    }
    return present / grams.length;
  }

  /**
   * The first run of title characters whose readings spell the word, each character giving its
   * whole reading or a prefix of it ("fxg", "foxiangge", "foxiangg"); `[start, end)` in characters.
   */
  private matchPinyin(chars: TitleChar[], word: string): [number, number] | null {
    const width = word.length + 1;
    if (this.memo.length < (chars.length + 1) * width) this.memo = new Uint32Array((chars.length + 1) * width * 2);
    for (let start = 0; start < chars.length; start++) {
      const first = chars[start] as TitleChar;
      if (!first.readings.some((reading) => reading[0] === word[0])) continue;
      this.stamp = (this.stamp + 1) >>> 0 || 1;
      const end = this.spell(chars, word, start, 0, width);
      if (end !== -1) return [start, end];
    }
    return null;
  }

  /** Character index after the match of word[k..] from chars[i..], or -1. */
  private spell(chars: TitleChar[], word: string, i: number, k: number, width: number): number {
    if (k === word.length) return i;
    if (i >= chars.length || this.memo[i * width + k] === this.stamp) return -1;
    const char = chars[i] as TitleChar;
    if (char.skippable && k > 0) {
      const end = this.spell(chars, word, i + 1, k, width);
      if (end !== -1) return end;
    }
    for (const reading of char.readings) {
      // Longest prefix first: whole syllables are the usual case.
      for (let length = Math.min(reading.length, word.length - k); length >= 1; length--) {
        if (!word.startsWith(reading.slice(0, length), k)) continue;
        const end = this.spell(chars, word, i + 1, k + length, width);
        if (end !== -1) return end;
      }
    }
    this.memo[i * width + k] = this.stamp;
    return -1;
  }

  /** Text around the first match, or the opening words; ranges moved into the snippet. */
  private snippet(text: string, ranges: MatchRange[]): { snippet: string; snippetRanges: MatchRange[] } {
    const firstAt = ranges[0]?.[0] ?? 0;
    const start = firstAt > SNIPPET_LEAD && text.length > SNIPPET_LENGTH ? Math.min(firstAt - SNIPPET_LEAD, text.length - SNIPPET_LENGTH) : 0;
    const end = Math.min(text.length, start + SNIPPET_LENGTH);
    const lead = start > 0 ? '…' : '';
    const snippet = `${lead}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
    const snippetRanges: MatchRange[] = [];
    for (const [a, b] of ranges) {
      if (b <= start || a >= end) continue;
      snippetRanges.push([Math.max(a, start) - start + lead.length, Math.min(b, end) - start + lead.length]);
    }
    return { snippet, snippetRanges };
  }
}
