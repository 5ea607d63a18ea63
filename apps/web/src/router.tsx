/**
 * The visitor app's data router (React Router), built from the contract's APP_ROUTES (spec
 * section 2, via platform/route-guard.ts) and the screen modules of screens.ts. Every screen is a
 * lazy route. The root loader runs on every navigation before anything renders (docs/routes.md):
 * the first navigation once the start-up data is in, then the token from the query, unknown or
 * switched-off paths, login, and the table's own redirects; each answers with a `replace` redirect.
 */
import type { FlatAppRoute } from '@youlan/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, createPath, matchRoutes, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withChunkRecovery, type PendingNavigation } from './platform/chunk-recovery.ts';
import type { MessageKey } from './platform/i18n/index.ts';
import { permissionQuery } from './entities/area-queries.ts';
import { APP_ROUTE_OBJECTS, appRouteOfPattern, decideRouteGuard, exceptionPath, linkErrorPath, type AppRouteObject } from './platform/route-guard.ts';
import { extractToken, TOKEN_QUERY_PARAM } from './platform/start-url.ts';
import { getToken, setToken } from './platform/storage.ts';
import { RootErrorBoundary, RootLayout } from './root-layout.tsx';
import { SCREEN_MODULES } from './screens.ts';
import type { RouteHandle } from './ui/route-handle.ts';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('./features/*/*-page.tsx');

function screenLazy(fullPath: string): RouteObject['lazy'] {
  const file = SCREEN_MODULES[fullPath];
  if (!file) return undefined;
  const load = pageModules[`./features/${file}`];
  if (!load) throw new Error(`screen module ${file} of ${fullPath} does not exist`);
  const loadWithRecovery = withChunkRecovery(load);
  return async () => ({ Component: (await loadWithRecovery()).default });
}

function toRouteObject({ path, handle: { fullPath, spec }, children }: AppRouteObject): RouteObject {
  // The contract's table holds keys as strings; the locale test checks each is a text of both languages.
  const handle: RouteHandle = { fullPath, titleKey: spec.titleKey as MessageKey };
  return { path, handle, lazy: screenLazy(fullPath), children: children.map(toRouteObject) };
}

/**
 * Where the table sends a visitor who lands on a route exactly, or null. Decided in the root loader,
 * after the guard: React Router follows the innermost loader's redirect, and an index route's
 * would have put /panorama/video, not the /panorama asked for, in the login's redirect.
 */
function tableRedirect(route: FlatAppRoute | undefined, url: URL): string | null {
  if (!route) return null;
  // Redirects keep the search, so /panorama?from=share arrives at /panorama/video?from=share.
  if (route.spec.redirect) return `${route.spec.redirect}${url.search}`;
  // A parent that only frames its children (/punch) is not a page of its own.
  if (route.spec.children?.length && !SCREEN_MODULES[route.fullPath]) return linkErrorPath(route.fullPath);
  return null;
}

export interface RootLoaderOptions {
  queryClient: QueryClient;
  /**
   * Where the first navigation sends the visitor (spec section 4), once the start-up data is in;
   * null to stay on the address the page opened on.
   */
  firstNavigation: Promise<string | null>;
}

/**
 * The loader of the root route: every navigation, first and later ones, passes here before its
 * screen renders. Its redirects replace the history entry, so Back does not bounce into them.
 */
function rootLoader({ queryClient, firstNavigation }: RootLoaderOptions) {
  let pendingFirstNavigation: Promise<string | null> | null = firstNavigation;
  return async ({ url, pattern }: LoaderFunctionArgs) => {
    if (pendingFirstNavigation) {
      const target = await pendingFirstNavigation;
      pendingFirstNavigation = null;
      if (target !== null) return replace(target);
    }
    // A token can arrive on any link, not only the first one; keep it and take it off the URL.
    if (url.searchParams.has(TOKEN_QUERY_PARAM)) {
      const { token, url: withoutToken } = extractToken(url.pathname, url.search, url.hash);
      if (token) setToken(token);
      return replace(withoutToken);
    }
    const route = appRouteOfPattern(pattern);
    let decision;
    try {
      decision = decideRouteGuard({
        route,
        pathname: url.pathname,
        search: url.search,
        hasToken: getToken() !== null,
        permissions: queryClient.getQueryData(permissionQuery.queryKey) ?? [],
      });
    } catch (error) {
      // Spec section 8: a router guard error goes to /exception.
      console.error('route guard failed', error);
      return replace(exceptionPath(`${url.pathname}${url.search}`));
    }
    const to = decision.kind === 'redirect' ? decision.to : tableRedirect(route, url);
    return to === null ? null : replace(to);
  };
}

/** The route tree: the root (layout, error screen, guard) around the contract's table. */
export function appRoutes(options: RootLoaderOptions): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      loader: rootLoader(options),
      // The guard decides every navigation, not only the ones that change the root's params.
      shouldRevalidate: () => true,
      children: [
        ...APP_ROUTE_OBJECTS.map(toRouteObject),
        // Unknown paths: the guard sends them to /linkError before anything renders.
        { path: '*' },
      ],
    },
  ];
}

export function createAppRouter(options: RootLoaderOptions) {
  return createBrowserRouter(appRoutes(options));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first navigation has settled (its loaders and screens loaded): render after it. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The navigation whose screens are loading, if any: where a reload for a failed chunk should land. */
export function pendingNavigation(router: AppRouter): PendingNavigation | null {
  const { navigation } = router.state;
  if (navigation.state === 'idle') return null;
  return { href: new URL(createPath(navigation.location), window.location.href).href, replace: navigation.historyAction !== 'PUSH' };
}

/** Starts loading the screens of `path` (no guard, no navigation): the first screen's code while the start-up runs. */
export function preloadScreens(router: AppRouter, path: string): void {
  for (const { route } of matchRoutes(router.routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
