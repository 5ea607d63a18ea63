import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANORAMA_VIDEO_MAX_BYTES } from '@youlan/contract/console';
import { consoleCall, openConsoleAreas, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../../platform/console/console.table.ts';
import { panoramaVideo } from './panorama.table.ts';

const VIDEOS = join(import.meta.dirname, '../../../seed/media/panorama/videos');
const MP4 = readFileSync(join(VIDEOS, 'shiqikongqiao-day.mp4'));
const MP4_LOW = readFileSync(join(VIDEOS, 'shiqikongqiao-day-low.mp4'));
const POSTER = readFileSync(join(VIDEOS, 'shiqikongqiao-day.jpg'));
const PNG = readFileSync(join(import.meta.dirname, '../../../../web/public/icon-192.png'));
const MP3 = readFileSync(join(import.meta.dirname, '../../../seed/media/audio/xidi.mp3'));

let t: TestApp;
let area: TestArea;
let other: TestArea;
let editor: ConsoleLogin;
let viewer: ConsoleLogin;
let otherEditor: ConsoleLogin;

beforeAll(async () => {
  ({ t, area, other, editor, viewer, otherEditor } = await openConsoleAreas('otherEditor'));
});
afterAll(() => t.close());

const videosUrl = (code = area.code) => `/api/console/areas/${code}/panorama/videos`;
const filesUrl = (code = area.code) => `/api/console/areas/${code}/panorama/video-files`;
const upload = (login: ConsoleLogin | null, payload: Buffer | Readable, options: { code?: string; contentType?: string; headers?: Record<string, string> } = {}) =>
  consoleCall(t, login, { method: 'POST', url: filesUrl(options.code), payload, headers: { 'content-type': options.contentType ?? 'video/mp4', ...options.headers } });
const visitorVideos = async (code = area.code) => (await t.call(code, { method: 'GET', url: '/api/h5/panorama' })).json().data.videos as { id: number; title: { text: string; lang: string }; videoKey: string; videoLowKey: string | null; posterKey: string | null; durationSeconds: number }[];
const rows = (tenantId = area.id) => t.ctx.db.select().from(panoramaVideo).where(eq(panoramaVideo.tenantId, tenantId)).orderBy(asc(panoramaVideo.id));
/** What the local store holds of the area's uploaded videos, and what is left half-written (docs/storage.md). */
const storedVideos = (code = area.code) => (existsSync(join(t.dataDir, 'media', code, 'panorama/videos')) ? readdirSync(join(t.dataDir, 'media', code, 'panorama/videos')) : []);
const partialFiles = () => (existsSync(join(t.dataDir, 'media-partial')) ? readdirSync(join(t.dataDir, 'media-partial')) : []);

/** A body of `bytes` that starts like an MP4, made as it is read (never held whole). */
function generatedMp4Body(bytes: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  MP4.copy(chunk, 0, 0, 64);
  const zeros = Buffer.alloc(chunk.length);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const next = (sent === 0 ? chunk : zeros).subarray(0, Math.min(chunk.length, bytes - sent));
      sent += next.length;
      this.push(next);
    },
  });
}

describe('console 360° videos', () => {
  it('lists the area file’s video with signed URLs, for viewers too', async () => {
    const data = (await consoleCall(t, viewer, { method: 'GET', url: `/api/console/areas/${area.code}/panorama` })).json().data;
    expect(data.videos).toHaveLength(1);
    expect(data.videos[0]).toMatchObject({ title: expect.any(String), videoUrl: expect.stringContaining(data.videos[0].videoKey), videoLowUrl: expect.stringContaining(data.videos[0].videoLowKey), durationSeconds: 20 });
  });

  it('streams an MP4 up, measures it and audits it; a video made of it reaches visitors at once; changed, then deleted', async () => {
    const uploaded = await upload(editor, MP4);
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json().data;
    expect(file).toMatchObject({ key: expect.stringMatching(/^panorama\/videos\/[0-9a-f-]{36}\.mp4$/), sizeBytes: MP4.length, durationSeconds: 20, width: 2048, height: 1024, url: expect.stringContaining(file.key) });
    expect(await t.ctx.storage.get(`${area.code}/${file.key}`)).toEqual(MP4);
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'panoramaVideo.upload'), eq(auditLog.targetId, file.key)))).toMatchObject([{ after: { key: file.key, sizeBytes: MP4.length, durationSeconds: 20 } }]);
    // The signed URL answers byte ranges: the player seeks without downloading it all.
    const range = await t.app.inject({ method: 'GET', url: new URL(file.url).pathname + new URL(file.url).search, headers: { range: 'bytes=0-15' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');

    const low = (await upload(editor, MP4_LOW)).json().data;
    expect(low).toMatchObject({ width: 1024, height: 512 });
    const poster = (await consoleCall(t, editor, { method: 'POST', url: `/api/console/areas/${area.code}/pictures?use=panorama`, payload: POSTER, headers: { 'content-type': 'image/jpeg' } })).json().data;
    const created = await consoleCall(t, editor, {
      method: 'POST',
      url: videosUrl(),
      payload: { title: '十七孔桥·黄昏', videoKey: file.key, videoLowKey: low.key, posterKey: poster.key, durationSeconds: file.durationSeconds, sort: 5 },
    });
    expect(created.statusCode).toBe(200);
    const video = created.json().data;
    expect(video).toMatchObject({ key: expect.stringMatching(/^video-/), videoKey: file.key, videoUrl: expect.stringContaining(file.key), videoLowUrl: expect.stringContaining(low.key), posterUrl: expect.stringContaining(poster.key) });
    expect((await visitorVideos()).find((v) => v.id === video.id)).toMatchObject({ title: { text: '十七孔桥·黄昏', lang: 'zh-CN' }, videoKey: file.key, videoLowKey: low.key, posterKey: poster.key, durationSeconds: 20 });
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'panoramaVideo.create'), eq(auditLog.targetId, String(video.id))))).toMatchObject([{ before: null, after: { title: '十七孔桥·黄昏', videoKey: file.key } }]);

    const changed = await consoleCall(t, editor, { method: 'PATCH', url: `${videosUrl()}/${video.id}`, payload: { title: '十七孔桥', videoLowKey: null } });
    expect(changed.json().data).toMatchObject({ title: '十七孔桥', videoLowKey: null, videoLowUrl: null });
    expect((await visitorVideos()).find((v) => v.id === video.id)).toMatchObject({ title: { text: '十七孔桥' }, videoLowKey: null });
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'panoramaVideo.update'), eq(auditLog.targetId, String(video.id))))).toMatchObject([
      { before: { title: '十七孔桥·黄昏', videoLowKey: low.key }, after: { title: '十七孔桥', videoLowKey: null } },
    ]);

    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${videosUrl()}/${video.id}` })).json().data).toEqual({ deleted: true });
    expect((await visitorVideos()).map((v) => v.id)).not.toContain(video.id);
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'panoramaVideo.delete'), eq(auditLog.targetId, String(video.id))))).toMatchObject([{ before: { title: '十七孔桥' }, after: null }]);
    expect(partialFiles()).toEqual([]);
  });

  it('refuses what is not an MP4 video by its bytes, whatever it is called: 415, nothing stored', async () => {
    const before = storedVideos();
    // A PNG (or an MP3) named .mp4 arrives as video/mp4 from the browser: its first bytes tell.
    for (const bytes of [PNG, MP3, Buffer.from('ftyp')]) {
      const response = await upload(editor, bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('MP4') });
    }
    // An MP4 box, but no video track and no duration (an 'ftyp' alone).
    const ftypOnly = Buffer.from(MP4.subarray(0, MP4.readUInt32BE(0)));
    expect((await upload(editor, ftypOnly)).json()).toMatchObject({ status: 415, message: expect.stringContaining('no video track') });
    // Another declared type is not taken at all.
    expect((await upload(editor, MP4, { contentType: 'image/png' })).statusCode).toBe(415);
    expect((await upload(editor, Buffer.alloc(0))).statusCode).toBe(400);
    expect(storedVideos()).toEqual(before);
    expect(partialFiles()).toEqual([]);
  });

  it('refuses a file past the limit, stated or streamed: 413 with the limit, nothing stored, no partial file left', async () => {
    const before = storedVideos();
    const stated = await upload(editor, MP4, { headers: { 'content-length': String(PANORAMA_VIDEO_MAX_BYTES + 1) } });
    expect(stated.statusCode).toBe(413);
    // No length stated (chunked): the stream is counted and stopped at the limit.
    const streamed = await upload(editor, generatedMp4Body(PANORAMA_VIDEO_MAX_BYTES + 1024 * 1024));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.headers.connection).toBe('close');
    expect(streamed.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('500 MB') });
    expect(storedVideos()).toEqual(before);
    expect(partialFiles()).toEqual([]);
  });

  it('is for editors of the area: no session, no CSRF token, a viewer, another area’s editor are refused and nothing is stored', async () => {
    const before = storedVideos();
    expect((await upload(null, MP4)).statusCode).toBe(401);
    expect((await consoleCall(t, editor, { method: 'POST', url: filesUrl(), payload: MP4, headers: { 'content-type': 'video/mp4' }, csrf: false })).statusCode).toBe(403);
    const refused = await upload(viewer, MP4);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.connection).toBe('close');
    expect((await upload(otherEditor, MP4)).statusCode).toBe(403);
    expect(storedVideos()).toEqual(before);
    // Positive control: the same file from the other area's editor into their own area is stored there.
    expect((await upload(otherEditor, MP4, { code: other.code })).statusCode).toBe(200);
    expect(storedVideos(other.code)).toHaveLength(1);
  });

  it("keeps another area's videos and files out of reach, and names the field it refuses", async () => {
    const [own] = await rows();
    const [foreign] = await rows(other.id);
    // Positive control: the other area's visitors see its video.
    expect((await visitorVideos(other.code)).map((v) => v.id)).toContain(foreign!.id);
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${videosUrl()}/${foreign!.id}`, payload: { title: '越权' } })).statusCode).toBe(404);
    expect((await consoleCall(t, editor, { method: 'DELETE', url: `${videosUrl()}/${foreign!.id}` })).statusCode).toBe(404);
    expect((await consoleCall(t, viewer, { method: 'PATCH', url: `${videosUrl()}/${own!.id}`, payload: { title: '改名' } })).statusCode).toBe(403);
    expect((await consoleCall(t, viewer, { method: 'DELETE', url: `${videosUrl()}/${own!.id}` })).statusCode).toBe(403);
    expect(await rows(other.id)).toEqual([foreign]);

    const foreignFile = (await upload(otherEditor, MP4, { code: other.code })).json().data.key as string;
    for (const [payload, field] of [
      [{ videoKey: foreignFile }, 'body.videoKey'],
      [{ videoLowKey: 'panorama/videos/none.mp4' }, 'body.videoLowKey'],
      [{ posterKey: '../x.jpg' }, 'body.posterKey'],
      [{ durationSeconds: 0 }, 'body.durationSeconds'],
      [{ title: ' ' }, 'body.title'],
      [{ key: 'x' }, 'body'],
    ] as const) {
      const response = await consoleCall(t, editor, { method: 'PATCH', url: `${videosUrl()}/${own!.id}`, payload });
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}`)) });
    }
    expect(await rows()).toEqual([own]);
    // The files the row already has stay allowed when sent again (the test areas have no files).
    expect((await consoleCall(t, editor, { method: 'PATCH', url: `${videosUrl()}/${own!.id}`, payload: { videoKey: own!.videoKey, videoLowKey: own!.videoLowKey } })).statusCode).toBe(200);
  });
});
