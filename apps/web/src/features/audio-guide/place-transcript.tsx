/**
 * What the guide says at a place, to read along: the transcript of the place's details in the
 * visitor's language, the Chinese one (tagged "中文") when the area has no English version.
 */
import type { Place } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { pickLocalized } from '../../platform/localized.ts';
import { FallbackTag } from '../../ui/fallback-tag.tsx';
import { LoadingState } from '../../ui/states.tsx';
import styles from './audio-guide.module.css';

export function PlaceTranscript({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  // The same key as the place sheet's query: one request serves both.
  const detail = useQuery({ queryKey: ['place', 'detail', place.id], queryFn: ({ signal }) => call(endpoints.getPlace, { params: { id: place.id } }, { signal }) });
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <p className={styles.playerNote}>{t('audioGuide.transcriptFailed')}</p>;
  const text = pickLocalized(detail.data.transcript, detail.data.transcriptEn, i18n.language);
  if (!text.value) return <p className={styles.playerNote}>{t('audioGuide.noTranscript')}</p>;
  return (
    <>
      {text.isFallback && <FallbackTag />}
      {text.value.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
