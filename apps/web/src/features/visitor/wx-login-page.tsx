/** /wxLogin: logs the visitor in as a guest and returns to where they were going. */
import { apiRoutes } from '@youlan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, REDIRECT_QUERY_PARAM } from '../../platform/first-navigation.ts';
import { call } from '../../platform/http.ts';
import { configQuery } from '../../platform/queries.ts';
import { LOGIN_PATH } from '../../platform/route-guard.ts';
import { safeRedirectPath } from '../../platform/safe-redirect.ts';
import { setToken } from '../../platform/storage.ts';
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import { deviceId } from './device-id.ts';
import './wx-login.css';

/** Back where the visitor was headed; never to this page again, never off the site. */
function afterLoginPath(redirect: string | null): string {
  const target = safeRedirectPath(redirect);
  if (!target || target.toLowerCase().startsWith(LOGIN_PATH.toLowerCase())) return HOME_PATH;
  return target;
}

export default function WxLoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: config } = useQuery(configQuery);
  const login = useMutation({
    mutationFn: () => call(apiRoutes.loginH5, { body: { deviceId: deviceId() } }),
    onSuccess: ({ token }) => {
      setToken(token);
      void navigate(afterLoginPath(searchParams.get(REDIRECT_QUERY_PARAM)), { replace: true });
    },
  });
  const areaTitle = (i18n.language === 'en' && config?.titleEn) || config?.title || t('app.name');

  return (
    <main className="yl-login">
      <section className="yl-login__hero">
        <LandscapeArt className="yl-login__art" />
        <p className="yl-login__welcome">{t('login.welcome')}</p>
        <h1 className="yl-login__title">{areaTitle}</h1>
        <p className="yl-login__subtitle">{t('login.subtitle')}</p>
      </section>
      <section className="yl-login__actions">
        <Button block color="primary" size="large" shape="rounded" loading={login.isPending} onClick={() => login.mutate()} data-testid="login-guest">
          {t('login.guest')}
        </Button>
        <p className="yl-login__hint">{t('login.guestHint')}</p>
        {/* Space kept for the error so the button does not move when one appears. */}
        <div className="yl-login__feedback">
          {login.isError && (
            <p className="yl-login__error" role="alert" data-testid="login-error">
              {t('login.failed', { message: login.error.message })}
            </p>
          )}
        </div>
      </section>
    </main>
  );
}
