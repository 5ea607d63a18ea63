/** Providers around the router: the query cache and antd-mobile's locale, following the app's language. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from './platform/i18n/use-translation.ts';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.tsx';

type AntdMobileLocale = typeof zhCN;

/**
 * antd-mobile's texts follow the app's language. Its English texts load only for visitors who pick
 * English (like the app's own English). The provider is always there, so the screens stay mounted
 * when the English texts arrive: a provider put around them only then made every screen mount
 * anew, and whatever a visitor had opened in the meantime (the place list) closed again.
 */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  const [english, setEnglish] = useState<AntdMobileLocale | null>(null);
  useEffect(() => {
    if (!isEnglish || english) return;
    void import('antd-mobile/es/locales/en-US').then((module) => setEnglish(module.default));
  }, [isEnglish, english]);
  return <ConfigProvider locale={isEnglish && english ? english : zhCN}>{children}</ConfigProvider>;
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdLocale>
        <RouterProvider router={router} />
      </AntdLocale>
    </QueryClientProvider>
  );
}
