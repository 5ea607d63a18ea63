/** /linkError: the dead-link page for unknown paths and screens the area has switched off. */
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { LINK_ERROR_PATH_PARAM } from '../../platform/route-guard.ts';
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { useGoBack } from '../../ui/route-handle.ts';
import './link-error.messages.ts';
import styles from './link-error.module.css';

export default function LinkErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [searchParams] = useSearchParams();
  const path = searchParams.get(LINK_ERROR_PATH_PARAM);
  return (
    <PageShell>
      <section className="yl-notice-screen" data-testid="link-error">
        <LandscapeArt className="yl-notice-screen__art yl-art--dim" />
        <h2 className="yl-notice-screen__title">{t('linkError.title')}</h2>
        <p className="yl-notice-screen__body">{t('linkError.body')}</p>
        {path && (
          <p className={styles.linkErrorPath}>
            <span className={styles.linkErrorLabel}>{t('linkError.pathLabel')}</span>
            <code data-testid="link-error-path">{path}</code>
          </p>
        )}
        <div className="yl-error-screen__actions">
          <button type="button" className="yl-button" onClick={() => void navigate('/home', { replace: true })} data-testid="link-error-home">
            {t('common.backHome')}
          </button>
          <button type="button" className="yl-link-button" onClick={goBack} data-testid="link-error-back">
            {t('common.back')}
          </button>
        </div>
      </section>
    </PageShell>
  );
}
