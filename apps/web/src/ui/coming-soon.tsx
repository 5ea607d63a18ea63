/** The screen of a route whose feature is not built yet: its title, a plain note and a way back. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { LandscapeArt } from './landscape-art.tsx';
import { PageShell } from './page-shell.tsx';
import { useScreenTitle } from './route-handle.ts';
import './coming-soon.messages.ts';

export function ComingSoon() {
  const { t } = useTranslation();
  const title = useScreenTitle();
  const navigate = useNavigate();
  return (
    <PageShell>
      <section className="yl-notice-screen" data-testid="coming-soon">
        <LandscapeArt className="yl-notice-screen__art" />
        <h2 className="yl-notice-screen__title">{t('comingSoon.title')}</h2>
        <p className="yl-notice-screen__body">{t('comingSoon.body', { title })}</p>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/home')} data-testid="coming-soon-home">
          {t('common.backHome')}
        </Button>
      </section>
    </PageShell>
  );
}
