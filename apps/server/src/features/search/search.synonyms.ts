/**
 * Synonyms: the words visitors type for what an area's pages call otherwise (厕所, WC or トイレ for
 * 卫生间). Built in for the common facilities, added per area by its operator (search.console.ts).
 * They widen the query at search time, so the index holds the documents as written. Pure.
 */
import { normalizeQuery, type QueryExpander, type QuerySlot } from './search.engine.ts';

/**
 * Groups of words that mean one thing to a visitor, in Chinese and English, with the Japanese and
 * Korean words for the facilities. A word may stand in more than one group (出入口 is an exit and an
 * entrance); a query word expands to the words of every group holding it, not further. Short CJK
 * words that share a character pair with another facility are left out (卫生所 would find 卫生间).
 */
export const BUILT_IN_SYNONYMS: readonly (readonly string[])[] = [
  ['卫生间', '厕所', '洗手间', '公厕', '公共厕所', '盥洗室', 'toilet', 'toilets', 'restroom', 'restrooms', 'washroom', 'wc', 'lavatory', 'bathroom', 'loo', 'トイレ', 'お手洗い', '화장실'],
  ['停车场', '停车', '停车位', '泊车', 'parking', 'car park', 'parking lot', '駐車場', '주차장'],
  ['出口', '出入口', '宫门', 'exit', 'way out', 'gate', '출구', '출입구'],
  ['入口', '出入口', '宫门', '大门', 'entrance', 'gate', 'way in', '입구', '출입구'],
  ['医务室', '医疗', '急救', '医疗点', '医务', 'first aid', 'clinic', 'medical', '医務室', '救護', '의무실', '응급'],
  ['游客服务中心', '游客中心', '服务中心', '服务台', '咨询', '问询处', 'visitor centre', 'visitor center', 'information', 'info', 'インフォメーション', '案内所', '방문자센터', '안내소'],
  ['失物招领', '失物', '丢失', 'lost and found', 'lost property', '遺失物', '분실물'],
  ['游船', '码头', '乘船', '坐船', '划船', '船票', 'boat', 'boats', 'pier', 'ferry', '遊覧船', '乗り場', '유람선', '선착장'],
  ['母婴室', '哺乳室', '育婴室', 'baby care', 'nursing room', 'ベビールーム', '授乳室', '수유실'],
  ['无障碍', '轮椅', 'accessible', 'wheelchair', 'バリアフリー', '車椅子', '휠체어'],
  ['售票处', '售票', '门票', '买票', '票价', 'ticket', 'tickets', 'ticket office', 'チケット', '切符売り場', '매표소'],
  ['餐厅', '饭店', '吃饭', '餐饮', '小吃', 'restaurant', 'food', 'cafe', 'レストラン', '식당'],
  ['商店', '小卖部', '纪念品', '超市', 'shop', 'store', 'souvenir', 'souvenirs', '売店', '매점'],
  ['讲解器', '导览器', '讲解', '导游', 'audio guide', 'guide', '音声ガイド', '음성 가이드'],
];

/** A term (as `normalizeQuery` leaves it) → every term of the groups holding it, itself included. */
export type SynonymDictionary = ReadonlyMap<string, readonly string[]>;

/** The dictionary of the built-in groups and an area's own; terms that normalize to nothing are dropped. */
export function synonymDictionary(groups: readonly (readonly string[])[]): SynonymDictionary {
  const dictionary = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = [...new Set(group.map(normalizeQuery).filter(Boolean))];
    if (terms.length < 2) continue;
    for (const term of terms) {
      let known = dictionary.get(term);
      if (!known) dictionary.set(term, (known = new Set()));
      for (const other of terms) known.add(other);
    }
  }
  return new Map([...dictionary].map(([term, terms]) => [term, [...terms]]));
}

/** A synonym ranks this much below the word typed: the page that says what the visitor said comes first. */
export const SYNONYM_WEIGHT = 0.9;

/**
 * How a visitor asks for a facility around its name: "where is the toilet", "厕所在哪里",
 * "トイレはどこですか", "화장실 어디". Dropped only from a query that names something a synonym group
 * knows, where they are the question and not what is searched for.
 */
const QUESTION_WORDS = new Set(['where', 'is', 'are', 'the', 'a', 'an', 'nearest', 'near', 'me', 'find', 'how', 'to', 'get', 'any', 'in', 'please', '在哪', '在哪里', '在哪儿', '哪里', '哪儿', '哪里有', '附近', '最近', '最近的', '附近的', '怎么走', '请问', 'どこ', 'です', 'ですか', 'ありますか', '어디', '어디예요', '어디에요', '어디에', '있어요']);
/** The same questions written onto a Chinese name ("厕所在哪", "附近的洗手间"): cut off when what is left is a term. */
const QUESTION_PREFIXES = ['请问', '附近的', '最近的', '哪里有', '哪有', '附近', '最近'];
const QUESTION_SUFFIXES = ['在什么地方', '在哪里', '在哪儿', '怎么走', '在哪'];

/** The term a Chinese word names once a question around it is cut off, or null. */
function askedTerm(word: string, dictionary: SynonymDictionary): string | null {
  const prefix = QUESTION_PREFIXES.find((candidate) => word.startsWith(candidate)) ?? '';
  const suffix = QUESTION_SUFFIXES.find((candidate) => word.endsWith(candidate)) ?? '';
  if (!prefix && !suffix) return null;
  const rest = word.slice(prefix.length, word.length - suffix.length);
  return dictionary.has(rest) ? rest : null;
}

/**
 * Slots of a query's words: a run of words that is a term (the longest first, so "car park" is one;
 * a Chinese word with a question around it, "厕所在哪", by its term) becomes one slot of its
 * group's terms, the term as typed matched without pinyin (a word the dictionary knows means what
 * it says: "wc" is no 文昌阁) and its synonyms as written; any other word is matched as it always
 * was, but for the question words of a query that names a term ("where is the toilet").
 */
export function expandWords(words: readonly string[], dictionary: SynonymDictionary, longest = longestTerm(dictionary)): QuerySlot[] {
  const slots: QuerySlot[] = [];
  const others: { slot: number; word: string }[] = [];
  const termSlot = (term: string, synonyms: readonly string[]): QuerySlot =>
    synonyms.map((text) => (text === term ? { text, fuzzy: true, pinyin: false, weight: 1 } : { text, fuzzy: false, pinyin: false, weight: SYNONYM_WEIGHT }));
  for (let at = 0; at < words.length; ) {
    let taken = 0;
    for (let length = Math.min(longest, words.length - at); length >= 1 && !taken; length--) {
      const term = words.slice(at, at + length).join(' ');
      const synonyms = dictionary.get(term);
      if (!synonyms) continue;
      slots.push(termSlot(term, synonyms));
      taken = length;
    }
    if (!taken) {
      const word = words[at] as string;
      const asked = askedTerm(word, dictionary);
      if (asked) slots.push(termSlot(asked, dictionary.get(asked) ?? []));
      else {
        others.push({ slot: slots.length, word });
        slots.push([{ text: word, fuzzy: true, pinyin: true, weight: 1 }]);
      }
      taken = 1;
    }
    at += taken;
  }
  if (others.length === slots.length) return slots;
  const questions = new Set(others.filter(({ word }) => QUESTION_WORDS.has(word)).map(({ slot }) => slot));
  return slots.filter((_, slot) => !questions.has(slot));
}

/** Words in the dictionary's longest term: how far a run of query words is tried. */
function longestTerm(dictionary: SynonymDictionary): number {
  let longest = 1;
  for (const term of dictionary.keys()) longest = Math.max(longest, term.split(' ').length);
  return longest;
}

export function synonymExpander(dictionary: SynonymDictionary): QueryExpander {
  const longest = longestTerm(dictionary);
  return (words) => expandWords(words, dictionary, longest);
}
