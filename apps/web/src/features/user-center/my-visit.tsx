/**
 * The logged-in visitor's own things in the user centre: their stamps, the photos taken with them,
 * and their opinions. Each part loads on its own, so one slow answer does not hold the others.
 */
import type { PunchRecord } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { ChatIcon, PhotoIcon, StampIcon } from '../../ui/icons.tsx';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { myOpinionsQuery, myPunchesQuery } from '../../entities/visitor-records.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { LinkRow } from '../../ui/info-row.tsx';
import { latestStamps, punchPhotos, USER_CENTER_PHOTOS } from './my-visit-summary.ts';
import styles from './user-center.module.css';

function Thumb({ record }: { record: PunchRecord & { photoKey: string } }) {
  const { data: url } = useQuery(mediaUrlQuery(record.photoKey));
  return (
    <li className={styles.visitPhoto} data-testid="user-center-photo">
      {url ? <img src={url} alt={record.placeName} loading="lazy" /> : <span aria-hidden="true" />}
    </li>
  );
}

function Punches({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const punches = useQuery(myPunchesQuery(token));
  const records = punches.data ?? [];
  const stamps = latestStamps(records);
  const photos = punchPhotos(records);

  let value: string;
  if (punches.isPending) value = t('common.loading');
  else if (punches.isError) value = t('userCenter.loadFailed');
  // No punches: the note under the row says so instead of two zeros.
  else value = records.length === 0 ? '' : t('userCenter.punchCount', { places: new Set(records.map((record) => record.placeId)).size, count: records.length });

  return (
    <>
      <section className="yl-card">
        <LinkRow to="/punch/detail" icon={<StampIcon />} label={t('userCenter.punches')} value={value} valueTestId="user-center-punch-count" testId="user-center-punches" />
        {stamps.length > 0 && (
          <ul className={styles.visitStamps}>
            {stamps.map((record) => (
              <li key={record.placeId} className={styles.visitStamp} data-testid="user-center-stamp">
                <span className={styles.visitStampSeal} aria-hidden="true">
                  {[...record.placeName].slice(0, 2).join('')}
                </span>
                <span className={styles.visitStampName}>{record.placeName}</span>
                <span className={styles.visitStampDate}>{formatDate(record.punchedAt, i18n.language, 'monthDay')}</span>
              </li>
            ))}
          </ul>
        )}
        {punches.isSuccess && records.length === 0 && <p className={styles.visitEmpty} data-testid="user-center-no-punches">{t('userCenter.noPunches')}</p>}
      </section>
      {/* The photo studio (/boost) keeps every photo; its "my photos" tab is the full list. */}
      <section className="yl-card">
        <LinkRow
          to="/boost/photos?tab=mine"
          icon={<PhotoIcon />}
          label={t('userCenter.myPhotos')}
          value={photos.length > 0 ? t('userCenter.photoCount', { count: photos.length }) : undefined}
          testId="user-center-photos"
        />
        {photos.length > 0 && (
          <ul className={styles.visitPhotos}>
            {photos.slice(0, USER_CENTER_PHOTOS).map((record) => (
              <Thumb key={record.id} record={record} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Opinions({ token }: { token: string }) {
  const { t } = useTranslation();
  const opinions = useQuery(myOpinionsQuery(token));
  const list = opinions.data ?? [];
  let value = '';
  if (opinions.isError) value = t('userCenter.loadFailed');
  else if (opinions.isSuccess) {
    value = list.length === 0 ? t('userCenter.noOpinions') : t('userCenter.opinionCount', { count: list.length, replied: list.filter((o) => o.reply !== null).length });
  }
  return (
    <section className="yl-card">
      <LinkRow
        to={list.length > 0 ? '/opinion?tab=mine' : '/opinion'}
        icon={<ChatIcon />}
        label={t('userCenter.opinions')}
        value={value}
        valueTestId="user-center-opinion-count"
        testId="user-center-opinions"
      />
    </section>
  );
}

export function MyVisit({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="user-center-mine">
      <h2 className="yl-section__title">{t('userCenter.mine')}</h2>
      <Punches token={token} />
      <Opinions token={token} />
    </div>
  );
}
