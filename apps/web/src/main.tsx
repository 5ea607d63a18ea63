/**
 * Start of the app. Order matters: the landing URL and token are captured before anything reads
 * the URL; the bootstrap data loads and the first navigation is decided (spec section 4) before
 * the router starts; React renders only once the first screen is ready, so the CSS splash of
 * index.html stays until then.
 */
import 'antd-mobile/es/global';
import './ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadBootstrap, loadBootstrapFromStartData } from './platform/bootstrap.ts';
import { installChunkRecovery } from './platform/chunk-recovery.ts';
import { decideFirstNavigation } from './platform/first-navigation.ts';
import { setupI18n } from './platform/i18n/index.ts';
import { createQueryClient } from './platform/queries.ts';
import { installRootFontSize } from './platform/root-font-size.ts';
import { exceptionPath, isRedirectablePath } from './platform/route-guard.ts';
import { installLoginExpiredRedirect } from './platform/session.ts';
import { showToast } from './ui/toast.ts';
import { captureStartUrl } from './platform/start-url.ts';
import { startViewLog } from './platform/view-log.ts';
import { readStartData } from './platform/start-data.ts';
import { registerServiceWorker } from './platform/service-worker.ts';
import { createAppRouter, type AppRouter } from './router.tsx';

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function whenReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  captureStartUrl();
  installRootFontSize();
  installChunkRecovery();

  const queryClient = createQueryClient();
  const { pathname, search, hash } = window.location;
  const requested = currentUrl();
  let target: string;
  try {
    // The document's start data stands in for the calls (docs/instant-open.md); without it they run.
    const startData = readStartData();
    await Promise.all([startData ? loadBootstrapFromStartData(queryClient, startData) : loadBootstrap(queryClient), setupI18n()]);
    target = decideFirstNavigation({ pathname, search, hash, isRedirectable: isRedirectablePath });
  } catch (error) {
    console.error('start-up failed', error);
    target = exceptionPath(requested);
  }
  if (target !== requested) window.history.replaceState(null, '', target);

  const router = createAppRouter(queryClient);
  installLoginExpiredRedirect({
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: (to) => void router.navigate(to),
    notify: (message) => void showToast(message),
  });
  startViewLog({ entryPage: pathname, currentPage: () => router.state.location.pathname });

  await whenReady(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
