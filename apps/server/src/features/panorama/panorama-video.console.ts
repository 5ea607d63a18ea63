/**
 * The console's side of the area's 360° videos: the MP4 upload, streamed to the media store (never
 * held in memory; stopped at PANORAMA_VIDEO_MAX_BYTES; an MP4 by its own first bytes, with a video
 * track and a duration), and the video rows, audited like every content change.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { PANORAMA_VIDEO_CONTENT_TYPE, PANORAMA_VIDEO_MAX_BYTES, type ConsolePanoramaVideo, type ConsolePanoramaVideoFile, type PanoramaVideoFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { AuditActor } from '../../platform/console/audit.ts';
import { areaRows } from '../../platform/console/area-rows.ts';
import { recordConsoleUpload, requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { stageUpload, uploadRefused, uploadTooLarge } from '../../platform/storage/staged-upload.ts';
import { tenantKey } from '../../platform/storage/storage.ts';
import { MP4_HEAD_BYTES, probeMp4File, startsLikeMp4 } from '../../entities/media/mp4-probe.ts';
import type { PanoramaChange } from './panorama.console.ts';
import { panoramaVideo } from './panorama.table.ts';

const videoRows = areaRows(panoramaVideo, { targetType: 'panoramaVideo', noun: '360° video' });
type VideoRow = typeof panoramaVideo.$inferSelect;

export interface VideoUpload {
  db: Db;
  actor: AuditActor;
  area: Tenant;
  media: MediaAccess;
  /** Where the body is staged before it is whole (under DATA_DIR). */
  stagingDir: string;
}

/**
 * Streams an MP4 to the store under a key the server picks (`panorama/videos/<uuid>.mp4`) and
 * answers what it measured. A stated length past the limit is refused before a byte is read; a
 * body that grows past it is stopped there. Nothing is kept of a refused file.
 */
export async function storePanoramaVideoFile({ actor, area, media, stagingDir }: VideoUpload, body: Readable, statedBytes: number | null): Promise<ConsolePanoramaVideoFile> {
  if (statedBytes !== null && statedBytes > PANORAMA_VIDEO_MAX_BYTES) {
    body.resume();
    throw uploadTooLarge(PANORAMA_VIDEO_MAX_BYTES);
  }
  const staged = await stageUpload(body, {
    dir: stagingDir,
    maxBytes: PANORAMA_VIDEO_MAX_BYTES,
    headBytes: MP4_HEAD_BYTES,
    checkHead: (head) => {
      if (!startsLikeMp4(head)) throw uploadRefused('This file is not an MP4 video (it does not start like one): export the 360° video as MP4 (H.264) and upload it again');
    },
  });
  try {
    const facts = await probeMp4File(staged.path);
    if (!facts) throw uploadRefused('This MP4 has no video track or no duration: export the 360° video as MP4 (H.264) and upload it again');
    const key = `panorama/videos/${randomUUID()}.mp4`;
    await media.storage.putFile(tenantKey(area, key), staged.path, PANORAMA_VIDEO_CONTENT_TYPE);
    const file = { key, sizeBytes: staged.bytes, ...facts };
    await recordConsoleUpload(media, area, { actor, action: 'panoramaVideo.upload', after: file }, key);
    return { ...file, url: await signRead(media, area, key) };
  } finally {
    await staged.remove();
  }
}

async function presentVideo(media: MediaAccess, area: Tenant, row: VideoRow): Promise<ConsolePanoramaVideo> {
  const { tenantId: _tenant, ...fields } = row;
  const signed = (key: string | null) => (key ? signRead(media, area, key) : Promise.resolve(null));
  const [videoUrl, videoLowUrl, posterUrl] = await Promise.all([signRead(media, area, row.videoKey), signed(row.videoLowKey), signed(row.posterKey)]);
  return { ...fields, videoUrl, videoLowUrl, posterUrl };
}

export async function listConsolePanoramaVideos(db: Db, area: Tenant, media: MediaAccess): Promise<ConsolePanoramaVideo[]> {
  const rows = await db.select().from(panoramaVideo).where(eq(panoramaVideo.tenantId, area.id)).orderBy(asc(panoramaVideo.sort), asc(panoramaVideo.id));
  return Promise.all(rows.map((row) => presentVideo(media, area, row)));
}

/** Files a change names must be stored in the area; the ones the row already had stay allowed (an area file's, perhaps without their files). */
async function checkVideo({ area, media }: PanoramaChange, change: Partial<PanoramaVideoFields>, before: VideoRow | null): Promise<void> {
  for (const field of ['videoKey', 'videoLowKey', 'posterKey'] as const) {
    const key = change[field];
    if (key && key !== before?.[field]) await requireStored(media.storage, area, key, `body.${field}`);
  }
}

export async function createPanoramaVideo(change: PanoramaChange, fields: PanoramaVideoFields): Promise<ConsolePanoramaVideo> {
  const { db, actor, area, media } = change;
  await checkVideo(change, fields, null);
  const row = await db.transaction(async (tx) => {
    // A key like the area file's, so an export names the video by it.
    const created = await videoRows.insert(tx, area.id, { ...fields, key: `video-${randomUUID().slice(0, 8)}` });
    await videoRows.audit(tx, actor, 'create', created.id, null, created);
    return created;
  });
  return presentVideo(media, area, row);
}

export async function updatePanoramaVideo(change: PanoramaChange, id: number, fields: Partial<PanoramaVideoFields>): Promise<ConsolePanoramaVideo> {
  const { db, actor, area, media } = change;
  const row = await db.transaction(async (tx) => {
    const before = await videoRows.lock(tx, area.id, id);
    await checkVideo(change, fields, before);
    const updated = await videoRows.update(tx, area.id, before, fields);
    await videoRows.audit(tx, actor, 'update', id, before, updated);
    return updated;
  });
  return presentVideo(media, area, row);
}

/** The row goes; its files stay stored (like every removed content's media, not swept yet). */
export async function deletePanoramaVideo({ db, actor, area }: PanoramaChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await videoRows.lock(tx, area.id, id);
    await videoRows.delete(tx, area.id, id);
    await videoRows.audit(tx, actor, 'delete', id, before, null);
  });
}
