/** Providers around the router: the query cache and antd-mobile's locale, following i18next. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, useState } from 'react';
import { useTranslation } from './platform/i18n/use-translation.ts';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.tsx';

type AntdLocale = typeof zhCN;

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  // antd-mobile's English texts load only for visitors who pick English, like the app's own.
  const [enUS, setEnUS] = useState<AntdLocale | null>(null);
  useEffect(() => {
    if (!isEnglish || enUS) return;
    void import('antd-mobile/es/locales/en-US').then((module) => setEnUS(module.default));
  }, [isEnglish, enUS]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={isEnglish && enUS ? enUS : zhCN}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
