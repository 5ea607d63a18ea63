/** Help-shoot's calls (thin: read the request, call the service) and its events stream. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHelpShoot, disconnect, doHelpShoot, getFriendHelpShoot, getHelpShoot, getShareShoot, helpShootCountdown, helpShootFrame, helpShootSignal, receiveHelpPic, shoot } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerVisitorRoute } from '../../platform/route.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { SignPhoto } from '../../entities/help-shoot/help-shoot.events.ts';
import type { HelpShootService } from './help-shoot.service.ts';
import { registerHelpShootStream, type HelpShootHub } from './help-shoot.stream.ts';

/** A photo's URL works for an hour, like every read URL. */
const PHOTO_URL_TTL_SECONDS = 60 * 60;

export function registerHelpShootRoutes(app: FastifyInstance, ctx: AppContext, service: HelpShootService, hub: HelpShootHub): void {
  // Photos are signed for the two visitors here, not through signURL: nobody else learns their keys.
  const signer =
    (request: FastifyRequest, tenant: Tenant): SignPhoto =>
    async (mediaKey) => {
      const baseUrl = ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      return (await ctx.storage.signRead(`${tenant.code}/${mediaKey}`, { expiresInSeconds: PHOTO_URL_TTL_SECONDS, baseUrl })).url;
    };

  registerVisitorRoute(app, ctx, createHelpShoot, ({ language, body, tenant, visitor, request }) => service.create(tenant.id, visitor.id, body.placePoseId, { sign: signer(request, tenant), language }));
  registerVisitorRoute(app, ctx, getHelpShoot, ({ language, query, tenant, visitor, request }) => service.get(tenant.id, visitor.id, query.id, { sign: signer(request, tenant), language }));
  registerVisitorRoute(app, ctx, getShareShoot, ({ query, tenant, visitor, language }) => service.share(tenant.id, visitor.id, query.id, query.secret, language));
  registerVisitorRoute(app, ctx, getFriendHelpShoot, ({ language, query, tenant, visitor, request }) => service.forFriend(tenant.id, visitor.id, query.id, query.secret, { sign: signer(request, tenant), language }));
  registerVisitorRoute(app, ctx, doHelpShoot, ({ language, body, tenant, visitor, request }) => service.join(tenant.id, visitor.id, body.id, body.secret, { sign: signer(request, tenant), language }));
  registerVisitorRoute(app, ctx, helpShootCountdown, ({ body, tenant, visitor }) => service.countdown(tenant.id, visitor.id, body.id));
  registerVisitorRoute(app, ctx, helpShootSignal, ({ body, tenant, visitor }) => service.signal(tenant.id, visitor.id, body.id, body.signal));
  registerVisitorRoute(app, ctx, helpShootFrame, async ({ body, tenant, visitor }) => {
    await service.frame(tenant.id, visitor.id, body.id, body.image);
    return { accepted: true as const };
  });
  registerVisitorRoute(app, ctx, shoot, ({ language, body, tenant, visitor, request }) => service.shoot(tenant.id, visitor.id, body.id, body.photoKey, { sign: signer(request, tenant), language }));
  registerVisitorRoute(app, ctx, receiveHelpPic, ({ language, body, tenant, visitor, request }) => service.receive(tenant.id, visitor.id, body.id, body.photoId, body.action, { sign: signer(request, tenant), language }));
  registerVisitorRoute(app, ctx, disconnect, ({ language, body, tenant, visitor, request }) => service.disconnect(tenant.id, visitor.id, body.id, { sign: signer(request, tenant), language }));
  registerHelpShootStream(app, ctx, service, hub, signer);
}
