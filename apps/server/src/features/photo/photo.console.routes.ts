/** Console routes for visitors' pictures: thin, the rules are in photo.console.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { listAreaPhotos, removeAreaPhoto } from './photo.console.ts';

export function registerPhotoConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const baseUrl = (request: FastifyRequest) => ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  registerConsoleRoute(app, ctx, consoleRoutes.listVisitorPhotos, async ({ area, query, request }) => listAreaPhotos(ctx.db, ctx.storage, area, baseUrl(request), query));
  // A removed picture leaves what visitors see (a punch, an opinion, the studio's list): the next content edition.
  registerConsoleRoute(app, ctx, consoleRoutes.removeVisitorPhoto, async ({ area, actor, body }) => ctx.content.afterChange(area.code, removeAreaPhoto(ctx.db, ctx.storage, actor, area, body.key)));
}
