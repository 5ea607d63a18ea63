/**
 * The live viewfinder every shooting screen uses (photo studio, help-shoot, panorama postcards):
 * rear camera first, switch camera, a 3 s / 10 s self-timer with a visible countdown, a rule-of-
 * thirds grid, an outline over the picture (the chosen pose) with adjustable opacity, capture at
 * the camera's full resolution, then preview → use / retake. Where the camera cannot be used
 * (refused, missing, no secure context, a web view without getUserMedia) choosing a photo takes its
 * place; choosing one is always offered beside the shutter.
 */
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { chooseImage } from '../platform/wechat/choose-image.ts';
import { BackIcon, PhotoIcon } from './icons.tsx';
import { CameraIcon, GridIcon, SwitchCameraIcon, TimerIcon } from './photo-icons.tsx';
import {
  cameraFailureOf,
  canAskForCamera,
  countCameras,
  nextTimer,
  openCamera,
  photoFile,
  stopCamera,
  takePhoto,
  type CameraFailure,
  type Facing,
  type TimerSeconds,
} from '../platform/camera/camera.ts';
import '../platform/camera/camera.messages.ts';
import styles from './camera.module.css';

export interface CameraViewProps {
  /** The screen's title in the top bar. */
  title: string;
  onBack: () => void;
  /** Drawn centred over the viewfinder (the chosen pose's outline); its opacity is adjustable. */
  outlineUrl?: string | null;
  /** The visitor keeps the photo (taken or chosen). */
  onUse: (photo: File) => void;
  /** While the screen works on a kept photo (uploading): the use button shows this and waits. */
  busyLabel?: string | null;
  /** A message under the preview (a failed upload), shown until the next photo. */
  message?: string | null;
  /** Extra controls under the preview (which sky to put in). */
  previewExtra?: ReactNode;
  /** Hands every photo to `onUse` at once, without the preview (help-shoot: the owner decides), so the camera stays open. */
  autoUse?: boolean;
  /** The live camera and its video element, whenever they change (help-shoot shows them to the owner). */
  onStream?: (stream: MediaStream | null, video: HTMLVideoElement | null) => void;
  /** A countdown started from elsewhere (the owner's "ready"): a new `key` starts one of `seconds`. */
  countdownRequest?: { key: number; seconds: number } | null;
  /** Drawn over the viewfinder (help-shoot's status line). */
  overlay?: ReactNode;
}

interface Photo {
  file: File;
  url: string;
}

/** Default opacity of the outline: visible over a busy scene, yet the visitor still shows through. */
const OUTLINE_OPACITY_DEFAULT = 60;

export function CameraView({ title, onBack, outlineUrl, onUse, busyLabel, message, previewExtra, autoUse = false, onStream, countdownRequest, overlay }: CameraViewProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<CameraFailure | null>(() => (canAskForCamera() ? null : 'unavailable'));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraCount, setCameraCount] = useState(1);
  const [ratio, setRatio] = useState(3 / 4);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [timer, setTimer] = useState<TimerSeconds>(0);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [showGrid, setShowGrid] = useState(true);
  const [opacity, setOpacity] = useState(OUTLINE_OPACITY_DEFAULT);
  const [captureFailed, setCaptureFailed] = useState(false);

  // The camera is open only while the viewfinder shows: not under a preview, not after a refusal.
  useEffect(() => {
    if (photo || failure) return;
    let cancelled = false;
    let opened: MediaStream | null = null;
    openCamera(facing).then(
      async (media) => {
        if (cancelled) return stopCamera(media);
        opened = media;
        setStream(media);
        const count = await countCameras();
        if (!cancelled) setCameraCount(count);
      },
      (error: unknown) => {
        console.warn('camera not available', error);
        if (!cancelled) setFailure(cameraFailureOf(error));
      },
    );
    return () => {
      cancelled = true;
      stopCamera(opened);
      setStream(null);
    };
  }, [facing, attempt, photo, failure]);

  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
    onStream?.(stream, stream ? video : null);
    // Told once per stream; a new callback identity is not a new camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stream]);

  // Only a new request starts a countdown (one there when the screen opened is history).
  const [seenCountdownKey, setSeenCountdownKey] = useState(countdownRequest?.key);
  if (countdownRequest && countdownRequest.key !== seenCountdownKey) {
    setSeenCountdownKey(countdownRequest.key);
    setCountdown(countdownRequest.seconds);
  }

  /** Keeps a photo: to the preview, or straight to `onUse` when the screen decides elsewhere. */
  function keep(file: File, blob: Blob) {
    if (autoUse) onUse(file);
    else setPhoto({ file, url: URL.createObjectURL(blob) });
  }

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  async function shoot() {
    const video = videoRef.current;
    if (!video || !stream) return;
    try {
      const blob = await takePhoto(video, stream);
      setCaptureFailed(false);
      keep(photoFile(blob), blob);
    } catch (error) {
      console.warn('capture failed', error);
      setCaptureFailed(true);
    }
  }

  // One tick a second; the photo is taken as the count leaves 1.
  useEffect(() => {
    if (countdown === null) return;
    const tick = setTimeout(() => {
      if (countdown <= 1) {
        setCountdown(null);
        void shoot();
      } else setCountdown(countdown - 1);
    }, 1000);
    return () => clearTimeout(tick);
    // shoot reads the current stream; the countdown alone drives the ticks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countdown]);

  function pressShutter() {
    if (countdown !== null) setCountdown(null);
    else if (timer === 0) void shoot();
    else setCountdown(timer);
  }

  async function choose() {
    const [file] = await chooseImage({ count: 1, sources: ['album', 'camera'] });
    if (!file) return;
    setCountdown(null);
    keep(file, file);
  }

  function retake() {
    setPhoto(null);
    setCaptureFailed(false);
  }

  function retryCamera() {
    setFailure(null);
    setAttempt((n) => n + 1);
  }

  const busy = Boolean(busyLabel);
  const frameStyle = { '--yl-camera-ratio': String(ratio) } as CSSProperties;

  return (
    <div className={styles.camera} data-testid="camera">
      <header className={styles.cameraBar}>
        <button type="button" className={styles.cameraIcon} onClick={onBack} aria-label={t('common.back')} data-testid="nav-back">
          <BackIcon />
        </button>
        <h1 className={styles.cameraTitle}>{title}</h1>
        {!photo && !failure ? (
          <span className={styles.cameraBarActions}>
            <button type="button" className={`${styles.cameraIcon}${showGrid ? ' is-on' : ''}`} onClick={() => setShowGrid(!showGrid)} aria-label={t(showGrid ? 'camera.gridOn' : 'camera.gridOff')} aria-pressed={showGrid} data-testid="camera-grid">
              <GridIcon />
            </button>
            <button type="button" className={`${styles.cameraIcon} ${styles.cameraTimer}${timer ? ' is-on' : ''}`} onClick={() => setTimer(nextTimer(timer))} aria-label={timer ? t('camera.timerOn', { seconds: timer }) : t('camera.timerOff')} data-testid="camera-timer">
              <TimerIcon />
              {timer > 0 && <small>{timer}s</small>}
            </button>
          </span>
        ) : (
          <span className={styles.cameraBarActions} />
        )}
      </header>

      {photo ? (
        <>
          <div className={styles.cameraStage}>
            <img className={styles.cameraPreview} src={photo.url} alt={t('camera.previewAlt')} data-testid="camera-preview" />
          </div>
          <div className={styles.cameraSheet}>
            {previewExtra}
            {message && (
              <p className={styles.cameraMessage} role="alert" data-testid="camera-message">
                {message}
              </p>
            )}
            <div className={styles.cameraChoices}>
              <button type="button" className={`${styles.cameraButton} ${styles.cameraButtonGhost}`} onClick={retake} disabled={busy} data-testid="camera-retake">
                {t('camera.retake')}
              </button>
              <button type="button" className={styles.cameraButton} onClick={() => onUse(photo.file)} disabled={busy} data-testid="camera-use">
                {busyLabel ?? t('camera.use')}
              </button>
            </div>
          </div>
        </>
      ) : failure ? (
        <div className={styles.cameraFallback} data-testid="camera-fallback">
          <span className={styles.cameraFallbackIcon}>
            <CameraIcon />
          </span>
          <p role="alert">{t(`camera.${failure}`)}</p>
          <button type="button" className={styles.cameraButton} onClick={() => void choose()} data-testid="camera-choose-instead">
            {t('camera.chooseInstead')}
          </button>
          {failure !== 'unavailable' && (
            <button type="button" className={styles.cameraLink} onClick={retryCamera}>
              {t('camera.retryCamera')}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className={styles.cameraStage}>
            <div className={`${styles.cameraFrame}${facing === 'user' ? ' is-mirrored' : ''}`} style={frameStyle}>
              <video
                ref={videoRef}
                className={styles.cameraVideo}
                autoPlay
                playsInline
                muted
                onLoadedMetadata={(event) => {
                  const { videoWidth, videoHeight } = event.currentTarget;
                  if (videoWidth && videoHeight) setRatio(videoWidth / videoHeight);
                }}
                data-testid="camera-video"
              />
              {showGrid && (
                <span className={styles.cameraGrid} aria-hidden="true">
                  <i />
                  <i />
                  <i />
                  <i />
                </span>
              )}
              {outlineUrl && <img className={styles.cameraOutline} src={outlineUrl} alt={t('camera.outlineAlt')} style={{ opacity: opacity / 100 }} data-testid="camera-outline" />}
              {!stream && <p className={styles.cameraStarting}>{t('camera.starting')}</p>}
              {overlay}
              {countdown !== null && (
                <span className="yl-countdown" role="timer" aria-live="assertive" aria-label={t('camera.countdown', { seconds: countdown })} data-testid="camera-countdown">
                  {countdown}
                </span>
              )}
            </div>
          </div>
          <div className={styles.cameraSheet}>
            {outlineUrl && (
              <label className={styles.cameraOpacity}>
                <span>{t('camera.outlineOpacity')}</span>
                <input type="range" min={10} max={100} step={5} value={opacity} onChange={(event) => setOpacity(Number(event.target.value))} data-testid="camera-opacity" />
              </label>
            )}
            {captureFailed && (
              <p className={styles.cameraMessage} role="alert">
                {t('camera.captureFailed')}
              </p>
            )}
            {autoUse && (busyLabel || message) && (
              <p className={styles.cameraMessage} role="status" data-testid="camera-message">
                {busyLabel ?? message}
              </p>
            )}
            <div className={styles.cameraControls}>
              <button type="button" className={styles.cameraRound} onClick={() => void choose()} aria-label={t('camera.choose')} data-testid="camera-choose">
                <PhotoIcon />
              </button>
              <button
                type="button"
                className={`${styles.cameraShutter}${countdown !== null ? ' is-counting' : ''}`}
                onClick={pressShutter}
                disabled={!stream}
                aria-label={countdown !== null ? t('camera.cancelTimer') : t('camera.shutter')}
                data-testid="camera-shutter"
              >
                <i />
              </button>
              {cameraCount > 1 ? (
                <button type="button" className={styles.cameraRound} onClick={() => setFacing(facing === 'environment' ? 'user' : 'environment')} aria-label={t('camera.switchCamera')} data-testid="camera-switch">
                  <SwitchCameraIcon />
                </button>
              ) : (
                <span className={`${styles.cameraRound} ${styles.cameraRoundEmpty}`} aria-hidden="true" />
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
