/**
 * /boost/photos: the area's photo spots, each with its poses and sample photos, filtered by pose
 * category; and `?tab=mine`, the visitor's own photos, newest first, a page at a time.
 */
import type { Material, PhotoSpot } from '@youlan/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import { getToken } from '../../platform/storage.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { ChevronRightIcon, PhotoIcon } from '../../ui/icons.tsx';
import { errorText } from '../../ui/error-text.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { materialsQuery, photoSpotsQuery, poseSkusQuery } from './boost-queries.ts';
import { idParam } from '../../platform/id-param.ts';
import { BOOST_PATHS } from './image-jobs.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import './boost.messages.ts';
import './course/course.messages.ts';
import styles from './boost.module.css';

const TAB_PARAM = 'tab';
const SKU_PARAM = 'sku';
const MINE = 'mine';

function SkuFilter({ skuId, onChange }: { skuId: number | null; onChange: (skuId: number | null) => void }) {
  const { t } = useTranslation();
  const skus = useQuery(poseSkusQuery);
  if (!skus.data?.length) return null;
  const chips = [{ id: null, label: t('boost.allPoses') }, ...skus.data.map((sku) => ({ id: sku.id, label: sku.name.text }))];
  return (
    <div className={`yl-choice-chips ${styles.boostSkus}`} role="radiogroup" aria-label={t('boost.tabSpots')}>
      {chips.map((chip) => (
        <button
          key={chip.id ?? 'all'}
          type="button"
          role="radio"
          aria-checked={chip.id === skuId}
          className={`yl-choice-chip${chip.id === skuId ? ' is-active' : ''}`}
          onClick={() => onChange(chip.id)}
          data-testid="boost-sku"
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}

function SpotCard({ spot }: { spot: PhotoSpot }) {
  const { t, i18n } = useTranslation();
  const placeName = spot.placeName.text;
  return (
    <section className={`yl-card ${styles.boostSpot}`} data-testid="boost-spot">
      <header className={styles.boostSpotHead}>
        <h2 className={styles.boostSpotName}>{placeName}</h2>
        <p className={styles.boostSpotMeta}>
          {t('boost.poseCount', { count: spot.placePoses.length })}
          {spot.standDistanceMeters !== null && ` · ${t('boost.standAt', { distance: formatDistance(spot.standDistanceMeters, i18n.language) })}`}
        </p>
      </header>
      <ul className={styles.boostPoses}>
        {spot.placePoses.map((placePose) => {
          const poseName = placePose.pose.name.text;
          return (
            <li key={placePose.id}>
              <Link className={styles.boostPose} to={BOOST_PATHS.detail(placePose.id)} data-testid="boost-pose">
                <MediaImage className={styles.boostPoseSample} mediaKey={placePose.sampleKeys[0] ?? spot.placeImageKey} alt={t('boost.sampleAlt', { pose: poseName })} />
                <span className={styles.boostPoseName}>{poseName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Spots() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const skuId = idParam(params.get(SKU_PARAM));
  const spots = useQuery(photoSpotsQuery(skuId));
  const withPoses = spots.data?.filter((spot) => spot.placePoses.length > 0) ?? [];
  return (
    <>
      <SkuFilter skuId={skuId} onChange={(id) => setParams(id === null ? {} : { [SKU_PARAM]: String(id) }, { replace: true })} />
      <Link className={`yl-card ${styles.boostCourseLink}`} to={BOOST_PATHS.course} data-testid="boost-course-link">
        <span className="yl-row__icon">
          <PhotoIcon />
        </span>
        <span className="yl-row__main">
          <span className={styles.boostCourseLinkTitle}>{t('boostCourse.title')}</span>
          <span className={styles.boostCourseLinkHint}>{t('boost.courseHint')}</span>
        </span>
        <ChevronRightIcon className="yl-row__chevron" />
      </Link>
      {spots.isPending ? (
        <LoadingState />
      ) : spots.isError ? (
        <ErrorState message={errorText(spots.error)} onRetry={() => void spots.refetch()} />
      ) : withPoses.length === 0 ? (
        <EmptyState>{skuId === null ? t('boost.noSpots') : t('boost.noSpotsOfSku')}</EmptyState>
      ) : (
        <div className={styles.boostSpots}>
          {withPoses.map((spot) => (
            <SpotCard key={spot.placeId} spot={spot} />
          ))}
        </div>
      )}
    </>
  );
}

function MaterialTile({ material }: { material: Material }) {
  const { t, i18n } = useTranslation();
  const kind = t(`boost.mine.kind.${material.kind}`);
  const date = formatDate(material.createdAt, i18n.language);
  return (
    <li>
      <Link className={styles.boostTile} to={BOOST_PATHS.matView(material.id)} aria-label={t('boost.mine.open', { kind, date })} data-testid="boost-material">
        <MediaImage className={styles.boostTileMedia} mediaKey={material.mediaKey} alt="" />
        <span className={styles.boostTileKind}>{kind}</span>
      </Link>
    </li>
  );
}

function MyPhotos({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const materials = useInfiniteQuery(materialsQuery(token));
  if (materials.isPending) return <LoadingState />;
  if (materials.isError) return <ErrorState message={errorText(materials.error)} onRetry={() => void materials.refetch()} />;
  const list = materials.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return (
      <div className={styles.boostEmpty}>
        <EmptyState icon={<PhotoIcon />}>{t('boost.mine.empty')}</EmptyState>
        <button type="button" className="yl-button yl-button--small" onClick={() => void navigate(BOOST_PATHS.takePhoto(null))} data-testid="boost-go-shoot">
          {t('boost.mine.goShoot')}
        </button>
      </div>
    );
  return (
    <>
      <ul className={styles.boostGrid} data-testid="boost-materials">
        {list.map((material) => (
          <MaterialTile key={material.id} material={material} />
        ))}
      </ul>
      {materials.hasNextPage ? (
        <button type="button" className={`yl-button yl-button--outline ${styles.boostMore}`} onClick={() => void materials.fetchNextPage()} disabled={materials.isFetchingNextPage} data-testid="boost-more">
          {materials.isFetchingNextPage ? t('boost.mine.loadingMore') : t('boost.mine.loadMore')}
        </button>
      ) : (
        list.length > 6 && <p className={styles.boostEnd}>{t('boost.mine.end')}</p>
      )}
    </>
  );
}

export default function BoostPhotosPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mine = params.get(TAB_PARAM) === MINE;
  const token = getToken();
  return (
    <PageShell>
      <div className={styles.boostTabs} role="tablist">
        {(['spots', MINE] as const).map((tab) => {
          const active = (tab === MINE) === mine;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={active}
              className={`${styles.boostTabsTab}${active ? ' is-active' : ''}`}
              onClick={() => setParams(tab === MINE ? { [TAB_PARAM]: MINE } : {}, { replace: true })}
              data-testid={`boost-tab-${tab}`}
            >
              {t(tab === MINE ? 'boost.tabMine' : 'boost.tabSpots')}
            </button>
          );
        })}
      </div>
      {mine ? token ? <MyPhotos token={token} /> : <LoadingState /> : <Spots />}
    </PageShell>
  );
}
