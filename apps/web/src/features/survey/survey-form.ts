/**
 * The survey form's rules as plain functions: the same checks the server runs (the contract's
 * `checkSurveyAnswers`), worded per question, and the answers as they are sent.
 */
import type { SurveyAnswerProblem, SurveyAnswerValue, SurveyAnswers, SurveyQuestion } from '@youlan/contract';
import { DEFAULT_RATING_MAX, DEFAULT_TEXT_MAX_LENGTH, checkSurveyAnswers, isUnanswered } from '@youlan/contract/runtime';
import type { MessageKey } from '../../platform/i18n/index.ts';

/** The form's state: a value per question id; a question without one is unanswered. */
export type AnswerDraft = Record<string, SurveyAnswerValue>;

/** What the server stores and is sent: unanswered questions left out, text trimmed. */
export function toSubmission(draft: AnswerDraft): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const [questionId, value] of Object.entries(draft)) {
    if (!isUnanswered(value)) answers[questionId] = typeof value === 'string' ? value.trim() : value;
  }
  return answers;
}

/** An i18n key under `answer.problem` and its values, for the message under a question. */
export interface ProblemMessage {
  key: `answer.problem.${SurveyAnswerProblem}`;
  values: Record<string, number>;
}

export function problemMessage(question: SurveyQuestion, problem: SurveyAnswerProblem): ProblemMessage {
  const values: Record<string, number> = {};
  if (problem === 'tooFewChoices') values['min'] = question.minChoices ?? 1;
  if (problem === 'tooManyChoices') values['max'] = question.maxChoices ?? question.options.length;
  if (problem === 'outOfRange') values['max'] = question.ratingMax ?? DEFAULT_RATING_MAX;
  if (problem === 'tooLong') values['max'] = question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH;
  return { key: `answer.problem.${problem}`, values };
}

/** The first problem of each question of the form, by question id; empty when it can be sent. */
export function formProblems(questions: readonly SurveyQuestion[], draft: AnswerDraft): Record<string, SurveyAnswerProblem> {
  const problems: Record<string, SurveyAnswerProblem> = {};
  for (const issue of checkSurveyAnswers(questions, toSubmission(draft))) {
    problems[issue.questionId] ??= issue.problem;
  }
  return problems;
}

/** The question a server 400 names (`body.answers.<id>`), or null when it names none. */
export function questionIdOfField(field: string | undefined): string | null {
  const match = /^body\.answers\.(\d+)$/.exec(field ?? '');
  return match?.[1] ?? null;
}

/** The hint beside a multiple-choice title: how many options to pick. */
export function choiceHint(question: Pick<SurveyQuestion, 'minChoices' | 'maxChoices' | 'options'>): { key: MessageKey; values: Record<string, number> } {
  const min = question.minChoices ?? 1;
  const max = question.maxChoices ?? question.options.length;
  if (min === max) return { key: 'answer.choice.exactly', values: { count: min } };
  if (min <= 1 && max >= question.options.length) return { key: 'answer.choice.any', values: {} };
  if (min <= 1) return { key: 'answer.choice.atMost', values: { max } };
  return { key: 'answer.choice.between', values: { min, max } };
}

