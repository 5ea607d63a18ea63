/** The console's picture upload: thin, the rules are in media.console.ts. */
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { storeConsolePicture } from './media.console.ts';

export function registerMediaConsoleRoutes(app: FastifyInstance, ctx: MediaContext): void {
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.uploadPicture,
    async ({ area, actor, query, request }) => {
      const bytes = request.body as Buffer;
      // Room for the picture and what is kept beside it (its WebP, a thumbnail or preview), before decoding it.
      await ctx.disk.require(2 * bytes.length);
      const contentType = request.headers['content-type']?.split(';')[0]?.trim() ?? '';
      return storeConsolePicture(mediaAccessOf(ctx, request), area, actor, query.use, contentType, bytes, (work) => ctx.inTenant(area.id, work));
    },
    { bodyLimitBytes: PICTURE_MAX_BYTES, ownTenantScope: true },
  );
}
