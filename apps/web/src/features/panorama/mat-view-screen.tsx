/**
 * /panorama/matView?scene=<id> or ?video=<id> (VR material): one scene or video full screen, with
 * share. A material downloaded on the materials screen opens from memory; otherwise a scene shows
 * low resolution first and a video streams (byte ranges).
 */
import type { PanoramaCatalogue, PanoramaScene, PanoramaVideo } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { idParam } from '../../platform/id-param.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { isWeChat } from '../../platform/messaging-app.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { isWeakNetwork, loadedMedia, videoKeyFor } from './panorama-media.ts';
import { PanoramaShell } from './panorama-shell.tsx';
import { SceneViewer, VideoViewer } from './panorama-viewer.tsx';
import { useSceneImage } from './scene-image.ts';
import styles from './panorama.module.css';

function SceneMaterial({ scene }: { scene: PanoramaScene }) {
  const { t } = useTranslation();
  const image = useSceneImage(scene);
  return (
    <div className={`${styles.panoStage} ${styles.panoStageFull}`}>
      {image.url ? <SceneViewer sceneKey={scene.key} url={image.url} initialView={scene.initialView} /> : <LoadingState />}
      {image.url && !image.isSharp && !image.failed && (
        <p className={styles.panoStageProgress} role="status" data-testid="pano-sharpening">
          {t('panorama.tour.sharpening', { percent: Math.round((image.progress ?? 0) * 100) })}
        </p>
      )}
    </div>
  );
}

function VideoMaterial({ video }: { video: PanoramaVideo }) {
  const [key] = useState(() => (loadedMedia(video.videoKey) ? video.videoKey : videoKeyFor(video, isWeakNetwork() ? 'sd' : 'hd')));
  const known = loadedMedia(key);
  const signed = useQuery({ ...mediaUrlQuery(key), enabled: !known });
  const url = known?.url ?? signed.data;
  return <div className={`${styles.panoStage} ${styles.panoStageFull}`}>{url ? <VideoViewer url={url} videoKey={video.videoKey} /> : <LoadingState />}</div>;
}

function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const config = useQuery(configQuery);
  const area = config.data ? config.data.title.text : '';

  async function share() {
    const url = window.location.href;
    // Inside WeChat the page's share card is set already; its own menu sends it.
    if (isWeChat()) return showToast(t('panorama.view.shareHint'));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('panorama.view.shareText', { area, title }), url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('share failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('panorama.view.copied'));
    } catch {
      showToast(t('panorama.view.shareHint'));
    }
  }

  return (
    <button type="button" className={styles.panoShare} onClick={() => void share()} data-testid="pano-share">
      <span>{t('panorama.view.share')}</span>
    </button>
  );
}

function Material({ catalogue }: { catalogue: PanoramaCatalogue }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sceneId = idParam(params.get('scene'));
  const videoId = idParam(params.get('video'));
  const scene = sceneId === null ? undefined : catalogue.scenes.find((entry) => entry.id === sceneId);
  const video = videoId === null ? undefined : catalogue.videos.find((entry) => entry.id === videoId);
  const item = scene ?? video;
  if (!item) return <EmptyState>{t('panorama.unknown')}</EmptyState>;
  const title = item.title.text;
  return (
    <>
      {scene ? <SceneMaterial scene={scene} /> : video && <VideoMaterial video={video} />}
      <div className={styles.panoViewBar}>
        <h2 className={styles.panoHeading}>{title}</h2>
        <ShareButton title={title} />
      </div>
    </>
  );
}

export default function PanoramaMatViewPage() {
  return <PanoramaShell withTabs={false}>{(catalogue) => <Material catalogue={catalogue} />}</PanoramaShell>;
}
