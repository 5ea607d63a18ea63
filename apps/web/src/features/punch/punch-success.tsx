/** The moment of a recorded punch: the stamp pressed, the date, and where to go next. */
import type { PunchRecord, PunchSpot } from '@youlan/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { formatDate } from '../../platform/i18n/format.ts';
import { placeQuery } from './punch-names.ts';
import { Stamp } from './stamp.tsx';
import styles from './punch.module.css';

interface PunchSuccessProps {
  spot: Pick<PunchSpot, 'placeId' | 'name' | 'signName' | 'stampKey'>;
  record: PunchRecord;
  onClose: () => void;
}

export function PunchSuccess({ spot, record, onClose }: PunchSuccessProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className={styles.punchOverlay} role="presentation" onClick={onClose}>
      <section
        className={styles.punchSuccess}
        role="dialog"
        aria-modal="true"
        aria-labelledby="punch-success-title"
        data-testid="punch-success"
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.punchSuccessStamp}>
          <Stamp stampKey={spot.stampKey} name={spot.signName.text} caption={record.punchDate} />
        </div>
        <h2 id="punch-success-title" className={styles.punchSuccessTitle}>
          {t('punch.successTitle')}
        </h2>
        <p className={styles.punchSuccessBody}>
          {t('punch.successBody', { place: spot.name.text, date: formatDate(record.punchedAt, i18n.language) })}
        </p>
        <div className={styles.punchSuccessActions}>
          <button type="button" className="yl-button" onClick={() => void navigate(`/punch/share${placeQuery(spot.placeId)}`)}>
            {t('punch.makePoster')}
          </button>
          <button type="button" className="yl-button yl-button--outline" onClick={() => void navigate('/punch/detail')}>
            {t('punch.collection')}
          </button>
          <button ref={closeRef} type="button" className="yl-link-button" onClick={onClose} data-testid="punch-success-close">
            {t('punch.continue')}
          </button>
        </div>
      </section>
    </div>
  );
}
