/**
 * Surveys as the scenic-area file writes them (the schema is the contract's `AreaSurveySchema`,
 * which the console's builder shares; see docs/survey.md), and how they go into the database.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_RATING_MAX, DEFAULT_TEXT_MAX_LENGTH, TRANSLATION_SUBJECTS, type SurveyQuestionKind } from '@youlan/contract';
import { AreaSurveySchema } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { englishOf, fileTranslations, moveEnglish } from '../../entities/translation/translation.file.ts';
import { translationsFrom, translationTexts } from '../../entities/translation/translation.ts';
import { survey, surveyQuestion, type StoredSurveyOption } from './survey.table.ts';

/** The translations of a survey, its questions and their options, beside the builder's fields (index for index). */
const SurveyTranslationsSchema = z.object({
  translations: fileTranslations('survey'),
  questions: z.array(
    z.object({
      translations: fileTranslations('surveyQuestion'),
      options: z.array(z.object({ translations: fileTranslations('surveyOption') })).default([]),
    }),
  ),
});

/** The old shape wrote `titleEn`, `introEn`, and `labelEn` on options. */
function moveSurveyEnglish(value: unknown): unknown {
  const moved = moveEnglish(value, englishOf(TRANSLATION_SUBJECTS.survey)) as { questions?: unknown };
  if (!moved || typeof moved !== 'object' || !Array.isArray(moved.questions)) return moved;
  const questions = moved.questions.map((question: unknown) => {
    const movedQuestion = moveEnglish(question, englishOf(TRANSLATION_SUBJECTS.surveyQuestion)) as { options?: unknown };
    if (!movedQuestion || typeof movedQuestion !== 'object' || !Array.isArray(movedQuestion.options)) return movedQuestion;
    return { ...movedQuestion, options: movedQuestion.options.map((option: unknown) => moveEnglish(option, englishOf(TRANSLATION_SUBJECTS.surveyOption))) };
  });
  return { ...moved, questions };
}

type SurveyFields = z.output<typeof AreaSurveySchema>;
type SurveyTranslations = z.output<typeof SurveyTranslationsSchema>;

/** A survey in the area file: the builder's fields (the contract's `AreaSurveySchema`) with their translations. */
export const AreaSurveyFileSchema = z.preprocess(
  moveSurveyEnglish,
  z.intersection(AreaSurveySchema, SurveyTranslationsSchema).transform((entry: SurveyFields & SurveyTranslations) => {
    const texts: SurveyTranslations['questions'] = entry.questions;
    return {
      ...entry,
      questions: (entry.questions as SurveyFields['questions']).map((question, index) => ({
        ...question,
        translations: texts[index]?.translations ?? {},
        options: question.options.map((option, at) => ({ id: option.id, label: option.label, translations: texts[index]?.options[at]?.translations ?? {} })),
      })),
    };
  }),
);
export type AreaSurvey = z.output<typeof AreaSurveyFileSchema>;

interface QuestionSettings {
  kind: SurveyQuestionKind;
  options: readonly unknown[];
  minChoices: number | null;
  maxChoices: number | null;
  ratingMax: number | null;
  maxLength: number | null;
}

/** Defaults stored explicitly, so what the app is told is exactly what the server checks. */
export function storedSettings(question: QuestionSettings): Omit<QuestionSettings, 'kind' | 'options'> {
  return {
    minChoices: question.kind === 'multiple' ? (question.minChoices ?? 1) : null,
    maxChoices: question.kind === 'multiple' ? (question.maxChoices ?? question.options.length) : null,
    ratingMax: question.kind === 'rating' ? (question.ratingMax ?? DEFAULT_RATING_MAX) : null,
    maxLength: question.kind === 'text' ? (question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH) : null,
  };
}

/** Inserts the area's surveys; runs inside the area import's transaction. */
export async function importSurveys(tx: Pick<Db, 'insert'>, tenantId: number, surveys: readonly AreaSurvey[]): Promise<void> {
  for (const [sort, entry] of surveys.entries()) {
    const [row] = await tx
      .insert(survey)
      .values({ tenantId, title: entry.title, intro: entry.intro, translations: translationsFrom(entry.translations, { title: entry.title, intro: entry.intro }), active: entry.active, sort })
      .returning({ id: survey.id });
    if (!row) throw new Error('survey insert returned nothing');
    await tx.insert(surveyQuestion).values(
      entry.questions.map((question, questionSort) => ({
        tenantId,
        surveyId: row.id,
        kind: question.kind,
        title: question.title,
        translations: translationsFrom(question.translations, { title: question.title }),
        required: question.required,
        options: question.options.map((option): StoredSurveyOption => ({ id: option.id, label: option.label, translations: translationsFrom(option.translations, { label: option.label }) })),
        ...storedSettings(question),
        sort: questionSort,
      })),
    );
  }
}

/** The area's surveys as the area file writes them, in the operator's order (for the area export). */
export async function exportSurveys(db: Db, tenantId: number): Promise<AreaSurvey[]> {
  const surveys = await db.select().from(survey).where(eq(survey.tenantId, tenantId)).orderBy(asc(survey.sort), asc(survey.id));
  const questions = await db.select().from(surveyQuestion).where(eq(surveyQuestion.tenantId, tenantId)).orderBy(asc(surveyQuestion.sort), asc(surveyQuestion.id));
  return surveys.map((entry) => ({
    title: entry.title,
    intro: entry.intro,
    active: entry.active,
    translations: translationTexts(entry.translations),
    questions: questions
      .filter((question) => question.surveyId === entry.id)
      .map((question) => ({
        kind: question.kind,
        title: question.title,
        required: question.required,
        options: question.options.map((option) => ({ id: option.id, label: option.label, translations: translationTexts(option.translations ?? {}) })),
        minChoices: question.minChoices,
        maxChoices: question.maxChoices,
        ratingMax: question.ratingMax,
        maxLength: question.maxLength,
        translations: translationTexts(question.translations),
      })),
  }));
}
