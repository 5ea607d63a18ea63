/**
 * /boost/matView?material=<id>: one of the visitor's photos. Before/after with a drag divider,
 * other skies to try (each a new job), edits sent as a new edit job (with a live CSS preview of the
 * adjustments and filter), save, share and delete.
 */
import type { Material, Sky } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../platform/http.ts';
import { currentLocale } from '../../platform/i18n/index.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { getToken } from '../../platform/storage.ts';
import { confirmDialog } from '../../ui/confirm.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { DownloadIcon, ShareIcon, TrashIcon } from '../../ui/photo-icons.tsx';
import { errorText } from '../../ui/error-text.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { imageJobQuery, materialQuery, MINE_ROOT, skiesQuery } from './boost-queries.ts';
import { CompareSlider } from './compare-slider.tsx';
import { EditPanel } from './edit-panel.tsx';
import { editOperations, NO_EDIT, previewFilter, type EditChoices } from './edit-operations.ts';
import { idParam } from '../../platform/id-param.ts';
import { BOOST_PATHS, jobLaunch, type JobRequest } from './image-jobs.ts';
import { canDownload, downloadPicture, pictureFileName, sharePicture } from './save-share.ts';
import { SkyPicker } from './sky-picker.tsx';
import './boost.messages.ts';
import styles from './boost.module.css';

/** The finished picture full screen, to long-press (save or send) where a download cannot work. */
function PictureSheet({ url, hint, onClose }: { url: string; hint: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.boostSheet} role="dialog" aria-modal="true" aria-label={hint} data-testid="boost-picture-sheet">
      <button type="button" className={styles.boostSheetClose} onClick={onClose} aria-label={t('boost.view.close')}>
        <CloseIcon />
      </button>
      <img src={url} alt={t('boost.view.resultAlt')} />
      <p>{hint}</p>
    </div>
  );
}

/** Operations after which the result no longer lines up with its original. */
const RESHAPING = new Set<string>(['rotate', 'crop', 'frame']);

function PhotoView({ material, token }: { material: Material; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const skies = useQuery(skiesQuery);
  const job = useQuery({ ...imageJobQuery(token, material.jobId ?? 0), enabled: material.jobId !== null });
  const url = useQuery(mediaUrlQuery(material.mediaKey));
  const config = useQuery(configQuery);
  const [choices, setChoices] = useState<EditChoices>(NO_EDIT);
  const [sheet, setSheet] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const areaName = config.data ? config.data.title.text : '';
  const fileName = pictureFileName(areaName, material.id, material.mediaKey);
  // The server draws the frame's words in Chinese or English only (the contract's `frame.language`).
  const operations = editOperations(choices, material, currentLocale());
  const currentSkyId = job.data?.operations.find((operation) => operation.type === 'sky')?.skyId ?? null;
  const isReshaped = job.data?.operations.some((operation) => RESHAPING.has(operation.type)) ?? false;

  const launch = (request: JobRequest) => void navigate(BOOST_PATHS.matLoad, { state: { launch: jobLaunch(request) } });
  // A new sky goes onto the original photo, not over the sky already put in.
  const trySky = (sky: Sky) => launch({ kind: 'sky', photoKey: material.sourceKey ?? material.mediaKey, skyId: sky.id });

  const remove = useMutation({
    mutationFn: () => call(endpoints.deleteMaterial, { params: { id: material.id } }),
    onSuccess: () => {
      // Leave first: refreshing this screen's own photo now would only show "not found".
      void navigate(BOOST_PATHS.mine, { replace: true });
      void queryClient.invalidateQueries({ queryKey: MINE_ROOT });
      showToast(t('boost.view.deleted'));
    },
    onError: () => showToast(t('boost.view.deleteFailed')),
  });

  async function save() {
    if (!url.data) return;
    if (!canDownload()) return setSheet(t('boost.view.saveHint'));
    setWorking(true);
    try {
      await downloadPicture(url.data, fileName);
    } catch (error) {
      console.warn('download failed', error);
      setSheet(t('boost.view.saveFailed'));
    } finally {
      setWorking(false);
    }
  }

  async function share() {
    if (!url.data) return;
    setWorking(true);
    try {
      if ((await sharePicture(url.data, fileName, t('boost.view.shareText', { area: areaName }))) === 'unsupported') setSheet(t('boost.view.shareFallback'));
    } catch (error) {
      console.warn('share failed', error);
      setSheet(t('boost.view.shareFallback'));
    } finally {
      setWorking(false);
    }
  }

  async function askToDelete() {
    const sure = await confirmDialog({ title: t('boost.view.deleteTitle'), content: t('boost.view.deleteBody'), confirmText: t('boost.view.deleteConfirm'), cancelText: t('boost.view.deleteCancel') });
    if (sure) remove.mutate();
  }

  return (
    <div>
      <CompareSlider beforeKey={material.sourceKey} afterKey={material.mediaKey} width={material.width} height={material.height} afterFilter={previewFilter(choices)} isReshaped={isReshaped} />
      {job.data?.skyFound === false && (
        <p className={styles.boostViewNote} role="status" data-testid="boost-no-sky">
          {t('boost.view.noSky')}
        </p>
      )}

      <div className={styles.boostViewActions}>
        <button type="button" className={styles.boostAction} onClick={() => void save()} disabled={!url.data || working} data-testid="boost-save">
          <DownloadIcon />
          <span>{t('boost.view.save')}</span>
        </button>
        <button type="button" className={styles.boostAction} onClick={() => void share()} disabled={!url.data || working} data-testid="boost-share">
          <ShareIcon />
          <span>{t('boost.view.share')}</span>
        </button>
        <button type="button" className={`${styles.boostAction} ${styles.boostActionDanger}`} onClick={() => void askToDelete()} disabled={remove.isPending} data-testid="boost-delete">
          <TrashIcon />
          <span>{t('boost.view.delete')}</span>
        </button>
      </div>

      {skies.data && skies.data.length > 0 && (
        <section className={`yl-card ${styles.boostViewSkies}`}>
          <SkyPicker skies={skies.data} selectedId={null} currentId={currentSkyId} onSelect={trySky} label={t('boost.view.skies')} />
        </section>
      )}

      <h3 className="yl-section__title">{t('boost.view.edit')}</h3>
      <EditPanel choices={choices} onChange={setChoices} canApply={operations.length > 0} busy={false} onApply={() => launch({ kind: 'edit', photoKey: material.mediaKey, operations })} />

      {sheet && url.data && <PictureSheet url={url.data} hint={sheet} onClose={() => setSheet(null)} />}
    </div>
  );
}

function PhotoOf({ token, id }: { token: string; id: number }) {
  const { t } = useTranslation();
  const material = useQuery(materialQuery(token, id));
  if (material.isPending) return <LoadingState />;
  if (material.isError) return <ErrorState message={errorText(material.error)} onRetry={() => void material.refetch()} />;
  if (!material.data) return <EmptyState>{t('boost.view.unknown')}</EmptyState>;
  return <PhotoView material={material.data} token={token} />;
}

export default function BoostMatViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('material'));
  const token = getToken();
  return <PageShell>{id === null ? <EmptyState>{t('boost.view.unknown')}</EmptyState> : token ? <PhotoOf token={token} id={id} /> : <LoadingState />}</PageShell>;
}
