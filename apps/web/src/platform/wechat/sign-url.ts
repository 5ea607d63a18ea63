/**
 * Which URL the JS-SDK signature is for. iOS WeChat binds the JS-SDK to the URL the page was
 * first opened on and ignores later history changes; Android WeChat checks the current URL.
 */
import { isIos } from '../webp.ts';

export function urlToSign(userAgent: string, initialUrl: string | null, currentUrl: string): string {
  const url = isIos(userAgent) && initialUrl ? initialUrl : currentUrl;
  // WeChat signs without the fragment; the server strips it too, this keeps the comparison honest.
  return url.split('#')[0] ?? url;
}
