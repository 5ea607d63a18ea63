/**
 * The visitor survey (/answer): the area's open survey with its questions, and one submission per
 * visitor. The rules for answers (`checkSurveyAnswers`) and the limits live in runtime/survey.ts.
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdParamsSchema, safeText } from '../shared/http.ts';
import { INT32_MAX } from '../shared/http.runtime.ts';
import { MAX_SURVEY_OPTIONS, SURVEY_QUESTION_KINDS, TEXT_MAX_LENGTH_LIMIT } from './survey.runtime.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const SurveyOptionSchema = z.object({
  /** Stable within its question; what an answer names. */
  id: z.string(),
  label: LocalTextSchema,
});
export type SurveyOption = z.infer<typeof SurveyOptionSchema>;

export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: LocalTextSchema,
  required: z.boolean(),
  /** The choices of `single` and `multiple` questions; empty for the others. */
  options: z.array(SurveyOptionSchema),
  /** `multiple` only: how many options an answer picks at least and at most. */
  minChoices: z.number().int().nullable(),
  maxChoices: z.number().int().nullable(),
  /** `rating` only: the top of the 1..ratingMax scale. */
  ratingMax: z.number().int().nullable(),
  /** `text` only: the most characters an answer may have. */
  maxLength: z.number().int().nullable(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

export const SurveySchema = z.object({
  id: z.number().int(),
  title: LocalTextSchema,
  /** A line or two above the questions; may be empty. */
  intro: LocalTextSchema,
  questions: z.array(SurveyQuestionSchema),
  /** Whether the calling visitor already answered it (false without a token). */
  answered: z.boolean(),
});
export type Survey = z.infer<typeof SurveySchema>;

/** single: an option id; multiple: option ids; rating: 1..ratingMax; text: the visitor's words. */
export const SurveyAnswerValueSchema = z.union([
  safeText().max(TEXT_MAX_LENGTH_LIMIT),
  z.number().int().min(-INT32_MAX).max(INT32_MAX),
  z.array(safeText().max(64)).max(MAX_SURVEY_OPTIONS),
]);
export type SurveyAnswerValue = z.infer<typeof SurveyAnswerValueSchema>;

/** Answers keyed by question id; a question left out (optional ones) is unanswered. */
export const SurveyAnswersSchema = z.record(z.string().regex(/^[1-9]\d{0,9}$/, 'a question id'), SurveyAnswerValueSchema);
export type SurveyAnswers = z.infer<typeof SurveyAnswersSchema>;

export const getSurvey = defineRoute({
  method: 'GET',
  path: '/api/h5/survey',
  summary: "The area's open survey with its questions, and whether the visitor already answered it; 404 when none is open",
  tag: 'survey',
  auth: 'optional',
  data: SurveySchema,
});

export const answerSurvey = defineRoute({
  method: 'POST',
  path: '/api/h5/survey/:id/answer',
  summary: 'Submit the visitor’s answers, once per visitor; 400 names the question (`body.answers.<id>`), 409 ALREADY_ANSWERED on a second submission',
  tag: 'survey',
  auth: 'required',
  params: IdParamsSchema,
  body: z.object({ answers: SurveyAnswersSchema }).strict(),
  data: z.object({ surveyId: z.number().int(), answeredAt: z.string() }),
});
