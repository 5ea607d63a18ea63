/** `GET /api/aliyun/signURL`: signed URLs to read stored media and to upload new files. */
import type { FastifyInstance } from 'fastify';
import { SignPurpose, signUrl } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { signReadUrl, signUploadUrl } from './media.service.ts';

export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, signUrl, async ({ query, tenant, visitor, request }) => {
    // Behind a proxy the request's own origin may be internal; PUBLIC_URL names the one phones reach.
    const baseUrl = ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const input = { tenant, fileName: query.fileName, baseUrl };
    return query.purpose === SignPurpose.UPLOAD ? signUploadUrl(ctx.storage, { ...input, visitor }) : signReadUrl(ctx.storage, input);
  });
}
