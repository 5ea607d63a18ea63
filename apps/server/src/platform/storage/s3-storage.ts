/**
 * The at-scale media backend: any S3-compatible store (S3, MinIO, Aliyun OSS). URLs are presigned,
 * so phones read and upload directly and the bytes never pass through an API process.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { badRequest } from '../errors.ts';
import { isStorageKey, type MediaStorage, type SignOptions, type SignedUpload, type SignedUrl, type UploadOptions } from './storage.ts';

export interface S3StorageConfig {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class S3Storage implements MediaStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // By default the SDK presigns a PUT with the CRC32 of an empty body (the phone's bytes are
      // unknown at signing), which the real upload then fails, and stores that are not S3 may refuse
      // the checksum parameters; checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async signRead(key: string, options: SignOptions): Promise<SignedUrl> {
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: checked(key) }), { expiresIn: options.expiresInSeconds });
    return { url, expiresAt: expiresAt(options.expiresInSeconds) };
  }

  /**
   * A presigned PUT fixes the key and the Content-Type (signed, so another type is refused), but
   * not the size: the phone does not say it in advance. docs/storage.md says what enforces maxBytes.
   */
  async signUpload(key: string, options: UploadOptions): Promise<SignedUpload> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: checked(key), ContentType: options.contentType });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      // The presigner signs only `host` unless told: without this any type could be uploaded.
      signableHeaders: new Set(['content-type']),
    });
    return { method: 'PUT', url, headers: { 'Content-Type': options.contentType }, expiresAt: expiresAt(options.expiresInSeconds) };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checked(key), Body: body, ContentType: contentType }));
  }

  /** Streamed from disk with its length stated, so the SDK sends it in one PUT without buffering it (S3 takes up to 5 GB so). */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checked(key), Body: createReadStream(path), ContentLength: size, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      if (!result.Body) return null;
      return Buffer.from(await result.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, which is what callers want.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
  }
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw badRequest(`Not a valid storage key: ${key}`);
  return key;
}

function expiresAt(expiresInSeconds: number): Date {
  return new Date(Date.now() + expiresInSeconds * 1000);
}

/** HeadObject has no body to name the error, so a 404 status counts as much as NoSuchKey/NotFound. */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}
