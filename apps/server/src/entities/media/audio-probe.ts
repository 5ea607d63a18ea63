/**
 * Reads an audio file's duration from its own frames (music-metadata, the only file that imports
 * it). A file that does not parse as the declared type, or has no duration, is not a playable guide.
 */
import { parseBuffer } from 'music-metadata';

/** Seconds, or null when the bytes are not playable audio of `contentType`. */
export async function measureAudioSeconds(bytes: Buffer, contentType: string): Promise<number | null> {
  try {
    // `duration: true` reads every MPEG frame when the file has no header stating it (a VBR MP3 without Xing).
    const { format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true, skipCovers: true });
    const seconds = format.duration;
    // A parser that found no audio stream reports no codec and no duration.
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 && format.numberOfChannels !== undefined ? seconds : null;
  } catch {
    return null;
  }
}
