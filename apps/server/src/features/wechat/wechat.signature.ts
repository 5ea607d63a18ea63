/**
 * WeChat's JS-SDK signature (JS-SDK documentation, appendix 1): the fields jsapi_ticket,
 * noncestr, timestamp and url, sorted by name, joined as `key=value` with `&`, no URL-escaping,
 * the URL without its `#` part; then SHA-1 in lower-case hex.
 */
import { createHash } from 'node:crypto';

export interface SignatureInput {
  ticket: string;
  nonceStr: string;
  /** Unix seconds. */
  timestamp: number;
  url: string;
}

/** The page URL as WeChat signs it: everything before the first `#`. */
export function urlWithoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

export function jsapiSignature({ ticket, nonceStr, timestamp, url }: SignatureInput): string {
  const fields: Record<string, string> = { jsapi_ticket: ticket, noncestr: nonceStr, timestamp: String(timestamp), url: urlWithoutFragment(url) };
  const text = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('sha1').update(text).digest('hex');
}
