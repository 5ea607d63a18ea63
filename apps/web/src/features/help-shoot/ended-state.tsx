/** How a help request ended, on either phone; the owner gets the way on (their photos, or a new request). */
import { Link } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import type { EndReason } from './help-shoot-session.ts';
import styles from './help-shoot.module.css';

export function EndedState({ reason, forFriend, placePoseId }: { reason: EndReason; forFriend: boolean; placePoseId?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.helpEnded} data-testid="help-ended" data-reason={reason}>
      <p>{t(forFriend ? `helpShoot.endedFriend.${reason}` : `helpShoot.ended.${reason}`)}</p>
      {!forFriend && <OwnerWayOn placePoseId={placePoseId} />}
    </div>
  );
}

/** Where the owner goes from a request that is over or cannot be found: their photos, or a new request. */
export function OwnerWayOn({ placePoseId }: { placePoseId?: number | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.helpActions}>
      <Link className="yl-button yl-button--outline" to="/boost/photos?tab=mine">
        {t('helpShoot.myPhotos')}
      </Link>
      <Link className="yl-button" to={placePoseId ? `/boost/detail?placePoseId=${placePoseId}` : '/boost/photos'}>
        {t('helpShoot.startAgain')}
      </Link>
    </div>
  );
}
