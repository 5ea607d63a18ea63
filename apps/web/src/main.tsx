/**
 * Start of the app. Order matters: the landing URL and token are captured before anything reads
 * the URL; the bootstrap data loads and the first navigation is decided (spec section 4) while
 * the router's root loader waits for it; React renders only once the first screen is ready, so the
 * CSS splash of index.html stays until then.
 */
import './ui/ui.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadBootstrap, loadBootstrapFromStartData } from './bootstrap.ts';
import { importInBackground, installChunkRecovery } from './platform/chunk-recovery.ts';
import { decideFirstNavigation } from './platform/first-navigation.ts';
import { setupI18n, type PackLoader } from './platform/i18n/index.ts';
import { createQueryClient } from './platform/query-client.ts';
import { installRootFontSize } from './platform/root-font-size.ts';
import { exceptionPath, isRedirectablePath } from './platform/route-guard.ts';
import { installLoginExpiredRedirect } from './platform/session.ts';
import { showToast } from './ui/toast.ts';
import { captureStartUrl } from './platform/start-url.ts';
import { readStartData } from './start-data.ts';
import { contentLanguage, followContentLanguage } from './platform/content-language.ts';
import { registerServiceWorker } from './platform/service-worker.ts';
import { nextTask, whenIdle } from './platform/next-task.ts';
import { shownFirstScreen } from './platform/first-screen.ts';
import { createAppRouter, pendingNavigation, preloadScreens, routerReady } from './router.tsx';

/** Each language but Chinese is one chunk of every text of the app (docs/web-platform.md, "Interface languages"). */
const loadLocalePack: PackLoader = async (locale) => {
  const packs = { en: () => import('./locales/en.ts'), ja: () => import('./locales/ja.ts'), ko: () => import('./locales/ko.ts') };
  return (await packs[locale]()).pack;
};

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * How long React waits for the document's map picture before taking over without it: the app's own
 * copy shows the same picture, so a slow network should not keep the visitor from the controls.
 */
const SHELL_PICTURE_WAIT_MS = 500;

/**
 * Resolves once the document's pre-rendered map picture has painted (or could not be had in
 * time): the app takes the whole shell away, and a picture taken away before it painted would
 * leave the largest paint to the app's own copy, after all the script has run
 * (docs/instant-open.md). The browser says when it painted (largest-contentful-paint); where it
 * cannot (Safari), the picture's decoding and a frame stand in.
 */
function shellPainted(): Promise<void> {
  const picture = shownFirstScreen()?.querySelector<HTMLImageElement>('img[src]');
  if (!picture) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, SHELL_PICTURE_WAIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === picture)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      void picture
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => setTimeout(done, 0)));
    }
  });
}

/**
 * Fetches what the pre-rendered map screen loads next (Leaflet, the map's code, the shortcuts),
 * named in the document's `<link data-after-paint>` (apps/web/vite.config.ts), once its picture has
 * painted: fetched earlier, they would compete with it on a slow network. Each link is turned on in
 * a task of its own, as starting a fetch costs a slow phone a few milliseconds (the eleven at once
 * were one 40–110 ms task at 4× slowdown). Resolves once the style sheets are on, which the first
 * render needs; the scripts' links follow.
 */
async function fetchAfterPaint(): Promise<void> {
  if (!shownFirstScreen()) return;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-after-paint][data-first-screen-rel]')];
  const turnOn = async (some: HTMLLinkElement[]) => {
    for (const link of some) {
      link.rel = link.dataset['firstScreenRel'] ?? '';
      // Last in the head, where Vite's loader would have put it: a style sheet's rules then come
      // after the screen's own (Leaflet's place its markers after the app's marker styles).
      document.head.append(link);
      await nextTask();
    }
  };
  const isSheet = (link: HTMLLinkElement) => link.dataset['firstScreenRel'] === 'stylesheet';
  await turnOn(links.filter(isSheet));
  void turnOn(links.filter((link) => !isSheet(link)));
}

async function start(): Promise<void> {
  const visitStartedAt = Date.now();
  captureStartUrl();
  installRootFontSize();
  // The entry's evaluation, the start-up and the first render each in a task of its own: on a slow
  // phone one long task of all three held back a tap for a third of a second (docs/instant-open.md).
  await nextTask();

  const queryClient = createQueryClient();
  followContentLanguage(queryClient);
  const { pathname, search, hash } = window.location;
  const requested = currentUrl();
  let goFirst: (target: string | null) => void = () => undefined;
  // The root loader holds the first navigation until the start-up data is in (docs/routes.md).
  const firstNavigation = new Promise<string | null>((resolve) => (goFirst = resolve));
  const router = createAppRouter({ queryClient, firstNavigation });
  installChunkRecovery(() => pendingNavigation(router));
  // The first screen's code loads while the start-up runs, not after it.
  preloadScreens(router, decideFirstNavigation({ pathname, search, hash, isRedirectable: isRedirectablePath }));
  // The router's set-up and the start data's seeding are each a few tens of milliseconds on a slow
  // phone: in one task they passed 100 ms at 4× slowdown.
  await nextTask();
  let target: string;
  try {
    // The document's start data stands in for the calls (docs/instant-open.md); without it they run.
    const startData = readStartData(contentLanguage());
    await Promise.all([startData ? loadBootstrapFromStartData(queryClient, startData) : loadBootstrap(queryClient), setupI18n(loadLocalePack)]);
    target = decideFirstNavigation({ pathname, search, hash, isRedirectable: isRedirectablePath });
  } catch (error) {
    console.error('start-up failed', error);
    target = exceptionPath(requested);
  }

  installLoginExpiredRedirect({
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: (to) => void router.navigate(to),
    notify: (message) => showToast(message),
  });

  // The later code is fetched as soon as the picture has painted, not once the router is ready too.
  // The router goes on in a task after the start data's seeding (together 80–110 ms at 4× slowdown).
  await nextTask();
  goFirst(target === requested ? null : target);
  await Promise.all([routerReady(router), shellPainted().then(fetchAfterPaint)]);
  await nextTask();
  // The pre-rendered screen is on show until the app's own screen is rendered beneath it
  // (root-layout.tsx).
  // A transition: React renders the app in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task a slow phone cannot answer a tap during (the pre-rendered
  // screen is on show meanwhile, so nothing waits for it).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App router={router} queryClient={queryClient} />));
  // Each in an idle task of its own: registering is a few milliseconds (8 ms at 4× slowdown, in the
  // first render's task when it followed it at once), and each lazy chunk makes Vite's loader add a
  // link per file it needs (the two chunks' eight links were one 87 ms task at 4×).
  whenIdle(registerServiceWorker);
  // The visit's log counts from the start; its code is not needed for the first paint.
  whenIdle(() => {
    void importInBackground(() => import('./features/view-log/view-log.ts')).then((viewLog) =>
      viewLog?.startViewLog({ entryPage: pathname, startedAt: visitStartedAt, currentPage: () => router.state.location.pathname }),
    );
  });
  // Punches queued while offline are sent when the app starts, whatever the first screen (the
  // punch screens also send on `online` and when the page is shown again).
  whenIdle(() => void importInBackground(() => import('./features/punch/punch-outbox.ts')).then((outbox) => outbox?.startOutbox()));
}

void start();
