/** Console routes for survey results: thin, the counting is in survey.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { exportAreaSurveyCsv, getAreaSurveyResults, listAreaSurveys } from './survey.console.ts';

export function registerSurveyConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleSurveys, async ({ area }) => listAreaSurveys(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.getSurveyResults, async ({ area, params }) => getAreaSurveyResults(ctx.db, area.id, params.id));
  registerConsoleRoute(app, ctx, consoleRoutes.exportSurveyResponses, async ({ area, params, reply }) => {
    reply.header('content-disposition', `attachment; filename="survey-${params.id}-${area.code}.csv"`);
    return exportAreaSurveyCsv(ctx.db, area.id, params.id);
  });
}
