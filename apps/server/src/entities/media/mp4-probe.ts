/**
 * What the console needs to know of an MP4 (ISO BMFF) file: that it is one (it starts with an
 * `ftyp` box), that it has a video track, its duration (`mvhd`) and its frame (`tkhd`). Only the
 * top-level box headers and the `moov` box are read, by random access, so a 500 MB file costs a few
 * small reads wherever its `moov` sits. music-metadata (the audio adapter) takes durations from
 * audio tracks only, and a silent 360° video has none.
 */
import { open, type FileHandle } from 'node:fs/promises';

export interface Mp4Facts {
  durationSeconds: number;
  /** The first video track's frame (tkhd), null when it states none. */
  width: number | null;
  height: number | null;
}

/** Bytes `startsLikeMp4` needs. */
export const MP4_HEAD_BYTES = 12;

/** Whether a file's first bytes open an MP4: a box of a plausible size whose type is `ftyp`. */
export function startsLikeMp4(head: Buffer): boolean {
  return head.length >= MP4_HEAD_BYTES && head.toString('latin1', 4, 8) === 'ftyp' && head.readUInt32BE(0) >= 16;
}

/** A `moov` is the index of the samples: megabytes for hours of video. More is not a video we play. */
const MOOV_MAX_BYTES = 64 * 1024 * 1024;

interface BoxHeader {
  type: string;
  /** Of the whole box, header included. */
  size: number;
  headerSize: number;
}

/** A box header at `at` in `bytes` (8 bytes, or 16 with a 64-bit size); size 0 runs to `end`. Null when malformed. */
function headerAt(bytes: Buffer, at: number, end: number): BoxHeader | null {
  if (at + 8 > bytes.length) return null;
  const type = bytes.toString('latin1', at + 4, at + 8);
  const small = bytes.readUInt32BE(at);
  if (small === 1) {
    if (at + 16 > bytes.length) return null;
    return { type, size: Number(bytes.readBigUInt64BE(at + 8)), headerSize: 16 };
  }
  const size = small === 0 ? end : small;
  return size >= 8 ? { type, size, headerSize: 8 } : null;
}

function* children(box: Buffer): Generator<[string, Buffer]> {
  let at = 0;
  while (at + 8 <= box.length) {
    const header = headerAt(box, at, box.length - at);
    if (!header || header.size < header.headerSize || at + header.size > box.length) return;
    yield [header.type, box.subarray(at + header.headerSize, at + header.size)];
    at += header.size;
  }
}

function child(box: Buffer | null, type: string): Buffer | null {
  if (!box) return null;
  for (const [name, body] of children(box)) if (name === type) return body;
  return null;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The facts of the MP4 at `path`; null when it is not an MP4 with a video track and a duration. */
export async function probeMp4File(path: string): Promise<Mp4Facts | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (!startsLikeMp4(await readAt(file, 0, MP4_HEAD_BYTES))) return null;
    for (let at = 0; at + 8 <= size; ) {
      const header = headerAt(await readAt(file, at, 16), 0, size - at);
      if (!header || header.size < header.headerSize) return null;
      if (header.type === 'moov') {
        if (header.size > MOOV_MAX_BYTES || at + header.size > size) return null;
        return factsOf(await readAt(file, at + header.headerSize, header.size - header.headerSize));
      }
      at += header.size;
    }
    return null;
  } finally {
    await file.close();
  }
}

function factsOf(moov: Buffer): Mp4Facts | null {
  const mvhd = child(moov, 'mvhd');
  if (!mvhd || mvhd.length < 20) return null;
  // A full box: version, flags; then times, the timescale (units a second) and the duration in them, 32 or 64 bits by version.
  const v1 = mvhd[0] === 1;
  if (v1 && mvhd.length < 32) return null;
  const timescale = mvhd.readUInt32BE(v1 ? 20 : 12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  if (!timescale || !duration) return null;
  for (const [type, trak] of children(moov)) {
    if (type !== 'trak') continue;
    const hdlr = child(child(trak, 'mdia'), 'hdlr');
    if (!hdlr || hdlr.length < 12 || hdlr.toString('latin1', 8, 12) !== 'vide') continue;
    return { durationSeconds: duration / timescale, ...frameOf(child(trak, 'tkhd')) };
  }
  return null;
}

/** tkhd's width and height: 16.16 fixed point after the matrix, where the version puts them. */
function frameOf(tkhd: Buffer | null): { width: number | null; height: number | null } {
  const at = tkhd?.[0] === 1 ? 88 : 76;
  if (!tkhd || tkhd.length < at + 8) return { width: null, height: null };
  const width = Math.round(tkhd.readUInt32BE(at) / 65536);
  const height = Math.round(tkhd.readUInt32BE(at + 4) / 65536);
  return width && height ? { width, height } : { width: null, height: null };
}
