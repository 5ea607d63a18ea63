/**
 * The console's side of surveys: how many answered, the counts per option and rating value
 * (counted by the database over the answers' JSON), the newest text answers, and the CSV export.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_RATING_MAX, type SurveyAnswerValue } from '@youlan/contract';
import { SURVEY_TEXT_ANSWERS_SHOWN, type ConsoleSurvey, type QuestionResult, type SurveyResults } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { survey, surveyQuestion, surveyResponse } from './survey.table.ts';

export async function listAreaSurveys(db: Db, tenantId: number): Promise<ConsoleSurvey[]> {
  const rows = await db
    .select({ id: survey.id, title: survey.title, active: survey.active, createdAt: survey.createdAt, responseCount: count(surveyResponse.id) })
    .from(survey)
    .leftJoin(surveyResponse, and(eq(surveyResponse.tenantId, survey.tenantId), eq(surveyResponse.surveyId, survey.id)))
    .where(eq(survey.tenantId, tenantId))
    .groupBy(survey.id)
    .orderBy(asc(survey.sort), asc(survey.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function findSurvey(db: Db, tenantId: number, id: number) {
  const [row] = await db.select().from(survey).where(and(eq(survey.tenantId, tenantId), eq(survey.id, id)));
  if (!row) throw notFound(`No survey ${id} in this area`);
  const questions = await db.select().from(surveyQuestion).where(and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.surveyId, id))).orderBy(asc(surveyQuestion.sort), asc(surveyQuestion.id));
  return { row, questions };
}

export async function getAreaSurveyResults(db: Db, tenantId: number, id: number): Promise<SurveyResults> {
  const { row, questions } = await findSurvey(db, tenantId, id);
  const scope = sql`${surveyResponse.tenantId} = ${tenantId} AND ${surveyResponse.surveyId} = ${id}`;
  // node-postgres and PGlite both answer raw SQL with `{ rows }`.
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [{ responses } = { responses: 0 }] = await db.select({ responses: count() }).from(surveyResponse).where(and(eq(surveyResponse.tenantId, tenantId), eq(surveyResponse.surveyId, id)));
  // One row per (question, picked value) of the counted kinds: a single answer or a rating is one value, a multiple answer many.
  const counted = questions.filter((question) => question.kind !== 'text').map((question) => sql`${String(question.id)}`);
  const picked = counted.length
    ? await rowsOf<{ question_id: string; value: string; picks: number }>(sql`
    SELECT answer.key AS question_id, picked.value AS value, count(*)::int AS picks
    FROM ${surveyResponse},
      jsonb_each(${surveyResponse.answers}) AS answer,
      jsonb_array_elements_text(CASE jsonb_typeof(answer.value) WHEN 'array' THEN answer.value ELSE jsonb_build_array(answer.value) END) AS picked
    WHERE ${scope} AND answer.key IN (${sql.join(counted, sql`, `)})
    GROUP BY 1, 2`)
    : [];
  const answeredRows = await rowsOf<{ question_id: string; answered: number }>(sql`
    SELECT answer.key AS question_id, count(*)::int AS answered
    FROM ${surveyResponse}, jsonb_each(${surveyResponse.answers}) AS answer
    WHERE ${scope}
    GROUP BY 1`);
  const picks = new Map<string, number>();
  for (const pick of picked) picks.set(`${pick.question_id} ${pick.value}`, Number(pick.picks));
  const answered = new Map(answeredRows.map((answer) => [answer.question_id, Number(answer.answered)]));

  const results: QuestionResult[] = [];
  for (const question of questions) {
    const key = String(question.id);
    const countOf = (value: string | number) => picks.get(`${key} ${value}`) ?? 0;
    const result: QuestionResult = { questionId: question.id, kind: question.kind, title: question.title, answered: answered.get(key) ?? 0, options: [], ratings: [], ratingMean: null, texts: [] };
    if (question.kind === 'single' || question.kind === 'multiple') {
      result.options = question.options.map((option) => ({ id: option.id, label: option.label, count: countOf(option.id) }));
    } else if (question.kind === 'rating') {
      const max = question.ratingMax ?? DEFAULT_RATING_MAX;
      result.ratings = Array.from({ length: max }, (_, index) => ({ value: index + 1, count: countOf(index + 1) }));
      const total = result.ratings.reduce((sum, rating) => sum + rating.count, 0);
      result.ratingMean = total ? result.ratings.reduce((sum, rating) => sum + rating.value * rating.count, 0) / total : null;
    } else {
      const texts = await db
        .select({ text: sql<string>`${surveyResponse.answers} ->> ${key}`, answeredAt: surveyResponse.createdAt })
        .from(surveyResponse)
        .where(and(eq(surveyResponse.tenantId, tenantId), eq(surveyResponse.surveyId, id), sql`${surveyResponse.answers} ? ${key}`))
        .orderBy(desc(surveyResponse.createdAt), desc(surveyResponse.id))
        .limit(SURVEY_TEXT_ANSWERS_SHOWN);
      result.texts = texts.map((text) => ({ text: text.text, answeredAt: text.answeredAt.toISOString() }));
    }
    results.push(result);
  }
  return { survey: { id: row.id, title: row.title, active: row.active, createdAt: row.createdAt.toISOString(), responseCount: responses }, questions: results };
}

/**
 * Every response as CSV: a byte-order mark so Excel opens the Chinese as UTF-8, option labels
 * rather than ids, and cells that start like a formula escaped (a visitor's text must not run in
 * the operator's spreadsheet).
 */
export async function exportAreaSurveyCsv(db: Db, tenantId: number, id: number): Promise<string> {
  const { questions } = await findSurvey(db, tenantId, id);
  const responses = await db
    .select({ id: surveyResponse.id, answers: surveyResponse.answers, createdAt: surveyResponse.createdAt })
    .from(surveyResponse)
    .where(and(eq(surveyResponse.tenantId, tenantId), eq(surveyResponse.surveyId, id)))
    .orderBy(asc(surveyResponse.createdAt), asc(surveyResponse.id));
  const cell = (question: (typeof questions)[number], value: SurveyAnswerValue | undefined): string => {
    if (value === undefined) return '';
    const label = (optionId: string) => question.options.find((option) => option.id === optionId)?.label ?? optionId;
    if (Array.isArray(value)) return value.map(label).join('; ');
    if (question.kind === 'single' && typeof value === 'string') return label(value);
    return String(value);
  };
  const header = ['response', 'answeredAt', ...questions.map((question) => question.title)];
  const rows = responses.map((response) => [String(response.id), response.createdAt.toISOString(), ...questions.map((question) => cell(question, response.answers[String(question.id)]))]);
  return `\uFEFF${stringify([header, ...rows], { escape_formulas: true, record_delimiter: 'windows' })}`;
}
