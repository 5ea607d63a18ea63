import { describe, expect, it } from 'vitest';
import { SearchIndex, queryWords, type SearchDocument } from './search.engine.ts';
import { BUILT_IN_SYNONYMS, SYNONYM_WEIGHT, expandWords, synonymDictionary, synonymExpander } from './search.synonyms.ts';

let nextId = 1;
const doc = (title: string, text = '', translated: SearchDocument['translated'] = {}): SearchDocument => ({ type: 'place', id: nextId++, title, text, translated, imageKey: null, publishedAt: null });

// The demo area's facilities and a place pinyin initials used to confuse with them.
const docs = [
  doc('卫生间（长廊西）', '含无障碍卫生间与母婴室。', { en: { title: 'Toilets (Long Corridor West)', text: 'Includes an accessible toilet and a baby care room.' }, ja: { title: 'トイレ（長廊西）', text: '' }, ko: { title: '화장실(장랑 서쪽)', text: '' } }),
  doc('文昌阁', '园内六座城关中最大的一座。', { en: { title: 'Tower of Literary Prosperity', text: '' } }),
  doc('东宫门游客服务中心', '咨询、讲解器租赁、失物招领、医疗急救。', { en: { title: 'East Gate Visitor Centre', text: 'Information, audio guide rental, lost and found, first aid.' } }),
  doc('北宫门', '颐和园北面的出入口，临近苏州街与后湖。', { en: { title: 'North Palace Gate', text: '' } }),
  doc('十七孔桥游船码头', '电瓶船、手划船租赁。', { en: { title: 'Seventeen-Arch Bridge Pier', text: '' } }),
  doc('长廊', '全长 728 米。', { en: { title: 'Long Corridor', text: '' } }),
];
const dictionary = synonymDictionary(BUILT_IN_SYNONYMS);
const index = new SearchIndex(docs, synonymExpander(dictionary));
const titles = (query: string, on = index) => on.search(query).map((match) => match.doc.title);

describe('the dictionary', () => {
  it('maps every term of a group to the whole group, normalized as queries are', () => {
    const small = synonymDictionary([['卫生间', 'WC', 'Car  Park'], ['出口', '出入口'], ['入口', '出入口']]);
    expect(small.get('wc')).toEqual(['卫生间', 'wc', 'car park']);
    expect(small.get('car park')).toEqual(['卫生间', 'wc', 'car park']);
    // A word in two groups stands for both; the others only for their own.
    expect(small.get('出入口')).toEqual(['出口', '出入口', '入口']);
    expect(small.get('出口')).toEqual(['出口', '出入口']);
  });

  it('drops words that are only punctuation and groups left with one word', () => {
    expect([...synonymDictionary([['厕所', '!!!'], ['', 'wc', 'WC']]).keys()]).toEqual([]);
  });
});

describe('expanding a query', () => {
  const small = synonymDictionary([['卫生间', 'wc', 'car park']]);
  it('makes a known word a slot of its group: as typed without pinyin, the others as written and weighed less', () => {
    expect(expandWords(['wc'], small)).toEqual([
      [
        { text: '卫生间', fuzzy: false, pinyin: false, weight: SYNONYM_WEIGHT },
        { text: 'wc', fuzzy: true, pinyin: false, weight: 1 },
        { text: 'car park', fuzzy: false, pinyin: false, weight: SYNONYM_WEIGHT },
      ],
    ]);
  });

  it('drops the question around a term, and only there', () => {
    expect(expandWords(queryWords('where is the WC'), small).map((slot) => slot.length)).toEqual([3]);
    expect(expandWords(['卫生间在哪里'], small)[0]?.map((alternative) => alternative.text)).toEqual(['卫生间', 'wc', 'car park']);
    expect(expandWords(['附近的卫生间'], small)[0]?.map((alternative) => alternative.text)).toEqual(['卫生间', 'wc', 'car park']);
    // Without a term the question words stay: they may be what is searched for.
    expect(expandWords(queryWords('where is the gate'), small)).toHaveLength(4);
    expect(expandWords(['长廊在哪里'], small)).toEqual([[{ text: '长廊在哪里', fuzzy: true, pinyin: true, weight: 1 }]]);
  });

  it('takes the longest run of words that is a term; other words stay as they were', () => {
    const slots = expandWords(queryWords('east car park'), small);
    expect(slots).toHaveLength(2);
    expect(slots[0]).toEqual([{ text: 'east', fuzzy: true, pinyin: true, weight: 1 }]);
    expect(slots[1]?.map((alternative) => alternative.text)).toEqual(['卫生间', 'wc', 'car park']);
  });
});

describe('searching with the built-in synonyms', () => {
  it('finds the toilets by what visitors type in Chinese, English, Japanese and Korean', () => {
    for (const query of ['厕所', '洗手间', '卫生间', '公厕', 'WC', 'toilet', 'Restroom', 'washroom', 'トイレ', 'お手洗い', '화장실']) expect(titles(query), query).toEqual(['卫生间（长廊西）']);
  });

  it('finds them when visitors ask a question', () => {
    for (const query of ['厕所在哪', '洗手间在哪里', '附近的厕所', 'where is the toilet', 'nearest restroom', 'トイレはどこですか', '화장실 어디']) expect(titles(query), query).toEqual(['卫生间（长廊西）']);
  });

  it('"WC" is a toilet, not the pinyin initials of 文昌阁 (which "wcg" still finds)', () => {
    expect(titles('wc')).not.toContain('文昌阁');
    expect(titles('wcg')).toEqual(['文昌阁']);
    // Without synonyms, as before.
    expect(titles('wc', new SearchIndex(docs))).toEqual(['文昌阁']);
  });

  it('finds the first aid, the information desk, the gates and the pier', () => {
    expect(titles('医务室')).toEqual(['东宫门游客服务中心']);
    expect(titles('first aid')).toEqual(['东宫门游客服务中心']);
    expect(titles('游客中心')).toEqual(['东宫门游客服务中心']);
    expect(titles('出口')).toEqual(['北宫门', '东宫门游客服务中心']);
    expect(titles('码头')).toEqual(['十七孔桥游船码头']);
    expect(titles('pier')).toEqual(['十七孔桥游船码头']);
    expect(titles('坐船')).toEqual(['十七孔桥游船码头']);
  });

  it('ranks the page that says the word itself above one that says a synonym', () => {
    const both = new SearchIndex([doc('公厕（北）'), doc('卫生间（南）')], synonymExpander(dictionary));
    expect(titles('卫生间', both)).toEqual(['卫生间（南）', '公厕（北）']);
    expect(titles('公厕', both)).toEqual(['公厕（北）', '卫生间（南）']);
  });

  it('still needs every other word of the query, and highlights the synonym that matched', () => {
    expect(titles('长廊 厕所')).toEqual(['卫生间（长廊西）']);
    expect(titles('苏州街 厕所')).toEqual([]);
    const [match] = index.search('厕所');
    expect(index.describe(match!).titleRanges).toEqual([[0, 3]]);
  });

  it('an area group adds to the built-in ones', () => {
    const area = new SearchIndex(docs, synonymExpander(synonymDictionary([...BUILT_IN_SYNONYMS, ['观景台', '长廊']])));
    expect(titles('观景台', area)).toEqual(['长廊', '卫生间（长廊西）']);
    expect(titles('观景台')).toEqual([]);
  });
});
