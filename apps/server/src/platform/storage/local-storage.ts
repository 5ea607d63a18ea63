/**
 * The embedded media backend: files under `<DATA_DIR>/media/<full key>`, read and written through
 * this server at HMAC-signed, expiring URLs. The signing key comes from the shared secret, so a URL
 * survives restarts and works on every instance; phones never hold a credential.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import send from '@fastify/send';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@youlan/contract';
import { AppError, badRequest, notFound } from '../errors.ts';
import { isDiskFull, storageFull, type DiskRoom } from './disk-room.ts';
import { stagingDirOf } from './staged-upload.ts';
import { PENDING_PREFIX, isStorageKey, type MediaStorage, type SignOptions, type SignedUpload, type SignedUrl, type UploadOptions } from './storage.ts';

const ROUTE_PREFIX = '/media/';
/** Media that is text (an illustrated map drawn in SVG): gzip makes it a sixth over the air. */
const COMPRESSIBLE_MEDIA = /\.svg$/i;

/** What a signature grants: one method on one key until `exp`; uploads also fix the type and size. */
interface Grant {
  method: 'GET' | 'PUT';
  key: string;
  /** Unix seconds. */
  exp: number;
  contentType?: string;
  maxBytes?: number;
}

type SignedQuery = Partial<Record<'exp' | 'sig' | 'ct' | 'max', string>>;

const forbidden = (message: string) => new AppError(403, ErrorCode.FORBIDDEN, message);
/** A write the disk refused: a full disk is the client's 507, anything else stays an error. */
const failedWrite = (error: unknown): never => {
  throw isDiskFull(error) ? storageFull() : error;
};
// Closing the connection stops the client sending the rest of a body we will not store.
const tooLarge = (maxBytes: number) =>
  new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, `The upload is larger than the ${maxBytes} bytes this URL allows`, { headers: { connection: 'close' } });

export class LocalStorage implements MediaStorage {
  readonly driver = 'local' as const;
  readonly root: string;
  /** Uploads are written here first and linked into place whole, so a reader never sees half a file. */
  private readonly partialDir: string;
  private readonly signingKey: Buffer;

  constructor(dataDir: string, secret: string) {
    this.root = resolve(dataDir, 'media');
    this.partialDir = stagingDirOf(dataDir);
    // A key of its own, so a media signature can never pass for a token signature or the reverse.
    this.signingKey = createHmac('sha256', secret).update('media').digest();
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async signRead(key: string, options: SignOptions): Promise<SignedUrl> {
    const grant: Grant = { method: 'GET', key, exp: expiry(options.expiresInSeconds) };
    return { url: this.urlOf(options.baseUrl, grant), expiresAt: new Date(grant.exp * 1000) };
  }

  async signUpload(key: string, options: UploadOptions): Promise<SignedUpload> {
    const grant: Grant = { method: 'PUT', key, exp: expiry(options.expiresInSeconds), contentType: options.contentType, maxBytes: options.maxBytes };
    return {
      method: 'PUT',
      url: this.urlOf(options.baseUrl, grant),
      headers: { 'Content-Type': options.contentType },
      expiresAt: new Date(grant.exp * 1000),
    };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const servedAs = servedTypeOf(key);
    if (servedAs !== contentType) throw new Error(`local storage would serve ${key} as ${servedAs}, not ${contentType}: give the key a matching extension`);
    const partial = await this.partialPath();
    try {
      await writeFile(partial, body, { flag: 'wx' }).catch(failedWrite);
      await mkdir(dirname(path), { recursive: true });
      await rename(partial, path);
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  }

  async putFile(key: string, source: string, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const servedAs = servedTypeOf(key);
    if (servedAs !== contentType) throw new Error(`local storage would serve ${key} as ${servedAs}, not ${contentType}: give the key a matching extension`);
    await mkdir(dirname(path), { recursive: true });
    // Staged under DATA_DIR like the media folder, so this is a rename on one file system, not a copy.
    await rename(source, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  /** Streams an upload to a partial file, then links it into place only when whole and within the limit. */
  async storeUpload(key: string, body: Readable | undefined, maxBytes: number): Promise<void> {
    const path = this.pathOf(key);
    const partial = await this.partialPath();
    const file = await open(partial, 'wx');
    let bytes = 0;
    try {
      if (body) {
        // Stopping early must not destroy the request: the client should still get the 413.
        for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          if (bytes > maxBytes) {
            body.resume();
            throw tooLarge(maxBytes);
          }
          await file.write(chunk).catch(failedWrite);
        }
      }
      // Flushed and closed before it is linked into place.
      await file.close().catch(failedWrite);
      if (bytes === 0) throw badRequest('The upload is empty: PUT the file bytes as the body', 'body');
      await mkdir(dirname(path), { recursive: true });
      try {
        // link, unlike rename, refuses to replace: a second PUT to the same URL changes nothing.
        await link(partial, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw forbidden('A file is already stored at this key; ask for a new upload URL');
        throw error;
      }
    } finally {
      await file.close();
      await unlink(partial).catch(() => undefined);
    }
  }

  /** Checks a request's key, its signature, then its expiry; returns what it grants. */
  verify(method: Grant['method'], key: string, query: SignedQuery): Grant {
    this.pathOf(key);
    const exp = Number(query.exp);
    if (!query.sig || !Number.isInteger(exp)) throw forbidden('This media URL is not signed; ask for a signed URL');
    const grant: Grant = { method, key, exp };
    if (method === 'PUT') {
      grant.contentType = query.ct ?? '';
      grant.maxBytes = Number(query.max);
    }
    const expected = Buffer.from(this.signatureOf(grant), 'base64url');
    const given = Buffer.from(query.sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('The signature of this media URL does not match; ask for a new URL');
    }
    if (Date.now() > exp * 1000) throw forbidden(`This media URL expired at ${new Date(exp * 1000).toISOString()}; ask for a new one`);
    return grant;
  }

  private signatureOf(grant: Grant): string {
    // JSON keeps the fields apart: no value can end one field and start the next.
    const fields = [grant.method, grant.key, grant.exp, grant.contentType ?? null, grant.maxBytes ?? null];
    return createHmac('sha256', this.signingKey).update(JSON.stringify(fields)).digest('base64url');
  }

  private urlOf(baseUrl: string, grant: Grant): string {
    // Never sign a key that could not be served.
    this.pathOf(grant.key);
    const query = new URLSearchParams({ exp: String(grant.exp) });
    if (grant.method === 'PUT') {
      query.set('ct', grant.contentType ?? '');
      query.set('max', String(grant.maxBytes));
    }
    query.set('sig', this.signatureOf(grant));
    const path = grant.key.split('/').map(encodeURIComponent).join('/');
    return `${baseUrl.replace(/\/+$/, '')}${ROUTE_PREFIX}${path}?${query.toString()}`;
  }

  /** The file of a key; a key that is not canonical or would leave the media folder is refused. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!isStorageKey(key) || !path.startsWith(this.root + sep)) throw badRequest(`Not a valid storage key: ${key}`);
    return path;
  }

  private async partialPath(): Promise<string> {
    await mkdir(this.partialDir, { recursive: true });
    return resolve(this.partialDir, randomUUID());
  }
}

/** The type a key's file is served as: by its extension, like a static file server. */
function servedTypeOf(key: string): string {
  return send.mime.getType(key) ?? 'application/octet-stream';
}

function keyOf(request: FastifyRequest): string {
  return (request.params as { '*': string })['*'];
}

function expiry(expiresInSeconds: number): number {
  return Math.floor(Date.now() / 1000) + expiresInSeconds;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * The local backend's own routes (its signed URLs point here), as a Fastify plugin that app.ts
 * registers when the local backend is in use. Encapsulated: the catch-all parser below must not
 * replace the API's JSON parsing.
 */
export interface LocalStorageRouteOptions {
  storage: LocalStorage;
  /** Whether a PUT to this key may still store bytes (an upload that was finished or refused may not). */
  acceptsUpload?: (key: string) => Promise<boolean>;
  /** Room on the disk: a PUT that no longer fits is refused (507) before a byte is written. */
  disk?: DiskRoom;
}

export async function localStorageRoutes(scope: FastifyInstance, { storage, acceptsUpload, disk }: LocalStorageRouteOptions): Promise<void> {
  scope.removeAllContentTypeParsers();
  // Hand the body over unread: the PUT handler streams it to disk and stops it at the signed
  // `max` (Fastify's bodyLimit applies only to bodies Fastify reads itself).
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  scope.get(`${ROUTE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request);
    const grant = storage.verify('GET', key, request.query as SignedQuery);
    if (key.startsWith(PENDING_PREFIX)) throw notFound('No file is stored at this key');
    const result = await send(request.raw, `/${key}`, {
      root: storage.root,
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
    });
    if (result.type !== 'file') {
      if (result.type === 'directory' || result.statusCode === 404) throw notFound('No file is stored at this key');
      throw result.metadata.error;
    }
    const secondsLeft = Math.max(0, grant.exp - Math.floor(Date.now() / 1000));
    // The bytes at a key never change (uploads refuse to overwrite), so a cache may keep them
    // for as long as this URL works.
    reply
      .code(result.statusCode)
      .header('content-type', servedTypeOf(key))
      .headers(result.headers)
      .header('cache-control', `public, max-age=${secondsLeft}, immutable`)
      // Uploaded bytes are served as the type their key names, never sniffed into HTML.
      .header('x-content-type-options', 'nosniff');
    if (!COMPRESSIBLE_MEDIA.test(key) || result.statusCode !== 200) return reply.send(result.stream);
    // The area's map picture is the first screen's largest paint (docs/instant-open.md).
    reply.header('vary', 'Accept-Encoding');
    // A HEAD keeps the file's length: the offline package sums them for its size estimate.
    if (request.method === 'HEAD' || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(result.stream);
    reply.removeHeader('content-length');
    reply.removeHeader('accept-ranges');
    return reply.header('content-encoding', 'gzip').send(result.stream.pipe(createGzip()));
  });

  scope.put(`${ROUTE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request);
    const query = request.query as SignedQuery;
    const grant = storage.verify('PUT', key, query);
    if (acceptsUpload && !(await acceptsUpload(key))) throw forbidden('This upload is finished or was refused: ask for a new upload URL');
    if (request.headers['content-type'] !== grant.contentType) {
      throw forbidden(`This upload URL takes Content-Type ${grant.contentType}; send exactly that header`);
    }
    const maxBytes = grant.maxBytes ?? 0;
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
    if (disk) {
      try {
        await disk.requireCounted(Number(request.headers['content-length'] ?? maxBytes));
      } catch (error) {
        // The client should still read the 507, not a reset connection.
        (request.body as Readable | undefined)?.resume();
        throw error;
      }
    }
    await storage.storeUpload(key, request.body as Readable | undefined, maxBytes);
    return reply.code(200).send({ status: 200, data: null, message: 'stored' });
  });
}
