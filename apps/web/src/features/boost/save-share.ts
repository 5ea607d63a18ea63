/**
 * Keeping a finished photo: a download where the browser allows one, the picture itself to
 * long-press where it does not (iOS WeChat's web view ignores downloads: FIELD-NOTES, Images);
 * sharing the file through the phone's share sheet where there is one.
 */
import { isWeChat } from '../../platform/messaging-app.ts';
import { isIos } from '../../platform/webp.ts';

/** Whether a download can work here; where not, the screen shows the picture to long-press. */
export function canDownload(userAgent: string = navigator.userAgent): boolean {
  return !(isWeChat(userAgent) && isIos(userAgent));
}

async function fetchPicture(url: string, fileName: string): Promise<File> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the picture answered ${response.status}`);
  const blob = await response.blob();
  return new File([blob], fileName, { type: blob.type || 'image/jpeg' });
}

/**
 * Downloads through an object URL: a signed URL on another host (S3, OSS) would ignore the
 * `download` name and open the picture instead.
 */
export async function downloadPicture(url: string, fileName: string): Promise<void> {
  const file = await fetchPicture(url, fileName);
  const objectUrl = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; give slow phones a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}

/** 'shared' once the share sheet finished (or the visitor closed it); 'unsupported' where there is none. */
export async function sharePicture(url: string, fileName: string, text: string): Promise<'shared' | 'unsupported'> {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return 'unsupported';
  const file = await fetchPicture(url, fileName);
  if (!navigator.canShare({ files: [file] })) return 'unsupported';
  try {
    await navigator.share({ files: [file], text });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  }
  return 'shared';
}

/** A file name from the area's name and the photo's id, without characters file systems refuse. */
export function pictureFileName(areaName: string, materialId: number, mediaKey: string): string {
  const extension = /\.(png|webp|jpe?g)$/i.exec(mediaKey)?.[1]?.toLowerCase() ?? 'jpg';
  const base = areaName.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'photo';
  return `${base}-${materialId}.${extension === 'jpeg' ? 'jpg' : extension}`;
}
