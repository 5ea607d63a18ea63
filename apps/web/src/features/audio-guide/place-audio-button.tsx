/** Plays or pauses a place's audio guide through the page's audio guide. */
import type { PlaceAudioButtonProps } from '../../platform/feature-slots.tsx';
import { useEffect } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { AudioLanguageTag } from '../../ui/fallback-tag.tsx';
import { useAudioGuide } from './use-audio-guide.ts';

export function PlaceAudioButton({ place, className, playingClassName, onPlaying }: PlaceAudioButtonProps) {
  const { t } = useTranslation();
  const guide = useAudioGuide();
  const isThisPlaying = guide.isPlaying && guide.current?.id === place.id;
  useEffect(() => {
    if (isThisPlaying) onPlaying?.(place.id);
  }, [isThisPlaying, onPlaying, place.id]);
  if (!place.audioKey) {
    return (
      <button type="button" className={className} disabled data-testid="place-audio">
        <SpeakerIcon />
        <span>{t('map.sheet.noAudio')}</span>
      </button>
    );
  }
  const onClick = () => {
    if (isThisPlaying) guide.pause();
    else if (guide.current?.id === place.id) guide.resume();
    else guide.play(place);
  };
  return (
    <button type="button" className={isThisPlaying ? `${className} ${playingClassName}` : className} onClick={onClick} aria-pressed={isThisPlaying} data-testid="place-audio">
      <SpeakerIcon />
      <span>{t(isThisPlaying ? 'map.sheet.pauseAudio' : 'map.sheet.playAudio')}</span>
      <AudioLanguageTag lang={place.audioLang} />
    </button>
  );
}

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}
