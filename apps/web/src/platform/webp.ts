/** Whether the phone can show WebP images; the server picks image formats by the WEBP_HEADER. */

/** Spec section 9: false on iOS below 14 (WebKit on iOS decodes WebP from 14 on); true elsewhere. */
export function supportsWebp(userAgent: string): boolean {
  if (!isIos(userAgent)) return true;
  const version = /OS (\d+)[_.]\d/.exec(userAgent);
  if (!version?.[1]) return true;
  return Number(version[1]) >= 14;
}

export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent);
}
