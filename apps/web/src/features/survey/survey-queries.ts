/** The survey from the server, and the visitor's unsent answers kept for this browser session. */
import type { Survey } from '@youlan/contract';
import { ErrorCode, endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call, isApiError } from '../../platform/http.ts';
import { readSession, writeSession } from '../../platform/storage.ts';
import type { AnswerDraft } from './survey-form.ts';

/** Keyed by the token: whether the survey is answered depends on who asks. */
export const surveyQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['survey', token ?? 'guest'],
    queryFn: ({ signal }) => call(endpoints.getSurvey, {}, { signal }),
    // "No survey open" is an answer, not a failure: asking again would only delay saying so.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.code === ErrorCode.NOT_FOUND),
    staleTime: 60_000,
  });

export function markAnswered(survey: Survey): Survey {
  return { ...survey, answered: true };
}

/**
 * sessionStorage key of a survey's unsent answers: the visitor may leave to log in (or be sent
 * there when the token expires) and should find their answers on return.
 */
const draftKey = (surveyId: number) => `youlan.surveyDraft.${surveyId}`;

export function readDraft(surveyId: number): AnswerDraft {
  try {
    const value = JSON.parse(readSession(draftKey(surveyId)) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AnswerDraft) : {};
  } catch {
    return {};
  }
}

export function writeDraft(surveyId: number, draft: AnswerDraft | null): void {
  writeSession(draftKey(surveyId), draft ? JSON.stringify(draft) : null);
}
