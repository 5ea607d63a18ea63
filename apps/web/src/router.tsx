/**
 * The route table, built from the contract's APP_ROUTES (spec section 2) and the screen modules of
 * screens.ts. Every screen is a lazy chunk. The root loader is the guard of every navigation
 * (docs/routes.md): token from the query, unknown or switched-off paths, login.
 */
import type { AppRouteSpec } from '@youlan/contract';
import { APP_ROUTES, joinRoutePath } from '@youlan/contract/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withChunkRecovery } from './platform/chunk-recovery.ts';
import { permissionQuery } from './platform/queries.ts';
import { decideRouteGuard, exceptionPath, linkErrorPath } from './platform/route-guard.ts';
import { extractToken, TOKEN_QUERY_PARAM } from './platform/start-url.ts';
import { getToken, setToken } from './platform/storage.ts';
import { RootErrorBoundary, RootLayout, StartingScreen } from './root-layout.tsx';
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

/** Index redirects keep the search, so /panorama?from=share arrives at /panorama/video?from=share. */
function redirectKeepingSearch(to: string) {
  return ({ request }: LoaderFunctionArgs) => replace(`${to}${new URL(request.url).search}`);
}

function toRouteObject(spec: AppRouteSpec, parentFullPath: string): RouteObject {
  const fullPath = joinRoutePath(parentFullPath, spec.path);
  const handle: RouteHandle = { fullPath, titleKey: spec.titleKey };
  const children = (spec.children ?? []).map((child) => toRouteObject(child, fullPath));
  const lazy = screenLazy(fullPath);

  if (children.length === 0) {
    return { path: spec.path, handle, lazy, ...(spec.redirect ? { loader: redirectKeepingSearch(spec.redirect) } : {}) };
  }
  if (spec.redirect) {
    children.unshift({ index: true, loader: redirectKeepingSearch(spec.redirect) });
  } else if (!lazy) {
    // A parent that only frames its children (/punch) is not a page of its own.
    children.unshift({ index: true, loader: () => replace(linkErrorPath(fullPath)) });
  }
  return { path: spec.path, handle, lazy, children };
}

function guardLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // A token can arrive on any link, not only the first one; keep it and take it off the URL.
    if (url.searchParams.has(TOKEN_QUERY_PARAM)) {
      const { token, url: withoutToken } = extractToken(url.pathname, url.search, url.hash);
      if (token) setToken(token);
      return replace(withoutToken);
    }
    let decision;
    try {
      decision = decideRouteGuard({
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
    return decision.kind === 'redirect' ? replace(decision.to) : null;
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: StartingScreen,
      loader: guardLoader(queryClient),
      // The guard decides every navigation, not only the ones that change the root's params.
      shouldRevalidate: () => true,
      children: [
        ...APP_ROUTES.map((spec) => toRouteObject(spec, '/')),
        // Unknown paths: the guard sends them to /linkError before anything renders.
        { path: '*' },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
