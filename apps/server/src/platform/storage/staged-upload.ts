/**
 * A large upload (a 360° video) on its way to the media store: the request body is streamed to a
 * file under DATA_DIR as it arrives, counted (stopped past the limit) and its first bytes checked,
 * so it is never held in memory whole. The caller probes the staged file, hands it to the store
 * (`MediaStorage.putFile`) and always removes it; a refused upload leaves no file behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode } from '@youlan/contract';
import { AppError, badRequest } from '../errors.ts';

/** Where uploads are written before they are whole (the local store links its uploads from here too). */
export function stagingDirOf(dataDir: string): string {
  return resolve(dataDir, 'media-partial');
}

// Closing the connection stops the client sending the rest of a body we will not store.
const closing = { headers: { connection: 'close' } };
export const uploadTooLarge = (maxBytes: number) =>
  new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB an upload may be: make it smaller (a lower bitrate or resolution) and upload it again`, closing);
export const uploadRefused = (message: string) => new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message, closing);

export interface StagedUpload {
  path: string;
  bytes: number;
  /** Deletes the staged file (gone already is fine). */
  remove(): Promise<void>;
}

export interface StageOptions {
  dir: string;
  maxBytes: number;
  /** How many first bytes `checkHead` sees (fewer when the whole body is shorter). */
  headBytes: number;
  /** Throws to refuse the upload from its first bytes, before the rest is written. */
  checkHead: (head: Buffer) => void;
}

export async function stageUpload(body: Readable, options: StageOptions): Promise<StagedUpload> {
  await mkdir(options.dir, { recursive: true });
  const path = resolve(options.dir, randomUUID());
  const remove = () => unlink(path).catch(() => undefined);
  const file = await open(path, 'wx');
  let bytes = 0;
  let head: Buffer | null = Buffer.alloc(0);
  try {
    // Stopping early must not destroy the request: the client should still get the 413 / 415.
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > options.maxBytes) throw uploadTooLarge(options.maxBytes);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= options.headBytes) {
          options.checkHead(head.subarray(0, options.headBytes));
          head = null;
        }
      }
      // Awaited: the request is read no faster than the disk takes it.
      await file.write(chunk);
    }
    if (bytes === 0) throw badRequest('The upload is empty: send the file bytes as the body', 'body');
    if (head) options.checkHead(head);
    await file.close();
    return { path, bytes, remove };
  } catch (error) {
    body.resume();
    await file.close().catch(() => undefined);
    await remove();
    throw error;
  }
}

/**
 * Removes staged files last written before `before`: an upload cut off by the server stopping
 * leaves its file (a live one is written to as it arrives). Answers how many went.
 */
export async function sweepStagedFiles(dir: string, before: Date): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const path = resolve(dir, name);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile() || stats.mtime >= before) continue;
    await unlink(path).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
