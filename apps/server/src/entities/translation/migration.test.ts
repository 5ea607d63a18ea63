/**
 * Migration 0023 (docs/languages.md): a database of the old shape, English in `*_en` columns and
 * in the config's, weather's and survey options' JSON, ends with the same texts as translations:
 * read through the visitor API with Accept-Language: en, nothing lost; the digests are textDigest's.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { dropDatabase, freshDatabase } from '../../test/scratch-database.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { textDigest, translationState, type Translations } from './translation.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The migrations up to 0022 only: the schema a server of the old shape left. */
function migrationsBefore0023(): string {
  const dir = mkdtempSync(join(tmpdir(), 'youlan-0022-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  rmSync(join(dir, '0023_translations.sql'));
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 22);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const CONFIG = {
  title: '颐和园',
  titleEn: 'Summer Palace',
  logoKey: null,
  aboutUsHtml: '<p>关于</p>',
  aboutUsHtmlEn: '<p>About</p>',
  address: '北京市海淀区',
  addressEn: 'Haidian, Beijing',
  openingHours: '6:00-20:00',
  openingHoursEn: null,
  servicePhone: '010-1',
  business: { intro: '合作', introEn: 'Work with us', contactName: '王', contactNameEn: '', contactPhone: '', email: '' },
  share: { title: '', description: '', imageKey: null },
  musicKey: null,
  coordinateSystem: 'gcj02',
};
const WEATHER = [
  { date: '2099-01-01', dayWeather: '晴', dayWeatherEn: 'Sunny', nightWeather: '多云', nightWeatherEn: null, dayTemp: 10, nightTemp: 1 },
  { date: '2099-01-02', dayWeather: '多云', dayWeatherEn: 'Cloudy', nightWeather: '晴', dayTemp: 9, nightTemp: 0 },
];
const OPTIONS = [
  { id: 'a', label: '好', labelEn: 'Good' },
  { id: 'b', label: '差', labelEn: null },
];

/** Rows of the old shape, English where an operator wrote it, none or '' where not. */
const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;
const OLD_ROWS = `
  INSERT INTO tenant (id, code, name) VALUES (1, 'old', '颐和园');
  INSERT INTO tenant_config (tenant_id, config, weather) VALUES (1, ${json(CONFIG)}, ${json(WEATHER)});
  INSERT INTO place_class (id, tenant_id, name, name_en, icon) VALUES (1, 1, '景点', 'Sights', 'scenic');
  INSERT INTO place (id, tenant_id, class_id, place_type, name, name_en, intro, intro_en, transcript, transcript_en, longitude, latitude)
    VALUES (1, 1, 1, 1, '东宫门', 'East Palace Gate', '正门', 'The main gate', '讲解', 'Guide words', 116.27, 39.99),
           (2, 1, 1, 1, '长廊', NULL, '走廊', '', '', NULL, 116.26, 39.99);
  INSERT INTO notice (id, tenant_id, title, title_en, content_html, content_html_en) VALUES (1, 1, '通知', 'Notice', '<p>内容</p>', '<p>Content</p>');
  INSERT INTO article (id, tenant_id, title, title_en, summary, summary_en, author, author_en, content_html, content_html_en)
    VALUES (1, 1, '文章', 'Article', '摘要', 'Summary', '作者', 'Author', '<p>正文</p>', '<p>Body</p>');
  INSERT INTO search_word (tenant_id, word, word_en, sort) VALUES (1, '佛香阁', 'Tower of Buddhist Incense', 0), (1, '石舫', NULL, 1);
  INSERT INTO survey (id, tenant_id, title, title_en, intro, intro_en) VALUES (1, 1, '问卷', 'Survey', '', NULL);
  INSERT INTO survey_question (id, tenant_id, survey_id, kind, title, title_en, options) VALUES (1, 1, 1, 'single', '如何', 'How was it', ${json(OPTIONS)});
  INSERT INTO pose_sku (id, tenant_id, key, name, name_en) VALUES (1, 1, 'alone', '单人', 'Solo');
  INSERT INTO pose (id, tenant_id, sku_id, key, name, name_en, tips, tips_en) VALUES (1, 1, 1, 'jump', '跳跃', 'Jump', '跳', 'Jump up');
  INSERT INTO photo_spot (id, tenant_id, place_id, tips, tips_en) VALUES (1, 1, 1, '顺光', 'Front light');
  INSERT INTO place_pose (id, tenant_id, photo_spot_id, pose_id, sample_keys) VALUES (1, 1, 1, 1, '{}');
  INSERT INTO sky (id, tenant_id, key, name, name_en, time_of_day, image_key, thumbnail_key) VALUES (1, 1, 'blue', '蓝天', 'Blue sky', 'day', 'a.jpg', 'a.jpg');
  INSERT INTO panorama_scene (id, tenant_id, key, title, title_en, image_key, initial_view) VALUES (1, 1, 'gate', '大门', 'Gate', 'p.jpg', '{"yaw":0,"pitch":0,"zoom":50}');
  INSERT INTO panorama_marker (tenant_id, scene_id, key, yaw, pitch, label, label_en, place_id) VALUES (1, 1, 'm', 0, 0, '东宫门', 'To the gate', 1);
  INSERT INTO panorama_video (tenant_id, key, title, title_en, video_key, duration_seconds) VALUES (1, 'v', '视频', 'Video', 'v.mp4', 10);
  INSERT INTO visitor (id, tenant_id, kind, nickname) VALUES (1, 1, 'guest', '游客');
  INSERT INTO help_shoot (tenant_id, owner_id, place_pose_id, place_name, place_name_en, pose_name, pose_name_en, pose_tips, pose_tips_en, secret)
    VALUES (1, 1, 1, '东宫门', 'East Palace Gate', '跳跃', NULL, '跳', 'Jump up', 's');
`;

async function oldDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const folder = migrationsBefore0023();
  try {
    if (process.env.TEST_DB === 'pg') {
      const url = await freshDatabase(inject('databaseUrl'), 'migration_0023');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: folder });
        await client.query(OLD_ROWS);
      } finally {
        await client.end();
      }
      return { database: await openDatabase({ url, poolSize: 2 }), drop: () => dropDatabase(inject('databaseUrl'), url) };
    }
    const pglite = await PGlite.create();
    await migratePglite(drizzlePglite(pglite), { migrationsFolder: folder });
    await pglite.exec(OLD_ROWS);
    return { database: await openDatabase({ pglite }), drop: async () => undefined };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let t: TestApp;
let drop: () => Promise<void>;

beforeAll(async () => {
  const old = await oldDatabase();
  drop = old.drop;
  await old.database.migrate();
  t = await createTestApp({}, { database: old.database });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await drop?.();
});

const get = async (url: string, lang = 'en') => {
  const response = await t.call('old', { method: 'GET', url, headers: { 'accept-language': lang } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const en = (text: string) => ({ text, lang: 'en' });
const zh = (text: string) => ({ text, lang: 'zh-CN' });

describe('migration 0023', () => {
  it('keeps the area texts, its languages defaulting to Chinese and English', async () => {
    const config = await get('/api/config/h5');
    expect(config).toMatchObject({ title: en('Summer Palace'), aboutUsHtml: en('<p>About</p>'), address: en('Haidian, Beijing'), openingHours: zh('6:00-20:00') });
    expect(config.business).toMatchObject({ intro: en('Work with us'), contactName: zh('王') });
    expect(config).not.toHaveProperty('titleEn');
    const [area] = await t.database.db.execute<{ main_language: string; languages: string[] }>(sql`SELECT main_language, languages FROM tenant WHERE code = 'old'`).then((r) => (r as unknown as { rows: { main_language: string; languages: string[] }[] }).rows);
    expect(area).toEqual({ main_language: 'zh-CN', languages: ['zh-CN', 'en'] });
  });

  it('keeps the weather words, the weather code reading the source', async () => {
    const days = await get('/api/weather');
    expect(days[0]).toMatchObject({ dayWeather: '晴', dayWeatherText: en('Sunny'), nightWeather: '多云', nightWeatherText: en('Cloudy') });
    expect(days[0]).not.toHaveProperty('dayWeatherEn');
  });

  it('keeps places, classes, transcripts, notices, articles and hot words', async () => {
    const places = (await get('/api/h5/place?page=1&size=9999')).list;
    expect(places[0]).toMatchObject({ name: en('East Palace Gate'), intro: en('The main gate') });
    expect(places[1]).toMatchObject({ name: zh('长廊'), intro: zh('走廊') });
    const detail = await get('/api/h5/place/1');
    expect(detail).toMatchObject({ transcript: en('Guide words'), placeClass: { name: en('Sights') } });
    expect((await get('/api/h5/notice/1')).contentHtml).toEqual(en('<p>Content</p>'));
    expect(await get('/api/h5/article/1')).toMatchObject({ title: en('Article'), summary: en('Summary'), author: en('Author'), contentHtml: en('<p>Body</p>') });
    expect((await get('/api/searchWord')).list).toEqual([{ word: en('Tower of Buddhist Incense') }, { word: zh('石舫') }]);
  });

  it('keeps the survey, its questions and options', async () => {
    const survey = await get('/api/h5/survey');
    expect(survey).toMatchObject({ title: en('Survey'), intro: zh('') });
    expect(survey.questions[0]).toMatchObject({ title: en('How was it'), options: [{ id: 'a', label: en('Good') }, { id: 'b', label: zh('差') }] });
  });

  it('keeps the photo studio and the panoramas', async () => {
    expect((await get('/api/poseSku'))[0]).toMatchObject({ name: en('Solo') });
    expect((await get('/api/pose'))[0]).toMatchObject({ name: en('Jump'), tips: en('Jump up') });
    expect((await get('/api/h5/photoSpot'))[0]).toMatchObject({ placeName: en('East Palace Gate'), tips: en('Front light') });
    expect((await get('/api/sky'))[0]).toMatchObject({ name: en('Blue sky') });
    const panorama = await get('/api/h5/panorama');
    expect(panorama.scenes[0]).toMatchObject({ title: en('Gate'), markers: [{ label: en('To the gate') }] });
    expect(panorama.videos[0]).toMatchObject({ title: en('Video') });
  });

  it('records each translation as made from its source as it was (done, not outdated), and a help request its copies', async () => {
    const rows = (await t.database.db.execute(sql`SELECT name, translations FROM place WHERE id = 1`)) as unknown as { rows: { name: string; translations: Translations }[] };
    const row = rows.rows[0]!;
    expect(row.translations['en']?.['name']).toEqual({ text: 'East Palace Gate', source: textDigest('东宫门') });
    expect(translationState(row.name, row.translations, 'en', 'name')).toBe('done');
    const shoots = (await t.database.db.execute(sql`SELECT translations FROM help_shoot`)) as unknown as { rows: { translations: Translations }[] };
    expect(shoots.rows[0]?.translations).toEqual({ en: { placeName: { text: 'East Palace Gate', source: textDigest('东宫门') }, poseTips: { text: 'Jump up', source: textDigest('跳') } } });
    const columns = (await t.database.db.execute(sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND right(column_name, 3) = '_en'`)) as unknown as { rows: unknown[] };
    expect(columns.rows).toEqual([]);
  });
});
