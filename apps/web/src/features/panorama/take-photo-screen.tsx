/**
 * /panorama/takePhoto (VR photo): a 360° tour of the area's spots. Arrows walk from one scene to
 * the next, names open the place (its audio guide, navigation) in the place sheet; "Postcard"
 * captures the view as a postcard for the visitor's photos. `?scene=<id>` names the scene.
 */
import type { PanoramaCatalogue, PanoramaMarker, PanoramaScene } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFeatureSlots } from '../../platform/feature-slots.tsx';
import { idParam } from '../../platform/id-param.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { placeListQuery } from '../../entities/places.ts';
import { PhotoIcon } from '../../ui/icons.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { PanoramaShell } from './panorama-shell.tsx';
import { SceneViewer, type SceneViewerHandle } from './panorama-viewer.tsx';
import { PostcardSheet } from './postcard.tsx';
import { useSceneImage } from './scene-image.ts';
import styles from './panorama.module.css';

function PlaceOfMarker({ placeId, onClose }: { placeId: number; onClose: () => void }) {
  const { PlaceSheet } = useFeatureSlots();
  const places = useQuery(placeListQuery);
  const place = places.data?.list.find((entry) => entry.id === placeId);
  if (!place) return null;
  const placeClass = places.data?.classes.find((entry) => entry.id === place.classId);
  return (
    <div className={styles.panoPlace}>
      <Suspense fallback={null}>
        <PlaceSheet key={place.id} place={place} placeClass={placeClass} onClose={onClose} />
      </Suspense>
    </div>
  );
}

function Tour({ scenes }: { scenes: PanoramaScene[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sceneId = idParam(params.get('scene'));
  const scene = scenes.find((entry) => entry.id === sceneId) ?? scenes[0]!;
  const image = useSceneImage(scene);
  const viewerHandle = useRef<SceneViewerHandle>(null);
  const [openPlaceId, setOpenPlaceId] = useState<number | null>(null);
  const [postcardView, setPostcardView] = useState<HTMLCanvasElement | null>(null);

  const goTo = useCallback((id: number) => setParams({ scene: String(id) }, { replace: true }), [setParams]);
  const onMarker = useCallback(
    (marker: PanoramaMarker) => {
      if (marker.target.kind === 'scene') goTo(marker.target.sceneId);
      else setOpenPlaceId(marker.target.placeId);
    },
    [goTo],
  );
  // While the next scene's first picture is on its way, the last one stays on screen (no blank flash).
  const [shown, setShown] = useState<{ scene: PanoramaScene; url: string } | null>(null);
  if (image.url && (shown?.url !== image.url || shown.scene !== scene)) setShown({ scene, url: image.url });

  function capture() {
    const view = viewerHandle.current?.capture();
    if (!view) return showToast(t('panorama.postcard.captureFailed'));
    // A copy: the viewer keeps drawing into its own canvas while the sheet is open.
    const copy = document.createElement('canvas');
    copy.width = view.width;
    copy.height = view.height;
    copy.getContext('2d')?.drawImage(view, 0, 0);
    setPostcardView(copy);
  }

  return (
    <>
      <div className={styles.panoStage}>
        {shown ? (
          <SceneViewer sceneKey={shown.scene.key} url={shown.url} initialView={shown.scene.initialView} markers={shown.scene.markers} onMarker={onMarker} capturable handleRef={viewerHandle} />
        ) : (
          <div className={`${styles.panoViewer} ${styles.panoViewerWaiting}`} />
        )}
        <p className={styles.panoStageTitle} data-testid="pano-scene-title">
          {scene.title.text}
        </p>
        {!image.isSharp && !image.failed && (
          <p className={styles.panoStageProgress} role="status" data-testid="pano-sharpening">
            {t('panorama.tour.sharpening', { percent: Math.round((image.progress ?? 0) * 100) })}
          </p>
        )}
        <button type="button" className={styles.panoCapture} onClick={capture} disabled={!shown} data-testid="pano-capture">
          <PhotoIcon />
          <span>{t('panorama.tour.capture')}</span>
        </button>
      </div>
      <p className={styles.panoHint}>{t('panorama.tour.hint')}</p>
      <div className="yl-choice-chips" role="radiogroup" aria-label={t('panorama.tour.scenes')}>
        {scenes.map((entry) => (
          <button key={entry.id} type="button" role="radio" aria-checked={entry.id === scene.id} className={`yl-choice-chip${entry.id === scene.id ? ' is-active' : ''}`} onClick={() => goTo(entry.id)} data-testid={`pano-scene-${entry.key}`}>
            {entry.title.text}
          </button>
        ))}
      </div>
      {openPlaceId !== null && <PlaceOfMarker placeId={openPlaceId} onClose={() => setOpenPlaceId(null)} />}
      {postcardView && <PostcardSheet scene={shown?.scene ?? scene} view={postcardView} onClose={() => setPostcardView(null)} />}
    </>
  );
}

function TourOrEmpty({ catalogue }: { catalogue: PanoramaCatalogue }) {
  const { t } = useTranslation();
  return catalogue.scenes.length === 0 ? <EmptyState>{t('panorama.tour.empty')}</EmptyState> : <Tour scenes={catalogue.scenes} />;
}

export default function PanoramaTakePhotoPage() {
  return <PanoramaShell>{(catalogue) => <TourOrEmpty catalogue={catalogue} />}</PanoramaShell>;
}
