/**
 * /wxLogin. Inside WeChat, with the server's official account configured, the visitor is sent to
 * WeChat's authorize page and, back here with a `code` and `state`, logged in and returned to where
 * they were going. Otherwise (another browser, or no WeChat configured) it is the guest login.
 */
import { HELP_SHOOT_ROUTES } from '@youlan/contract/runtime';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, REDIRECT_QUERY_PARAM } from '../../platform/first-navigation.ts';
import { isWeChat } from '../../platform/messaging-app.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { LOGIN_PATH } from '../../platform/route-guard.ts';
import { safeRedirectPath } from '../../platform/safe-redirect.ts';
import { setToken } from '../../platform/storage.ts';
import { errorText } from '../../ui/error-text.ts';
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import { loginAsGuest } from './guest-login.ts';
import { RecoverGuestForm } from './recover-guest-form.tsx';
import { completeWechatLogin, loginInProgress, startWechatLogin, WechatLoginNotStartedHere } from './wechat-login.ts';
import './visitor.messages.ts';
import styles from './wx-login.module.css';

/** Back where the visitor was headed; never to this page again, never off the site. */
function afterLoginPath(redirect: string | null): string {
  const target = safeRedirectPath(redirect);
  if (!target || target.toLowerCase().startsWith(LOGIN_PATH.toLowerCase())) return HOME_PATH;
  return target;
}

export default function WxLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: config } = useQuery(configQuery);
  // Back from WeChat the URL has no redirect: the login in progress kept it.
  const redirect = afterLoginPath(searchParams.get(REDIRECT_QUERY_PARAM) ?? loginInProgress()?.redirect ?? null);
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const finish = (token: string, to: string) => {
    setToken(token);
    void navigate(to, { replace: true });
  };

  const guest = useMutation({
    mutationFn: loginAsGuest,
    onSuccess: ({ token }) => finish(token, redirect),
  });
  const wechatStart = useMutation({
    mutationFn: () => startWechatLogin(redirect),
    onSuccess: ({ enabled, authorizeUrl }) => {
      if (enabled && authorizeUrl) window.location.replace(authorizeUrl);
    },
  });
  const wechatFinish = useMutation({
    mutationFn: ({ code, state }: { code: string; state: string }) => completeWechatLogin(code, state),
    onSuccess: (result) => finish(result.token, afterLoginPath(result.redirect)),
  });

  // A code is single-use: the ref keeps a re-run effect from spending it twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (code && state) wechatFinish.mutate({ code, state });
    else if (isWeChat()) wechatStart.mutate();
  }, [code, state, wechatFinish, wechatStart]);

  const areaTitle = config?.title.text || t('app.name');
  const isRedirecting = wechatStart.isPending || (wechatStart.data?.enabled === true && !wechatStart.isError);
  const isCompleting = wechatFinish.isPending || wechatFinish.isSuccess;
  const wechatError = wechatFinish.error ?? wechatStart.error;
  const canRetryWechat = isWeChat() && (wechatFinish.isError || wechatStart.isError);
  const busyText = isCompleting ? t('wechatLogin.completing') : isRedirecting ? t('wechatLogin.redirecting') : null;

  return (
    <main className={styles.login}>
      <section className={styles.loginHero}>
        <LandscapeArt className={styles.loginArt} />
        <p className={styles.loginWelcome}>{t('login.welcome')}</p>
        <h1 className={styles.loginTitle}>{areaTitle}</h1>
        <p className={styles.loginSubtitle} data-testid="login-subtitle">
          {t(redirect.startsWith(HELP_SHOOT_ROUTES.friend) ? 'login.subtitleHelpShoot' : 'login.subtitle')}
        </p>
      </section>
      <section className={styles.loginActions}>
        {busyText ? (
          <p className={styles.loginBusy} role="status" data-testid="login-wechat-busy">
            {busyText}
          </p>
        ) : (
          <>
            {canRetryWechat && (
              <button type="button" className="yl-button" onClick={() => wechatStart.mutate()} data-testid="login-wechat-retry">
                {t('wechatLogin.retry')}
              </button>
            )}
            <button type="button" className={canRetryWechat ? `yl-link-button ${styles.loginOther}` : 'yl-button'} disabled={guest.isPending} onClick={() => guest.mutate()} data-testid="login-guest">
              {canRetryWechat ? t('wechatLogin.orGuest') : t('login.guest')}
            </button>
            {!canRetryWechat && <p className={styles.loginHint}>{t('login.guestHint')}</p>}
            <RecoverGuestForm onRecovered={(token) => finish(token, redirect)} />
          </>
        )}
        {/* Space kept for the error so the button does not move when one appears. */}
        <div className={styles.loginFeedback}>
          {guest.isError && (
            <p className={styles.loginError} role="alert" data-testid="login-error">
              {t('login.failed', { message: errorText(guest.error) })}
            </p>
          )}
          {!guest.isError && wechatError && (
            <p className={styles.loginError} role="alert" data-testid="login-wechat-error">
              {wechatError instanceof WechatLoginNotStartedHere ? t('wechatLogin.notStartedHere') : t('wechatLogin.failed', { message: errorText(wechatError) })}
            </p>
          )}
        </div>
      </section>
    </main>
  );
}
