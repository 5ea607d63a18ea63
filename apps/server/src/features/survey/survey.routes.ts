import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { loginExpired } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import { answerSurvey, getActiveSurvey } from './survey.service.ts';

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getSurvey, async ({ tenant, visitor }) => getActiveSurvey(ctx.db, tenant.id, visitor?.id ?? null));
  registerRoute(app, ctx, apiRoutes.answerSurvey, async ({ tenant, visitor, params, body }) => {
    if (!visitor) throw loginExpired('answering the survey needs a logged-in visitor');
    return answerSurvey(ctx.db, tenant.id, visitor.id, params.id, body.answers);
  });
}
