/**
 * Route decisions made on every navigation (docs/routes.md): whether the area has switched a route
 * off, and whether it needs a logged-in visitor. Pure functions over the contract's route table and
 * the entry React Router matched, so they are tested without a browser.
 */
import type { FlatAppRoute, RoutePermission } from '@youlan/contract';
import { RouteStatus, flattenAppRoutes } from '@youlan/contract/runtime';
import { matchRoutes } from 'react-router';
import { REDIRECT_QUERY_PARAM } from './first-navigation.ts';

export const LOGIN_PATH = '/wxLogin';
export const LINK_ERROR_PATH = '/linkError';
export const EXCEPTION_PATH = '/exception';
/** Query of /linkError naming the path that is not available. */
export const LINK_ERROR_PATH_PARAM = 'path';
/** Query of /exception naming the URL to retry. */
export const EXCEPTION_FROM_PARAM = 'from';

/**
 * Screens that explain a failure or let the visitor log in are never switched off or guarded:
 * closing them would leave nowhere to send the visitor.
 */
const ALWAYS_OPEN_PATHS = new Set([LOGIN_PATH, LINK_ERROR_PATH, EXCEPTION_PATH].map((path) => path.toLowerCase()));

const FLAT_ROUTES = flattenAppRoutes();

/** The permission tree's paths compared as React Router compares them: without case or a trailing slash. */
function normalizePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** The contract's table as React Router routes (paths relative, as the table nests them), each carrying its entry. */
export interface AppRouteObject {
  path: string;
  handle: FlatAppRoute;
  children: AppRouteObject[];
}

function routeObjectsUnder(parentFullPath: string | undefined): AppRouteObject[] {
  return FLAT_ROUTES.filter((route) => route.ancestors.at(-1) === parentFullPath).map((route) => ({
    path: route.spec.path,
    handle: route,
    children: routeObjectsUnder(route.fullPath),
  }));
}

/** The route table the web router is built from (`src/router.tsx`). */
export const APP_ROUTE_OBJECTS = routeObjectsUnder(undefined);

/** The route-table entry React Router matches a path to, or undefined for a path the app does not have. */
export function matchAppRoute(pathname: string): FlatAppRoute | undefined {
  return matchRoutes(APP_ROUTE_OBJECTS, pathname)?.at(-1)?.route.handle;
}

/** The entry of a pattern React Router matched (a loader's `pattern`, `/home/draw-map/notice/info/:id`). */
export function appRouteOfPattern(pattern: string): FlatAppRoute | undefined {
  return FLAT_ROUTES.find((route) => route.fullPath === pattern);
}

export function isRedirectablePath(pathname: string): boolean {
  return matchAppRoute(pathname)?.spec.redirectable === true;
}

/**
 * Full paths the area has switched off. A closed entry closes its whole subtree, whatever the
 * children's own flags say.
 */
export function closedPaths(tree: RoutePermission[], parentClosed = false, into = new Set<string>()): Set<string> {
  for (const entry of tree) {
    const closed = parentClosed || entry.status === RouteStatus.CLOSED;
    if (closed) into.add(normalizePath(entry.path));
    closedPaths(entry.children, closed, into);
  }
  return into;
}

/**
 * A route is closed when it or any ancestor in the app's route table is closed; a route the
 * permission tree does not mention is open.
 */
export function isRouteClosed(route: FlatAppRoute, closed: Set<string>): boolean {
  if (ALWAYS_OPEN_PATHS.has(normalizePath(route.fullPath))) return false;
  return [...route.ancestors, route.fullPath].some((path) => closed.has(normalizePath(path)));
}

export function loginRedirectPath(pathAndSearch: string): string {
  return `${LOGIN_PATH}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(pathAndSearch)}`;
}

export function linkErrorPath(pathname: string): string {
  return `${LINK_ERROR_PATH}?${LINK_ERROR_PATH_PARAM}=${encodeURIComponent(pathname)}`;
}

export function exceptionPath(from: string): string {
  return `${EXCEPTION_PATH}?${EXCEPTION_FROM_PARAM}=${encodeURIComponent(from)}`;
}

export interface RouteGuardInput {
  /** The table entry React Router matched; undefined for a path the app does not have. */
  route: FlatAppRoute | undefined;
  pathname: string;
  search: string;
  hasToken: boolean;
  /** The area's permission tree; empty when it could not be loaded (every route open). */
  permissions: RoutePermission[];
}

export type RouteGuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; reason: 'unknown' | 'closed' | 'login' };

/** Unknown path → /linkError; switched off → /linkError; needs login without a token → /wxLogin. */
export function decideRouteGuard({ route, pathname, search, hasToken, permissions }: RouteGuardInput): RouteGuardDecision {
  if (!route) return { kind: 'redirect', to: linkErrorPath(pathname), reason: 'unknown' };
  if (isRouteClosed(route, closedPaths(permissions))) return { kind: 'redirect', to: linkErrorPath(pathname), reason: 'closed' };
  if (route.requiresLogin && !hasToken) return { kind: 'redirect', to: loginRedirectPath(`${pathname}${search}`), reason: 'login' };
  return { kind: 'allow' };
}
