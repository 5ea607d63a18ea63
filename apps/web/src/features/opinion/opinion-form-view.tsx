/** The opinion form and the thanks after sending it. */
import type { OpinionCategory } from '@youlan/contract';
import { ErrorCode, IDEMPOTENCY_HEADER, OPINION_CATEGORIES, OPINION_CONTACT_MAX, OPINION_MAX_IMAGES, OPINION_TEXT_MAX, OPINION_TEXT_MIN, endpoints } from '@youlan/contract/runtime';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import type { MessageKey, Translate } from '../../platform/i18n/index.ts';
import { useNavigate } from 'react-router';
import { call, isApiError } from '../../platform/http.ts';
import { randomBytes } from '../../platform/random.ts';
import { isWeChat } from '../../platform/messaging-app.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { uploadFailureMessageKey } from '../../entities/upload.ts';
import { PHOTO_ACCEPT } from '../../platform/photo/heic.ts';
import { CloseIcon, PlusIcon, RetryIcon } from '../../ui/icons.tsx';
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import { errorText, fieldErrorText } from '../../ui/error-text.ts';
import { showToast } from '../../ui/toast.ts';
import {
  canRetryUpload,
  fieldOfServerError,
  nearLimit,
  opinionProblems,
  picturesLeft,
  textLength,
  toOpinionBody,
  type OpinionField,
  type OpinionProblem,
  type PictureState,
} from './opinion-form.ts';
import { readSavedWords, writeSavedWords } from './opinion-queries.ts';
import { usePictures, type Picture } from './use-pictures.ts';
import styles from './opinion.module.css';

const PICTURE_STATUS_CLASS: Record<PictureState['status'], string> = { uploading: styles.pictureUploading, failed: styles.pictureFailed, done: '' };

const OPINION_PATH = '/opinion';
const sectionId = (field: OpinionField) => `opinion-${field}`;

function problemText(t: Translate, problem: OpinionProblem): string {
  switch (problem.field) {
    case 'category':
      return t('opinion.problem.category');
    case 'text':
      return problem.reason === 'tooShort' ? t('opinion.problem.textTooShort', { min: OPINION_TEXT_MIN }) : t('opinion.problem.textTooLong', { max: OPINION_TEXT_MAX });
    case 'contact':
      return t('opinion.problem.contactTooLong', { max: OPINION_CONTACT_MAX });
    case 'pictures':
      return problem.reason === 'uploading'
        ? t('opinion.problem.picturesUploading')
        : problem.reason === 'failed'
          ? t('opinion.problem.picturesFailed')
          : t('opinion.problem.picturesTooMany', { max: OPINION_MAX_IMAGES });
  }
}

/** Characters used of a field's limit, red past it (the field keeps what was typed: nothing is cut). */
function Counter({ length, max, testId, inline = false }: { length: number; max: number; testId: string; inline?: boolean }) {
  const className = [styles.opinionCounter, inline && styles.opinionCounterInline, length > max && styles.opinionCounterOver].filter(Boolean).join(' ');
  return (
    <span className={className} aria-live="polite" data-testid={testId}>
      {length}/{max}
    </span>
  );
}

function FieldProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.opinionProblem} role="alert" data-testid="opinion-problem">
      {message}
    </p>
  );
}

interface PictureTileProps {
  picture: Picture;
  index: number;
  onRemove: () => void;
  onRetry: () => void;
}

function PictureTile({ picture, index, onRemove, onRetry }: PictureTileProps) {
  const { t } = useTranslation();
  const { state } = picture;
  /** The phone cannot draw it either (not a picture, or a format it lacks): no broken-image icon. */
  const [broken, setBroken] = useState(false);
  return (
    <li className={`${styles.picture} ${PICTURE_STATUS_CLASS[state.status]}`} data-testid="opinion-picture" data-status={state.status}>
      {broken ? (
        <span className={styles.pictureBroken} aria-label={t('opinion.pictureAlt', { index: index + 1 })} role="img" />
      ) : (
        <img className={styles.pictureImg} src={picture.preview} alt={t('opinion.pictureAlt', { index: index + 1 })} onError={() => setBroken(true)} />
      )}
      {state.status === 'uploading' && (
        <span className={styles.pictureProgress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(state.progress * 100)}>
          <span className={styles.pictureBar} style={{ width: `${Math.round(state.progress * 100)}%` }} />
          <span className={styles.picturePercent}>{state.waiting ? t('upload.waitingShort') : t('opinion.uploading', { percent: Math.round(state.progress * 100) })}</span>
        </span>
      )}
      {state.status === 'failed' && canRetryUpload(state.code) && (
        <button type="button" className={styles.pictureRetry} onClick={onRetry} data-testid="opinion-picture-retry">
          <RetryIcon />
          <span>{t('opinion.retryPicture')}</span>
        </button>
      )}
      {state.status === 'failed' && !canRetryUpload(state.code) && <span className={styles.pictureRefused} aria-hidden="true" />}
      <button type="button" className={styles.pictureRemove} onClick={onRemove} aria-label={t('opinion.removePicture', { index: index + 1 })} data-testid="opinion-picture-remove">
        <CloseIcon />
      </button>
    </li>
  );
}

/** Failures of the pictures, each said once with the pictures it concerns. */
function PictureFailures({ pictures }: { pictures: Picture[] }) {
  const { t } = useTranslation();
  const byKey = new Map<MessageKey, number[]>();
  pictures.forEach((picture, index) => {
    if (picture.state.status !== 'failed') return;
    const key = uploadFailureMessageKey(picture.state.code);
    byKey.set(key, [...(byKey.get(key) ?? []), index + 1]);
  });
  if (byKey.size === 0) return null;
  return (
    <ul className={styles.opinionFailures}>
      {[...byKey].map(([key, numbers]) => (
        <li key={key} className={styles.opinionProblem} role="alert" data-testid="opinion-picture-error">
          <span className={styles.opinionFailureWhich}>{t('opinion.failedPictures', { numbers: numbers.join(t('opinion.listSeparator')) })}</span>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

interface OpinionFormProps {
  token: string | null;
  onSent: () => void;
}

export function OpinionForm({ token, onSent }: OpinionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [words, setWords] = useState(readSavedWords);
  const { pictures, add, remove, retry, clear, fail } = usePictures();
  const [tried, setTried] = useState(false);
  /** A refusal the server named a field for, shown until that field changes. */
  const [serverProblem, setServerProblem] = useState<{ field: OpinionField; message: string } | null>(null);
  const loggedIn = token !== null;

  useEffect(() => writeSavedWords(words), [words]);

  const draft = { ...words, pictures: pictures.map((picture) => picture.state) };
  const problems = opinionProblems(draft);
  const left = picturesLeft(pictures);

  const messageOf = (field: OpinionField): string | null => {
    const problem = problems.find((candidate) => candidate.field === field);
    // A picture still uploading is not the visitor's mistake: say so only when they try to send.
    // Too long is said at once, beside the counter, rather than cutting what they typed or pasted.
    if (problem && (tried || problem.reason === 'tooLong')) return problemText(t, problem);
    return serverProblem?.field === field ? serverProblem.message : null;
  };

  const change = (patch: Partial<typeof words>, field: OpinionField) => {
    if (serverProblem?.field === field) setServerProblem(null);
    setWords((current) => ({ ...current, ...patch }));
  };

  const goLogin = () => void navigate(loginRedirectPath(OPINION_PATH));

  // One key per opinion: a resend after a lost answer is stored once; a new opinion gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const submit = useMutation({
    mutationFn: (category: OpinionCategory) =>
      call(endpoints.createOpinion, { body: toOpinionBody({ ...draft, category }) }, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    onSuccess: () => {
      setIdempotencyKey(newIdempotencyKey());
      writeSavedWords(null);
      setWords({ category: null, text: '', contact: '' });
      clear();
      setTried(false);
      onSent();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      // LOGIN_EXPIRED is handled by the HTTP client (toast and the login page); the words are kept.
      if (error.code === ErrorCode.LOGIN_EXPIRED) return;
      const field = fieldOfServerError(error.field);
      if (field === 'pictures') {
        fail(error.code);
        setServerProblem({ field, message: t('opinion.picturesRefused') });
      } else if (field) {
        setServerProblem({ field, message: fieldErrorText() });
      } else {
        showToast(t('opinion.submitFailed', { message: errorText(error) }));
      }
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, left);
    // The same file may be picked again after removing it.
    event.target.value = '';
    if (files.length > 0) void add(files);
  };

  const onAddClick = (event: MouseEvent<HTMLInputElement>) => {
    if (!loggedIn) {
      event.preventDefault();
      goLogin();
      return;
    }
    if (!isWeChat()) return;
    // Inside WeChat its own picker offers the camera and the album together.
    event.preventDefault();
    void import('../../platform/wechat/choose-image.ts').then(async ({ chooseImage }) => {
      const files = await chooseImage({ count: left });
      if (files.length > 0) void add(files.slice(0, left));
    });
  };

  const onSubmit = () => {
    setTried(true);
    if (problems.length > 0 || !words.category) {
      const first = problems[0];
      if (first) document.getElementById(sectionId(first.field))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      showToast(first ? problemText(t, first) : t('opinion.fixProblems'));
      return;
    }
    if (!loggedIn) return goLogin();
    submit.mutate(words.category);
  };

  return (
    <form
      className={styles.opinion}
      data-testid="opinion-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className={styles.opinionIntro}>{t('opinion.intro')}</p>

      <section className={`yl-card ${styles.opinionSection}`} id={sectionId('category')}>
        <h2 className={styles.opinionLabel} id="opinion-category-label">
          {t('opinion.category')}
        </h2>
        <div className="yl-choice-chips yl-choice-chips--wrap" role="radiogroup" aria-labelledby="opinion-category-label">
          {OPINION_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              role="radio"
              aria-checked={words.category === category}
              className={words.category === category ? 'yl-choice-chip is-active' : 'yl-choice-chip'}
              onClick={() => change({ category }, 'category')}
              data-testid={`opinion-category-${category}`}
            >
              {t(`opinion.categories.${category}`)}
            </button>
          ))}
        </div>
        <FieldProblem message={messageOf('category')} />
      </section>

      <section className={`yl-card ${styles.opinionSection}`}>
        <label className={styles.opinionLabel} htmlFor="opinion-text">
          {t('opinion.text')}
        </label>
        <div className={styles.opinionTextbox} id={sectionId('text')}>
          <textarea
            id="opinion-text"
            className={styles.opinionTextarea}
            value={words.text}
            onChange={(event) => change({ text: event.target.value }, 'text')}
            placeholder={t('opinion.textPlaceholder')}
            rows={5}
            aria-invalid={messageOf('text') ? true : undefined}
            data-testid="opinion-text"
          />
          <Counter length={textLength(words.text)} max={OPINION_TEXT_MAX} testId="opinion-counter" />
        </div>
        <FieldProblem message={messageOf('text')} />

        <div className={styles.opinionLabelRow} id={sectionId('pictures')}>
          <span className={styles.opinionLabel}>{t('opinion.pictures')}</span>
          <span className={styles.opinionHint}>{t('opinion.picturesHint', { max: OPINION_MAX_IMAGES })}</span>
        </div>
        <ul className={styles.pictures}>
          {pictures.map((picture, index) => (
            <PictureTile key={picture.id} picture={picture} index={index} onRemove={() => remove(picture.id)} onRetry={() => retry(picture.id)} />
          ))}
          {left > 0 && (
            <li>
              <label className={styles.picturesAdd} data-testid="opinion-picture-add">
                <PlusIcon className={styles.picturesPlus} />
                <span>{t('opinion.addPicture')}</span>
                <span className={styles.picturesCount}>
                  {pictures.length}/{OPINION_MAX_IMAGES}
                </span>
                <input className={styles.picturesInput} type="file" accept={PHOTO_ACCEPT} multiple onChange={onPick} onClick={onAddClick} data-testid="opinion-picture-input" />
              </label>
            </li>
          )}
        </ul>
        <PictureFailures pictures={pictures} />
        <FieldProblem message={messageOf('pictures')} />
      </section>

      <section className={`yl-card ${styles.opinionSection}`} id={sectionId('contact')}>
        <div className={styles.opinionLabelRow}>
          <label className={styles.opinionLabel} htmlFor="opinion-contact">
            {t('opinion.contact')}
          </label>
          <span className={styles.opinionHint}>{t('opinion.optional')}</span>
          {nearLimit(textLength(words.contact), OPINION_CONTACT_MAX) && <Counter length={textLength(words.contact)} max={OPINION_CONTACT_MAX} testId="opinion-contact-counter" inline />}
        </div>
        <input
          id="opinion-contact"
          className={styles.opinionInput}
          value={words.contact}
          onChange={(event) => change({ contact: event.target.value }, 'contact')}
          placeholder={t('opinion.contactPlaceholder')}
          autoComplete="tel"
          aria-invalid={messageOf('contact') ? true : undefined}
          data-testid="opinion-contact"
        />
        <p className={styles.opinionNote}>{t('opinion.contactNote')}</p>
        <FieldProblem message={messageOf('contact')} />
      </section>

      <footer className={styles.opinionFooter}>
        {!loggedIn && <p className={styles.opinionLoginNote}>{t('opinion.loginNote')}</p>}
        <button type="submit" className="yl-button" disabled={submit.isPending} data-testid="opinion-submit">
          {submit.isPending ? t('opinion.submitting') : loggedIn ? t('opinion.submit') : t('opinion.loginToSubmit')}
        </button>
      </footer>
    </form>
  );
}

export function Sent({ onViewMine, onWriteAnother }: { onViewMine: () => void; onWriteAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="yl-notice-screen" data-testid="opinion-sent">
      <LandscapeArt className="yl-notice-screen__art" />
      <h2 className="yl-notice-screen__title">{t('opinion.sentTitle')}</h2>
      <p className="yl-notice-screen__body">{t('opinion.sentBody')}</p>
      <div className={styles.opinionSentActions}>
        <button type="button" className="yl-button" onClick={onViewMine} data-testid="opinion-view-mine">
          {t('opinion.viewMine')}
        </button>
        <button type="button" className="yl-button yl-button--outline" onClick={onWriteAnother} data-testid="opinion-write-another">
          {t('opinion.writeAnother')}
        </button>
      </div>
    </section>
  );
}

function newIdempotencyKey(): string {
  return Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('');
}
