/** Opinions: stored with finished uploads only; a visitor sees their own, with replies. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { registerVisitorRoute } from '../../platform/route.ts';
import { createOpinion, listMyOpinions } from './opinion.service.ts';

export function registerOpinionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerVisitorRoute(app, ctx, apiRoutes.createOpinion, async ({ tenant, visitor, body, request }) =>
    createOpinion(ctx.db, tenant.id, visitor.id, body, idempotencyKeyOf(request)),
  );
  registerVisitorRoute(app, ctx, apiRoutes.listMyOpinions, async ({ tenant, visitor }) => listMyOpinions(ctx.db, tenant.id, visitor.id));
}
