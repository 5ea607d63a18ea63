/**
 * Surveys as the scenic-area file writes them (the schema is the contract's `AreaSurveySchema`,
 * which the console's builder shares; see docs/survey.md), and how they go into the database.
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_RATING_MAX, DEFAULT_TEXT_MAX_LENGTH, type SurveyOption, type SurveyQuestionKind } from '@youlan/contract';
import type { AreaSurvey } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { survey, surveyQuestion } from './survey.table.ts';

export { AreaSurveySchema, type AreaSurvey } from '@youlan/contract/console';

interface QuestionSettings {
  kind: SurveyQuestionKind;
  options: SurveyOption[];
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
    const [row] = await tx.insert(survey).values({ tenantId, title: entry.title, titleEn: entry.titleEn, intro: entry.intro, introEn: entry.introEn, active: entry.active, sort }).returning({ id: survey.id });
    if (!row) throw new Error('survey insert returned nothing');
    await tx.insert(surveyQuestion).values(
      entry.questions.map((question, questionSort) => ({
        tenantId,
        surveyId: row.id,
        kind: question.kind,
        title: question.title,
        titleEn: question.titleEn,
        required: question.required,
        options: question.options,
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
    titleEn: entry.titleEn,
    intro: entry.intro,
    introEn: entry.introEn,
    active: entry.active,
    questions: questions
      .filter((question) => question.surveyId === entry.id)
      .map((question) => ({
        kind: question.kind,
        title: question.title,
        titleEn: question.titleEn,
        required: question.required,
        options: question.options.map((option) => ({ id: option.id, label: option.label, labelEn: option.labelEn })),
        minChoices: question.minChoices,
        maxChoices: question.maxChoices,
        ratingMax: question.ratingMax,
        maxLength: question.maxLength,
      })),
  }));
}
