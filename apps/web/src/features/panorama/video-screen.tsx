/**
 * /panorama/video (VR video): the area's 360° videos. The player takes drag, pinch and the
 * gyroscope, plays, pauses and seeks (byte ranges of the signed URL); on a network the phone calls
 * weak it starts with the smaller file, and the visitor can switch. `?video=<id>` names the video.
 */
import type { PanoramaVideo } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { idParam } from '../../platform/id-param.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { isWeakNetwork, videoKeyFor } from './panorama-media.ts';
import { PANORAMA_PATHS } from './panorama-queries.ts';
import { PanoramaShell } from './panorama-shell.tsx';
import { VideoViewer } from './panorama-viewer.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import styles from './panorama.module.css';

type Quality = 'hd' | 'sd';

function Player({ video }: { video: PanoramaVideo }) {
  const { t } = useTranslation();
  const [weak] = useState(isWeakNetwork);
  const [quality, setQuality] = useState<Quality>(weak ? 'sd' : 'hd');
  const key = videoKeyFor(video, quality);
  const url = useQuery(mediaUrlQuery(key));
  return (
    <>
      <div className={styles.panoStage}>{url.data ? <VideoViewer url={url.data} videoKey={video.videoKey} /> : <LoadingState />}</div>
      {video.videoLowKey && (
        <div className={styles.panoQuality}>
          <span>{t('panorama.video.quality')}</span>
          <div className="yl-choice-chips yl-choice-chips--inline" role="radiogroup" aria-label={t('panorama.video.quality')}>
            {(['hd', 'sd'] as const).map((option) => (
              <button key={option} type="button" role="radio" aria-checked={quality === option} className={`yl-choice-chip${quality === option ? ' is-active' : ''}`} onClick={() => setQuality(option)} data-testid={`pano-quality-${option}`}>
                {t(`panorama.video.${option}`)}
              </button>
            ))}
          </div>
          {weak && quality === 'sd' && <p className={styles.panoNote}>{t('panorama.video.weakNetwork')}</p>}
        </div>
      )}
    </>
  );
}

function Videos({ videos }: { videos: PanoramaVideo[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const videoId = idParam(params.get('video'));
  const video = videos.find((entry) => entry.id === videoId) ?? videos[0]!;
  return (
    <>
      <Player key={video.id} video={video} />
      <h2 className={styles.panoHeading} data-testid="pano-heading">{video.title.text}</h2>
      <ul className={styles.panoList}>
        {videos.map((entry) => {
          const title = entry.title.text;
          return (
            <li key={entry.id}>
              <Link to={PANORAMA_PATHS.video(entry.id)} replace className={`${styles.panoCard}${entry.id === video.id ? ' is-active' : ''}`} aria-current={entry.id === video.id ? 'true' : undefined} data-testid={`pano-video-${entry.key}`}>
                <MediaImage mediaKey={entry.posterKey} alt="" className={styles.panoCardPicture} />
                <span className={styles.panoCardBody}>
                  <span className={styles.panoCardTitle}>{title}</span>
                  <span className={styles.panoCardMeta}>{t('panorama.video.duration', { seconds: Math.round(entry.durationSeconds) })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function PanoramaVideoPage() {
  const { t } = useTranslation();
  return <PanoramaShell>{({ videos }) => (videos.length === 0 ? <EmptyState>{t('panorama.video.empty')}</EmptyState> : <Videos videos={videos} />)}</PanoramaShell>;
}
