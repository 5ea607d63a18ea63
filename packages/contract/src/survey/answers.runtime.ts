/**
 * The survey's one rule set for answers, zod-free: the server refuses what `checkSurveyAnswers`
 * reports, and the web app runs the same function before sending, so the two cannot drift. Apart
 * from ./survey.runtime.ts, whose limits ./survey.ts builds the schemas on, so that the schemas'
 * types come back here without an import cycle.
 */
import type { SurveyAnswerValue, SurveyQuestion } from './survey.ts';
import { DEFAULT_RATING_MAX, DEFAULT_TEXT_MAX_LENGTH } from './survey.runtime.ts';

/** Why an answer is refused; the web app words each one, the server names it in its message. */
export type SurveyAnswerProblem =
  | 'unknownQuestion'
  | 'required'
  | 'wrongKind'
  | 'unknownOption'
  | 'repeatedOption'
  | 'tooFewChoices'
  | 'tooManyChoices'
  | 'outOfRange'
  | 'tooLong';

export interface SurveyAnswerIssue {
  /** The question id as the answers key it (`body.answers.<questionId>` on the wire). */
  questionId: string;
  problem: SurveyAnswerProblem;
}

type QuestionRules = Pick<SurveyQuestion, 'id' | 'kind' | 'required' | 'options' | 'minChoices' | 'maxChoices' | 'ratingMax' | 'maxLength'>;

/** Whether a value counts as no answer: absent, blank text or no options picked. */
export function isUnanswered(value: SurveyAnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

function problemOf(question: QuestionRules, value: SurveyAnswerValue): SurveyAnswerProblem | null {
  const optionIds = new Set(question.options.map((option) => option.id));
  switch (question.kind) {
    case 'single':
      if (typeof value !== 'string') return 'wrongKind';
      return optionIds.has(value) ? null : 'unknownOption';
    case 'multiple': {
      if (!Array.isArray(value)) return 'wrongKind';
      if (value.some((id) => !optionIds.has(id))) return 'unknownOption';
      if (new Set(value).size !== value.length) return 'repeatedOption';
      if (question.minChoices !== null && value.length < question.minChoices) return 'tooFewChoices';
      if (question.maxChoices !== null && value.length > question.maxChoices) return 'tooManyChoices';
      return null;
    }
    case 'rating':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'wrongKind';
      return value >= 1 && value <= (question.ratingMax ?? DEFAULT_RATING_MAX) ? null : 'outOfRange';
    case 'text':
      if (typeof value !== 'string') return 'wrongKind';
      return textLength(value.trim()) <= (question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH) ? null : 'tooLong';
  }
}

/**
 * Every problem with a set of answers, in question order (unknown question ids last). An empty
 * list means the answers can be stored. Blank text and empty picks count as unanswered.
 */
export function checkSurveyAnswers(questions: readonly QuestionRules[], answers: Readonly<Record<string, SurveyAnswerValue>>): SurveyAnswerIssue[] {
  const issues: SurveyAnswerIssue[] = [];
  const known = new Set<string>();
  for (const question of questions) {
    const questionId = String(question.id);
    known.add(questionId);
    const value = answers[questionId];
    if (value === undefined || isUnanswered(value)) {
      if (question.required) issues.push({ questionId, problem: 'required' });
      continue;
    }
    const problem = problemOf(question, value);
    if (problem) issues.push({ questionId, problem });
  }
  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId)) issues.push({ questionId, problem: 'unknownQuestion' });
  }
  return issues;
}
