/** The invitation: the link's QR code (a friend beside you scans it), the link to copy, and the phone's share sheet. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import styles from './help-shoot.module.css';

export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const code = qrcode(0, 'M');
      code.addData(url);
      code.make();
      if (!cancelled) setQr(code.createDataURL(6, 4));
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an old web view): the link is selectable text right above.
    }
  }

  const canShare = typeof navigator.share === 'function';
  return (
    <div className={styles.helpShare}>
      {qr && <img className={styles.helpShareQr} src={qr} alt={t('helpShoot.qrAlt')} data-testid="help-qr" />}
      <p className={styles.helpShareUrl} data-testid="help-share-url">
        {url}
      </p>
      <div className={styles.helpActions}>
        <button type="button" className="yl-button yl-button--outline" onClick={() => void copy()} data-testid="help-copy">
          {copied ? t('helpShoot.copied') : t('helpShoot.copyLink')}
        </button>
        {canShare && (
          <button type="button" className="yl-button" onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
            {t('helpShoot.shareNow')}
          </button>
        )}
      </div>
    </div>
  );
}
