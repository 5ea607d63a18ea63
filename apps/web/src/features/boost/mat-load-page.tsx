/**
 * /boost/matLoad: making the picture. A job request arrives in the navigation state and is sent
 * once (its idempotency key makes a reload answer the same job); the address then becomes
 * `?job=<id>` and the job's real state is read until it settles: queued (with the photos ahead),
 * working with its percent, done (→ the result), failed (why, and retry) or cancelled.
 */
import type { ImageJob } from '@youlan/contract';
import { endpoints, ErrorCode, MATERIALS_MAX_PER_VISITOR } from '@youlan/contract/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { call, isApiError } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { getToken } from '../../platform/storage.ts';
import { errorText } from '../../ui/error-text.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { imageJobQuery, MINE_ROOT } from './boost-queries.ts';
import { idParam } from '../../platform/id-param.ts';
import { BOOST_PATHS, jobLaunch, launchFromState, requestOfJob, startJob, type JobLaunch } from './image-jobs.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import './boost.messages.ts';
import styles from './boost.module.css';

function useRemake() {
  const navigate = useNavigate();
  return (job: ImageJob) => void navigate(BOOST_PATHS.matLoad, { replace: true, state: { launch: jobLaunch(requestOfJob(job)) } });
}

function Progress({ job, token }: { job: ImageJob; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remake = useRemake();
  const cancel = useMutation({
    mutationFn: () => call(endpoints.cancelImageJob, { params: { id: job.id } }),
    onSuccess: (cancelled) => queryClient.setQueryData(imageJobQuery(token, job.id).queryKey, cancelled),
  });

  const running = job.state === 'queued' || job.state === 'working';
  const percent = job.state === 'working' ? job.percent : job.state === 'done' ? 100 : 0;
  const status =
    job.state === 'queued'
      ? job.queuePosition > 0
        ? t('boost.load.queued', { count: job.queuePosition })
        : t('boost.load.queuedNext')
      : job.state === 'working'
        ? t('boost.load.working', { percent: job.percent })
        : job.state === 'done'
          ? t('boost.load.done')
          : job.state === 'cancelled'
            ? t('boost.load.cancelled')
            : t(`boost.load.failed.${job.failure ?? 'processing_failed'}`);

  return (
    <div className={styles.boostLoad} data-testid="boost-job" data-state={job.state}>
      <div className={`${styles.boostLoadPhoto}${running ? ' is-running' : ''}`}>
        <MediaImage className={styles.boostLoadPhotoMedia} mediaKey={job.photoKey} alt="" />
      </div>
      <ProgressBar share={percent / 100} label={status} className={styles.boostLoadBar} />
      <p className={`${styles.boostLoadStatus}${job.state === 'failed' ? ' is-error' : ''}`} role={job.state === 'failed' ? 'alert' : 'status'} data-testid="boost-job-status">
        {status}
      </p>
      {running && <p className={styles.boostLoadStep}>{t(job.kind === 'sky' ? 'boost.load.stepSky' : 'boost.load.stepEdit')}</p>}
      {cancel.isError && (
        <p className={`${styles.boostLoadStatus} is-error`} role="alert">
          {errorText(cancel.error)}
        </p>
      )}
      <div className={styles.boostLoadActions}>
        {running ? (
          <button type="button" className="yl-button yl-button--outline" onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="boost-job-cancel">
            {t('boost.load.cancel')}
          </button>
        ) : job.state === 'done' ? null : (
          <>
            <button type="button" className="yl-button" onClick={() => remake(job)} data-testid="boost-job-retry">
              {job.state === 'failed' ? t('common.retry') : t('boost.load.remake')}
            </button>
            <button type="button" className="yl-link-button" onClick={() => void navigate(BOOST_PATHS.photos)}>
              {t('boost.load.backToPhotos')}
            </button>
          </>
        )}
      </div>
      {job.state === 'done' && job.material && <DoneRedirect materialId={job.material.id} />}
    </div>
  );
}

function DoneRedirect({ materialId }: { materialId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The new photo heads "my photos".
    void queryClient.invalidateQueries({ queryKey: MINE_ROOT });
    void navigate(BOOST_PATHS.matView(materialId), { replace: true });
  }, [materialId, navigate, queryClient]);
  return null;
}

function JobProgress({ token, jobId }: { token: string; jobId: number }) {
  const { t } = useTranslation();
  const job = useQuery(imageJobQuery(token, jobId));
  if (job.isPending) return <LoadingState />;
  if (job.isError) {
    if (isApiError(job.error) && job.error.status === 404) return <EmptyState>{t('boost.load.unknown')}</EmptyState>;
    return <ErrorState message={errorText(job.error)} onRetry={() => void job.refetch()} />;
  }
  return <Progress job={job.data} token={token} />;
}

function Launching({ launch }: { launch: JobLaunch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A query, not a mutation: sent once per idempotency key however often the screen renders.
  const started = useQuery({ queryKey: ['boost', 'launch', launch.idempotencyKey], queryFn: ({ signal }) => startJob(launch, signal), retry: false, staleTime: Infinity });
  const jobId = started.data?.id;
  useEffect(() => {
    if (jobId !== undefined) void navigate(BOOST_PATHS.matLoadJob(jobId), { replace: true });
  }, [jobId, navigate]);
  if (started.isError) {
    // Trying again cannot help a full album; deleting pictures does.
    if (isApiError(started.error) && started.error.code === ErrorCode.MATERIALS_FULL) return <ErrorState message={t('boost.load.full', { max: MATERIALS_MAX_PER_VISITOR })} />;
    return <ErrorState message={errorText(started.error)} onRetry={() => void started.refetch()} />;
  }
  // The same frame as the progress that follows, so nothing jumps when the job arrives.
  return (
    <div className={styles.boostLoad}>
      <div className={`${styles.boostLoadPhoto} is-running`}>
        <MediaImage className={styles.boostLoadPhotoMedia} mediaKey={launch.request.photoKey} alt="" />
      </div>
      <ProgressBar share={0} label={t('boost.load.sending')} className={styles.boostLoadBar} />
      <p className={styles.boostLoadStatus} role="status">
        {t('boost.load.sending')}
      </p>
    </div>
  );
}

export default function BoostMatLoadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = getToken();
  const jobId = idParam(params.get('job'));
  const launch = launchFromState(location.state);
  return (
    <PageShell>
      {!token ? (
        <LoadingState />
      ) : jobId !== null ? (
        <JobProgress token={token} jobId={jobId} />
      ) : launch ? (
        <Launching launch={launch} />
      ) : (
        <div className={styles.boostEmpty}>
          <EmptyState>{t('boost.load.noRequest')}</EmptyState>
          <button type="button" className="yl-button yl-button--small" onClick={() => void navigate(BOOST_PATHS.photos)}>
            {t('boost.mine.goShoot')}
          </button>
        </div>
      )}
    </PageShell>
  );
}
