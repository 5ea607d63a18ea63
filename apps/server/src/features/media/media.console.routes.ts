/** The console's picture upload: thin, the rules are in media.console.ts. */
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { mediaAccessOf } from '../../platform/console/media-access.ts';
import { storeConsolePicture } from './media.console.ts';

export function registerMediaConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.uploadPicture,
    async ({ area, actor, query, request }) => storeConsolePicture(mediaAccessOf(ctx, request), area, actor, query.use, request.headers['content-type']?.split(';')[0]?.trim() ?? '', request.body as Buffer),
    { bodyLimitBytes: PICTURE_MAX_BYTES },
  );
}
