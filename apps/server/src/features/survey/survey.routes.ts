import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { answerSurvey, getActiveSurvey } from './survey.service.ts';

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getSurvey, async ({ tenant, visitor, language }) => getActiveSurvey(ctx.db, tenant.id, visitor?.id ?? null, language));
  registerVisitorRoute(app, ctx, apiRoutes.answerSurvey, async ({ tenant, visitor, params, body }) => answerSurvey(ctx.db, tenant, visitor.id, params.id, body.answers));
}
