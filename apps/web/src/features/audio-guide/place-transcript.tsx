/**
 * What the guide says at a place, to read along: the transcript of the place's details in the
 * visitor's language, the area's main language (tagged) when it has no translation.
 */
import type { Place } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { isStandIn } from '../../platform/localized.ts';
import { FallbackTag } from '../../ui/fallback-tag.tsx';
import { LoadingState } from '../../ui/states.tsx';
import styles from './audio-guide.module.css';

export function PlaceTranscript({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  // The same key as the place sheet's query: one request serves both.
  const detail = useQuery({ queryKey: ['place', 'detail', place.id], queryFn: ({ signal }) => call(endpoints.getPlace, { params: { id: place.id } }, { signal }) });
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <p className={styles.playerNote}>{t('audioGuide.transcriptFailed')}</p>;
  const { transcript } = detail.data;
  if (!transcript.text) return <p className={styles.playerNote}>{t('audioGuide.noTranscript')}</p>;
  return (
    <div lang={transcript.lang}>
      {isStandIn(transcript, i18n.language) && <FallbackTag lang={transcript.lang} />}
      {transcript.text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
