/**
 * Starting an image job (a new sky or an edit) and the way to its progress screen. A request
 * travels to /boost/matLoad in the navigation state with its idempotency key, so loading that
 * screen again resends the same key and the server answers the same job rather than a second one.
 */
import type { EditOperation, ImageJob } from '@youlan/contract';
import { IDEMPOTENCY_HEADER, endpoints } from '@youlan/contract/runtime';
import { call } from '../../platform/http.ts';
import { newIdempotencyKey } from '../../platform/random.ts';

export type JobRequest = { kind: 'sky'; photoKey: string; skyId: number } | { kind: 'edit'; photoKey: string; operations: EditOperation[] };

export interface JobLaunch {
  request: JobRequest;
  idempotencyKey: string;
}

export function jobLaunch(request: JobRequest): JobLaunch {
  return { request, idempotencyKey: newIdempotencyKey() };
}

export function startJob({ request, idempotencyKey }: JobLaunch, signal?: AbortSignal): Promise<ImageJob> {
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  return request.kind === 'sky'
    ? call(endpoints.replaceSkyImage, { query: { photoKey: request.photoKey, skyId: request.skyId } }, { headers, signal })
    : call(endpoints.createImageEdit, { body: { photoKey: request.photoKey, operations: request.operations } }, { headers, signal });
}

/** The request that makes the same picture again (the retry of a failed or cancelled job). */
export function requestOfJob(job: Pick<ImageJob, 'kind' | 'photoKey' | 'operations'>): JobRequest {
  const sky = job.operations.find((operation) => operation.type === 'sky');
  if (job.kind === 'sky' && sky) return { kind: 'sky', photoKey: job.photoKey, skyId: sky.skyId };
  return { kind: 'edit', photoKey: job.photoKey, operations: job.operations };
}

/** A launch carried in the navigation state, checked: history state outlives the code that wrote it. */
export function launchFromState(state: unknown): JobLaunch | null {
  if (typeof state !== 'object' || state === null || !('launch' in state)) return null;
  const launch = (state as { launch: unknown }).launch as Partial<JobLaunch> | null;
  if (!launch || typeof launch.idempotencyKey !== 'string' || typeof launch.request !== 'object' || launch.request === null) return null;
  const request = launch.request as Partial<JobRequest>;
  if (typeof request.photoKey !== 'string') return null;
  if (request.kind === 'sky' && typeof request.skyId === 'number') return launch as JobLaunch;
  if (request.kind === 'edit' && Array.isArray(request.operations)) return launch as JobLaunch;
  return null;
}

export const BOOST_PATHS = {
  photos: '/boost/photos',
  mine: '/boost/photos?tab=mine',
  detail: (placePoseId: number) => `/boost/detail?placePoseId=${placePoseId}`,
  course: '/boost/course',
  takePhoto: (placePoseId: number | null) => (placePoseId === null ? '/boost/takePhoto' : `/boost/takePhoto?placePoseId=${placePoseId}`),
  matLoad: '/boost/matLoad',
  matLoadJob: (jobId: number) => `/boost/matLoad?job=${jobId}`,
  matView: (materialId: number) => `/boost/matView?material=${materialId}`,
} as const;

/** The photo studio's screens read ids from their queries the way every screen does. */
export { idParam } from '../../platform/id-param.ts';
