/**
 * /boost/takePhoto[?placePoseId=]: the camera with the chosen pose's outline over it. The kept
 * photo goes up through the signed upload (the photo-studio purpose, for full-resolution photos),
 * then /boost/matLoad puts the chosen sky in.
 */
import type { Sky } from '@youlan/contract';
import { endpoints, SignPurpose } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CameraView } from '../../ui/camera-view.tsx';
import { call, isApiError } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { uploadFailureMessageKey, uploadFileName, uploadPicture } from '../../entities/upload.ts';
import { useGoBack, useScreenTitle } from '../../ui/route-handle.ts';
import { placeSampleQuery, skiesQuery } from './boost-queries.ts';
import { idParam } from '../../platform/id-param.ts';
import { BOOST_PATHS, jobLaunch, type JobRequest } from './image-jobs.ts';
import { SkyPicker } from './sky-picker.tsx';
import './boost.messages.ts';

type Upload = { kind: 'idle' } | { kind: 'uploading'; percent: number; waiting: boolean } | { kind: 'checking' } | { kind: 'failed'; message: string };

export default function BoostTakePhotoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const routeTitle = useScreenTitle();
  const [params] = useSearchParams();
  const placePoseId = idParam(params.get('placePoseId'));
  const sample = useQuery({ ...placeSampleQuery(placePoseId ?? 0), enabled: placePoseId !== null });
  const outlineKey = sample.data?.placePose.pose.outlineKey ?? null;
  const outline = useQuery({ ...mediaUrlQuery(outlineKey ?? ''), enabled: outlineKey !== null });
  const skies = useQuery(skiesQuery);
  const [chosenSky, setChosenSky] = useState<Sky | null>(null);
  const sky = chosenSky ?? skies.data?.[0] ?? null;
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });

  const pose = sample.data?.placePose.pose;
  const title = pose ? t('boost.take.titleWithPose', { pose: pose.name.text }) : routeTitle;

  async function use(photo: File) {
    setUpload({ kind: 'uploading', percent: 0, waiting: false });
    let key: string;
    try {
      ({ key } = await uploadPicture(photo, uploadFileName(photo.name, photo.type), (fraction) => setUpload({ kind: 'uploading', percent: Math.round(fraction * 100), waiting: false }), {
        purpose: SignPurpose.STUDIO_PHOTO,
        onWaiting: (waiting) => setUpload((current) => (current.kind === 'uploading' ? { ...current, waiting } : current)),
      }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setUpload({ kind: 'failed', message: t(uploadFailureMessageKey(error.code)) });
      return;
    }
    // Said before the visitor waits for a job that would change nothing (issue 30).
    if (sky) {
      setUpload({ kind: 'checking' });
      try {
        const check = await call(endpoints.checkSky, { query: { photoKey: key } });
        if (!check.skyFound) {
          setUpload({ kind: 'failed', message: t('boost.take.noSky') });
          return;
        }
      } catch (error) {
        // The job itself still says "no sky" if this quick check could not be made.
        if (!isApiError(error)) throw error;
      }
    }
    // Without a sky library the photo still becomes one of the visitor's photos, untouched.
    const request: JobRequest = sky ? { kind: 'sky', photoKey: key, skyId: sky.id } : { kind: 'edit', photoKey: key, operations: [{ type: 'filter', preset: 'original' }] };
    void navigate(BOOST_PATHS.matLoad, { state: { launch: jobLaunch(request) } });
  }

  return (
    <CameraView
      title={title}
      onBack={goBack}
      outlineUrl={outline.data ?? null}
      onUse={(photo) => void use(photo)}
      busyLabel={upload.kind === 'uploading' ? (upload.waiting ? t('upload.waiting') : t('boost.take.uploading', { percent: upload.percent })) : upload.kind === 'checking' ? t('boost.take.checkingSky') : null}
      message={upload.kind === 'failed' ? upload.message : null}
      previewExtra={
        skies.data && skies.data.length > 0 ? <SkyPicker skies={skies.data} selectedId={sky?.id ?? null} onSelect={setChosenSky} label={t('boost.take.skyLabel')} disabled={upload.kind === 'uploading' || upload.kind === 'checking'} tone="dark" /> : null
      }
    />
  );
}
