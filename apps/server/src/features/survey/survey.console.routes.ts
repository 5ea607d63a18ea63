/** Console routes for the survey builder and results: thin, the rules and the counting are in survey.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { recordAudit } from '../../platform/console/audit.ts';
import { createAreaSurvey, deleteAreaSurvey, exportAreaSurveyCsv, getAreaSurvey, getAreaSurveyResults, listAreaSurveys, openAreaSurvey, updateAreaSurvey } from './survey.console.ts';

export function registerSurveyConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleSurveys, async ({ area }) => listAreaSurveys(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.getSurveyResults, async ({ area, params }) => getAreaSurveyResults(ctx.db, area.id, params.id));
  registerConsoleRoute(app, ctx, consoleRoutes.exportSurveyResponses, async ({ area, actor, params, reply }) => {
    const csv = await exportAreaSurveyCsv(ctx.db, area.id, params.id);
    // Visitors' answers leaving the server: who took them.
    await recordAudit(ctx.db, actor, { action: 'survey.export', targetType: 'survey', targetId: params.id, before: null, after: { bytes: Buffer.byteLength(csv) } });
    reply.header('content-disposition', `attachment; filename="survey-${params.id}-${area.code}.csv"`);
    return csv;
  });
  registerConsoleRoute(app, ctx, consoleRoutes.getConsoleSurvey, async ({ area, params }) => getAreaSurvey(ctx.db, area.id, params.id));
  // What visitors are asked changes at once: every change starts the area's next content edition.
  registerConsoleRoute(app, ctx, consoleRoutes.createSurvey, async ({ area, actor, body }) => ctx.content.afterChange(area.code, createAreaSurvey(ctx.db, actor, area.id, body)));
  registerConsoleRoute(app, ctx, consoleRoutes.updateSurvey, async ({ area, actor, params, body }) => ctx.content.afterChange(area.code, updateAreaSurvey(ctx.db, actor, area.id, params.id, body)));
  registerConsoleRoute(app, ctx, consoleRoutes.openSurvey, async ({ area, actor, params, body }) => ctx.content.afterChange(area.code, openAreaSurvey(ctx.db, actor, area.id, params.id, body.active)));
  registerConsoleRoute(app, ctx, consoleRoutes.deleteSurvey, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, deleteAreaSurvey(ctx.db, actor, area.id, params.id));
    return { deleted: true as const };
  });
}
