/**
 * Picking photos: WeChat's picker (`wx.chooseImage`) inside WeChat, else the browser's file
 * picker. Either way the caller gets files it can show and upload (a HEIC photo as a JPEG).
 */
import { PHOTO_ACCEPT, readablePhotos } from '../photo/heic.ts';
import { callWx, configuredWx, WxCancelled, type Wx } from './wx-api.ts';

export interface ChooseImageOptions {
  /** At most this many photos (WeChat allows 9). */
  count?: number;
  /** `camera`, `album`, or both (the default). */
  sources?: ('camera' | 'album')[];
}

/** Resolves to the chosen photos; an empty list when the visitor closed the picker. */
export async function chooseImage({ count = 1, sources = ['album', 'camera'] }: ChooseImageOptions = {}): Promise<File[]> {
  const wx = await configuredWx();
  if (wx) {
    try {
      return await chooseWithWechat(wx, count, sources);
    } catch (error) {
      if (error instanceof WxCancelled) return [];
      console.warn('wx.chooseImage failed; using the browser picker', error);
    }
  }
  return readablePhotos(await chooseWithBrowser(count, sources));
}

async function chooseWithWechat(wx: Wx, count: number, sources: string[]): Promise<File[]> {
  const { localIds } = await callWx<{ localIds: string[] }>((callbacks) => wx.chooseImage({ count, sizeType: ['compressed'], sourceType: sources, ...callbacks }));
  const files: File[] = [];
  for (const [index, localId] of localIds.entries()) {
    // One at a time: WeChat on iOS drops concurrent getLocalImgData calls.
    const { localData } = await callWx<{ localData: string }>((callbacks) => wx.getLocalImgData({ localId, ...callbacks }));
    files.push(dataToFile(localData, `wechat-${index + 1}`));
  }
  return files;
}

/** iOS answers a data URL, Android bare base64 (JPEG). */
export function dataToFile(localData: string, baseName: string): File {
  const match = /^data:([^;]+);base64,/.exec(localData);
  const type = match?.[1] === 'image/jpg' ? 'image/jpeg' : (match?.[1] ?? 'image/jpeg');
  const base64 = match ? localData.slice(match[0].length) : localData;
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  return new File([bytes], `${baseName}.${extension}`, { type });
}

function chooseWithBrowser(count: number, sources: string[]): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = PHOTO_ACCEPT;
    input.multiple = count > 1;
    // Camera only: ask the phone to open the camera directly.
    if (sources.length === 1 && sources[0] === 'camera') input.capture = 'environment';
    input.style.display = 'none';
    const finish = (files: File[]) => {
      input.remove();
      resolve(files.slice(0, count));
    };
    input.addEventListener('change', () => finish([...(input.files ?? [])]));
    input.addEventListener('cancel', () => finish([]));
    document.body.append(input);
    input.click();
  });
}
