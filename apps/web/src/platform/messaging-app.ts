/**
 * The messaging-app step of the first navigation. The WeChat JS-SDK (share cards, location,
 * image picking) is configured here once its issue lands; until then the app uses browser APIs.
 */

export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export async function configureMessagingApp(userAgent: string = navigator.userAgent): Promise<void> {
  if (!isWeChat(userAgent)) return;
  console.info('WeChat browser detected; the WeChat JS-SDK is not configured, browser APIs are used');
}
