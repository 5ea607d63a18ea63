/**
 * The console's side of surveys: how many answered, the counts per option and rating value
 * (counted by the database over the answers' JSON), the newest text answers, and the CSV export.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_RATING_MAX, ErrorCode, type SurveyAnswerValue } from '@youlan/contract';
import {
  SURVEY_TEXT_ANSWERS_SHOWN,
  type SurveyDefinitionSchema,
  type ConsoleSurvey,
  type ConsoleSurveyDetail,
  type QuestionResult,
  type SurveyResults,
} from '@youlan/contract/console';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { survey, surveyQuestion, surveyResponse, type StoredSurveyOption } from './survey.table.ts';
import { storedSettings } from './survey.file.ts';

type SurveyDefinition = z.output<typeof SurveyDefinitionSchema>;

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

async function findSurvey(db: Db, tenantId: number, id: number, lock = false) {
  const scope = and(eq(survey.tenantId, tenantId), eq(survey.id, id));
  // A change locks the survey row; a visitor's submission takes a share lock on it (survey.service.ts), so no answer slips in between the check of the stored answers and the change.
  const [row] = lock ? await db.select().from(survey).where(scope).for('update') : await db.select().from(survey).where(scope);
  if (!row) throw notFound(`No survey ${id} in this area`);
  const questions = await db.select().from(surveyQuestion).where(and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.surveyId, id))).orderBy(asc(surveyQuestion.sort), asc(surveyQuestion.id));
  return { row, questions };
}

// node-postgres and PGlite both answer raw SQL with `{ rows }`.
const rowsOf = async <T>(db: Pick<Db, 'execute'>, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * How many responses answered each question, and how often each value was picked (an option id
 * of a single or multiple question, a rating), counted by the database over the answers' JSON.
 */
async function tallyAnswers(db: Pick<Db, 'execute'>, tenantId: number, surveyId: number, questions: readonly { id: number; kind: string }[]) {
  const scope = sql`${surveyResponse.tenantId} = ${tenantId} AND ${surveyResponse.surveyId} = ${surveyId}`;
  // One row per (question, picked value) of the counted kinds: a single answer or a rating is one value, a multiple answer many.
  const counted = questions.filter((question) => question.kind !== 'text').map((question) => sql`${String(question.id)}`);
  const picked = counted.length
    ? await rowsOf<{ question_id: string; value: string; picks: number }>(db, sql`
    SELECT answer.key AS question_id, picked.value AS value, count(*)::int AS picks
    FROM ${surveyResponse},
      jsonb_each(${surveyResponse.answers}) AS answer,
      jsonb_array_elements_text(CASE jsonb_typeof(answer.value) WHEN 'array' THEN answer.value ELSE jsonb_build_array(answer.value) END) AS picked
    WHERE ${scope} AND answer.key IN (${sql.join(counted, sql`, `)})
    GROUP BY 1, 2`)
    : [];
  const answeredRows = await rowsOf<{ question_id: string; answered: number }>(db, sql`
    SELECT answer.key AS question_id, count(*)::int AS answered
    FROM ${surveyResponse}, jsonb_each(${surveyResponse.answers}) AS answer
    WHERE ${scope}
    GROUP BY 1`);
  const picks = new Map<string, Map<string, number>>();
  for (const pick of picked) {
    const values = picks.get(pick.question_id) ?? new Map<string, number>();
    values.set(pick.value, Number(pick.picks));
    picks.set(pick.question_id, values);
  }
  return {
    answered: (questionId: number) => Number(answeredRows.find((row) => row.question_id === String(questionId))?.answered ?? 0),
    picks: (questionId: number) => picks.get(String(questionId)) ?? new Map<string, number>(),
  };
}

export async function getAreaSurveyResults(db: Db, tenantId: number, id: number): Promise<SurveyResults> {
  const { row, questions } = await findSurvey(db, tenantId, id);
  const [{ responses } = { responses: 0 }] = await db.select({ responses: count() }).from(surveyResponse).where(and(eq(surveyResponse.tenantId, tenantId), eq(surveyResponse.surveyId, id)));
  const tally = await tallyAnswers(db, tenantId, id, questions);

  const results: QuestionResult[] = [];
  for (const question of questions) {
    const key = String(question.id);
    const picks = tally.picks(question.id);
    const countOf = (value: string | number) => picks.get(String(value)) ?? 0;
    const result: QuestionResult = { questionId: question.id, kind: question.kind, title: question.title, answered: tally.answered(question.id), options: [], ratings: [], ratingMean: null, texts: [] };
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

/** The survey as the builder edits it: its questions with how many answered each, per option, and the highest rating given. */
export async function getAreaSurvey(db: Db, tenantId: number, id: number): Promise<ConsoleSurveyDetail> {
  const { row, questions } = await findSurvey(db, tenantId, id);
  const tally = await tallyAnswers(db, tenantId, id, questions);
  const [{ responses } = { responses: 0 }] = await db.select({ responses: count() }).from(surveyResponse).where(and(eq(surveyResponse.tenantId, tenantId), eq(surveyResponse.surveyId, id)));
  const [shown] = await db.select({ id: survey.id }).from(survey).where(and(eq(survey.tenantId, tenantId), eq(survey.active, true))).orderBy(asc(survey.sort), asc(survey.id)).limit(1);
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    active: row.active,
    isShown: shown?.id === row.id,
    responseCount: responses,
    createdAt: row.createdAt.toISOString(),
    questions: questions.map((question) => {
      const picks = tally.picks(question.id);
      const ratings = question.kind === 'rating' ? [...picks.keys()].map(Number).filter(Number.isInteger) : [];
      return {
        id: question.id,
        kind: question.kind,
        title: question.title,
        required: question.required,
        options: question.options.map((option) => ({ id: option.id, label: option.label })),
        minChoices: question.minChoices,
        maxChoices: question.maxChoices,
        ratingMax: question.ratingMax,
        maxLength: question.maxLength,
        answerCount: tally.answered(question.id),
        optionAnswerCounts: Object.fromEntries(question.options.map((option) => [option.id, picks.get(option.id) ?? 0])),
        highestRating: ratings.length ? Math.max(...ratings) : null,
      };
    }),
  };
}

/** What the audit log keeps of a survey: its definition as the builder sends it, and whether it is open. */
const auditView = (detail: ConsoleSurveyDetail) => ({
  title: detail.title,
  intro: detail.intro,
  active: detail.active,
  questions: detail.questions.map(({ answerCount: _answers, optionAnswerCounts: _picks, highestRating: _highest, ...question }) => question),
});

const conflict = (message: string) => new AppError(409, ErrorCode.CONFLICT, message);

/** A question's row; its options keep their labels' translations (by option id) from `before`. */
const questionValues = (tenantId: number, surveyId: number, question: SurveyDefinition['questions'][number], sort: number, before: StoredSurveyOption[] = []) => ({
  tenantId,
  surveyId,
  kind: question.kind,
  title: question.title,
  required: question.required,
  options: question.options.map((option): StoredSurveyOption => {
    const translations = before.find((stored) => stored.id === option.id)?.translations;
    return translations ? { id: option.id, label: option.label, translations } : { id: option.id, label: option.label };
  }),
  ...storedSettings(question),
  sort,
});

/** A new survey goes after the area's others and starts closed: visitors see it once an editor opens it. */
export async function createAreaSurvey(db: Db, actor: AuditActor, tenantId: number, definition: SurveyDefinition): Promise<ConsoleSurveyDetail> {
  if (definition.questions.some((question) => question.id !== undefined)) badQuestionId(definition, () => false);
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${survey.sort}), -1)::int` }).from(survey).where(eq(survey.tenantId, tenantId));
    const [row] = await tx
      .insert(survey)
      .values({ tenantId, title: definition.title, intro: definition.intro, active: false, sort: (last?.sort ?? -1) + 1 })
      .returning({ id: survey.id });
    if (!row) throw new Error('survey insert returned nothing');
    await tx.insert(surveyQuestion).values(definition.questions.map((question, sort) => questionValues(tenantId, row.id, question, sort)));
    const created = await getAreaSurvey(tx, tenantId, row.id);
    await recordAudit(tx, actor, { action: 'survey.create', targetType: 'survey', targetId: row.id, before: null, after: auditView(created) });
    return created;
  });
}

/** 400 on the first question whose `id` is not one of `isKnown`'s. */
function badQuestionId(definition: SurveyDefinition, isKnown: (id: number) => boolean): void {
  const index = definition.questions.findIndex((question) => question.id !== undefined && !isKnown(question.id));
  if (index >= 0) throw badRequest(`Question ${definition.questions[index]!.id} is not a question of this survey`, `body.questions.${index}.id`);
}

/**
 * Replaces the survey's texts and questions. Stored answers are never rewritten or dropped: a
 * change that would leave answers without their question is refused with 409 naming it (see
 * docs/console.md); rewording, adding, reordering and loosening or tightening limits are free.
 */
export async function updateAreaSurvey(db: Db, actor: AuditActor, tenantId: number, id: number, definition: SurveyDefinition): Promise<ConsoleSurveyDetail> {
  return db.transaction(async (tx) => {
    await findSurvey(tx, tenantId, id, true);
    const before = await getAreaSurvey(tx, tenantId, id);
    const current = new Map(before.questions.map((question) => [question.id, question]));
    badQuestionId(definition, (questionId) => current.has(questionId));
    const seen = new Set<number>();
    for (const [index, question] of definition.questions.entries()) {
      if (question.id === undefined) continue;
      if (seen.has(question.id)) throw badRequest(`Question ${question.id} is listed twice`, `body.questions.${index}.id`);
      seen.add(question.id);
      const stored = current.get(question.id)!;
      if (stored.answerCount === 0) continue;
      const name = `“${stored.title}” (${stored.answerCount} answers)`;
      if (question.kind !== stored.kind) throw conflict(`Question ${name} cannot change its kind: its answers would no longer fit. Close this survey and start a new one instead`);
      const kept = new Set(question.options.map((option) => option.id));
      const dropped = stored.options.filter((option) => !kept.has(option.id) && (stored.optionAnswerCounts[option.id] ?? 0) > 0);
      if (dropped.length) throw conflict(`Question ${name}: option “${dropped[0]!.label}” was picked ${stored.optionAnswerCounts[dropped[0]!.id]} times and cannot be removed`);
      const ratingMax = storedSettings(question).ratingMax;
      if (ratingMax !== null && stored.highestRating !== null && stored.highestRating > ratingMax) {
        throw conflict(`Question ${name} has ratings up to ${stored.highestRating}; its scale cannot end below that`);
      }
    }
    const removed = before.questions.filter((question) => !seen.has(question.id));
    const answered = removed.find((question) => question.answerCount > 0);
    if (answered) throw conflict(`Question “${answered.title}” has ${answered.answerCount} answers and cannot be removed. Close this survey and start a new one instead`);

    const scope = and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.surveyId, id));
    if (removed.length) await tx.delete(surveyQuestion).where(and(scope, inArray(surveyQuestion.id, removed.map((question) => question.id))));
    const storedOptions = new Map((await findSurvey(tx, tenantId, id)).questions.map((question) => [question.id, question.options]));
    for (const [sort, question] of definition.questions.entries()) {
      const values = questionValues(tenantId, id, question, sort, question.id === undefined ? [] : storedOptions.get(question.id));
      if (question.id === undefined) await tx.insert(surveyQuestion).values(values);
      else await tx.update(surveyQuestion).set(values).where(and(scope, eq(surveyQuestion.id, question.id)));
    }
    await tx.update(survey).set({ title: definition.title, intro: definition.intro }).where(and(eq(survey.tenantId, tenantId), eq(survey.id, id)));
    const after = await getAreaSurvey(tx, tenantId, id);
    await recordAudit(tx, actor, { action: 'survey.update', targetType: 'survey', targetId: id, before: auditView(before), after: auditView(after) });
    return after;
  });
}

export async function openAreaSurvey(db: Db, actor: AuditActor, tenantId: number, id: number, active: boolean): Promise<ConsoleSurveyDetail> {
  return db.transaction(async (tx) => {
    const { row } = await findSurvey(tx, tenantId, id, true);
    await tx.update(survey).set({ active }).where(and(eq(survey.tenantId, tenantId), eq(survey.id, id)));
    const after = await getAreaSurvey(tx, tenantId, id);
    await recordAudit(tx, actor, { action: active ? 'survey.open' : 'survey.close', targetType: 'survey', targetId: id, before: { active: row.active }, after: { active } });
    return after;
  });
}

/** Only a survey nobody answered can go; one with responses is closed instead, so its answers stay readable. */
export async function deleteAreaSurvey(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findSurvey(tx, tenantId, id, true);
    const before = await getAreaSurvey(tx, tenantId, id);
    if (before.responseCount > 0) throw conflict(`${before.responseCount} visitors answered this survey; close it instead of deleting it, so their answers stay`);
    await tx.delete(survey).where(and(eq(survey.tenantId, tenantId), eq(survey.id, id)));
    await recordAudit(tx, actor, { action: 'survey.delete', targetType: 'survey', targetId: id, before: auditView(before), after: null });
  });
}
