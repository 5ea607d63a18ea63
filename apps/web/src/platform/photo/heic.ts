/**
 * Photos in HEIC (an iPhone's or a recent Android's camera format), which most browsers can neither
 * show nor the server read (sharp's libvips here reads only AVIF of the HEIF family): decoded on the
 * phone to a JPEG as soon as they are picked, so the preview, the upload and the server all see a
 * JPEG. The decoder (libheif as WASM, ~700 kB gzip) is its own chunk, loaded only for a HEIC file.
 */

/** What file pickers accept: every image, so a phone offers its HEIC photos too (iOS then converts them itself). */
export const PHOTO_ACCEPT = 'image/*';

/** Brands of an ISO-BMFF file whose pictures are HEVC-coded (HEIC), per ISO/IEC 23008-12. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Brands any HEIF file may carry: HEIC when a HEIC brand is among its compatible ones (AVIF is not). */
const GENERIC_BRANDS = new Set(['mif1', 'msf1']);

const brandAt = (head: Uint8Array, offset: number) => String.fromCharCode(...head.subarray(offset, offset + 4));

/** Whether a file starting with these bytes is a HEIC photo (by its `ftyp` box, not its name). */
export function isHeic(head: Uint8Array): boolean {
  if (head.length < 12 || brandAt(head, 4) !== 'ftyp') return false;
  const major = brandAt(head, 8);
  if (HEIC_BRANDS.has(major)) return true;
  if (!GENERIC_BRANDS.has(major)) return false;
  const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  // Compatible brands follow the major brand and its version, up to the box's end.
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) {
    if (HEIC_BRANDS.has(brandAt(head, offset))) return true;
  }
  return false;
}

/** The name of a photo once it is a JPEG (the server picks the stored type by the extension). */
export function jpegFileName(name: string): string {
  if (/\.jpe?g$/i.test(name)) return name;
  return `${name.replace(/\.[^./]*$/, '') || 'picture'}.jpg`;
}

/** Enough bytes for the `ftyp` box of any camera's HEIC. */
const HEAD_BYTES = 64;

/**
 * The photo as something the browser and the server can read: a HEIC photo decoded to a JPEG,
 * anything else as it is. A HEIC the decoder cannot read is handed back unchanged, for the
 * server to refuse with its message.
 */
export async function readablePhoto(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  if (!isHeic(head)) return file;
  try {
    const { heicToJpeg } = await import('./heic-decode.ts');
    return new File([await heicToJpeg(file)], jpegFileName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    console.warn('HEIC photo could not be decoded', error);
    return file;
  }
}

/** `readablePhoto` for each of several photos, in order. */
export function readablePhotos(files: File[]): Promise<File[]> {
  return Promise.all(files.map(readablePhoto));
}
