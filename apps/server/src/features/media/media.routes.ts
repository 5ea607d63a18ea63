/** `GET /api/aliyun/signURL`: signed URLs to read stored media and to upload new files; `POST /api/upload/complete`. */
import type { FastifyInstance } from 'fastify';
import { SignPurpose, completeUpload, signUrl, WEBP_HEADER } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { signReadUrl, signUploadUrl } from './media.service.ts';
import { completeUpload as finishUpload, recordPendingUpload } from '../../platform/uploads/upload.service.ts';
import { loginExpired } from '../../platform/errors.ts';

export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, signUrl, async ({ query, tenant, visitor, request }) => {
    // Behind a proxy the request's own origin may be internal; PUBLIC_URL names the one phones reach.
    const baseUrl = ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const input = { tenant, fileName: query.fileName, baseUrl };
    const webpHeader = request.headers[WEBP_HEADER];
    const webp = webpHeader === 'true' ? true : webpHeader === 'false' ? false : null;
    if (query.purpose !== SignPurpose.UPLOAD) return signReadUrl(ctx.storage, { ...input, webp });
    const signed = await signUploadUrl(ctx.storage, { ...input, visitor });
    if (visitor && signed.maxBytes !== null) {
      await recordPendingUpload(ctx.db, { tenantId: tenant.id, visitorId: visitor.id, key: signed.key, contentType: signed.headers['Content-Type'] ?? '', maxBytes: signed.maxBytes });
    }
    return signed;
  });

  registerRoute(app, ctx, completeUpload, async ({ body, tenant, visitor }) => {
    if (!visitor) throw loginExpired('finishing an upload needs a logged-in visitor');
    return finishUpload(ctx.db, ctx.storage, tenant, visitor, body.key);
  });
}
