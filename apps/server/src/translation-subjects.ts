/**
 * Where every subject of TRANSLATION_SUBJECTS keeps its rows, handed to the translation feature by
 * app.ts: the features own the tables, the translation feature reads and writes their
 * `translations` columns through these. Most are a table's columns; the area's texts live in its
 * configuration row and a survey option's in its question's options.
 */
import { and, eq, sql } from 'drizzle-orm';
import { TRANSLATION_SUBJECT_NAMES } from '@youlan/contract';
import type { Translations } from './entities/translation/translation.ts';
import { article } from './entities/article/article.table.ts';
import { notice } from './entities/notice/notice.table.ts';
import { place, placeClass } from './entities/place/place.table.ts';
import { tenantConfig, weatherWord } from './features/config/config.table.ts';
import { searchWord } from './features/search/search.table.ts';
import { surveyQuestion, survey } from './features/survey/survey.table.ts';
import { photoSpot, pose, poseSku, sky } from './features/boost/boost.table.ts';
import { panoramaMarker, panoramaScene, panoramaVideo } from './features/panorama/panorama.table.ts';
import { liveStatus } from './features/live-status/live-status.table.ts';
import { tour } from './features/tour/tour.table.ts';
import { tableSource, type TranslatableRow, type TranslationSource } from './features/translation/translation.sources.ts';

/** The area's own texts: sources in its configuration, translations beside them; the row's id is the area's. */
const areaSource: TranslationSource = {
  subject: 'area',
  async rows(db, tenantId) {
    const [row] = await db.select({ config: tenantConfig.config, translations: tenantConfig.translations }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId));
    return row ? [areaRow(tenantId, row)] : [];
  },
  async write(db, tenantId, id, change) {
    if (id !== String(tenantId)) return null;
    const [row] = await db.select({ config: tenantConfig.config, translations: tenantConfig.translations }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId)).for('update');
    if (!row) return null;
    const translations = change(areaRow(tenantId, row));
    await db.update(tenantConfig).set({ translations }).where(eq(tenantConfig.tenantId, tenantId));
    return translations;
  },
};

function areaRow(tenantId: number, row: { config: typeof tenantConfig.$inferSelect.config; translations: Translations }): TranslatableRow {
  const { config } = row;
  return {
    id: String(tenantId),
    label: config.title,
    sources: { title: config.title, aboutUsHtml: config.aboutUsHtml, address: config.address, openingHours: config.openingHours, businessIntro: config.business.intro, businessContactName: config.business.contactName },
    translations: row.translations,
  };
}

/** A choice's label, kept with its translations in its question's options; id `<question>.<option>`. */
const surveyOptionSource: TranslationSource = {
  subject: 'surveyOption',
  async rows(db, tenantId) {
    const questions = await db.select({ id: surveyQuestion.id, options: surveyQuestion.options }).from(surveyQuestion).where(eq(surveyQuestion.tenantId, tenantId)).orderBy(surveyQuestion.surveyId, surveyQuestion.sort, surveyQuestion.id);
    return questions.flatMap((question) => question.options.map((option) => optionRow(question.id, option)));
  },
  async write(db, tenantId, id, change) {
    const match = /^(\d{1,9})\.([A-Za-z0-9_-]+)$/.exec(id);
    if (!match) return null;
    const where = and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.id, Number(match[1])));
    const [question] = await db.select({ options: surveyQuestion.options }).from(surveyQuestion).where(where).for('update');
    const option = question?.options.find((candidate) => candidate.id === match[2]);
    if (!question || !option) return null;
    const translations = change(optionRow(Number(match[1]), option));
    await db
      .update(surveyQuestion)
      .set({ options: question.options.map((candidate) => (candidate === option ? { ...option, translations } : candidate)) })
      .where(where);
    return translations;
  },
};

function optionRow(questionId: number, option: { id: string; label: string; translations?: Translations }): TranslatableRow {
  return { id: `${questionId}.${option.id}`, label: option.label, sources: { label: option.label }, translations: option.translations ?? {} };
}

/** Every subject's source; a subject without one stops the start. */
export function translationSources(): TranslationSource[] {
  const sources: TranslationSource[] = [
    areaSource,
    tableSource({ subject: 'placeClass', table: placeClass, id: placeClass.id, tenantId: placeClass.tenantId, translations: placeClass.translations, label: placeClass.name, fields: { name: placeClass.name }, orderBy: [placeClass.sort] }),
    tableSource({ subject: 'place', table: place, id: place.id, tenantId: place.tenantId, translations: place.translations, label: place.name, fields: { name: place.name, intro: place.intro, transcript: place.transcript }, orderBy: [place.sort] }),
    tableSource({ subject: 'notice', table: notice, id: notice.id, tenantId: notice.tenantId, translations: notice.translations, label: notice.title, fields: { title: notice.title, contentHtml: notice.contentHtml } }),
    tableSource({ subject: 'article', table: article, id: article.id, tenantId: article.tenantId, translations: article.translations, label: article.title, fields: { title: article.title, summary: article.summary, author: article.author, contentHtml: article.contentHtml }, orderBy: [article.sort] }),
    tableSource({ subject: 'hotWord', table: searchWord, id: searchWord.id, tenantId: searchWord.tenantId, translations: searchWord.translations, label: searchWord.word, fields: { word: searchWord.word }, orderBy: [searchWord.sort] }),
    tableSource({ subject: 'weatherWord', table: weatherWord, id: weatherWord.id, tenantId: weatherWord.tenantId, translations: weatherWord.translations, label: weatherWord.word, fields: { word: weatherWord.word } }),
    tableSource({ subject: 'survey', table: survey, id: survey.id, tenantId: survey.tenantId, translations: survey.translations, label: survey.title, fields: { title: survey.title, intro: survey.intro }, orderBy: [survey.sort] }),
    tableSource({ subject: 'surveyQuestion', table: surveyQuestion, id: surveyQuestion.id, tenantId: surveyQuestion.tenantId, translations: surveyQuestion.translations, label: surveyQuestion.title, fields: { title: surveyQuestion.title }, orderBy: [surveyQuestion.surveyId, surveyQuestion.sort] }),
    surveyOptionSource,
    tableSource({ subject: 'poseSku', table: poseSku, id: poseSku.id, tenantId: poseSku.tenantId, translations: poseSku.translations, label: poseSku.name, fields: { name: poseSku.name }, orderBy: [poseSku.sort] }),
    tableSource({ subject: 'pose', table: pose, id: pose.id, tenantId: pose.tenantId, translations: pose.translations, label: pose.name, fields: { name: pose.name, tips: pose.tips }, orderBy: [pose.sort] }),
    // A photo spot is named by its place.
    tableSource({ subject: 'photoSpot', table: photoSpot, id: photoSpot.id, tenantId: photoSpot.tenantId, translations: photoSpot.translations, label: sql<string>`(select ${place.name} from ${place} where ${place.id} = ${photoSpot.placeId})`, fields: { tips: photoSpot.tips }, orderBy: [photoSpot.sort] }),
    tableSource({ subject: 'sky', table: sky, id: sky.id, tenantId: sky.tenantId, translations: sky.translations, label: sky.name, fields: { name: sky.name }, orderBy: [sky.sort] }),
    tableSource({ subject: 'panoramaScene', table: panoramaScene, id: panoramaScene.id, tenantId: panoramaScene.tenantId, translations: panoramaScene.translations, label: panoramaScene.title, fields: { title: panoramaScene.title }, orderBy: [panoramaScene.sort] }),
    tableSource({ subject: 'panoramaMarker', table: panoramaMarker, id: panoramaMarker.id, tenantId: panoramaMarker.tenantId, translations: panoramaMarker.translations, label: panoramaMarker.label, fields: { label: panoramaMarker.label }, orderBy: [panoramaMarker.sceneId, panoramaMarker.sort] }),
    // A status is named by its place; its id is the place's.
    tableSource({ subject: 'liveStatus', table: liveStatus, id: liveStatus.placeId, tenantId: liveStatus.tenantId, translations: liveStatus.translations, label: sql<string>`(select ${place.name} from ${place} where ${place.id} = ${liveStatus.placeId})`, fields: { note: liveStatus.note }, orderBy: [liveStatus.placeId] }),
    tableSource({ subject: 'panoramaVideo', table: panoramaVideo, id: panoramaVideo.id, tenantId: panoramaVideo.tenantId, translations: panoramaVideo.translations, label: panoramaVideo.title, fields: { title: panoramaVideo.title }, orderBy: [panoramaVideo.sort] }),
    tableSource({ subject: 'tour', table: tour, id: tour.id, tenantId: tour.tenantId, translations: tour.translations, label: tour.title, fields: { title: tour.title, intro: tour.intro }, orderBy: [tour.sort] }),
  ];
  const missing = TRANSLATION_SUBJECT_NAMES.filter((subject) => !sources.some((source) => source.subject === subject));
  if (missing.length) throw new Error(`no translation source for ${missing.join(', ')}`);
  return sources;
}
