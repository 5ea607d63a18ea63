/**
 * The full player's transcript: the guide's text in sentences, the one being heard highlighted
 * and kept in view, each one a way to hear it again (a tap plays from there).
 */
import type { Place } from '@youlan/contract';
import { endpoints, splitSentences, type TranscriptSentence } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { call } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { isStandIn } from '../../platform/localized.ts';
import { FallbackTag } from '../../ui/fallback-tag.tsx';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { audioChannels } from './audio-channels.ts';
import { sentenceAt, sentenceStarts } from './transcript-timing.ts';
import { useAudioGuide } from './use-audio-guide.ts';
import styles from './audio-guide.module.css';

/** The guide element's events after which the sentence heard may have changed. */
const TIME_EVENTS = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata', 'emptied'] as const;
/** After the visitor scrolls the text, it is left where they put it for this long. */
const HANDS_OFF_MS = 4000;

/**
 * The index of the sentence heard now, read from the guide element itself: the player's progress
 * is in whole seconds, and a tap that seeks to 12.4 s must light the sentence starting there.
 * Re-renders only when the index changes.
 */
function useSentenceHeard(starts: readonly number[] | null): number {
  const audio = audioChannels().guide;
  const subscribe = useCallback(
    (listener: () => void) => {
      for (const type of TIME_EVENTS) audio.addEventListener(type, listener);
      return () => {
        for (const type of TIME_EVENTS) audio.removeEventListener(type, listener);
      };
    },
    [audio],
  );
  return useSyncExternalStore(subscribe, () => (starts ? sentenceAt(starts, audio.currentTime) : -1));
}

/**
 * Keeps the sentence heard in the upper part of the scroller, gliding there only when it has left
 * the comfortable band (so reading is not a constant crawl), and never while the visitor scrolls.
 */
function useFollowSentence(scroller: React.RefObject<HTMLDivElement | null>, heard: number): void {
  const touchedAt = useRef(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const touched = () => {
      touchedAt.current = Date.now();
    };
    element.addEventListener('touchstart', touched, { passive: true });
    element.addEventListener('wheel', touched, { passive: true });
    return () => {
      element.removeEventListener('touchstart', touched);
      element.removeEventListener('wheel', touched);
    };
  }, [scroller]);
  useEffect(() => {
    const box = scroller.current;
    const sentence = box?.querySelector<HTMLElement>(`[data-index="${heard}"]`);
    if (!box || !sentence || Date.now() - touchedAt.current < HANDS_OFF_MS) return;
    // The scroller is positioned: offsets are measured from its content's top.
    const top = sentence.offsetTop;
    const view = box.clientHeight;
    const inBand = top >= box.scrollTop + view * 0.1 && top + sentence.offsetHeight <= box.scrollTop + view * 0.75;
    if (inBand) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollTo({ top: Math.max(0, top - view * 0.25), behavior: smooth ? 'smooth' : 'auto' });
  }, [scroller, heard]);
}

/** Sentences grouped back into their paragraphs, each with its index in the whole transcript. */
function paragraphsOf(sentences: readonly TranscriptSentence[]): { sentence: TranscriptSentence; index: number }[][] {
  const paragraphs: { sentence: TranscriptSentence; index: number }[][] = [];
  sentences.forEach((sentence, index) => (paragraphs[sentence.paragraph] ??= []).push({ sentence, index }));
  return paragraphs;
}

export function PlaceTranscript({ place, className }: { place: Place; className: string }) {
  const { t, i18n } = useTranslation();
  const { duration, seek, resume, isPlaying } = useAudioGuide();
  // The same key as the place sheet's query: one request serves both.
  const detail = useQuery({ queryKey: ['place', 'detail', place.id], queryFn: ({ signal }) => call(endpoints.getPlace, { params: { id: place.id } }, { signal }) });
  const transcript = detail.data?.transcript;
  const sentences = useMemo(() => splitSentences(transcript?.text ?? ''), [transcript?.text]);
  // The server's timings name the audio they were recorded with; another audio gets even ones.
  const timings = detail.data && detail.data.audioKey === place.audioKey ? detail.data.transcriptTimings : null;
  const starts = useMemo(() => (timings || duration > 0 ? sentenceStarts(sentences, duration, timings) : null), [sentences, duration, timings]);
  const heard = useSentenceHeard(starts);
  const scroller = useRef<HTMLDivElement>(null);
  useFollowSentence(scroller, heard);

  const playFrom = (index: number) => {
    if (!starts) return;
    seek(starts[index]!);
    if (!isPlaying) resume();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    playFrom(index);
  };

  let body;
  if (detail.isPending) body = <LoadingState />;
  else if (detail.isError) body = <ErrorState message={t('audioGuide.transcriptFailed')} onRetry={() => void detail.refetch()} />;
  else if (sentences.length === 0 || !transcript) body = <p className={styles.playerNote}>{t('audioGuide.noTranscript')}</p>;
  else {
    // Chinese and Japanese run their sentences together; other scripts put a space between.
    const gap = /^(zh|ja)\b/i.test(transcript.lang) ? '' : ' ';
    body = (
      <div lang={transcript.lang}>
        {isStandIn(transcript, i18n.language) && <FallbackTag lang={transcript.lang} />}
        {paragraphsOf(sentences).map((paragraph, at) => (
          <p key={at}>
            {paragraph.map(({ sentence, index }) => (
              <span key={index}>
                <span
                  role="button"
                  tabIndex={0}
                  className={index === heard ? `${styles.sentence} ${styles.sentenceHeard}` : styles.sentence}
                  aria-current={index === heard ? 'true' : undefined}
                  onClick={() => playFrom(index)}
                  onKeyDown={(event) => onKey(event, index)}
                  data-index={index}
                  data-start={starts?.[index]}
                  data-testid="transcript-sentence"
                >
                  {sentence.text}
                </span>
                {gap}
              </span>
            ))}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className={className} ref={scroller} data-testid="transcript">
      {body}
    </div>
  );
}
