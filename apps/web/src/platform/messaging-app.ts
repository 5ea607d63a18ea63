/**
 * The messaging-app step of the first navigation, and the app's door to WeChat. Inside WeChat
 * (told by the user agent) the JS-SDK is configured (share cards, location, open location, image
 * picking); its code loads only there, as its own chunk. Elsewhere, and when configuring fails,
 * the app uses the browser's APIs.
 */
import type { ScenicConfig } from '@youlan/contract';

export function isWeChat(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** The first screen waits this long at most for WeChat; configuration goes on in the background after. */
const FIRST_SCREEN_WAIT_MS = 3_000;

async function configureWechat(userAgent: string): Promise<void> {
  try {
    const [{ configureJsSdk }, { installWechatLocation }] = await Promise.all([import('./wechat/jssdk.ts'), import('./wechat/location-source.ts')]);
    const wx = await configureJsSdk(window.location.href, userAgent);
    if (wx) installWechatLocation(wx);
  } catch (error) {
    console.warn('WeChat JS-SDK not loaded; using browser APIs', error);
  }
}

/** Never rejects: a failure is logged and the visit carries on with browser APIs. */
export async function configureMessagingApp(userAgent: string = navigator.userAgent): Promise<void> {
  if (!isWeChat(userAgent)) return;
  await Promise.race([configureWechat(userAgent), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

/** Sets WeChat's share card for the page now showing; nothing outside WeChat. */
export async function sharePageInMessagingApp(screenTitle: string, config: ScenicConfig | undefined): Promise<void> {
  if (!isWeChat()) return;
  try {
    const { sharePage } = await import('./wechat/share.ts');
    await sharePage(screenTitle, config);
  } catch (error) {
    console.warn('WeChat share card not set', error);
  }
}
