/** Surveys: the area's open survey and the visitor's one submission, always inside the caller's tenant. */
import { and, asc, eq } from 'drizzle-orm';
import { checkSurveyAnswers, ErrorCode, isUnanswered, type Survey, type SurveyAnswers, type SurveyQuestion } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { survey, surveyQuestion, surveyResponse } from './survey.table.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { textsOf } from '../../entities/translation/translation.ts';
import { sourceLanguage, type VisitorLanguage } from '../../platform/visitor-language.ts';

const PROBLEM_TEXT = {
  unknownQuestion: 'is not a question of this survey',
  required: 'is required',
  wrongKind: 'is the wrong kind of answer for this question',
  unknownOption: 'names an option this question does not have',
  repeatedOption: 'names an option twice',
  tooFewChoices: 'picks too few options',
  tooManyChoices: 'picks too many options',
  outOfRange: 'is outside the rating scale',
  tooLong: 'is longer than this question allows',
} as const;

async function questionsOf(db: Db, tenantId: number, surveyId: number, language: VisitorLanguage): Promise<SurveyQuestion[]> {
  const rows = await db
    .select()
    .from(surveyQuestion)
    .where(and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.surveyId, surveyId)))
    .orderBy(asc(surveyQuestion.sort), asc(surveyQuestion.id));
  return rows.map(({ id, kind, title, translations, required, options, minChoices, maxChoices, ratingMax, maxLength }) => ({
    id,
    kind,
    title: textsOf(translations, language)('title', title),
    required,
    options: options.map((option) => ({ id: option.id, label: textsOf(option.translations, language)('label', option.label) })),
    minChoices,
    maxChoices,
    ratingMax,
    maxLength,
  }));
}

async function hasAnswered(db: Db, tenantId: number, surveyId: number, visitorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyResponse.id })
    .from(surveyResponse)
    .where(and(eq(surveyResponse.tenantId, tenantId), eq(surveyResponse.surveyId, surveyId), eq(surveyResponse.visitorId, visitorId)));
  return Boolean(row);
}

/** The first open survey in the operator's order; 404 when the area has none open. */
export async function getActiveSurvey(db: Db, tenantId: number, visitorId: number | null, language: VisitorLanguage): Promise<Survey> {
  const [row] = await db
    .select({ id: survey.id, title: survey.title, intro: survey.intro, translations: survey.translations })
    .from(survey)
    .where(and(eq(survey.tenantId, tenantId), eq(survey.active, true)))
    .orderBy(asc(survey.sort), asc(survey.id))
    .limit(1);
  if (!row) throw notFound('This scenic area has no survey open at the moment');
  const text = textsOf(row.translations, language);
  return {
    id: row.id,
    title: text('title', row.title),
    intro: text('intro', row.intro),
    questions: await questionsOf(db, tenantId, row.id, language),
    answered: visitorId !== null && (await hasAnswered(db, tenantId, row.id, visitorId)),
  };
}

/**
 * Stores the visitor's answers once. Refused answers name the first wrong question
 * (`body.answers.<id>`) and store nothing; a second submission is 409 and leaves the first as it was.
 */
export async function answerSurvey(db: Db, tenant: { id: number; mainLanguage: string }, visitorId: number, surveyId: number, answers: SurveyAnswers) {
  const tenantId = tenant.id;
  const [target] = await db
    .select({ id: survey.id })
    .from(survey)
    .where(and(eq(survey.tenantId, tenantId), eq(survey.id, surveyId), eq(survey.active, true)))
    // Holds off a console edit of the questions until this answer is stored (survey.console.ts checks stored answers).
    .for('share');
  if (!target) throw notFound(`No open survey ${surveyId} in this scenic area`);

  const [issue] = checkSurveyAnswers(await questionsOf(db, tenantId, surveyId, sourceLanguage({ mainLanguage: tenant.mainLanguage, languages: [] })), answers);
  if (issue) throw badRequest(`Answer to question ${issue.questionId} ${PROBLEM_TEXT[issue.problem]}`, `body.answers.${issue.questionId}`);

  const stored: SurveyAnswers = {};
  for (const [questionId, value] of Object.entries(answers)) {
    if (!isUnanswered(value)) stored[questionId] = typeof value === 'string' ? value.trim() : value;
  }
  const [row] = await db
    .insert(surveyResponse)
    .values({ tenantId, surveyId, visitorId, answers: stored })
    .onConflictDoNothing()
    .returning({ createdAt: surveyResponse.createdAt });
  if (!row) throw new AppError(409, ErrorCode.ALREADY_ANSWERED, 'You have already answered this survey; thank you');
  return { surveyId, answeredAt: row.createdAt.toISOString() };
}
