/**
 * Media storage, one interface with two backends: files under DATA_DIR served by this server
 * with HMAC-signed URLs (the embedded default), or any S3-compatible store with presigned URLs.
 * Keys given here are full keys, already scoped by tenant (`<tenantCode>/<key>`).
 */
import { MEDIA_KEY_PATTERN } from '@youlan/contract';

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

export interface SignedUpload extends SignedUrl {
  method: 'PUT';
  /** Headers the upload must carry exactly (the signed Content-Type). */
  headers: Record<string, string>;
}

export interface SignOptions {
  expiresInSeconds: number;
  /** The public origin of this server (`http://localhost:8080`), for the local backend's URLs. */
  baseUrl: string;
}

export interface UploadOptions extends SignOptions {
  contentType: string;
  maxBytes: number;
}

export interface MediaStorage {
  readonly driver: 'local' | 's3';
  exists(key: string): Promise<boolean>;
  signRead(key: string, options: SignOptions): Promise<SignedUrl>;
  signUpload(key: string, options: UploadOptions): Promise<SignedUpload>;
  /**
   * Stores bytes directly (seeding, imports), replacing what the key held. The local backend serves
   * a file with the type its extension names, so there the key's extension must match contentType.
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a finished file from disk (a streamed upload, staged whole first) without reading it into
   * memory. The local store moves it into place, so the file at `path` may be gone afterwards.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Reads bytes back (image processing, tests). Null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a file (a refused upload); a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The store's key of an area's file: the app's keys are relative to their area (docs/storage.md). */
export function tenantKey(tenant: { code: string }, key: string): string {
  return `${tenant.code}/${key}`;
}

/** A tenant code, `/`, then a 512-character app key fit in this. */
const FULL_KEY_MAX_LENGTH = 600;

/** Whether a full key is canonical (no `..`, empty or `.` segment): checked before a key nears a path or URL. */
export function isStorageKey(key: string): boolean {
  return key.length <= FULL_KEY_MAX_LENGTH && MEDIA_KEY_PATTERN.test(key);
}

/** Keys under this prefix hold uploads not yet checked: never signed for reading, never served. No tenant code has a dot. */
export const PENDING_PREFIX = '.pending/';
