/**
 * A survey as the scenic-area file writes it (see docs/survey.md), and how it goes into the
 * database when the area is imported. Settings that make no sense for a question's kind are
 * refused here, so the served questions are always answerable.
 */
import { z } from 'zod';
import {
  DEFAULT_RATING_MAX,
  DEFAULT_TEXT_MAX_LENGTH,
  MAX_SURVEY_OPTIONS,
  RATING_MAX_LIMIT,
  SURVEY_QUESTION_KINDS,
  TEXT_MAX_LENGTH_LIMIT,
} from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { survey, surveyQuestion } from './survey.table.ts';

const OptionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only'),
  label: z.string().trim().min(1),
  labelEn: z.string().trim().min(1).nullable().default(null),
});

const QuestionSchema = z
  .object({
    kind: z.enum(SURVEY_QUESTION_KINDS),
    title: z.string().trim().min(1),
    titleEn: z.string().trim().min(1).nullable().default(null),
    required: z.boolean().default(false),
    options: z.array(OptionSchema).max(MAX_SURVEY_OPTIONS).default([]),
    minChoices: z.number().int().min(1).nullable().default(null),
    maxChoices: z.number().int().min(1).nullable().default(null),
    ratingMax: z.number().int().min(2).max(RATING_MAX_LIMIT).nullable().default(null),
    maxLength: z.number().int().min(1).max(TEXT_MAX_LENGTH_LIMIT).nullable().default(null),
  })
  .superRefine((question, ctx) => {
    const isChoice = question.kind === 'single' || question.kind === 'multiple';
    if (isChoice && question.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'a choice question needs at least two options' });
    if (!isChoice && question.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${question.kind} question has no options` });
    if (new Set(question.options.map((option) => option.id)).size !== question.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'option ids repeat' });
    }
    if (question.kind !== 'multiple' && (question.minChoices !== null || question.maxChoices !== null)) {
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: 'only multiple-choice questions take minChoices and maxChoices' });
    }
    if (question.kind === 'multiple') {
      const max = question.maxChoices ?? question.options.length;
      if (max > question.options.length) ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: 'more than there are options' });
      if ((question.minChoices ?? 1) > max) ctx.addIssue({ code: 'custom', path: ['minChoices'], message: 'greater than maxChoices' });
    }
    if (question.kind !== 'rating' && question.ratingMax !== null) ctx.addIssue({ code: 'custom', path: ['ratingMax'], message: 'only rating questions take ratingMax' });
    if (question.kind !== 'text' && question.maxLength !== null) ctx.addIssue({ code: 'custom', path: ['maxLength'], message: 'only text questions take maxLength' });
  });

export const AreaSurveySchema = z.object({
  title: z.string().trim().min(1),
  titleEn: z.string().trim().min(1).nullable().default(null),
  intro: z.string().default(''),
  introEn: z.string().nullable().default(null),
  active: z.boolean().default(true),
  questions: z.array(QuestionSchema).min(1).max(50),
});
export type AreaSurvey = z.infer<typeof AreaSurveySchema>;

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
        // Stored explicitly, so what the app is told is exactly what the server checks.
        minChoices: question.kind === 'multiple' ? (question.minChoices ?? 1) : null,
        maxChoices: question.kind === 'multiple' ? (question.maxChoices ?? question.options.length) : null,
        ratingMax: question.kind === 'rating' ? (question.ratingMax ?? DEFAULT_RATING_MAX) : null,
        maxLength: question.kind === 'text' ? (question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH) : null,
        sort: questionSort,
      })),
    );
  }
}
