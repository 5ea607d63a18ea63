/**
 * The audio guide's floating interface: the "auto guiding" banner with its close button (spec
 * section 2), the mini-player of the current place, and the map's two audio buttons (automatic
 * guide, background music). AutoGuideToggle and MusicToggle are exported so a screen can place
 * them in its own controls instead.
 */
import type { Place } from '@youlan/contract';
import type { SVGProps } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { showToast } from '../../ui/toast.ts';
import type { UseGuidePlaces } from './audio-guide-provider.tsx';
import { hasAudio } from './audio-guide-player.ts';
import { useAudioGuide } from './use-audio-guide.ts';
import './audio-guide.css';
import './audio-guide.messages.ts';

type IconProps = SVGProps<SVGSVGElement>;
function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}
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
const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
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

function usePlaceName(): (place: Place) => string {
  const { i18n } = useTranslation();
  return (place) => (i18n.language === 'en' && place.nameEn) || place.name;
}

function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Spec section 2: the floating "auto guiding" banner with a close button. */
export function AutoGuideBanner({ placement }: { placement: OverlayPlacement }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const { autoGuide } = useAudioGuide();
  if (!autoGuide.isActive) return null;
  return (
    <div className={`yl-guide-banner yl-guide-banner--${placement}`} role="status" data-testid="auto-guide-banner">
      <span className="yl-guide-banner__pulse" aria-hidden="true" />
      <HeadphonesIcon className="yl-guide-banner__icon" />
      <span className="yl-guide-banner__text">
        <strong>{t('audioGuide.autoGuiding')}</strong>
        {autoGuide.next && <span className="yl-guide-banner__next">{t('audioGuide.nextStop', { name: placeName(autoGuide.next) })}</span>}
      </span>
      <button type="button" className="yl-guide-banner__close" onClick={autoGuide.disable} aria-label={t('audioGuide.closeAutoGuide')} data-testid="auto-guide-close">
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

export function MiniPlayer({ placement }: { placement: OverlayPlacement }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const { current, isPlaying, progress, duration, pause, resume, stop } = useAudioGuide();
  if (!current) return null;
  const percent = duration > 0 ? Math.min(100, (progress / duration) * 100) : 0;
  return (
    <div className={`yl-mini-player yl-mini-player--${placement}`} data-testid="mini-player">
      <button
        type="button"
        className="yl-mini-player__toggle"
        onClick={isPlaying ? pause : resume}
        aria-label={t(isPlaying ? 'audioGuide.pause' : 'audioGuide.play')}
        data-testid="mini-player-toggle"
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="yl-mini-player__main">
        <div className="yl-mini-player__head">
          <span className="yl-mini-player__name" data-testid="mini-player-name">
            {placeName(current)}
          </span>
          <span className="yl-mini-player__time">
            {formatSeconds(progress)} / {duration > 0 ? formatSeconds(duration) : '--:--'}
          </span>
        </div>
        <div
          className="yl-mini-player__bar"
          role="progressbar"
          aria-label={t('audioGuide.progress')}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={progress}
        >
          <div className={isPlaying ? 'yl-mini-player__fill yl-mini-player__fill--moving' : 'yl-mini-player__fill'} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <button type="button" className="yl-mini-player__close" onClick={stop} aria-label={t('audioGuide.closePlayer')} data-testid="mini-player-close">
        <CloseIcon />
      </button>
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
    void showToast(t('audioGuide.autoGuideStarted'));
  };
  return (
    <button
      type="button"
      className={autoGuide.isActive ? 'yl-audio-button yl-audio-button--active' : 'yl-audio-button'}
      onClick={toggle}
      disabled={!autoGuide.isActive && guided.length === 0}
      aria-pressed={autoGuide.isActive}
      data-testid="auto-guide-toggle"
    >
      <HeadphonesIcon className="yl-audio-button__icon" />
      <span className="yl-audio-button__label">{t('audioGuide.autoGuide')}</span>
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
      className={music.isMuted ? 'yl-audio-button' : 'yl-audio-button yl-audio-button--active'}
      onClick={() => music.setMuted(!music.isMuted)}
      aria-pressed={!music.isMuted}
      aria-label={t(music.isMuted ? 'audioGuide.musicOn' : 'audioGuide.musicOff')}
      data-testid="music-toggle"
    >
      <MusicIcon off={music.isMuted} className={music.isPlaying ? 'yl-audio-button__icon yl-audio-button__icon--spin' : 'yl-audio-button__icon'} />
      <span className="yl-audio-button__label">{t('audioGuide.music')}</span>
    </button>
  );
}

function MapAudioButtons({ useGuidePlaces, isRaised }: { useGuidePlaces: UseGuidePlaces; isRaised: boolean }) {
  const places = useGuidePlaces();
  return (
    <div className={isRaised ? 'yl-audio-dock yl-audio-dock--raised' : 'yl-audio-dock'} data-testid="audio-dock">
      <AutoGuideToggle places={places} />
      <MusicToggle />
    </div>
  );
}

export default function AudioGuideOverlay({ pathname, isOnMap, useGuidePlaces }: { pathname: string; isOnMap: boolean; useGuidePlaces: UseGuidePlaces }) {
  const { current } = useAudioGuide();
  const placement: OverlayPlacement = isOnMap ? 'map' : pathname === '/home/user-center' ? 'tabs' : 'inner';
  return (
    <>
      <AutoGuideBanner placement={placement} />
      {isOnMap && <MapAudioButtons useGuidePlaces={useGuidePlaces} isRaised={current !== null} />}
      <MiniPlayer placement={placement} />
    </>
  );
}
