/**
 * The service worker (docs/instant-open.md), built by vite-plugin-pwa (injectManifest) to /sw.js:
 *  - precaches the app shell (every built asset and the document template) of this build;
 *  - answers documents from the cache at once and refreshes them behind it (stale-while-revalidate),
 *    falling back to the precached template when there is neither cache nor network;
 *  - keeps the first screen's public API answers fresh behind a cache (stale-while-revalidate);
 *  - keeps the last answer of the articles and the visitor's punch list for when the network is cut;
 *  - keeps the last answer of the tours, a tour and a place's detail, which a downloaded tour reads;
 *  - keeps stored media (pictures, sounds) by their storage key, whatever the signature says.
 * A new build installs beside the old one and waits: it takes over on the next start, when no page
 * of the old build is open, and drops the old documents (they name the old build's chunks), so a
 * page never mixes old and new chunks. The offline package (user centre) fills the same caches.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  AREA_DATA_CACHE,
  DOCUMENT_CACHE,
  LAST_ANSWER_CACHE,
  MEDIA_CACHE,
  SIGNED_URL_CACHE,
  TOUR_ANSWER_CACHE,
  isAreaDataPath,
  isLastAnswerPath,
  isOutdatedAnswerCache,
  isTourAnswerPath,
  mediaCacheKey,
} from '../platform/offline-caches.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  /** Static routing (Chromium 123+); absent elsewhere. */
  addRoutes?(rules: Array<{ condition: { urlPattern: { pathname: string } }; source: { cacheName: string } }>): Promise<void>;
}
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

const TEMPLATE_URL = '/index.html';
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// The template is a fallback only: a document the server filled (start data) always wins over it.
// Written out as `self.__WB_MANIFEST`: the build finds that text and puts the precache list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The build's files (hashed names, so a URL's bytes never change) are answered by the browser from
// the precache without this script: a returning visitor's phone does not wait for the worker to
// start and route each of them (docs/instant-open.md). A file not in the precache (the panorama
// viewer) goes to the network. Where static routing is missing (Safari, older web views), the
// precache route above answers them as before.
scope.addEventListener('install', (event) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes([{ condition: { urlPattern: { pathname: '/assets/*' } }, source: { cacheName: cacheNames.precache } }]));
});

scope.addEventListener('activate', (event) => {
  // Documents of the build this worker replaces name chunks this build's precache no longer has.
  // Claiming takes a first visit's page under control at once, so the offline package works
  // without a reload (issue 29); an update activates only when no page of the old build is open.
  const outdatedAnswers = caches.keys().then((names) => Promise.all(names.filter(isOutdatedAnswerCache).map((name) => caches.delete(name))));
  event.waitUntil(Promise.all([caches.delete(DOCUMENT_CACHE), outdatedAnswers, scope.clients.claim()]));
});

// One document per path: a screen's query changes nothing the server puts in it.
const documents = new StaleWhileRevalidate({ cacheName: DOCUMENT_CACHE, plugins: [okOnly], matchOptions: { ignoreSearch: true } });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await documents.handle(options);
      } catch {
        return (await matchPrecache(TEMPLATE_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

registerRoute(({ url, request }) => request.method === 'GET' && url.origin === location.origin && isAreaDataPath(url.pathname), new StaleWhileRevalidate({ cacheName: AREA_DATA_CACHE, plugins: [okOnly] }));

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && isLastAnswerPath(url.pathname),
  new NetworkFirst({ cacheName: LAST_ANSWER_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200 })] }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && isTourAnswerPath(url.pathname),
  new NetworkFirst({ cacheName: TOUR_ANSWER_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300 })] }),
);

// A signed URL expires: the network's is better, the cached one serves offline (its media is cached by key).
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname === '/api/aliyun/signURL' && (url.searchParams.get('purpose') ?? '1') === '1',
  new NetworkFirst({ cacheName: SIGNED_URL_CACHE, networkTimeoutSeconds: 4, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 500 })] }),
);

registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => mediaCacheKey(request.url) },
      okOnly,
      // Audio asks for ranges; answered from the whole cached file.
      new RangeRequestsPlugin(),
      new ExpirationPlugin({ maxEntries: 1000, purgeOnQuotaError: true }),
    ],
  }),
);
