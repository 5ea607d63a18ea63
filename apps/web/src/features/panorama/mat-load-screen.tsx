/**
 * /panorama/matLoad (VR materials): the area's scenes and videos, downloaded for the visit with
 * real progress. Small versions first (every material is there to look at quickly), then the full
 * ones, one file at a time so a weak network is not split many ways. A material opens full screen
 * on /panorama/matView.
 */
import type { PanoramaCatalogue } from '@youlan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { downloadMedia, loadedMedia, progressShare } from './panorama-media.ts';
import { formatBytes } from '../../platform/i18n/format.ts';
import { downloadOrder, materialsOf, type Material } from './materials.ts';
import { PANORAMA_PATHS } from './panorama-queries.ts';
import { PanoramaShell } from './panorama-shell.tsx';
import styles from './panorama.module.css';

interface FileState {
  received: number;
  total: number | null;
  status: 'waiting' | 'loading' | 'done' | 'failed';
}

function initialState(key: string): FileState {
  const known = loadedMedia(key);
  return known ? { received: known.bytes, total: known.bytes, status: 'done' } : { received: 0, total: null, status: 'waiting' };
}

/** Downloads the files one after another; a failed file is skipped, and `retry` tries the failed ones again. */
function useSequentialDownloads(keys: readonly string[]): { files: Record<string, FileState>; retry: () => void } {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Record<string, FileState>>(() => Object.fromEntries(keys.map((key) => [key, initialState(key)])));
  const [round, setRound] = useState(0);
  const order = keys.join('\n');

  useEffect(() => {
    const controller = new AbortController();
    const update = (key: string, state: FileState) => setFiles((before) => ({ ...before, [key]: state }));
    void (async () => {
      for (const key of order.split('\n')) {
        if (controller.signal.aborted) return;
        if (loadedMedia(key)) {
          update(key, initialState(key));
          continue;
        }
        update(key, { received: 0, total: null, status: 'loading' });
        try {
          const url = await queryClient.fetchQuery(mediaUrlQuery(key));
          const media = await downloadMedia(key, url, (received, total) => update(key, { received, total, status: 'loading' }), controller.signal);
          update(key, { received: media.bytes, total: media.bytes, status: 'done' });
        } catch (error) {
          if (controller.signal.aborted) return;
          console.warn('material download failed', key, error);
          update(key, { received: 0, total: null, status: 'failed' });
        }
      }
    })();
    return () => controller.abort();
  }, [order, round, queryClient]);

  return { files, retry: () => setRound((value) => value + 1) };
}

function MaterialCard({ material, files, onRetry }: { material: Material; files: Record<string, FileState>; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const title = material.title.text;
  const full = files[material.fullKey] ?? initialState(material.fullKey);
  const low = material.lowKey ? (files[material.lowKey] ?? initialState(material.lowKey)) : null;
  // The file on its way: the small one until it is there, then the full one.
  const current = low && low.status !== 'done' && full.status !== 'done' ? low : full;
  const share = current.status === 'done' ? 1 : progressShare(current.received, current.total);
  const status =
    full.status === 'done'
      ? t('panorama.materials.ready', { size: formatBytes(full.received, i18n.language) })
      : current.status === 'failed'
        ? t('panorama.materials.failed')
        : current.status === 'loading'
          ? share === null
            ? t('panorama.materials.loadingUnknown', { size: formatBytes(current.received, i18n.language) })
            : t('panorama.materials.loading', { percent: Math.round(share * 100) })
          : t('panorama.materials.waiting');
  const path = material.kind === 'scene' ? PANORAMA_PATHS.viewScene(material.id) : PANORAMA_PATHS.viewVideo(material.id);
  return (
    <li className={styles.panoMaterial} data-testid={`pano-material-${material.key}`} data-state={full.status}>
      {/* Named by what it shows (title, kind, download state), as a visitor reads the card. */}
      <Link to={path} className={styles.panoCard}>
        <MediaImage mediaKey={material.pictureKey} alt="" className={`${styles.panoCardPicture}${full.status === 'done' ? '' : ' is-low'}`} />
        <span className={styles.panoCardBody}>
          <span className={styles.panoCardTitle}>{title}</span>
          <span className={styles.panoCardMeta}>{t(`panorama.materials.${material.kind}`)}</span>
          <ProgressBar share={full.status === 'done' ? 1 : share} label={status} className={styles.panoProgress} />
          <span className={styles.panoCardMeta} data-testid="pano-material-status">
            {status}
          </span>
        </span>
      </Link>
      {current.status === 'failed' && (
        <button type="button" className="yl-button yl-button--small yl-button--outline" onClick={onRetry}>
          {t('panorama.materials.retry')}
        </button>
      )}
    </li>
  );
}

function Materials({ catalogue }: { catalogue: PanoramaCatalogue }) {
  const { t } = useTranslation();
  const materials = useMemo(() => materialsOf(catalogue), [catalogue]);
  const { files, retry } = useSequentialDownloads(useMemo(() => downloadOrder(materials), [materials]));
  if (materials.length === 0) return <EmptyState>{t('panorama.empty')}</EmptyState>;
  return (
    <>
      <p className={styles.panoHint}>{t('panorama.materials.hint')}</p>
      <ul className={styles.panoList}>
        {materials.map((material) => (
          <MaterialCard key={`${material.kind}-${material.id}`} material={material} files={files} onRetry={retry} />
        ))}
      </ul>
    </>
  );
}

export default function PanoramaMatLoadPage() {
  return <PanoramaShell>{(catalogue) => <Materials catalogue={catalogue} />}</PanoramaShell>;
}
