/**
 * Toasts, with the app's duration (spec section 9). antd-mobile's Toast brings its animation
 * library along, so it loads on the first toast instead of with the first screen; screens show
 * toasts through this module so the duration and the React 19 renderer are always in place.
 */
import { TOAST_DURATION_MS } from './interaction.ts';

export async function showToast(content: string): Promise<void> {
  const [{ default: Toast }] = await Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render.ts')]);
  Toast.config({ duration: TOAST_DURATION_MS });
  Toast.show({ content });
}
