/** Where a `redirect` or `from` query may send the visitor: paths of this app only. */

const SAME_ORIGIN_BASE = 'https://youlan.invalid';

/**
 * Returns the path (with its search and hash) when `value` is a path on this site, else null.
 * Rejects `//host` and `/\host` (browsers read both as another host), schemes such as
 * `javascript:` or `https:`, and anything a URL parser would move to another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and whitespace can hide a different path from the reader of a link.
  if (/\s/.test(value) || Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
