/** `GET /api/aliyun/signURL`: signed URLs to read stored media and to upload new files; `POST /api/upload/complete`. */
import type { FastifyInstance } from 'fastify';
import { SignPurpose, STUDIO_PHOTO_MAX_BYTES, completeUpload, signUrl, WEBP_HEADER, type SignUrlResult } from '@youlan/contract';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { signReadUrl, signUploadUrl } from './media.service.ts';
import { DecodeBudget } from '../../entities/media/decode-budget.ts';
import { completeUpload as finishUpload, reservePendingUpload } from '../../entities/media/upload.service.ts';
import { READ_URL_TTL_SECONDS } from './media.service.ts';
import { BoundedCache } from '../../platform/cache.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';

/**
 * Signed read URLs kept for half their life, so every URL handed out has at least half an hour
 * left: the audio guide and the place pictures a crowd asks for cost one signature each, which is
 * why reading needs no rate limit (platform/rate-limit.ts).
 */
const READ_URLS_MAX = 5000;
const READ_URL_REUSE_MS = (READ_URL_TTL_SECONDS * 1000) / 2;

export function registerMediaRoutes(app: FastifyInstance, ctx: MediaContext): void {
  const readUrls = new BoundedCache<string, SignUrlResult>({ max: READ_URLS_MAX, ttlMs: READ_URL_REUSE_MS });
  registerRoute(app, ctx, signUrl, async ({ query, tenant, visitor, request }) => {
    // Behind a proxy the request's own origin may be internal; PUBLIC_URL names the one phones reach.
    const baseUrl = ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const input = { tenant, fileName: query.fileName, baseUrl };
    const webpHeader = request.headers[WEBP_HEADER];
    const webp = webpHeader === 'true' ? true : webpHeader === 'false' ? false : null;
    if (query.purpose === SignPurpose.READ) return readUrls.getOrLoad(`${tenant.id} ${webp} ${baseUrl} ${query.fileName}`, () => signReadUrl(ctx.storage, { ...input, webp }));
    const maxBytes = query.purpose === SignPurpose.STUDIO_PHOTO ? STUDIO_PHOTO_MAX_BYTES : undefined;
    const signed = await signUploadUrl(ctx.storage, { ...input, visitor, maxBytes });
    // Counted against the disk with the uploads signed before it and not yet written.
    await ctx.disk.reserve(signed.maxBytes ?? 0);
    if (visitor && signed.maxBytes !== null) {
      await reservePendingUpload(ctx.db, { tenantId: tenant.id, visitorId: visitor.id, key: signed.key, contentType: signed.headers['Content-Type'] ?? '', maxBytes: signed.maxBytes });
    }
    return signed;
  });

  const pictures = { decoder: ctx.pictures, budget: new DecodeBudget(ctx.env.UPLOAD_DECODE_SECONDS_PER_HOUR * 1000) };
  registerVisitorRoute(app, ctx, completeUpload, async ({ body, tenant, visitor }) => finishUpload(ctx.db, ctx.storage, pictures, tenant, visitor, body.key, (work) => ctx.inTenant(tenant.id, work)), { ownTenantScope: true });
}
