/** The operators' console: desktop, served under /console, on the same contract as the visitor app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from 'antd';
import { ConsoleApiError } from './platform/api.ts';
import { SESSION_KEY } from './platform/session.ts';
import { Root, RequireSession } from './app/root.tsx';
import { LoginPage } from './features/login/login-page.tsx';
import { OpinionsPage } from './features/opinion/opinions-page.tsx';
import { SurveyResultsPage, SurveysPage } from './features/survey/surveys-page.tsx';
import { PunchesPage } from './features/punch/punches-page.tsx';
import { NoticesPage } from './features/notice/notices-page.tsx';
import { OperatorsPage } from './features/operator/operators-page.tsx';
import { AuditPage } from './features/operator/audit-page.tsx';
import { NewAreaPage } from './features/area/new-area-page.tsx';
import './app/console.css';

const client: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: (count, error) => !(error instanceof ConsoleApiError && error.status >= 400 && error.status < 500) && count < 2 } },
  // A session that ended elsewhere (log-out everywhere, disabled account): back to log-in.
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof ConsoleApiError && error.code === 'OPERATOR_LOGIN_REQUIRED') client.setQueryData(SESSION_KEY, null);
    },
  }),
});

const router = createBrowserRouter(
  [
    {
      element: <Root />,
      children: [
        { path: 'login', element: <LoginPage /> },
        {
          element: <RequireSession onboarding={<NewAreaPage />} />,
          children: [
            { index: true, element: null },
            {
              path: ':area',
              children: [
                { index: true, element: <OpinionsPage /> },
                { path: 'opinions', element: <OpinionsPage /> },
                { path: 'surveys', element: <SurveysPage /> },
                { path: 'surveys/:id', element: <SurveyResultsPage /> },
                { path: 'punches', element: <PunchesPage /> },
                { path: 'notices', element: <NoticesPage /> },
                { path: 'operators', element: <OperatorsPage /> },
                { path: 'audit', element: <AuditPage /> },
                { path: 'new-area', element: <NewAreaPage /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/console' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>
  </StrictMode>,
);
