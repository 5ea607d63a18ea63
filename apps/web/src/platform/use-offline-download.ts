/**
 * The steps of one download for offline use (the area's package, a tour), shared by their cards:
 * sized first, then fetched with its progress, then kept until removed; a failure can be tried again.
 */
import { useEffect, useRef, useState } from 'react';
import { downloadMedia, offlineDownload, offlineSupport, onOfflineReady, removeDownload, type DownloadPlan, type OfflineDownload } from './offline-media.ts';

export type DownloadState<P extends DownloadPlan> =
  | { step: 'idle' }
  | { step: 'estimating' }
  | { step: 'planned'; plan: P }
  | { step: 'downloading'; plan: P; received: number }
  | { step: 'saved'; saved: OfflineDownload }
  | { step: 'failed' };

/**
 * `about`: the download's id and what a list of downloads shows of it; `plan`: reads what it needs
 * and sizes its files. `saved` reads the record kept (the package's moves an older one in first).
 */
export function useOfflineDownload<P extends DownloadPlan>(
  about: Parameters<typeof downloadMedia>[0],
  plan: () => Promise<P>,
  saved: () => OfflineDownload | null = () => offlineDownload(about.id),
) {
  const [state, setState] = useState<DownloadState<P>>(() => {
    const kept = saved();
    return kept ? { step: 'saved', saved: kept } : { step: 'idle' };
  });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const [support, setSupport] = useState(offlineSupport);
  useEffect(() => onOfflineReady(() => setSupport(offlineSupport())), []);

  const estimate = () => {
    setState({ step: 'estimating' });
    plan().then(
      (planned) => setState({ step: 'planned', plan: planned }),
      () => setState({ step: 'failed' }),
    );
  };
  const download = (planned: P) => {
    abort.current = new AbortController();
    setState({ step: 'downloading', plan: planned, received: 0 });
    downloadMedia(about, planned.files, (received) => setState({ step: 'downloading', plan: planned, received }), abort.current.signal).then(
      (kept) => setState({ step: 'saved', saved: kept }),
      () => setState({ step: 'failed' }),
    );
  };
  const remove = () => void removeDownload(about.id).then(() => setState({ step: 'idle' }));
  return { state, support, estimate, download, remove };
}
