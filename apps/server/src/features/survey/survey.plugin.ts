/** The survey feature: the area's survey for visitors, built and read out in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerSurveyRoutes } from './survey.routes.ts';
import { registerSurveyConsoleRoutes } from './survey.console.routes.ts';

export const surveyPlugin: FeaturePlugin = async (app, { ctx }) => {
  registerSurveyRoutes(app, ctx);
  registerSurveyConsoleRoutes(app, ctx);
};
