/**
 * Shrinking a photo that is over the upload limit (issue 29: a photo the phone took is converted,
 * not refused). Decoded upright (the EXIF orientation applied, as the server would not see it in
 * the new file), drawn at most LONG_SIDE_MAX px on its long side and encoded as JPEG, at lower
 * qualities until it fits. Its own chunk: only an oversized photo loads it.
 */
import { context2d, newCanvas, toJpeg } from '../platform/photo/canvas.ts';

/** The long side of a shrunk photo: more than any screen shows, well within the limits as JPEG. */
export const LONG_SIDE_MAX = 4096;
const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6];

/** A JPEG of the photo within `maxBytes`; rejects when the browser cannot decode it. */
export async function shrinkPhoto(photo: Blob, maxBytes: number): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    let scale = Math.min(1, LONG_SIDE_MAX / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = newCanvas(width, height);
      const context = context2d(canvas);
      // JPEG has no transparency: a transparent picture is shown on white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of JPEG_QUALITIES) {
        const jpeg = await toJpeg(canvas, quality);
        if (jpeg && jpeg.size <= maxBytes) return jpeg;
      }
      // Only a tiny limit gets here: halve the picture until it fits.
      scale /= 2;
    }
  } finally {
    bitmap.close();
  }
}
