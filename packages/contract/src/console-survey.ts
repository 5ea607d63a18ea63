/** Console: survey results per question (counts, ratings, text answers) and the CSV of all responses. */
import { z } from 'zod';
import { AreaIdParamsSchema, AreaParamsSchema, defineConsoleRoute } from './console.ts';
import { SURVEY_QUESTION_KINDS } from './runtime/survey.ts';

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
  csv: true,
});
