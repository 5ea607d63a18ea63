/**
 * What the app does with the URL it was opened on: a `token` query parameter is taken out and
 * stored (links from the operator or the WeChat login carry it), and the landing URL is kept for
 * the iOS WeChat signature.
 */
import { setInitialUrl, setToken } from './storage.ts';

export const TOKEN_QUERY_PARAM = 'token';

/** Splits a `token` query parameter off a URL; `url` is the path, search and hash without it. */
export function extractToken(pathname: string, search: string, hash: string): { token: string | null; url: string } {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_QUERY_PARAM);
  params.delete(TOKEN_QUERY_PARAM);
  const rest = params.toString();
  return { token: token || null, url: `${pathname}${rest ? `?${rest}` : ''}${hash}` };
}

/**
 * Runs once before anything else: stores the landing URL exactly as the browser got it (iOS
 * WeChat signs with that, token included), then stores and hides the token.
 */
export function captureStartUrl(): void {
  setInitialUrl(window.location.href);
  const { token, url } = extractToken(window.location.pathname, window.location.search, window.location.hash);
  if (token === null) return;
  setToken(token);
  window.history.replaceState(window.history.state, '', url);
}
