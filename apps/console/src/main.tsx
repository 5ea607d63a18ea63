/** The operators' console: desktop, served under /console, on the same contract as the visitor app. */
import { StrictMode, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from 'antd';
import { ConsoleApiError } from './platform/api.ts';
import { SESSION_KEY } from './platform/session.ts';
import { Root, RequireSession } from './app/root.tsx';
import { LoginPage } from './features/operator/login-page.tsx';
import { SetupPage } from './features/operator/setup-page.tsx';
import './app/console.css';

// Each page is its own chunk, loaded when first opened: the log-in screen does not wait for the
// map, the editors or the tables of pages the operator never opens.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page: ComponentType = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
}
const opinions = page(() => import('./features/opinion/opinions-page.tsx'), 'OpinionsPage');
const newArea = page(() => import('./features/area/new-area-page.tsx'), 'NewAreaPage');

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
        { path: 'setup', element: <SetupPage /> },
        {
          element: <RequireSession onboarding={newArea} />,
          children: [
            { index: true, element: null },
            {
              path: ':area',
              children: [
                { index: true, element: opinions },
                { path: 'opinions', element: opinions },
                { path: 'dashboard', element: page(() => import('./features/analytics/dashboard-page.tsx'), 'DashboardPage') },
                { path: 'surveys', element: page(() => import('./features/survey/surveys-page.tsx'), 'SurveysPage') },
                { path: 'surveys/new', element: page(() => import('./features/survey/survey-builder-page.tsx'), 'SurveyBuilderPage') },
                { path: 'surveys/:id', element: page(() => import('./features/survey/surveys-page.tsx'), 'SurveyResultsPage') },
                { path: 'surveys/:id/edit', element: page(() => import('./features/survey/survey-builder-page.tsx'), 'SurveyBuilderPage') },
                { path: 'photos', element: page(() => import('./features/photo/photos-page.tsx'), 'PhotosPage') },
                { path: 'punches', element: page(() => import('./features/punch/punches-page.tsx'), 'PunchesPage') },
                { path: 'punch-spots', element: page(() => import('./features/punch/punch-spots-page.tsx'), 'PunchSpotsPage') },
                { path: 'places', element: page(() => import('./features/place/places-page.tsx'), 'PlacesPage') },
                { path: 'place-classes', element: page(() => import('./features/place/place-classes-page.tsx'), 'PlaceClassesPage') },
                { path: 'map', element: page(() => import('./features/map/map-page.tsx'), 'MapPage') },
                { path: 'trails', element: page(() => import('./features/map/trails-page.tsx'), 'TrailsPage') },
                { path: 'studio', element: page(() => import('./features/boost/studio-page.tsx'), 'StudioPage') },
                { path: 'panorama', element: page(() => import('./features/panorama/panorama-page.tsx'), 'PanoramaPage') },
                { path: 'tours', element: page(() => import('./features/tour/tours-page.tsx'), 'ToursPage') },
                { path: 'live-status', element: page(() => import('./features/live-status/live-status-page.tsx'), 'LiveStatusPage') },
                { path: 'notices', element: page(() => import('./features/notice/notices-page.tsx'), 'NoticesPage') },
                { path: 'articles', element: page(() => import('./features/article/articles-page.tsx'), 'ArticlesPage') },
                { path: 'pages', element: page(() => import('./features/config/area-pages-page.tsx'), 'AreaPagesPage') },
                { path: 'weather', element: page(() => import('./features/weather/weather-page.tsx'), 'WeatherPage') },
                { path: 'settings', element: page(() => import('./features/config/area-settings-page.tsx'), 'AreaSettingsPage') },
                { path: 'translation', element: page(() => import('./features/translation/translation-page.tsx'), 'TranslationPage') },
                { path: 'translation/:lang', element: page(() => import('./features/translation/translation-texts-page.tsx'), 'TranslationTextsPage') },
                { path: 'hot-words', element: page(() => import('./features/search/hot-words-page.tsx'), 'HotWordsPage') },
                { path: 'synonyms', element: page(() => import('./features/search/synonyms-page.tsx'), 'SynonymsPage') },
                { path: 'routes', element: page(() => import('./features/permission/route-switches-page.tsx'), 'RouteSwitchesPage') },
                { path: 'operators', element: page(() => import('./features/operator/operators-page.tsx'), 'OperatorsPage') },
                { path: 'audit', element: page(() => import('./features/operator/audit-page.tsx'), 'AuditPage') },
                { path: 'area-file', element: page(() => import('./features/area/area-file-page.tsx'), 'AreaFilePage') },
                { path: 'new-area', element: newArea },
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
