import { describe, expect, it } from 'vitest';
import { SCORE, SearchIndex, normalizeQuery, queryWords, type SearchDocument } from './search.engine.ts';

let nextId = 1;
const doc = (title: string, text = '', extra: Partial<SearchDocument> = {}): SearchDocument => ({
  type: 'place',
  id: nextId++,
  title,
  translated: {},
  text,
  imageKey: null,
  publishedAt: null,
  ...extra,
});

const docs = [
  doc('故宫', '明清两代的皇家宫殿。'),
  doc('佛香阁', '万寿山前山中轴线上的八面三层四重檐建筑。'),
  doc('十七孔桥', '长 150 米，桥栏望柱上雕有石狮。', { translated: { en: { title: 'Seventeen-Arch Bridge', text: '' } } }),
  doc('玉带桥', '西堤六桥之一。', { translated: { en: { title: 'Jade Belt Bridge', text: '' } } }),
  doc('长廊', '全长 728 米，共 273 间。', { translated: { en: { title: 'Long Corridor', text: '' } } }),
  doc('卫生间（长廊西）', '含无障碍卫生间与母婴室。'),
  doc('颐和园', '皇家园林博物馆。'),
  doc('昆明湖游船冬季停航', '受气温影响，游船将于 11 月 15 日起停航。', { type: 'notice' }),
  doc('佛香阁与长廊：读懂万寿山前山的建筑', '佛香阁建在 20 米高的石台基上。', { type: 'article' }),
];
const index = new SearchIndex(docs);
const titles = (query: string) => index.search(query).map((r) => r.doc.title);
const described = (query: string) => index.search(query).map((match) => index.describe(match));

describe('query words', () => {
  it('splits at spaces, punctuation and symbols, lower-cases, drops duplicates', () => {
    expect(queryWords("  Foo  十七'孔桥; <b>foo</b> ")).toEqual(['foo', '十七', '孔桥', 'b']);
    expect(normalizeQuery('ＦＸＧ  佛香阁')).toBe('fxg 佛香阁');
    expect(queryWords("'; DROP TABLE place; --")).toEqual(['drop', 'table', 'place']);
    expect(queryWords('%%% ---')).toEqual([]);
  });
});

describe('pinyin', () => {
  it.each([
    ['gg', '故宫'],
    ['sqkq', '十七孔桥'],
    ['fxg', '佛香阁'],
    ['foxiangge', '佛香阁'],
    ['FoXiangGe', '佛香阁'],
    ['foxiangg', '佛香阁'],
    ['fxiangge', '佛香阁'],
    ['yiheyuan', '颐和园'],
    ['yhy', '颐和园'],
    ['ＳＱＫＱ', '十七孔桥'],
  ])('"%s" finds %s first', (query, title) => {
    expect(titles(query)[0]).toBe(title);
  });

  it('matches characters inside a title and across its punctuation', () => {
    expect(titles('clx')).toContain('卫生间（长廊西）');
    expect(titles('changlang')).toEqual(expect.arrayContaining(['长廊', '卫生间（长廊西）']));
    expect(titles('changlang')[0]).toBe('长廊');
  });

  it('highlights the characters the pinyin spelled', () => {
    const [hit] = described('kq').filter((r) => r.doc.title === '十七孔桥');
    expect(hit?.titleRanges).toEqual([[2, 4]]);
  });

  it('does not match letters that spell nothing', () => {
    expect(titles('zzzq')).toEqual([]);
    expect(titles('gx')).not.toContain('故宫');
  });
});

describe('Chinese', () => {
  it('finds a one-character query in titles and texts, titles first', () => {
    const found = titles('桥');
    expect(found.slice(0, 2).sort()).toEqual(['十七孔桥', '玉带桥'].sort());
    expect(found).toContain('玉带桥');
  });

  it('ranks an exact title over a title prefix over a title containing it over the text', () => {
    const results = index.search('长廊');
    expect(results.map((r) => r.doc.title)).toEqual(['长廊', '卫生间（长廊西）', '佛香阁与长廊：读懂万寿山前山的建筑']);
    expect(results[0]?.score).toBe(SCORE.titleExact + 0);
    expect(index.search('佛香阁')[0]?.doc.type).toBe('place');
  });

  it('matches by bigrams when the words are not together', () => {
    // 万寿山 and 建筑 are in the article title, 万寿山建筑 is not.
    expect(titles('万寿山建筑')).toContain('佛香阁与长廊：读懂万寿山前山的建筑');
  });

  it('needs every word of the query', () => {
    expect(titles('游船 停航')).toEqual(['昆明湖游船冬季停航']);
    expect(titles('游船 故宫')).toEqual([]);
  });

  it('highlights title matches and cuts a snippet around the text match', () => {
    const [hit] = described('停航');
    expect(hit?.titleRanges).toEqual([[7, 9]]);
    expect(hit?.snippetRanges.length).toBeGreaterThan(0);
    const [from, to] = hit?.snippetRanges[0] ?? [0, 0];
    expect(hit?.snippet.slice(from, to)).toBe('停航');
  });
});

describe('other text', () => {
  it('matches English names and is case-blind', () => {
    expect(titles('bridge').sort()).toEqual(['十七孔桥', '玉带桥'].sort());
    expect(titles('LONG corridor')).toEqual(['长廊']);
  });

  it('treats SQL and HTML characters as plain text', () => {
    expect(titles("' OR 1=1 --")).toEqual([]);
    expect(titles('<script>alert(1)</script>')).toEqual([]);
    expect(titles('%')).toEqual([]);
  });

  it('copes with a pathological pinyin query quickly', () => {
    const hard = new SearchIndex([doc('阿爱安昂阿爱安昂阿爱安昂阿爱安昂阿爱安昂阿爱安昂')]);
    const started = performance.now();
    expect(hard.search('a'.repeat(49) + 'z')).toEqual([]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('other languages', () => {
  const multi = new SearchIndex([
    doc('东宫门', '颐和园的正门。', { translated: { ja: { title: '東宮門', text: '頤和園の正門です。' }, ko: { title: '동궁문', text: '이화원의 정문입니다.' }, en: { title: 'East Palace Gate', text: '' } } }),
    doc('长廊', '全长 728 米。', { translated: { ja: { title: '長廊', text: '' } } }),
  ]);
  const found = (query: string, lang: string | null = null) => multi.search(query).map((match) => multi.describe(match, lang));

  it('cuts a Japanese query into words and drops its particles', () => {
    expect(queryWords('頤和園の正門')).toEqual(['頤和園', '正門']);
    expect(queryWords('サマーパレスへ行きたい')).toEqual(['サマー', 'パレス', '行き', 'たい']);
    expect(queryWords('の')).toEqual(['の']);
  });

  it('finds Japanese and Korean texts, a Korean word with its particle too, and answers in the language asked', () => {
    expect(found('頤和園の正門', 'ja')[0]).toMatchObject({ title: '東宮門', inMainLanguage: false, snippet: '頤和園の正門です。' });
    expect(found('동궁문에서', 'ko')[0]).toMatchObject({ title: '동궁문' });
    expect(found('이화원의 정문', 'ko')[0]?.snippet).toBe('이화원의 정문입니다.');
    expect(found('長廊', 'ko')[0]).toMatchObject({ title: '长廊', inMainLanguage: true });
    expect(found('east gate', 'en')[0]).toMatchObject({ title: 'East Palace Gate', titleRanges: [[0, 4], [12, 16]] });
  });
});
