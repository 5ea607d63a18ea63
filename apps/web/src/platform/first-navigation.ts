/**
 * The first navigation of a page load (spec section 4), decided once the bootstrap data is in.
 * Pure: main.tsx applies the result with history.replaceState before the router starts.
 */
import { safeRedirectPath } from './safe-redirect.ts';

export const HOME_PATH = '/home';
export const DIRECT_HASH = '#direct';
export const REDIRECT_QUERY_PARAM = 'redirect';

export interface FirstNavigationInput {
  pathname: string;
  search: string;
  hash: string;
  /** Whether the route at `pathname` is flagged redirectable in the route table. */
  isRedirectable: (pathname: string) => boolean;
}

/**
 * 1. the requested route is redirectable → it, as requested;
 * 2. else a same-origin `redirect` query → that path;
 * 3. else a `#direct` hash → the requested route without the hash;
 * 4. else /home.
 */
export function decideFirstNavigation({ pathname, search, hash, isRedirectable }: FirstNavigationInput): string {
  if (isRedirectable(pathname)) return `${pathname}${search}${hash}`;
  const redirectTarget = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_QUERY_PARAM));
  if (redirectTarget !== null) return redirectTarget;
  if (hash === DIRECT_HASH) return `${pathname}${search}`;
  return HOME_PATH;
}
