/** Console: the survey builder, results per question (counts, ratings, text answers) and the CSV of all responses. */
import { z } from 'zod';
import { AreaIdParamsSchema, AreaParamsSchema, defineConsoleRoute, operatorText } from '../shared/console.ts';
import { SurveyQuestionSchema } from './survey.ts';
import { INT32_MAX } from '../shared/http.runtime.ts';
import { MAX_SURVEY_OPTIONS, RATING_MAX_LIMIT, SURVEY_INTRO_MAX, SURVEY_OPTION_LABEL_MAX, SURVEY_QUESTIONS_MAX, SURVEY_QUESTION_KINDS, SURVEY_TITLE_MAX, TEXT_MAX_LENGTH_LIMIT } from './survey.runtime.ts';

export const ConsoleSurveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  responseCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleSurvey = z.infer<typeof ConsoleSurveySchema>;

export const listConsoleSurveys = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/surveys',
  summary: "The area's surveys with how many visitors answered each",
  tag: 'console-survey',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.array(ConsoleSurveySchema),
});


export const QuestionResultSchema = z.object({
  questionId: z.number().int(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string(),
  /** Responses that answered this question. */
  answered: z.number().int(),
  /** single and multiple: every option with how many picked it, in the question's order. */
  options: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  /** rating: 1..ratingMax with counts, and the mean (null without answers). */
  ratings: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  ratingMean: z.number().nullable(),
  /** text: the newest answers, at most SURVEY_TEXT_ANSWERS_SHOWN. */
  texts: z.array(z.object({ text: z.string(), answeredAt: z.string() })),
});
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

export const SurveyResultsSchema = z.object({
  survey: ConsoleSurveySchema,
  questions: z.array(QuestionResultSchema),
});
export type SurveyResults = z.infer<typeof SurveyResultsSchema>;

export const getSurveyResults = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/surveys/:id/results',
  summary: 'Results per question, counted by the database',
  tag: 'console-survey',
  access: 'viewer',
  params: AreaIdParamsSchema,
  data: SurveyResultsSchema,
});

export const exportSurveyResponses = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/surveys/:id/responses.csv',
  summary: 'Every response as CSV (UTF-8 with BOM so Excel reads Chinese): one row per response, one column per question',
  tag: 'console-survey',
  access: 'viewer',
  params: AreaIdParamsSchema,
  data: z.string(),
  download: 'csv',
});

const requiredText = (max: number) => operatorText(max).pipe(z.string().min(1, 'required'));

export const SurveyOptionInputSchema = z.object({
  /** What answers name; kept when the label is reworded. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only'),
  label: requiredText(SURVEY_OPTION_LABEL_MAX),
});

const SurveyQuestionFields = z.object({
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: requiredText(SURVEY_TITLE_MAX),
  /** Most questions are meant to be answered: an optional one is a choice made on purpose. */
  required: z.boolean().default(true),
  options: z.array(SurveyOptionInputSchema).max(MAX_SURVEY_OPTIONS).default([]),
  minChoices: z.number().int().min(1).nullable().default(null),
  maxChoices: z.number().int().min(1).nullable().default(null),
  ratingMax: z.number().int().min(2).max(RATING_MAX_LIMIT).nullable().default(null),
  maxLength: z.number().int().min(1).max(TEXT_MAX_LENGTH_LIMIT).nullable().default(null),
});
type SurveyQuestionFields = z.output<typeof SurveyQuestionFields>;

/** Settings that make no sense for a question's kind are refused, so every served question is answerable. */
function checkQuestionSettings(question: SurveyQuestionFields, ctx: z.RefinementCtx): void {
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
}

const surveyFields = <Q extends z.ZodType>(question: Q) => ({
  title: requiredText(SURVEY_TITLE_MAX),
  intro: operatorText(SURVEY_INTRO_MAX).default(''),
  questions: z.array(question).min(1, 'at least one question').max(SURVEY_QUESTIONS_MAX),
});

/** A survey as the area file writes it (`surveys[]`, docs/survey.md); the console's builder edits the same fields. */
export const AreaSurveySchema = z.object({ ...surveyFields(SurveyQuestionFields.superRefine(checkQuestionSettings)), active: z.boolean().default(true) });
export type AreaSurvey = z.output<typeof AreaSurveySchema>;

/** A question in the builder: `id` names a question it already has (its answers stay with it); none adds one. */
export const SurveyQuestionInputSchema = SurveyQuestionFields.extend({ id: z.number().int().min(1).max(INT32_MAX).optional() }).superRefine(checkQuestionSettings);
export type SurveyQuestionInput = z.input<typeof SurveyQuestionInputSchema>;

/** The builder's whole survey, questions in the order visitors see them; a new survey starts closed. */
export const SurveyDefinitionSchema = z.object(surveyFields(SurveyQuestionInputSchema)).strict();
export type SurveyDefinition = z.input<typeof SurveyDefinitionSchema>;

/**
 * A question as the builder shows it: its source texts (the area's main language), with how many
 * answered it, per option, and the highest rating given (what a change must keep).
 */
export const ConsoleSurveyQuestionSchema = SurveyQuestionSchema.extend({
  title: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  answerCount: z.number().int(),
  optionAnswerCounts: z.record(z.string(), z.number().int()),
  highestRating: z.number().int().nullable(),
});
export type ConsoleSurveyQuestion = z.infer<typeof ConsoleSurveyQuestionSchema>;

export const ConsoleSurveyDetailSchema = ConsoleSurveySchema.extend({
  intro: z.string(),
  /** The survey visitors see now: the first open one in the area's order. */
  isShown: z.boolean(),
  questions: z.array(ConsoleSurveyQuestionSchema),
});
export type ConsoleSurveyDetail = z.infer<typeof ConsoleSurveyDetailSchema>;

export const getConsoleSurvey = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/surveys/:id',
  summary: 'A survey with its questions as the builder edits them, and how many answered each',
  tag: 'console-survey',
  access: 'viewer',
  params: AreaIdParamsSchema,
  data: ConsoleSurveyDetailSchema,
});

export const createSurvey = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/surveys',
  summary: 'Create a survey (closed until opened)',
  tag: 'console-survey',
  access: 'editor',
  params: AreaParamsSchema,
  body: SurveyDefinitionSchema,
  data: ConsoleSurveyDetailSchema,
});

export const updateSurvey = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/surveys/:id',
  summary:
    'Replace the survey and its questions (in this order). Answers are never rewritten or dropped: 409 CONFLICT when a change would leave stored answers without their question (removing an answered question or a picked option, changing an answered question’s kind, a rating scale below a given rating)',
  tag: 'console-survey',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: SurveyDefinitionSchema,
  data: ConsoleSurveyDetailSchema,
});

export const openSurvey = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/surveys/:id',
  summary: 'Open or close the survey for answers; visitors see the first open survey at once',
  tag: 'console-survey',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: z.object({ active: z.boolean() }).strict(),
  data: ConsoleSurveyDetailSchema,
});

export const deleteSurvey = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/surveys/:id',
  summary: 'Delete a survey nobody answered; 409 CONFLICT once it has responses (close it instead)',
  tag: 'console-survey',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});
