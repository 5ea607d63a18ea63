/** The tours downloaded for offline use, beside the offline package: each with its size, removable. */
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../platform/i18n/format.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { offlineDownloads, removeDownload, type OfflineDownload } from '../../platform/offline-media.ts';
import pill from '../../ui/pill-button.module.css';
import styles from './user-center.module.css';

/** The downloads a list shows: those that say what they are and where they open (the package has its own card). */
const listed = () => offlineDownloads().filter((download): download is OfflineDownload & { title: string; path: string } => Boolean(download.title && download.path));

export function OfflineDownloads() {
  const { t, i18n } = useTranslation();
  const [downloads, setDownloads] = useState(listed);
  const remove = (id: string) => void removeDownload(id).then(() => setDownloads(listed()));
  return (
    <section className={`yl-card ${styles.offline}`} data-testid="offline-downloads" aria-labelledby="yl-offline-downloads">
      <h3 className={styles.downloadsTitle} id="yl-offline-downloads">
        {t('userCenter.downloads.title')}
      </h3>
      {downloads.length === 0 ? (
        <p className={styles.downloadsEmpty} data-testid="offline-downloads-empty">
          {t('userCenter.downloads.empty')}{' '}
          <Link to="/tours/index" className={styles.downloadsLink}>
            {t('userCenter.downloads.browse')}
          </Link>
        </p>
      ) : (
        <ul className={styles.downloadsList}>
          {downloads.map((download) => (
            <li key={download.id} className="yl-row" data-testid="offline-download-item">
              <span className="yl-row__main">
                <Link to={download.path} className={styles.downloadsName}>
                  {download.title}
                </Link>
                <span className={styles.offlineStatus} data-testid="offline-download-size">
                  {formatBytes(download.totalBytes, i18n.language)}
                </span>
              </span>
              <button type="button" className={pill.pillButton} onClick={() => remove(download.id)} aria-label={t('userCenter.downloads.removeLabel', { title: download.title })} data-testid="offline-download-remove">
                {t('userCenter.downloads.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
