/**
 * /boost/helpShoot?id=: the owner's screen. Waiting: the share link, its QR code and WeChat share
 * card. Joined: the friend's viewfinder live (WebRTC, else stills through the server), "ready /
 * 3-2-1", and each photo the friend takes, to keep or to send back for a retake. Either side may
 * end it; the other sees that at once.
 */
import type { HelpShoot, HelpShootPhoto } from '@youlan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/http.ts';
import { idParam } from '../../platform/id-param.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { isWeChat } from '../../platform/messaging-app.ts';
import { confirmDialog } from '../../ui/confirm.ts';
import { errorText } from '../../ui/error-text.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { endHelpShoot, helpShootQuery, receivePhoto, sendSignal, shareCardQuery, startCountdown } from './help-shoot-api.ts';
import { endReasonOf, HELP_SHOOT_PATHS, pendingPhoto, type Session } from './help-shoot-session.ts';
import { OwnerLink } from './live-link.ts';
import { EndedState, OwnerWayOn } from './ended-state.tsx';
import { ShareLink } from './share-link.tsx';
import { useHelpShootSession } from './use-help-shoot.ts';
import './help-shoot.messages.ts';
import styles from './help-shoot.module.css';

function LivePreview({ live, frame }: { live: MediaStream | null; frame: string | null }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = live;
  }, [live]);
  const source = live ? 'rtc' : frame ? 'frames' : 'none';
  return (
    <figure className={styles.helpPreview} data-testid="help-preview" data-source={source}>
      <video ref={videoRef} className={styles.helpPreviewVideo} autoPlay playsInline muted hidden={!live} aria-label={t('helpShoot.previewAlt')} />
      {!live && frame && <img className={styles.helpPreviewStill} src={frame} alt={t('helpShoot.previewAlt')} data-testid="help-preview-still" />}
      {source === 'none' && <figcaption className={styles.helpPreviewWaiting}>{t('helpShoot.previewWaiting')}</figcaption>}
      {source !== 'none' && <span className={styles.helpPreviewBadge}>{t(source === 'rtc' ? 'helpShoot.previewLive' : 'helpShoot.previewStills')}</span>}
    </figure>
  );
}

function Countdown({ request }: { request: Session['countdown'] }) {
  const [left, setLeft] = useState<number | null>(null);
  const [seenKey, setSeenKey] = useState<number | undefined>(undefined);
  if (request && request.key !== seenKey) {
    setSeenKey(request.key);
    setLeft(request.seconds);
  }
  useEffect(() => {
    if (left === null) return;
    const tick = setTimeout(() => setLeft(left > 1 ? left - 1 : null), 1000);
    return () => clearTimeout(tick);
  }, [left]);
  if (left === null) return null;
  return (
    <span className="yl-countdown" role="timer" aria-live="assertive" data-testid="help-countdown">
      {left}
    </span>
  );
}

function PhotoDecision({ id, photo }: { id: number; photo: HelpShootPhoto }) {
  const { t } = useTranslation();
  const decide = useMutation({ mutationFn: (action: 'keep' | 'retake') => receivePhoto(id, photo.id, action) });
  return (
    <section className={`yl-card ${styles.helpPhoto}`} data-testid="help-photo" data-photo-id={photo.id}>
      <h2 className={styles.helpPhotoTitle}>{t('helpShoot.photoArrived')}</h2>
      <img className={styles.helpPhotoImage} src={photo.url} alt={t('helpShoot.photoArrived')} data-testid="help-photo-image" />
      {decide.isError && <p role="alert">{errorText(decide.error)}</p>}
      <div className={styles.helpActions}>
        <button type="button" className="yl-button yl-button--outline" onClick={() => decide.mutate('retake')} disabled={decide.isPending} data-testid="help-retake">
          {t('helpShoot.retake')}
        </button>
        <button type="button" className="yl-button" onClick={() => decide.mutate('keep')} disabled={decide.isPending} data-testid="help-keep">
          {t('helpShoot.keep')}
        </button>
      </div>
    </section>
  );
}

function Owner({ request }: { request: HelpShoot }) {
  const { t } = useTranslation();
  const [live, setLive] = useState<MediaStream | null>(null);
  const linkRef = useRef<OwnerLink | null>(null);
  const { session, connected } = useHelpShootSession(request, (signal) => void linkRef.current?.onSignal(signal));
  const card = useQuery(shareCardQuery(request.id));
  const ready = useMutation({ mutationFn: () => startCountdown(request.id) });
  const end = useMutation({ mutationFn: () => endHelpShoot(request.id) });

  useEffect(() => {
    const link = new OwnerLink(sendSignal(request.id), setLive);
    linkRef.current = link;
    // Opened (or reopened) with the friend already there: ask their phone for a fresh offer.
    if (request.state === 'joined') link.restart();
    return () => link.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id]);

  const shareUrl = request.secret ? new URL(HELP_SHOOT_PATHS.friend(request.id, request.secret), window.location.origin).href : '';
  useEffect(() => {
    if (!card.data || !shareUrl) return;
    const share = { title: card.data.title.text, desc: card.data.description.text, link: shareUrl, imgUrl: '' };
    // Inside WeChat the page's share card becomes the invitation (the app sets the page's own card on every screen first).
    if (isWeChat()) void import('../../platform/wechat/share.ts').then(({ setShareData }) => setShareData(share));
  }, [card.data, shareUrl]);

  if (!session) return <LoadingState />;
  const place = request.placeName.text;
  const pose = request.poseName.text;
  const ended = session.ended ?? (end.isSuccess ? 'owner' : null);
  const pending = pendingPhoto(session);
  const lastPhoto = session.request.photos.at(-1);

  async function confirmEnd() {
    if (await confirmDialog({ title: t('helpShoot.end'), content: t('helpShoot.endConfirm'), confirmText: t('helpShoot.end'), cancelText: t('helpShoot.keepGoing') })) end.mutate();
  }

  return (
    <div className={styles.help} data-testid="help-owner" data-state={ended ? 'ended' : session.request.state}>
      <p className={styles.helpSpot}>{t('helpShoot.spotAndPose', { place, pose })}</p>
      {!connected && !ended && <p className={styles.helpNotice} role="status">{t('helpShoot.reconnecting')}</p>}
      {ended ? (
        <EndedState reason={ended} forFriend={false} placePoseId={request.placePoseId} />
      ) : session.request.state === 'waiting' ? (
        <section className={`yl-card ${styles.helpWaiting}`} data-testid="help-waiting">
          <h2>{t('helpShoot.waitingTitle')}</h2>
          <p className={styles.helpHint}>{t('helpShoot.waitingHint')}</p>
          <ShareLink url={shareUrl} title={card.data?.title.text ?? ''} />
        </section>
      ) : (
        <>
          <p className={styles.helpStatus} data-testid="help-joined">
            {t('helpShoot.friendJoined')}
          </p>
          {/* A photo to decide on comes first; the live picture stays below for the next one. */}
          {pending && <PhotoDecision key={pending.id} id={request.id} photo={pending} />}
          <div className={styles.helpStage}>
            <LivePreview live={live} frame={session.frame} />
            <Countdown request={session.countdown} />
          </div>
          {!pending && (
            <>
              {lastPhoto?.state === 'kept' && (
                <p className={styles.helpNotice} data-testid="help-kept">
                  {t('helpShoot.kept')} · <Link to="/boost/photos?tab=mine">{t('helpShoot.myPhotos')}</Link>
                </p>
              )}
              {lastPhoto?.state === 'retake' && <p className={styles.helpNotice}>{t('helpShoot.retakeAsked')}</p>}
              <button type="button" className={`yl-button ${styles.helpReady}`} onClick={() => ready.mutate()} disabled={ready.isPending} data-testid="help-ready">
                {t('helpShoot.ready')}
              </button>
            </>
          )}
        </>
      )}
      {!ended && (
        <button type="button" className={`yl-link-button ${styles.helpEnd}`} onClick={() => void confirmEnd()} disabled={end.isPending} data-testid="help-end">
          {t('helpShoot.end')}
        </button>
      )}
    </div>
  );
}

/** A request id that names nothing (an old link, a mistyped address): the owner still gets a way on. */
function OwnerNotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.helpLost} data-testid="help-owner-not-found">
      <EmptyState>{t('helpShoot.notFound')}</EmptyState>
      <OwnerWayOn />
    </div>
  );
}

function OwnerOf({ id }: { id: number }) {
  const request = useQuery(helpShootQuery(id));
  if (request.isPending) return <LoadingState />;
  if (request.isError) {
    const error = request.error;
    const reason = isApiError(error) ? endReasonOf(error.code) : null;
    if (reason) return <EndedState reason={reason} forFriend={false} />;
    if (isApiError(error) && error.status === 404) return <OwnerNotFound />;
    return <ErrorState message={errorText(error)} onRetry={() => void request.refetch()} />;
  }
  return <Owner request={request.data} />;
}

export default function HelpShootOwnerPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return <PageShell>{id === null ? <OwnerNotFound /> : <OwnerOf id={id} />}</PageShell>;
}
