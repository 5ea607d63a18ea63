/**
 * /boost/friendHelpShoot?id=&secret=: the share link's screen on the friend's phone (a guest login
 * is enough). Before joining: whose photo, where, in which pose, and "join". Joined: the camera
 * with the owner's pose outline; the viewfinder goes to the owner live; the owner's "ready" starts
 * a 3-2-1 here and the photo goes straight to the owner, who keeps it or asks for another.
 */
import type { HelpShoot } from '@youlan/contract';
import { ErrorCode, HELP_SHOOT_ROUTES, HELP_SHOOT_SECRET_LENGTH, SignPurpose } from '@youlan/contract/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CameraView } from '../../ui/camera-view.tsx';
import { isApiError } from '../../platform/http.ts';
import { idParam } from '../../platform/id-param.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { uploadFailureMessageKey, uploadFileName, uploadPicture } from '../../entities/upload.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { useGoBack } from '../../ui/route-handle.ts';
import { errorText } from '../../ui/error-text.ts';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { endHelpShoot, friendHelpShootQuery, handOverPhoto, joinHelpShoot, sendFrame, sendSignal } from './help-shoot-api.ts';
import { EndedState } from './ended-state.tsx';
import { endReasonOf } from './help-shoot-session.ts';
import { FriendLink } from './live-link.ts';
import { useHelpShootSession } from './use-help-shoot.ts';
import './help-shoot.messages.ts';
import styles from './help-shoot.module.css';

/** The contract's rule for a share link's secret (HelpShootSecretSchema), which the app may not import. */
const SECRET_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${HELP_SHOOT_SECRET_LENGTH}}$`);
const isHelpShootSecret = (secret: string) => SECRET_PATTERN.test(secret);

type Sending = { kind: 'idle' } | { kind: 'sending'; waiting: boolean } | { kind: 'sent' } | { kind: 'failed'; message: string };

function Shooting({ request }: { request: HelpShoot }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const linkRef = useRef<FriendLink | null>(null);
  const { session, connected } = useHelpShootSession(request, (signal) => void linkRef.current?.onSignal(signal));
  const outline = useQuery({ ...mediaUrlQuery(request.outlineKey ?? ''), enabled: request.outlineKey !== null });
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const end = useMutation({ mutationFn: () => endHelpShoot(request.id) });

  useEffect(() => {
    const link = new FriendLink(sendSignal(request.id), sendFrame(request.id));
    linkRef.current = link;
    return () => link.close();
  }, [request.id]);

  async function send(photo: File) {
    setSending({ kind: 'sending', waiting: false });
    try {
      const { key } = await uploadPicture(photo, uploadFileName(photo.name, photo.type), undefined, { purpose: SignPurpose.STUDIO_PHOTO, onWaiting: (waiting) => setSending({ kind: 'sending', waiting }) });
      await handOverPhoto(request.id, key);
      setSending({ kind: 'sent' });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setSending({ kind: 'failed', message: t('helpShoot.sendFailed', { message: isMediaRefusal(error.code) ? t(uploadFailureMessageKey(error.code)) : errorText(error) }) });
    }
  }

  const ended = session?.ended ?? (end.isSuccess ? 'friend' : null);
  if (ended) {
    return (
      <PageShell>
        <EndedState reason={ended} forFriend />
      </PageShell>
    );
  }
  const place = request.placeName.text;
  const pose = request.poseName.text;
  const last = session?.request.photos.at(-1);
  const STATUS_OF_NEWS = { countdown: 'helpShoot.friendReady', photo: 'helpShoot.sent', kept: 'helpShoot.keptByOwner', retake: 'helpShoot.retakeRequested' } as const;
  const status = t(session?.news ? STATUS_OF_NEWS[session.news] : 'helpShoot.friendTips');

  return (
    <CameraView
      title={t('helpShoot.spotAndPose', { place, pose })}
      onBack={goBack}
      outlineUrl={outline.data ?? null}
      autoUse
      onUse={(photo) => void send(photo)}
      onStream={(stream, video) => linkRef.current?.setCamera(stream, video)}
      countdownRequest={session?.countdown ?? null}
      busyLabel={sending.kind === 'sending' ? (sending.waiting ? t('upload.waiting') : t('helpShoot.sending')) : null}
      message={sending.kind === 'failed' ? sending.message : null}
      overlay={
        <div className={styles.helpOverlay}>
          <p className={styles.helpOverlayStatus} role="status" data-testid="help-friend-status" data-photo-state={last?.state ?? 'none'}>
            {!connected ? t('helpShoot.reconnecting') : status}
          </p>
          <button type="button" className={styles.helpOverlayEnd} onClick={() => end.mutate()} disabled={end.isPending} data-testid="help-end">
            {t('helpShoot.end')}
          </button>
        </div>
      }
    />
  );
}

function Invitation({ request, secret }: { request: HelpShoot; secret: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => joinHelpShoot(request.id, secret),
    onSuccess: (joined) => queryClient.setQueryData(friendHelpShootQuery(request.id, secret).queryKey, joined),
  });
  const place = request.placeName.text;
  const pose = request.poseName.text;
  const tips = request.poseTips.text;
  if (join.isError && isApiError(join.error) && join.error.code === ErrorCode.HELP_SHOOT_TAKEN) return <Taken />;
  return (
    <section className={`yl-card ${styles.helpInvite}`} data-testid="help-invite">
      <h2>{t('helpShoot.invitedTitle')}</h2>
      <p className={styles.helpSpot}>{t('helpShoot.spotAndPose', { place, pose })}</p>
      {tips && <p className={styles.helpHint}>{tips}</p>}
      <p className={styles.helpHint}>{t('helpShoot.invitedHint')}</p>
      {join.isError && <p role="alert">{errorText(join.error)}</p>}
      <button type="button" className="yl-button" onClick={() => join.mutate()} disabled={join.isPending} data-testid="help-join">
        {t('helpShoot.join')}
      </button>
    </section>
  );
}

function Taken() {
  const { t } = useTranslation();
  return (
    <div className={styles.helpEnded} data-testid="help-taken">
      <p>{t('helpShoot.taken')}</p>
      <p className={styles.helpHint}>{t('helpShoot.takenHint')}</p>
    </div>
  );
}

/**
 * A share link a chat app cut short or mangled: its secret cannot be one the server made, so the
 * screen says what to do instead of asking the server (whose answer is a validation error).
 */
function DamagedLink() {
  const { t } = useTranslation();
  return (
    <div className={styles.helpEnded} data-testid="help-damaged-link" role="alert">
      <p>{t('helpShoot.damagedLink')}</p>
      <p className={styles.helpHint}>{t('helpShoot.damagedLinkHint')}</p>
    </div>
  );
}

/** A link that names no request this visitor may see (a wrong id or secret, or no secret): who can fix it. */
function LinkNotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.helpEnded} data-testid="help-link-not-found">
      <p>{t('helpShoot.notFound')}</p>
      <p className={styles.helpHint}>{t('helpShoot.notFoundHint')}</p>
    </div>
  );
}

const isMediaRefusal = (code: string) => code === ErrorCode.PAYLOAD_TOO_LARGE || code === ErrorCode.UNSUPPORTED_MEDIA_TYPE;

function FriendOf({ id, secret }: { id: number; secret: string | null }) {
  if (secret !== null && !isHelpShootSecret(secret)) return <PageShell><DamagedLink /></PageShell>;
  return <FriendOfLink id={id} secret={secret} />;
}

function FriendOfLink({ id, secret }: { id: number; secret: string | null }) {
  const { t } = useTranslation();
  const request = useQuery(friendHelpShootQuery(id, secret));
  if (request.isPending) return <PageShell><LoadingState /></PageShell>;
  if (request.isError) {
    const error = request.error;
    const endedAs = isApiError(error) ? endReasonOf(error.code) : null;
    const body = !isApiError(error) ? (
      <ErrorState message={errorText(error)} onRetry={() => void request.refetch()} />
    ) : error.code === ErrorCode.BAD_REQUEST && error.field === 'query.secret' ? (
      <DamagedLink />
    ) : error.code === ErrorCode.HELP_SHOOT_TAKEN ? (
      <Taken />
    ) : endedAs ? (
      <EndedState reason={endedAs} forFriend />
    ) : error.status === 404 ? (
      <LinkNotFound />
    ) : (
      <ErrorState message={errorText(error)} onRetry={() => void request.refetch()} />
    );
    return <PageShell>{body}</PageShell>;
  }
  const data = request.data;
  if (data.role === 'friend') return <Shooting request={data} />;
  if (data.role === 'owner') {
    return (
      <PageShell>
        <EmptyState>
          {t('helpShoot.ownRequest')} <Link to={`${HELP_SHOOT_ROUTES.owner}?id=${data.id}`}>{t('helpShoot.openOwner')}</Link>
        </EmptyState>
      </PageShell>
    );
  }
  return <PageShell>{secret ? <Invitation request={data} secret={secret} /> : <LinkNotFound />}</PageShell>;
}

export default function HelpShootFriendPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (id === null) {
    return (
      <PageShell>
        <LinkNotFound />
      </PageShell>
    );
  }
  return <FriendOf id={id} secret={params.get('secret')} />;
}
