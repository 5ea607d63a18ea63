/**
 * Decoding a HEIC photo to a JPEG on the phone (platform/photo/heic.ts loads this chunk only for a
 * HEIC file). libheif-js's bundle carries its WASM inside the script, so nothing is fetched at run
 * time beyond this chunk; libheif applies the photo's rotation and mirroring (irot/imir) itself.
 * libheif-js is LGPL-3.0, shipped unmodified as a separate chunk (docs/media-sources.md).
 */
import libheifFactory from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { context2d, newCanvas, toJpeg } from './canvas.ts';

/** The quality of the JPEG a HEIC becomes: near the camera's own, the upload shrinks it if need be. */
const JPEG_QUALITY = 0.92;

let libheif: ReturnType<typeof libheifFactory> | null = null;

/** The photo's primary picture as a JPEG; rejects when it cannot be decoded. */
export async function heicToJpeg(photo: Blob): Promise<Blob> {
  libheif ??= libheifFactory();
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(new Uint8Array(await photo.arrayBuffer()));
  const image = images[0];
  if (!image) throw new Error('no picture in the HEIC file');
  try {
    const width = image.get_width();
    const height = image.get_height();
    const canvas = newCanvas(width, height);
    const context = context2d(canvas);
    const pixels = context.createImageData(width, height);
    await new Promise<void>((resolve, reject) => image.display(pixels, (shown) => (shown ? resolve() : reject(new Error('HEIC decoding failed')))));
    context.putImageData(pixels, 0, 0);
    const jpeg = await toJpeg(canvas, JPEG_QUALITY);
    if (!jpeg) throw new Error('JPEG encoding failed');
    return jpeg;
  } finally {
    for (const each of images) each.free();
  }
}
