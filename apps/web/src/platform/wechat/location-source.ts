/**
 * The visitor's position inside WeChat, from `wx.getLocation` in GCJ-02 (the datum of Chinese maps
 * and of `wx.openLocation`). WeChat has no watch, so the source asks again a few seconds after each
 * answer; the audio guide checks every 3 s (spec section 9), so a fix is never older than that.
 */
import type { LocationError, LocationSource } from '../location/location.ts';
import { setLocationSource } from '../location/location.ts';
import { callWx, WxCancelled, type Wx } from './wx-api.ts';

export const WECHAT_POLL_INTERVAL_MS = 3_000;

function locationError(error: unknown): LocationError {
  const message = error instanceof Error ? error.message : String(error);
  // WeChat words a refused permission as "auth deny" / "authorize"; a closed prompt is a cancel.
  if (error instanceof WxCancelled || /deny|denied|auth/i.test(message)) return { code: 'denied', message };
  if (/timeout/i.test(message)) return { code: 'timeout', message };
  return { code: 'unavailable', message };
}

export function createWechatLocationSource(wx: Wx, intervalMs = WECHAT_POLL_INTERVAL_MS): LocationSource {
  return {
    watch(onFix, onError) {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ask = async () => {
        try {
          const result = await callWx<{ latitude: number; longitude: number; accuracy: number }>((callbacks) => wx.getLocation({ type: 'gcj02', ...callbacks }));
          if (stopped) return;
          onFix({ longitude: Number(result.longitude), latitude: Number(result.latitude), datum: 'gcj02', accuracyMeters: Number(result.accuracy) || 0, at: Date.now() });
        } catch (error) {
          if (stopped) return;
          const failure = locationError(error);
          onError(failure);
          // Asking again after a refusal would show WeChat's prompt every few seconds.
          if (failure.code === 'denied') return;
        }
        if (!stopped) timer = setTimeout(() => void ask(), intervalMs);
      };
      void ask();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}

/** Inside WeChat with the JS-SDK configured, every screen's location comes from WeChat. */
export function installWechatLocation(wx: Wx): void {
  setLocationSource(createWechatLocationSource(wx));
}
