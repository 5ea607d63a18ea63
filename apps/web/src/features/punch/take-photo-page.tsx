/**
 * /punch/takePhoto?place=<id>: a punch with a photo. The visitor takes or picks a photo, it is
 * uploaded through a signed URL, then the punch is sent with its key (through the same outbox as
 * a plain punch, so a network drop after the upload still loses nothing).
 */
import type { PunchRecord, PunchSpot } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/http.ts';
import { isWeChat } from '../../platform/messaging-app.ts';
import { uploadFailureMessageKey, uploadFileName, uploadPicture } from '../../entities/upload.ts';
import { PHOTO_ACCEPT, readablePhoto } from '../../platform/photo/heic.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { chooseImage } from '../../platform/wechat/choose-image.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { watchLocation } from '../../platform/location/index.ts';
import { pendingPunches } from './punch-outbox.ts';
import { pendingPlaceIds } from './punch-rules.ts';
import { PUNCH_PATH, placeParam, placeQuery } from './punch-names.ts';
import { punchSpotsQuery } from './punch-queries.ts';
import { PunchSuccess } from './punch-success.tsx';
import { Stamp } from './stamp.tsx';
import { useOutbox, usePunch } from './use-punch.ts';
import './punch.messages.ts';
import { errorText } from '../../ui/error-text.ts';
import styles from './punch.module.css';

type Upload = { kind: 'idle' } | { kind: 'uploading'; progress: number; waiting: boolean } | { kind: 'uploaded'; key: string } | { kind: 'failed'; message: string };

/** The spot as the server sees it now (another screen or a queued punch may have punched it). */
type RefreshSpot = () => Promise<PunchSpot | undefined>;

function PhotoPunch({ spot, refreshSpot }: { spot: PunchSpot; refreshSpot: RefreshSpot }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const file = photo?.file ?? null;
  const preview = photo?.url ?? null;
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const [success, setSuccess] = useState<PunchRecord | null>(null);
  const { state, punch } = usePunch();
  useOutbox();
  // A watch runs while this screen is open, so the fix is fresh when the visitor taps send.
  useEffect(() => watchLocation(() => {}), []);

  // The preview's object URL is freed when another photo replaces it and when the screen closes.
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  async function pick(picked: File | undefined) {
    if (!picked) return;
    // A HEIC photo becomes a JPEG first, so the preview shows it in any browser.
    const readable = await readablePhoto(picked);
    setPhoto({ file: readable, url: URL.createObjectURL(readable) });
    setUpload({ kind: 'idle' });
  }

  async function chooseInWeChat() {
    await pick((await chooseImage({ count: 1, sources: ['camera', 'album'] }))[0]);
  }

  async function send() {
    if (!file) return;
    // A photo is uploaded only for a punch that can still happen today.
    const now = await refreshSpot();
    if (now?.punchedToday || pendingPlaceIds(pendingPunches()).has(spot.placeId)) {
      setUpload({ kind: 'failed', message: t('punch.refused.alreadyDone') });
      return;
    }
    let key = upload.kind === 'uploaded' ? upload.key : null;
    if (!key) {
      setUpload({ kind: 'uploading', progress: 0, waiting: false });
      try {
        key = (
          await uploadPicture(file, uploadFileName(file.name, file.type), (progress) => setUpload({ kind: 'uploading', progress, waiting: false }), {
            onWaiting: (waiting) => setUpload((current) => (current.kind === 'uploading' ? { ...current, waiting } : current)),
          })
        ).key;
        setUpload({ kind: 'uploaded', key });
      } catch (error) {
        if (!isApiError(error)) throw error;
        setUpload({ kind: 'failed', message: t(uploadFailureMessageKey(error.code)) });
        return;
      }
    }
    const result = await punch(spot.placeId, key);
    if (result?.kind === 'recorded') setSuccess(result.record);
  }

  const busy = upload.kind === 'uploading' || state?.kind === 'locating' || state?.kind === 'sending';
  const message =
    upload.kind === 'failed'
      ? upload.message
      : upload.kind === 'uploading' && upload.waiting
        ? t('upload.waiting')
        : state?.kind === 'refused' || state?.kind === 'noFix'
        ? state.message
        : state?.kind === 'queued'
          ? t('punch.queued')
          : null;

  return (
    <>
      <section className={`yl-card ${styles.punchPhotoPlace}`}>
        <span className={styles.punchPhotoStamp}>
          <Stamp stampKey={spot.stampKey} name={spot.signName.text} muted={spot.punchCount === 0} />
        </span>
        <div>
          <h2 className={styles.punchSpotName}>{spot.name.text}</h2>
          <p className={styles.punchSpotMeta}>{t('punch.photo.hint')}</p>
        </div>
      </section>

      <section className={`yl-card ${styles.punchPhotoFrame}`}>
        {preview ? (
          <img className={styles.punchPhotoPreview} src={preview} alt={t('punch.photo.previewAlt')} data-testid="punch-photo-preview" />
        ) : (
          <p className={styles.punchPhotoEmpty}>{t('punch.photo.empty')}</p>
        )}
        {upload.kind === 'uploading' && (
          <div className={styles.punchPhotoProgress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(upload.progress * 100)}>
            <i style={{ width: `${Math.round(upload.progress * 100)}%` }} />
          </div>
        )}
      </section>

      {message && (
        <p className={styles.punchSpotMessage} role="alert" data-testid="punch-message">
          {message}
        </p>
      )}

      <div className={styles.punchPhotoActions}>
        {isWeChat() ? (
          <button type="button" className="yl-button yl-button--outline" onClick={() => void chooseInWeChat()} disabled={busy}>
            {file ? t('punch.photo.retake') : t('punch.photo.take')}
          </button>
        ) : (
          <label className={`yl-button yl-button--outline ${styles.punchPhotoPick}${busy ? ' is-disabled' : ''}`}>
            {file ? t('punch.photo.retake') : t('punch.photo.take')}
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              capture="environment"
              disabled={busy}
              data-testid="punch-photo-input"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        )}
        <button type="button" className="yl-button" disabled={!file || busy || spot.punchedToday} onClick={() => void send()} data-testid="punch-photo-send">
          {upload.kind === 'uploading'
            ? upload.waiting
              ? t('upload.waitingShort')
              : t('punch.photo.uploading', { percent: Math.round(upload.progress * 100) })
            : state?.kind === 'locating'
              ? t('punch.locating')
              : state?.kind === 'sending'
                ? t('punch.sending')
                : spot.punchedToday
                  ? t('punch.doneToday')
                  : t('punch.photo.send')}
        </button>
        <button type="button" className="yl-link-button" onClick={() => void navigate(`${PUNCH_PATH}${placeQuery(spot.placeId)}`)}>
          {t('punch.backToList')}
        </button>
      </div>
      {success && <PunchSuccess spot={spot} record={success} onClose={() => void navigate(`${PUNCH_PATH}${placeQuery(spot.placeId)}`)} />}
    </>
  );
}

function PhotoPunchFor({ placeId, token }: { placeId: number; token: string }) {
  const { t } = useTranslation();
  const spotsQuery = useQuery(punchSpotsQuery(token));
  if (spotsQuery.isPending) return <LoadingState />;
  if (spotsQuery.isError) return <ErrorState message={errorText(spotsQuery.error)} onRetry={() => void spotsQuery.refetch()} />;
  const spot = spotsQuery.data.spots.find((s) => s.placeId === placeId);
  const refreshSpot = async () => (await spotsQuery.refetch()).data?.spots.find((s) => s.placeId === placeId);
  return spot ? <PhotoPunch spot={spot} refreshSpot={refreshSpot} /> : <EmptyState>{t('punch.placeUnknown')}</EmptyState>;
}

export default function PunchTakePhotoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const placeId = placeParam(params);
  const token = getToken();
  useEffect(() => {
    // Uploading needs a visitor: log in first and come back here.
    if (!token && placeId !== null) void navigate(loginRedirectPath(`/punch/takePhoto${placeQuery(placeId)}`), { replace: true });
  }, [token, placeId, navigate]);
  return (
    <PageShell>
      {placeId === null ? <EmptyState>{t('punch.placeUnknown')}</EmptyState> : token ? <PhotoPunchFor placeId={placeId} token={token} /> : <LoadingState />}
    </PageShell>
  );
}
