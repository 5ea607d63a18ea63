/** Root of the console: antd in the operator's language, and the session gate in front of every page but log-in. */
import type { ReactNode } from 'react';
import { ConfigProvider, Result, Spin, Button } from 'antd';
// The ES builds: the CommonJS entry points arrive wrapped under `default` in the bundle.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { useT } from '../platform/i18n/index.ts';
import { useSession } from '../platform/session.ts';
import { Shell } from './shell.tsx';

export function Root() {
  const { language } = useT();
  return (
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: '#2a9384', borderRadius: 6 } }} button={{ autoInsertSpace: false }}>
      <Outlet />
      {/* A page opens at its top (a short page opened from far down a long one showed a blank bottom); Back returns to where the operator was. */}
      <ScrollRestoration />
    </ConfigProvider>
  );
}

export function RequireSession({ onboarding }: { onboarding: ReactNode }) {
  const { t } = useT();
  const session = useSession();
  if (session.isPending) {
    return (
      <div className="yc-state">
        <Spin size="large" />
      </div>
    );
  }
  if (session.isError) {
    return <Result status="warning" title={t('common.loadFailed', { message: session.error.message })} extra={<Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>} />;
  }
  if (!session.data) return <Navigate to="/login" replace />;
  return <Shell session={session.data} onboarding={onboarding} />;
}
