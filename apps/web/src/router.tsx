/**
 * The route table, built from the contract's APP_ROUTES (spec section 2) and the screen modules of
 * screens.ts. Every screen is a lazy chunk. The guard decides every navigation before anything
 * renders (docs/routes.md): token from the query, unknown or switched-off paths, login.
 */
import type { AppRouteSpec } from '@youlan/contract';
import { APP_ROUTES, joinRoutePath } from '@youlan/contract/runtime';
import type { MessageKey } from './platform/i18n/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { withChunkRecovery } from './platform/chunk-recovery.ts';
import { permissionQuery } from './platform/queries.ts';
import { decideRouteGuard, exceptionPath, linkErrorPath } from './platform/route-guard.ts';
import { createRouter, type RouteDef } from './platform/router.tsx';
import { extractToken, TOKEN_QUERY_PARAM } from './platform/start-url.ts';
import { getToken, setToken } from './platform/storage.ts';
import { SCREEN_MODULES } from './screens.ts';
import type { RouteHandle } from './ui/route-handle.ts';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('./features/*/*-page.tsx');

function screenLoader(fullPath: string): RouteDef['load'] {
  const file = SCREEN_MODULES[fullPath];
  if (!file) return undefined;
  const load = pageModules[`./features/${file}`];
  if (!load) throw new Error(`screen module ${file} of ${fullPath} does not exist`);
  const loadWithRecovery = withChunkRecovery(load);
  return async () => (await loadWithRecovery()).default;
}

function toRouteDef(spec: AppRouteSpec, parentFullPath: string): RouteDef {
  const fullPath = joinRoutePath(parentFullPath, spec.path);
  // The contract's table holds keys as strings; the locale test checks each is a text of both languages.
  const handle: RouteHandle = { fullPath, titleKey: spec.titleKey as MessageKey };
  const children = (spec.children ?? []).map((child) => toRouteDef(child, fullPath));
  const load = screenLoader(fullPath);
  const { redirect: to } = spec;
  // Redirects keep the search, so /panorama?from=share arrives at /panorama/video?from=share.
  let redirect: RouteDef['redirect'] = to ? (url) => `${to}${url.search}` : undefined;
  // A parent that only frames its children (/punch) is not a page of its own.
  if (!redirect && children.length > 0 && !load) redirect = () => linkErrorPath(fullPath);
  return { path: fullPath, handle, load, redirect, children };
}

function guard(queryClient: QueryClient) {
  return (url: URL): string | null => {
    // A token can arrive on any link, not only the first one; keep it and take it off the URL.
    if (url.searchParams.has(TOKEN_QUERY_PARAM)) {
      const { token, url: withoutToken } = extractToken(url.pathname, url.search, url.hash);
      if (token) setToken(token);
      return withoutToken;
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
      return exceptionPath(`${url.pathname}${url.search}`);
    }
    return decision.kind === 'redirect' ? decision.to : null;
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routes: APP_ROUTES.map((spec) => toRouteDef(spec, '/')), guard: guard(queryClient) });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
