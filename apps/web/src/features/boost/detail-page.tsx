/**
 * /boost/detail?placePoseId=: one pose at one photo spot: its sample photos, where to stand (the
 * distance, and a walking route there on the area's map), short tips, and "take the same", which
 * opens the camera with this pose's outline.
 */
import type { PlaceSample } from '@youlan/contract';
import { endpoints, HELP_SHOOT_ROUTES } from '@youlan/contract/runtime';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call, isApiError } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import { ChevronRightIcon, MapIcon, PinIcon } from '../../ui/icons.tsx';
import { errorText } from '../../ui/error-text.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { placeSampleQuery } from './boost-queries.ts';
import { idParam } from '../../platform/id-param.ts';
import { BOOST_PATHS } from './image-jobs.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import './boost.messages.ts';
import styles from './boost.module.css';

function Detail({ sample }: { sample: PlaceSample }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pose } = sample.placePose;
  const poseName = pose.name.text;
  const placeName = sample.placeName.text;
  const poseTips = pose.tips.text;
  const spotTips = sample.tips.text;
  const samples = sample.placePose.sampleKeys;
  // Help-shoot starts here: the request is made, then its screen shows the link for the friend.
  const askFriend = useMutation({
    mutationFn: () => call(endpoints.createHelpShoot, { body: { placePoseId: sample.placePose.id } }),
    onSuccess: (request) => void navigate(`${HELP_SHOOT_ROUTES.owner}?id=${request.id}`),
  });
  return (
    <div className={styles.boostDetail}>
      <header className={styles.boostDetailHead}>
        <h2 className={styles.boostDetailPose} data-testid="boost-detail-pose">
          {poseName}
        </h2>
        <p className={styles.boostDetailPlace}>{placeName}</p>
      </header>

      <h3 className="yl-section__title">{t('boost.detail.samples')}</h3>
      {samples.length === 0 ? (
        <p className={`yl-card ${styles.boostDetailNone}`}>{t('boost.detail.noSamples')}</p>
      ) : (
        <ul className={`${styles.boostSamples}${samples.length === 1 ? ' is-single' : ''}`}>
          {samples.map((key) => (
            <li key={key}>
              <MediaImage className={styles.boostSamplesImage} mediaKey={key} alt={t('boost.sampleAlt', { pose: poseName })} testId="boost-sample" />
            </li>
          ))}
        </ul>
      )}

      <h3 className="yl-section__title">{t('boost.detail.whereToStand')}</h3>
      <div className="yl-card">
        <div className="yl-row">
          <span className="yl-row__icon">
            <PinIcon />
          </span>
          <span className="yl-row__main yl-row__value">
            {sample.standDistanceMeters !== null ? t('boost.detail.distance', { distance: formatDistance(sample.standDistanceMeters, i18n.language) }) : t('boost.detail.noDistance')}
          </span>
        </div>
        <Link className="yl-row" to={`/home/draw-map/navigation?to=${sample.placeId}`} data-testid="boost-detail-navigate">
          <span className="yl-row__icon">
            <MapIcon />
          </span>
          <span className={`yl-row__main yl-row__value ${styles.boostDetailLink}`}>{t('boost.detail.navigate')}</span>
          <ChevronRightIcon className="yl-row__chevron" />
        </Link>
      </div>

      {(poseTips || spotTips) && (
        <>
          <h3 className="yl-section__title">{t('boost.detail.tips')}</h3>
          <dl className={`yl-card ${styles.boostTips}`}>
            {poseTips && (
              <div>
                <dt>{t('boost.detail.poseTips')}</dt>
                <dd>{poseTips}</dd>
              </div>
            )}
            {spotTips && (
              <div>
                <dt>{t('boost.detail.spotTips')}</dt>
                <dd>{spotTips}</dd>
              </div>
            )}
          </dl>
        </>
      )}

      <Link className={`yl-link-button ${styles.boostDetailCourse}`} to={BOOST_PATHS.course}>
        {t('boost.detail.course')}
      </Link>

      <div className={styles.boostActionbar}>
        {askFriend.isError && (
          <p className={styles.boostActionbarError} role="alert">
            {t('boost.detail.askFriendFailed', { message: errorText(askFriend.error) })}
          </p>
        )}
        <div className={styles.boostActionbarButtons}>
          <button type="button" className="yl-button yl-button--outline" onClick={() => askFriend.mutate()} disabled={askFriend.isPending} data-testid="boost-ask-friend">
            {t('boost.detail.askFriend')}
          </button>
          <button type="button" className="yl-button" onClick={() => void navigate(BOOST_PATHS.takePhoto(sample.placePose.id))} data-testid="boost-take-same">
            {t('boost.detail.takeSame')}
          </button>
        </div>
      </div>
    </div>
  );
}

function DetailOf({ placePoseId }: { placePoseId: number }) {
  const { t } = useTranslation();
  const sample = useQuery(placeSampleQuery(placePoseId));
  if (sample.isPending) return <LoadingState />;
  if (sample.isError) return isApiError(sample.error) && sample.error.status === 404 ? <EmptyState>{t('boost.detail.unknown')}</EmptyState> : <ErrorState message={errorText(sample.error)} onRetry={() => void sample.refetch()} />;
  return <Detail sample={sample.data} />;
}

export default function BoostDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const placePoseId = idParam(params.get('placePoseId'));
  return <PageShell>{placePoseId === null ? <EmptyState>{t('boost.detail.unknown')}</EmptyState> : <DetailOf placePoseId={placePoseId} />}</PageShell>;
}
