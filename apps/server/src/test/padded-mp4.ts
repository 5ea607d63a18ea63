/**
 * A large MP4 body made as it is sent, for the 360° video upload's stream test and its memory
 * benchmark: the demo MP4, then a `free` box (padding any MP4 may carry) of zeros up to the size.
 */
import { once } from 'node:events';
import type { ClientRequest } from 'node:http';

/** The 8-byte header of a `free` box of `size` bytes in all (header included). */
export function freeBoxHeader(size: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write('free', 4, 'latin1');
  return header;
}

/** Writes `bytes` zeros to the request from one 1 MB buffer, waiting whenever the connection asks it to. */
export async function writeZeros(req: ClientRequest, bytes: number): Promise<void> {
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!req.write(zeros.subarray(0, Math.min(zeros.length, left)))) await once(req, 'drain');
  }
}
