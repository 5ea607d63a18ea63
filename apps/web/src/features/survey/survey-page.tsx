/**
 * /answer: the area's visitor survey. Anyone can read it; submitting needs a login, so a visitor
 * without a token is sent to log in and comes back to their answers (kept for the session). One
 * submission per visitor: once answered, the screen only thanks them.
 */
import type { Survey, SurveyAnswerProblem, SurveyAnswerValue, SurveyQuestion } from '@youlan/contract';
import { ErrorCode, endpoints } from '@youlan/contract/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { call, isApiError } from '../../platform/http.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import { StarRating } from '../../ui/star-rating.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { choiceHint, formProblems, problemMessage, questionIdOfField, toSubmission, type AnswerDraft } from './survey-form.ts';
import { markAnswered, readDraft, surveyQuery, writeDraft } from './survey-queries.ts';
import './survey.messages.ts';
import { errorText, fieldErrorText } from '../../ui/error-text.ts';
import styles from './survey.module.css';

const ANSWER_PATH = '/answer';
const questionElementId = (questionId: string) => `survey-question-${questionId}`;

function ThankYou({ already }: { already: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="yl-notice-screen" data-testid="survey-thanks">
      <LandscapeArt className="yl-notice-screen__art" />
      <h2 className="yl-notice-screen__title">{t('answer.thanksTitle')}</h2>
      <p className="yl-notice-screen__body">{t('answer.thanksBody')}</p>
      {already && (
        <p className={styles.surveyAlready} data-testid="survey-already">
          {t('answer.alreadyAnswered')}
        </p>
      )}
      <button type="button" className="yl-button yl-button--small yl-button--outline" onClick={() => void navigate('/home')} data-testid="survey-home">
        {t('common.backHome')}
      </button>
    </section>
  );
}

function NoSurvey() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="yl-notice-screen" data-testid="survey-none">
      <LandscapeArt className="yl-notice-screen__art yl-art--dim" />
      <h2 className="yl-notice-screen__title">{t('answer.none')}</h2>
      <p className="yl-notice-screen__body">{t('answer.noneHint')}</p>
      <button type="button" className="yl-button yl-button--small yl-button--outline" onClick={() => void navigate('/home')}>
        {t('common.backHome')}
      </button>
    </section>
  );
}

interface QuestionProps {
  question: SurveyQuestion;
  index: number;
  value: SurveyAnswerValue | undefined;
  onChange: (value: SurveyAnswerValue | undefined) => void;
  /** Shown under the question once the visitor has tried to submit. */
  problem: string | null;
}

interface ChoiceOptionProps {
  type: 'radio' | 'checkbox';
  name: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
}

function ChoiceOption({ type, name, isChecked, onChange, children }: ChoiceOptionProps) {
  return (
    <label className={isChecked ? `${styles.surveyOption} ${styles.surveyOptionChecked}` : styles.surveyOption}>
      <input type={type} name={name} className={styles.surveyOptionInput} checked={isChecked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

function TextAnswer({ value, onChange, placeholder, maxLength }: { value: string; onChange: (text: string) => void; placeholder: string; maxLength: number | null | undefined }) {
  return (
    <div className={styles.surveyText}>
      {/* No maxLength: a pasted answer is not cut silently; the count turns red and the problem says the limit. */}
      <textarea className={styles.surveyTextInput} value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} rows={3} />
      <span className={`${styles.surveyTextCount}${maxLength && [...value].length > maxLength ? ` ${styles.surveyTextCountOver}` : ''}`} aria-hidden="true">
        {maxLength ? `${[...value].length}/${maxLength}` : [...value].length}
      </span>
    </div>
  );
}

function QuestionInput({ question, value, onChange }: Pick<QuestionProps, 'question' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  switch (question.kind) {
    case 'single':
      return (
        <div className={styles.surveyOptions}>
          {question.options.map((option) => (
            <ChoiceOption key={option.id} type="radio" name={`survey-${question.id}`} isChecked={value === option.id} onChange={() => onChange(option.id)}>
              {option.label.text}
            </ChoiceOption>
          ))}
        </div>
      );
    case 'multiple': {
      const picked = Array.isArray(value) ? value : [];
      return (
        <div className={styles.surveyOptions}>
          {question.options.map((option) => (
            <ChoiceOption
              key={option.id}
              type="checkbox"
              name={`survey-${question.id}`}
              isChecked={picked.includes(option.id)}
              // In the order picked, as the visitor ticks them.
              onChange={(isChecked) => onChange(isChecked ? [...picked, option.id] : picked.filter((id) => id !== option.id))}
            >
              {option.label.text}
            </ChoiceOption>
          ))}
        </div>
      );
    }
    case 'rating': {
      const max = question.ratingMax ?? 5;
      const rating = typeof value === 'number' ? value : 0;
      return (
        <div className={styles.surveyRating}>
          <StarRating
            count={max}
            value={rating}
            onChange={onChange}
            label={question.title.text}
            starLabel={(star) => t('answer.ratingValue', { value: star, max })}
          />
          <span className={styles.surveyRatingValue} aria-live="polite">
            {rating ? t('answer.ratingValue', { value: rating, max }) : t('answer.ratingHint')}
          </span>
        </div>
      );
    }
    case 'text':
      return (
        <TextAnswer
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          placeholder={question.required ? t('answer.textPlaceholderRequired') : t('answer.textPlaceholder')}
          maxLength={question.maxLength}
        />
      );
  }
}

function Question({ question, index, value, onChange, problem }: QuestionProps) {
  const { t } = useTranslation();
  const hint = question.kind === 'multiple' ? choiceHint(question) : question.kind === 'single' ? { key: 'answer.choice.one' as const, values: {} } : null;
  const titleId = `${questionElementId(String(question.id))}-title`;
  return (
    <section
      role="group"
      id={questionElementId(String(question.id))}
      className={`yl-card ${styles.surveyQuestion}${problem ? ` ${styles.surveyQuestionProblem}` : ''}`}
      aria-labelledby={titleId}
      aria-invalid={problem ? true : undefined}
      data-testid={`survey-question-${question.kind}`}
    >
      <h3 className={styles.surveyLegend} id={titleId}>
        <span className={styles.surveyNumber}>{index + 1}</span>
        <span>
          {question.title.text}
          {question.required && (
            <span className={styles.surveyRequired} aria-label={t('answer.required')}>
              *
            </span>
          )}
        </span>
      </h3>
      {hint && <p className={styles.surveyHint}>{t(hint.key, hint.values)}</p>}
      <QuestionInput question={question} value={value} onChange={onChange} />
      {problem && (
        <p className={styles.surveyProblem} role="alert" data-testid="survey-problem">
          {problem}
        </p>
      )}
    </section>
  );
}

function SurveyForm({ survey, onAnswered }: { survey: Survey; onAnswered: (already: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AnswerDraft>(() => readDraft(survey.id));
  const [tried, setTried] = useState(false);
  /** A refusal the server named a question for, shown until that answer changes. */
  const [serverProblem, setServerProblem] = useState<{ questionId: string; message: string } | null>(null);
  const loggedIn = getToken() !== null;

  useEffect(() => writeDraft(survey.id, draft), [survey.id, draft]);

  const submit = useMutation({
    mutationFn: () => call(endpoints.answerSurvey, { params: { id: survey.id }, body: { answers: toSubmission(draft) } }),
    onSuccess: () => onAnswered(false),
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.code === ErrorCode.ALREADY_ANSWERED) return onAnswered(true);
      // LOGIN_EXPIRED is handled by the HTTP client (toast and the login page); the draft is kept.
      if (error.code === ErrorCode.LOGIN_EXPIRED) return;
      const questionId = questionIdOfField(error.field);
      if (questionId) {
        setServerProblem({ questionId, message: fieldErrorText() });
        document.getElementById(questionElementId(questionId))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      } else {
        showToast(t('answer.submitFailed', { message: errorText(error) }));
      }
    },
  });

  const problems = formProblems(survey.questions, draft);
  const problemIds = survey.questions.map((q) => String(q.id)).filter((id) => problems[id]);

  const messageOf = (question: SurveyQuestion): string | null => {
    const id = String(question.id);
    const problem: SurveyAnswerProblem | undefined = problems[id];
    // Too long is said at once, beside the count, rather than only after trying to submit.
    if (problem && (tried || problem === 'tooLong')) {
      const { key, values } = problemMessage(question, problem);
      return t(key, values);
    }
    return serverProblem?.questionId === id ? serverProblem.message : null;
  };

  const onSubmit = () => {
    setTried(true);
    const first = problemIds[0];
    if (first) {
      document.getElementById(questionElementId(first))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      showToast(t('answer.fixProblems', { count: problemIds.length }));
      return;
    }
    if (!loggedIn) {
      void navigate(loginRedirectPath(ANSWER_PATH));
      return;
    }
    submit.mutate();
  };

  return (
    <form
      data-testid="survey-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <header className={styles.surveyHead}>
        <h2 className={styles.surveyName}>{survey.title.text}</h2>
        {survey.intro.text && <p className={styles.surveyIntro}>{survey.intro.text}</p>}
      </header>
      {survey.questions.map((question, index) => (
        <Question
          key={question.id}
          question={question}
          index={index}
          value={draft[String(question.id)]}
          problem={messageOf(question)}
          onChange={(value) => {
            const id = String(question.id);
            if (serverProblem?.questionId === id) setServerProblem(null);
            setDraft((current) => {
              const next = { ...current };
              if (value === undefined) delete next[id];
              else next[id] = value;
              return next;
            });
          }}
        />
      ))}
      <footer className={styles.surveyFooter}>
        {!loggedIn && <p className={styles.surveyLoginNote}>{t('answer.loginNote')}</p>}
        <button type="submit" className="yl-button" disabled={submit.isPending} data-testid="survey-submit">
          {submit.isPending ? t('answer.submitting') : loggedIn ? t('answer.submit') : t('answer.loginToSubmit')}
        </button>
      </footer>
    </form>
  );
}

export default function AnswerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = getToken();
  const query = surveyQuery(token);
  const survey = useQuery(query);
  /** Answered in this visit; `already` when the server said it had been answered before. */
  const [answered, setAnswered] = useState<{ already: boolean } | null>(null);

  const onAnswered = (already: boolean) => {
    if (!survey.data) return;
    writeDraft(survey.data.id, null);
    queryClient.setQueryData(query.queryKey, markAnswered(survey.data));
    setAnswered({ already });
    window.scrollTo(0, 0);
  };

  let body;
  if (survey.isPending) body = <LoadingState />;
  else if (survey.isError) {
    body =
      isApiError(survey.error) && survey.error.code === ErrorCode.NOT_FOUND ? (
        <NoSurvey />
      ) : (
        <ErrorState message={t('common.loadFailed')} onRetry={() => void survey.refetch()} />
      );
  } else if (answered || survey.data.answered) body = <ThankYou already={answered ? answered.already : true} />;
  else body = <SurveyForm survey={survey.data} onAnswered={onAnswered} />;

  return <PageShell>{body}</PageShell>;
}
