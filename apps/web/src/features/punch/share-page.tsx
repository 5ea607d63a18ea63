/**
 * /punch/share?place=<id>: a poster of the visitor's punch at a place, drawn on the device. Shown
 * as an image so WeChat visitors keep it by long-press; elsewhere a button saves it.
 */
import type { PunchRecord, PunchSpot } from '@youlan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { isWeChat } from '../../platform/messaging-app.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { stampSlots } from './collection.ts';
import { drawPoster } from './poster.ts';
import { PUNCH_PATH, placeParam, placeQuery } from './punch-names.ts';
import { myPunchesQuery } from '../../entities/visitor-records.ts';
import { punchSpotsQuery } from './punch-queries.ts';
import './punch.messages.ts';
import { errorText } from '../../ui/error-text.ts';
import styles from './punch.module.css';

/** A stamp picture the canvas may read back (CORS); null draws the seal instead. */
function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

function Poster({ spot, record }: { spot: PunchSpot; record: PunchRecord }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data: config } = useQuery(configQuery);
  const [poster, setPoster] = useState<{ url: string } | { error: string } | null>(null);
  const areaTitle = config?.title.text || t('app.name');
  const placeName = spot.name.text;
  const dateText = formatDate(record.punchedAt, i18n.language);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const stampUrl = spot.stampKey ? await queryClient.fetchQuery(mediaUrlQuery(spot.stampKey)).catch(() => null) : null;
        const url = await drawPoster(document.createElement('canvas'), {
          areaTitle,
          placeName,
          sealName: spot.signName.text,
          dateText: t('punch.posterDate', { date: dateText }),
          stampImage: stampUrl ? await loadImage(stampUrl) : null,
          // #direct: a shared link to this screen starts here rather than at home (docs/routes.md).
          link: `${window.location.origin}${PUNCH_PATH}${placeQuery(spot.placeId)}#direct`,
          scanHint: t('punch.posterScan'),
          tagline: t('punch.posterTagline'),
        });
        if (!cancelled) setPoster({ url });
      } catch (error) {
        console.warn('poster failed', error);
        if (!cancelled) setPoster({ error: t('punch.posterFailed') });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [spot, areaTitle, placeName, dateText, queryClient, t]);

  if (!poster) return <LoadingState label={t('punch.posterDrawing')} />;
  if ('error' in poster) return <ErrorState message={poster.error} />;
  const inWeChat = isWeChat();
  return (
    <div className={styles.punchPoster}>
      <img className={styles.punchPosterImage} src={poster.url} alt={t('punch.posterAlt', { place: placeName })} data-testid="punch-poster" />
      <p className={styles.punchPosterHint}>{inWeChat ? t('punch.posterLongPress') : t('punch.posterSaveHint')}</p>
      {!inWeChat && (
        <a className={`yl-button ${styles.punchPosterSave}`} href={poster.url} download={`${placeName}-${record.punchDate}.png`} data-testid="punch-poster-save">
          {t('punch.posterSave')}
        </a>
      )}
    </div>
  );
}

function SharePoster({ token, placeId }: { token: string; placeId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spotsQuery = useQuery(punchSpotsQuery(token));
  const recordsQuery = useQuery(myPunchesQuery(token));
  if (spotsQuery.isPending || recordsQuery.isPending) return <LoadingState />;
  const failed = spotsQuery.error ?? recordsQuery.error;
  if (failed) return <ErrorState message={errorText(failed)} onRetry={() => void Promise.all([spotsQuery.refetch(), recordsQuery.refetch()])} />;
  const slot = stampSlots(spotsQuery.data?.spots ?? [], recordsQuery.data ?? []).find((s) => s.spot.placeId === placeId);
  if (!slot) return <EmptyState>{t('punch.placeUnknown')}</EmptyState>;
  if (!slot.last)
    return (
      <EmptyState>
        {t('punch.shareNotYet')}
        <br />
        <button type="button" className={`yl-button yl-button--small ${styles.punchGap}`} onClick={() => void navigate(`${PUNCH_PATH}${placeQuery(placeId)}`)}>
          {t('punch.goPunch')}
        </button>
      </EmptyState>
    );
  return <Poster spot={slot.spot} record={slot.last} />;
}

export default function PunchSharePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const placeId = placeParam(params);
  const token = getToken();
  return (
    <PageShell>
      {placeId === null ? (
        <EmptyState>{t('punch.placeUnknown')}</EmptyState>
      ) : !token ? (
        <EmptyState>
          {t('punch.detailLogin')}
          <br />
          <button type="button" className={`yl-button yl-button--small ${styles.punchGap}`} onClick={() => void navigate(loginRedirectPath(`/punch/share${placeQuery(placeId)}`))}>
            {t('punch.login')}
          </button>
        </EmptyState>
      ) : (
        <SharePoster token={token} placeId={placeId} />
      )}
    </PageShell>
  );
}
