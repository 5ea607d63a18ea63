/**
 * Uploading a picture (docs/uploads.md), the one way every feature does it: a signed URL for a new
 * file, the bytes PUT straight to storage with progress (XMLHttpRequest: fetch cannot report upload
 * progress), then the server checks and normalizes the picture. Only the key of a finished upload
 * may be attached to a punch or an opinion.
 */
import type { UploadedFile } from '@youlan/contract';
import { ErrorCode, SignPurpose, endpoints } from '@youlan/contract/runtime';
import { ApiError, call, ClientErrorCode } from '../platform/http.ts';
import { i18n, type MessageKey } from '../platform/i18n/index.ts';
import { jpegFileName, readablePhoto } from '../platform/photo/heic.ts';
import { retryOnNetwork } from './upload-retry.ts';
import './upload.messages.ts';

/** A PUT that makes no progress for this long is given up (slow phone networks are allowed for). */
export const UPLOAD_TIMEOUT_MS = 120_000;

const EXTENSION_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const PICTURE_EXTENSION = /\.(jpe?g|png|webp)$/i;

/**
 * The name to ask a signed URL for. The server picks the stored type by the extension, so a picture
 * whose name lacks one (some phone pickers give `image` or `blob`) is named after its MIME type; any
 * other name is kept, and the server refuses it by type.
 */
export function uploadFileName(name: string, mimeType: string): string {
  if (PICTURE_EXTENSION.test(name)) return name;
  const extension = EXTENSION_OF_TYPE[mimeType.toLowerCase()];
  if (!extension) return name || 'picture';
  const base = (name || 'picture').replace(/\.[^./]*$/, '') || 'picture';
  return `${base}.${extension}`;
}

/**
 * The error code of a failed PUT. The local store answers the app's JSON envelope; S3 and OSS
 * answer XML or nothing, so the status decides there.
 */
export function putFailureCode(status: number, responseText: string): ErrorCode | ClientErrorCode {
  try {
    const body = JSON.parse(responseText) as { code?: unknown };
    if (typeof body.code === 'string' && (Object.values(ErrorCode) as string[]).includes(body.code)) return body.code as ErrorCode;
  } catch {
    // Not the app's envelope: fall back on the status.
  }
  if (status === 413) return ErrorCode.PAYLOAD_TOO_LARGE;
  if (status === 415) return ErrorCode.UNSUPPORTED_MEDIA_TYPE;
  // An expired or refused signature.
  if (status === 401 || status === 403) return ErrorCode.FORBIDDEN;
  return ClientErrorCode.BAD_RESPONSE;
}

/** The i18n key of the message for a failure, by code; `http.*` keys are the client's own. */
export function uploadFailureMessageKey(code: string): MessageKey {
  switch (code) {
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return 'upload.tooLarge';
    case ErrorCode.UNSUPPORTED_MEDIA_TYPE:
      return 'upload.unsupported';
    case ErrorCode.FORBIDDEN:
      return 'upload.expired';
    case ClientErrorCode.TIMEOUT:
      return 'http.timeout';
    case ClientErrorCode.NETWORK:
      return 'http.network';
    case ErrorCode.LOGIN_EXPIRED:
      return 'http.loginExpired';
    default:
      return 'upload.failed';
  }
}

function put(url: string, body: Blob, headers: Record<string, string>, onProgress: ((fraction: number) => void) | undefined, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = (code: ErrorCode | ClientErrorCode, status: number) => reject(new ApiError(code, i18n.t(uploadFailureMessageKey(code)), status));
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    request.open('PUT', url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      settle();
      if (request.status >= 200 && request.status < 300) resolve();
      else fail(putFailureCode(request.status, request.responseText), request.status);
    };
    request.onerror = () => {
      settle();
      fail(ClientErrorCode.NETWORK, 0);
    };
    request.ontimeout = () => {
      settle();
      fail(ClientErrorCode.TIMEOUT, 0);
    };
    request.onabort = () => {
      settle();
      reject(new DOMException('upload cancelled', 'AbortError'));
    };
    request.send(body);
  });
}

export interface UploadOptions {
  /** Cancels the upload (the visitor removed the picture). */
  signal?: AbortSignal;
  /** What the upload is for; a photo-studio photo has a larger limit than a plain picture. */
  purpose?: typeof SignPurpose.UPLOAD | typeof SignPurpose.STUDIO_PHOTO;
  /** Told true while the upload waits for the network to come back, false when it goes on. */
  onWaiting?: (waiting: boolean) => void;
}

/**
 * Uploads one picture and resolves to the finished file, whose `key` a feature may then use.
 * A HEIC photo is first decoded to a JPEG (platform/photo/heic.ts) and a picture over the limit
 * shrunk (entities/upload-shrink.ts); a step the network interrupted is tried again when it
 * returns (entities/upload-retry.ts).
 * Rejects with an ApiError whose code says why: UNSUPPORTED_MEDIA_TYPE (not a picture: from the
 * signed URL, the PUT or the server's check), NETWORK, TIMEOUT (the network did not come back),
 * LOGIN_EXPIRED, …; with an AbortError when cancelled.
 */
export async function uploadPicture(file: File | Blob, fileName: string, onProgress?: (fraction: number) => void, options: UploadOptions = {}): Promise<UploadedFile> {
  const { signal, purpose = SignPurpose.UPLOAD, onWaiting } = options;
  let body: Blob = file;
  let name = fileName;
  if (file instanceof File) {
    body = await readablePhoto(file);
    if (body !== file) name = jpegFileName(fileName);
  }
  const retrying = { signal, onWaiting };
  // A new signed URL for each try: one signed before the network went may have expired since.
  const signed = await retryOnNetwork(async () => {
    let url = await call(endpoints.signUrl, { query: { fileName: name, purpose } }, { signal });
    // A photo over the limit is shrunk to a JPEG that fits rather than refused (a phone's camera
    // easily makes one), and sent under a JPEG name; once, however often the PUT is tried.
    if (url.maxBytes !== null && body.size > url.maxBytes) {
      const { shrinkPhoto } = await import('./upload-shrink.ts');
      body = await shrinkPhoto(body, url.maxBytes).catch(() => {
        throw new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, i18n.t(uploadFailureMessageKey(ErrorCode.UNSUPPORTED_MEDIA_TYPE)), 415);
      });
      const jpegName = jpegFileName(name);
      if (jpegName !== name) {
        name = jpegName;
        url = await call(endpoints.signUrl, { query: { fileName: name, purpose } }, { signal });
      }
    }
    onProgress?.(0);
    await put(url.url, body, url.headers, onProgress, signal);
    return url;
  }, retrying);
  onProgress?.(1);
  return retryOnNetwork(() => call(endpoints.completeUpload, { body: { key: signed.key } }, { signal }), retrying);
}
