/**
 * The rules of media URLs: keys live under their tenant, anyone in the tenant may read a stored
 * file, only a logged-in visitor may upload, and the server picks the upload's key and type.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode, MediaKeySchema, type SignUrlResult } from '@youlan/contract';
import type { AuthVisitor } from '../../platform/auth.ts';
import { AppError, badRequest, loginExpired, notFound } from '../../platform/errors.ts';
import { tenantKey, type MediaStorage } from '../../platform/storage/storage.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { pendingKey } from '../../entities/media/upload.service.ts';

/** A read URL works for an hour: long enough for a visit to a page, short enough that a shared link dies. */
export const READ_URL_TTL_SECONDS = 60 * 60;
/** An upload URL works for 10 minutes: time for a slow mobile connection to send one photo. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** 10 MiB: a full-size phone photo fits; anything bigger is refused. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** What may be uploaded, by the file name's extension (lower-cased); the type is signed into the URL. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

interface SignInput {
  tenant: Tenant;
  fileName: string;
  /** The public origin the local backend's URLs start with. */
  baseUrl: string;
}

/** The phone's `x-webp-support` header: true, false (iOS below 14), or null when it did not say. */
export type WebpSupport = boolean | null;

const RASTER_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/**
 * The stored key to read for an image, by the phone's WebP support: a phone that cannot show WebP
 * gets a JPEG or PNG stored beside a `.webp` file (same name), one that can gets a `.webp` stored
 * beside a JPEG or PNG (smaller). The server never converts; without a sibling the key is read as asked.
 */
export async function imageVariantKey(storage: MediaStorage, fullKey: string, webp: WebpSupport): Promise<string> {
  const match = RASTER_EXTENSIONS.exec(fullKey);
  if (!match?.[1] || webp === null) return fullKey;
  const isWebp = match[1].toLowerCase() === 'webp';
  if (isWebp === webp) return fullKey;
  const base = fullKey.slice(0, match.index);
  const candidates = webp ? ['webp'] : ['jpg', 'jpeg', 'png'];
  for (const extension of candidates) {
    if (await storage.exists(`${base}.${extension}`)) return `${base}.${extension}`;
  }
  return fullKey;
}

/** Purpose 1: a URL to read a file stored under the tenant; another tenant's key simply is not there. */
export async function signReadUrl(storage: MediaStorage, { tenant, fileName, baseUrl, webp = null }: SignInput & { webp?: WebpSupport }): Promise<SignUrlResult> {
  const parsed = MediaKeySchema.safeParse(fileName);
  if (!parsed.success) throw badRequest(`Invalid query.fileName: ${parsed.error.issues[0]?.message ?? 'not a storage key'}`, 'query.fileName');
  const key = parsed.data;
  const fullKey = tenantKey(tenant, key);
  if (!(await storage.exists(fullKey))) throw notFound(`No file is stored at ${key}`);
  const signed = await storage.signRead(await imageVariantKey(storage, fullKey, webp), { expiresInSeconds: READ_URL_TTL_SECONDS, baseUrl });
  return { key, url: signed.url, method: 'GET', headers: {}, maxBytes: null, expiresAt: signed.expiresAt.toISOString() };
}

/** Purpose 2 and 3: a URL a logged-in visitor PUTs one new file to, at a key the server chooses, of at most `maxBytes`. */
export async function signUploadUrl(storage: MediaStorage, { tenant, fileName, baseUrl, visitor, maxBytes = UPLOAD_MAX_BYTES }: SignInput & { visitor: AuthVisitor | null; maxBytes?: number }): Promise<SignUrlResult> {
  if (!visitor) throw loginExpired('uploading needs a logged-in visitor');
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const contentType = extension ? UPLOAD_CONTENT_TYPES[extension] : undefined;
  if (!extension || !contentType) {
    const accepted = Object.keys(UPLOAD_CONTENT_TYPES).map((ext) => `.${ext}`).join(', ');
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Cannot upload ${extension ? `.${extension}` : 'a file without an extension'}: send one of ${accepted}`);
  }
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `uploads/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
  // The bytes wait apart until finished and checked: no read URL reaches `.pending/`.
  const signed = await storage.signUpload(pendingKey(tenant.code, key), { expiresInSeconds: UPLOAD_URL_TTL_SECONDS, baseUrl, contentType, maxBytes });
  return { key, url: signed.url, method: 'PUT', headers: signed.headers, maxBytes, expiresAt: signed.expiresAt.toISOString() };
}


