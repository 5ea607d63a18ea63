/**
 * Registers the service worker (src/service-worker/sw.ts) after the first screen, in the built app
 * only. Where there is none (iOS WeChat's web view), the HTTP cache does the job: hashed assets are
 * immutable, the document and the area's data are revalidated by ETag (docs/instant-open.md).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  // After the load, so the worker's precache does not compete with the first screen.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
