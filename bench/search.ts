/**
 * Search over 10,000 documents (`npm run bench:search`): builds places, notices and articles from
 * the demo area's names and texts, runs queries of every kind (Chinese names, single characters,
 * phrases, pinyin in full, by initials and mixed, English, several words, no match) through the
 * function the server answers `GET /api/search` with, and reports p50/p95/p99 in ms, overall and
 * per kind. The baseline, measured in the same run over the same documents, is a naive scan:
 * lower-cased `String.includes` on every title and text (no pinyin, no bigrams, no ranking).
 * Target: p95 under 20 ms. Prints JSON and writes bench/results/search.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SearchIndex, type SearchDocument } from '../apps/server/src/features/search/search.engine.ts';
import { searchPage } from '../apps/server/src/features/search/search.service.ts';
import { htmlToText } from '../apps/server/src/platform/html.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCUMENTS = 10_000;
const ROUNDS = 40;
const TARGET_P95_MS = 20;

interface DemoArea {
  /** English names: `translations.en.name`, or `nameEn` in a file of the old shape. */
  places: { name: string; nameEn?: string | null; intro: string; translations?: Record<string, Record<string, string>> }[];
  notices: { title: string; contentHtml: string }[];
  articles?: { title: string; contentHtml: string }[];
}

/** Deterministic, so every run searches the same documents. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function buildDocuments(): SearchDocument[] {
  const demo = JSON.parse(readFileSync(join(ROOT, 'apps/server/seed/demo-area.json'), 'utf8')) as DemoArea;
  const next = random(20_260_522);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const names = demo.places.map((p) => p.name);
  const sentences = [...demo.places.map((p) => p.intro), ...[...demo.notices, ...(demo.articles ?? [])].flatMap((c) => htmlToText(c.contentHtml).split(/(?<=[。！？])/))].filter(
    (sentence) => sentence.trim().length > 4,
  );
  const suffixes = ['', '东侧', '西侧', '观景台', '码头', '服务点', '北门', '南岸', '展厅', '休息亭', '售票处', '入口'];
  const noticeWords = ['开放时间调整', '临时关闭', '观赏提示', '安全须知', '活动预告', '交通管制', '游船停航'];
  const text = (min: number, max: number) => {
    const count = min + Math.floor(next() * (max - min + 1));
    return Array.from({ length: count }, () => pick(sentences)).join('');
  };
  return Array.from({ length: DOCUMENTS }, (_, i): SearchDocument => {
    const roll = next();
    if (roll < 0.6) {
      const place = pick(demo.places);
      return { type: 'place', id: i + 1, title: `${place.name}${pick(suffixes)}${i % 7 === 0 ? i : ''}`, text: text(1, 2), translated: { en: { title: place.translations?.['en']?.['name'] ?? place.nameEn ?? '', text: '' } }, imageKey: null, publishedAt: null };
    }
    if (roll < 0.8) return { type: 'notice', id: i + 1, title: `${pick(names)}${pick(noticeWords)}`, text: text(2, 5), translated: {}, imageKey: null, publishedAt: '2026-11-01T00:00:00.000Z' };
    return { type: 'article', id: i + 1, title: `${pick(names)}与${pick(names)}：${pick(noticeWords)}`, text: text(8, 20), translated: {}, imageKey: null, publishedAt: '2026-11-01T00:00:00.000Z' };
  });
}

const QUERIES: Record<string, string[]> = {
  chineseName: ['佛香阁', '十七孔桥', '颐和园', '谐趣园', '苏州街'],
  oneCharacter: ['桥', '亭', '湖', '门'],
  twoCharacters: ['长廊', '石舫', '游船', '铜牛'],
  phrase: ['万寿山建筑', '金光穿洞观赏', '昆明湖东岸', '无障碍卫生间'],
  pinyinFull: ['foxiangge', 'shiqikongqiao', 'changlang', 'yiheyuan'],
  pinyinInitials: ['fxg', 'sqkq', 'xqy', 'szj', 'gg'],
  pinyinMixed: ['foxiangg', 'shiqkq', 'xiequy'],
  english: ['bridge', 'corridor', 'palace gate'],
  severalWords: ['游船 码头', '十七孔桥 观景台', 'fxg 东侧'],
  noMatch: ['zzzzq', '故宫博物院', "' or 1=1 --"],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return { n: sorted.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? 0) };
}

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Results in the main language, as the benchmark always measured. */
const MAIN = { lang: 'zh-CN', main: 'zh-CN' };

function main() {
  const documents = buildDocuments();
  let index: SearchIndex | undefined;
  const buildMs = time(() => {
    index = new SearchIndex(documents);
  });
  if (!index) throw new Error('no index');
  const engine = index;

  const lowered = documents.map((d) => ({ title: d.title.toLowerCase(), alias: (d.translated['en']?.title ?? '').toLowerCase(), text: d.text.toLowerCase() }));
  const naive = (q: string) => {
    const needle = q.toLowerCase();
    const found: number[] = [];
    lowered.forEach((d, i) => {
      if (d.title.includes(needle) || d.alias.includes(needle) || d.text.includes(needle)) found.push(i);
    });
    return found.length;
  };

  const all = Object.entries(QUERIES).flatMap(([kind, queries]) => queries.map((q) => ({ kind, q })));
  // Warm up the JIT on both paths before measuring.
  for (const { q } of all) {
    searchPage(engine, { q, page: 1, size: 20 }, MAIN);
    naive(q);
  }
  const engineSamples: Record<string, number[]> = {};
  const baselineSamples: number[] = [];
  const hits: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const { kind, q } of all) {
      let total = 0;
      (engineSamples[kind] ??= []).push(time(() => (total = searchPage(engine, { q, page: 1, size: 20 }, MAIN).total)));
      hits[q] = total;
      baselineSamples.push(time(() => naive(q)));
    }
  }
  const engineAll = stats(Object.values(engineSamples).flat());
  const baseline = stats(baselineSamples);
  const results = {
    at: new Date().toISOString(),
    documents: DOCUMENTS,
    indexBuildMs: Math.round(buildMs),
    queries: all.length * ROUNDS,
    engine: engineAll,
    perKind: Object.fromEntries(Object.entries(engineSamples).map(([kind, samples]) => [kind, stats(samples)])),
    naiveIncludesScan: baseline,
    p95RatioToNaiveScan: Math.round((engineAll.p95Ms / Math.max(baseline.p95Ms, 0.001)) * 100) / 100,
    targetP95Ms: TARGET_P95_MS,
    meetsTarget: engineAll.p95Ms < TARGET_P95_MS,
    resultsPerQuery: hits,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/search.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
}

main();
