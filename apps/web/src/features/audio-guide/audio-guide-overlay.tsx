/**
 * The audio guide's floating interface: the "auto guiding" banner with its close button (spec
 * section 2), the mini-player of the current place, and the map's two audio buttons (automatic
 * guide, background music). AutoGuideToggle and MusicToggle are exported so a screen can place
 * them in its own controls instead.
 */
import type { Place } from '@youlan/contract';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useScreenBottomCovered } from '../../platform/screen-bottom.ts';
import { AudioLanguageTag } from '../../ui/fallback-tag.tsx';
import { CloseIcon, Icon, type IconProps } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toast.ts';
import { hasAudio, PLAYBACK_RATES, SKIP_SECONDS } from './audio-guide-player.ts';
import { PlaceTranscript } from './place-transcript.tsx';
import { useAudioGuide, type UseGuidePlaces } from './use-audio-guide.ts';
import './audio-guide.messages.ts';
import styles from './audio-guide.module.css';

const HeadphonesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 15v-3a8 8 0 0116 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </Icon>
);
const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5z" fill="currentColor" />
  </Icon>
);
const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 5.5v13M15.5 5.5v13" strokeWidth={3} />
  </Icon>
);
const SkipIcon = ({ forward, ...props }: IconProps & { forward: boolean }) => (
  <Icon {...props}>
    <g transform={forward ? undefined : 'matrix(-1 0 0 1 24 0)'}>
      <path d="M6 6l9 6-9 6V6z" fill="currentColor" />
      <path d="M18 6v12" strokeWidth={2.4} />
    </g>
  </Icon>
);
/** A round arrow with the seconds inside: back turns left, forward right. */
const SkipSecondsIcon = ({ forward, ...props }: IconProps & { forward: boolean }) => (
  <Icon {...props}>
    <g transform={forward ? undefined : 'matrix(-1 0 0 1 24 0)'}>
      <path d="M19.5 12.5a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M18 3.5v4h-4" />
    </g>
    <text x="12" y="15.6" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="currentColor" stroke="none">
      {SKIP_SECONDS}
    </text>
  </Icon>
);
const ExpandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 15l6-6 6 6" />
  </Icon>
);
const MusicIcon = ({ off, ...props }: IconProps & { off: boolean }) => (
  <Icon {...props}>
    <path d="M9 18V5.5l11-2V16" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="17.5" cy="16" r="2.5" />
    {off && <path d="M3 3l18 18" />}
  </Icon>
);

function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Spec section 2: the "auto guiding" banner with a close button. It says what the guide can do
 * where the visitor is: the next stop only while it can guide, otherwise why not and what to do.
 */
export function AutoGuideBanner() {
  const { t } = useTranslation();
  const { autoGuide } = useAudioGuide();
  const { status } = autoGuide;
  if (!autoGuide.isActive && status !== 'denied') return null;
  const title = status === 'noFix' || status === 'outside' || status === 'denied' ? t(`audioGuide.status.${status}.title`) : t('audioGuide.autoGuiding');
  const hint =
    status === 'guiding' ? (autoGuide.next && t('audioGuide.nextStop', { name: autoGuide.next.name.text })) : status && t(`audioGuide.status.${status}.hint`);
  return (
    <div className={styles.guideBanner} role="status" data-testid="auto-guide-banner" data-status={status}>
      {status !== 'denied' && <span className={styles.guideBannerPulse} aria-hidden="true" />}
      <HeadphonesIcon className={styles.guideBannerIcon} />
      <span className={styles.guideBannerText}>
        <strong>{title}</strong>
        {hint && <span className={status === 'guiding' ? styles.guideBannerNext : styles.guideBannerHint}>{hint}</span>}
      </span>
      <button type="button" className={styles.guideBannerClose} onClick={autoGuide.disable} aria-label={t('audioGuide.closeAutoGuide')} data-testid="auto-guide-close">
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Which screen the layer floats over: the map (below its filter, above its place sheet), the
 * user centre (tab bar, no nav bar), or an inner screen (nav bar, no tab bar).
 */
export type OverlayPlacement = 'map' | 'tabs' | 'inner';

const PLACEMENT_CLASS: Record<OverlayPlacement, string> = { map: styles.audioStackMap, tabs: styles.audioStackTabs, inner: styles.audioStackInner };

export function MiniPlayer({ onExpand }: { onExpand: () => void }) {
  const { t } = useTranslation();
  const { current, isPlaying, progress, duration, pause, resume, stop } = useAudioGuide();
  if (!current) return null;
  const percent = duration > 0 ? Math.min(100, (progress / duration) * 100) : 0;
  return (
    <div className={styles.miniPlayer} data-testid="mini-player">
      <button
        type="button"
        className={styles.miniPlayerToggle}
        onClick={isPlaying ? pause : resume}
        aria-label={t(isPlaying ? 'audioGuide.pause' : 'audioGuide.play')}
        data-testid="mini-player-toggle"
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className={styles.miniPlayerMain} onClick={onExpand} aria-label={t('audioGuide.openPlayer', { name: current.name.text })} data-testid="mini-player-expand">
        <span className={styles.miniPlayerHead}>
          <span className={styles.miniPlayerName} data-testid="mini-player-name">
            {current.name.text}
          </span>
          <span className={styles.miniPlayerTime}>
            {formatSeconds(progress)} / {duration > 0 ? formatSeconds(duration) : '--:--'}
          </span>
        </span>
        <span className={styles.miniPlayerBar} aria-hidden="true">
          <span className={isPlaying ? `${styles.miniPlayerFill} ${styles.miniPlayerFillMoving}` : styles.miniPlayerFill} style={{ width: `${percent}%` }} />
        </span>
      </button>
      <button type="button" className={styles.miniPlayerExpand} onClick={onExpand} aria-hidden="true" tabIndex={-1}>
        <ExpandIcon />
      </button>
      <button type="button" className={styles.miniPlayerClose} onClick={stop} aria-label={t('audioGuide.closePlayer')} data-testid="mini-player-close">
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * The full player of the current place: the transcript to read along (the sentence heard lit, a
 * tap plays from a sentence), the seek bar with its times, skip back and forward, previous and
 * next place, and the speed.
 */
function FullPlayer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { current, isPlaying, progress, duration, pause, resume, seek, skip, rate, setRate, previous, next, playPrevious, playNext } = useAudioGuide();
  if (!current) return null;
  const total = duration > 0 ? formatSeconds(duration) : '--:--';
  return (
    <div className={styles.player} role="dialog" aria-modal="true" aria-labelledby="yl-player-title" data-testid="full-player">
      <div className={styles.playerHead}>
        <h2 className={styles.playerTitle} id="yl-player-title" data-testid="full-player-name">
          {current.name.text}
        </h2>
        <AudioLanguageTag lang={current.audioLang} />
        <button type="button" className={styles.playerClose} onClick={onClose} aria-label={t('audioGuide.closeFullPlayer')} data-testid="full-player-close">
          <CloseIcon />
        </button>
      </div>
      <PlaceTranscript place={current} className={styles.playerTranscript} />
      <div className={styles.playerControls}>
        <input
          type="range"
          className={styles.playerSeek}
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.min(progress, Math.round(duration))}
          onChange={(event) => seek(Number(event.target.value))}
          disabled={duration <= 0}
          aria-label={t('audioGuide.progress')}
          aria-valuetext={t('audioGuide.time', { elapsed: formatSeconds(progress), total })}
          data-testid="player-seek"
        />
        <div className={styles.playerTimes} aria-hidden="true">
          <span data-testid="player-elapsed">{formatSeconds(progress)}</span>
          <span data-testid="player-total">{total}</span>
        </div>
        <div className={styles.playerButtons}>
          <button type="button" className={styles.playerStep} onClick={playPrevious} disabled={!previous} aria-label={previous ? t('audioGuide.previous', { name: previous.name.text }) : t('audioGuide.noPrevious')} data-testid="player-previous">
            <SkipIcon forward={false} />
          </button>
          <button type="button" className={styles.playerSkip} onClick={() => skip(-SKIP_SECONDS)} disabled={duration <= 0} aria-label={t('audioGuide.skipBack', { seconds: SKIP_SECONDS })} data-testid="player-skip-back">
            <SkipSecondsIcon forward={false} />
          </button>
          <button type="button" className={styles.playerPlay} onClick={isPlaying ? pause : resume} aria-label={t(isPlaying ? 'audioGuide.pause' : 'audioGuide.play')} data-testid="player-toggle">
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={styles.playerSkip} onClick={() => skip(SKIP_SECONDS)} disabled={duration <= 0} aria-label={t('audioGuide.skipForward', { seconds: SKIP_SECONDS })} data-testid="player-skip-forward">
            <SkipSecondsIcon forward />
          </button>
          <button type="button" className={styles.playerStep} onClick={playNext} disabled={!next} aria-label={next ? t('audioGuide.nextPlace', { name: next.name.text }) : t('audioGuide.noNext')} data-testid="player-next">
            <SkipIcon forward />
          </button>
        </div>
        <div className={styles.playerRates} role="radiogroup" aria-label={t('audioGuide.speed')} data-testid="player-rates">
          {PLAYBACK_RATES.map((option) => (
            <button key={option} type="button" role="radio" aria-checked={option === rate} className={option === rate ? `${styles.playerRate} ${styles.playerRateOn}` : styles.playerRate} onClick={() => setRate(option)} data-testid="player-rate">
              {option}×
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Turns the automatic guide on with the places that have audio, or off. */
export function AutoGuideToggle({ places }: { places: readonly Place[] | undefined }) {
  const { t } = useTranslation();
  const { autoGuide } = useAudioGuide();
  const guided = places?.filter(hasAudio) ?? [];
  const toggle = () => {
    if (autoGuide.isActive) {
      autoGuide.disable();
      return;
    }
    autoGuide.enable(guided);
    showToast(t('audioGuide.autoGuideStarted'));
  };
  return (
    <button
      type="button"
      className={autoGuide.isActive ? `${styles.audioButton} ${styles.audioButtonActive}` : styles.audioButton}
      onClick={toggle}
      disabled={!autoGuide.isActive && guided.length === 0}
      aria-pressed={autoGuide.isActive}
      data-testid="auto-guide-toggle"
    >
      <HeadphonesIcon className={styles.audioButtonIcon} />
      <span className={styles.audioButtonLabel}>{t('audioGuide.autoGuide')}</span>
    </button>
  );
}

/** Switches the background music off and on; shown only when the area has music. */
export function MusicToggle() {
  const { t } = useTranslation();
  const { music } = useAudioGuide();
  if (!music.isAvailable) return null;
  return (
    <button
      type="button"
      // On only while it really plays: a browser that blocked autoplay shows it off, and the
      // tap (a user gesture) then starts it.
      className={music.isPlaying ? `${styles.audioButton} ${styles.audioButtonActive}` : styles.audioButton}
      onClick={() => music.setMuted(music.isPlaying)}
      aria-pressed={music.isPlaying}
      aria-label={t(music.isPlaying ? 'audioGuide.musicOff' : 'audioGuide.musicOn')}
      data-testid="music-toggle"
    >
      <MusicIcon off={!music.isPlaying} className={music.isPlaying ? `${styles.audioButtonIcon} ${styles.audioButtonIconSpin}` : styles.audioButtonIcon} />
      <span className={styles.audioButtonLabel}>{t('audioGuide.music')}</span>
    </button>
  );
}

/** More than this share of the viewport under a screen's panel (the place list open): no buttons. */
const DOCK_HIDING_SHARE = 0.4;
const STACK_GAP_PX = 8;
/** The room the page keeps below its content for the stack (ui.css reads it). */
const STACK_SPACE_VAR = '--yl-audio-stack-space';

/**
 * One bottom stack, laid out together: the map's buttons, the banner and the mini-player, above
 * whatever the screen keeps at its bottom (tab bar, place list, place sheet), never over it.
 */
export default function AudioGuideOverlay({ pathname, isOnMap, useGuidePlaces }: { pathname: string; isOnMap: boolean; useGuidePlaces: UseGuidePlaces }) {
  const { current } = useAudioGuide();
  const [isExpanded, setExpanded] = useState(false);
  const covered = useScreenBottomCovered();
  const places = useGuidePlaces();
  const placement: OverlayPlacement = isOnMap ? 'map' : pathname === '/home/user-center' ? 'tabs' : 'inner';
  const style: CSSProperties | undefined = isOnMap && covered.px > 0 ? { bottom: `${covered.px + STACK_GAP_PX}px` } : undefined;
  const showDock = isOnMap && covered.share < DOCK_HIDING_SHARE;
  const stackRef = useRef<HTMLDivElement>(null);
  // Off the map, the page keeps room at its end so the stack never hides its last lines.
  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (!stack || isOnMap) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(STACK_SPACE_VAR, `${stack.offsetHeight + STACK_GAP_PX}px`);
    const observer = new ResizeObserver(reserve);
    observer.observe(stack);
    reserve();
    return () => {
      observer.disconnect();
      root.style.removeProperty(STACK_SPACE_VAR);
    };
  }, [isOnMap]);
  return (
    <>
      <div className={`${styles.audioStack} ${PLACEMENT_CLASS[placement]}`} style={style} ref={stackRef} data-testid="audio-stack">
        {showDock && (
          <div className={styles.audioDock} data-testid="audio-dock">
            <AutoGuideToggle places={places} />
            <MusicToggle />
          </div>
        )}
        <AutoGuideBanner />
        <MiniPlayer onExpand={() => setExpanded(true)} />
      </div>
      {isExpanded && current && <FullPlayer onClose={() => setExpanded(false)} />}
    </>
  );
}
