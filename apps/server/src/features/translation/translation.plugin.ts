/** The translation feature: the area's languages and the translation of its texts, in the console. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { machineTranslatorFrom } from './machine.translator.ts';
import type { TranslationSource } from './translation.sources.ts';
import { registerTranslationConsoleRoutes } from './translation.console.routes.ts';

export const translationPlugin: FeaturePlugin<{ sources: readonly TranslationSource[] }> = async (app, { ctx, sources }) => {
  registerTranslationConsoleRoutes(app, ctx, sources, machineTranslatorFrom(ctx.env));
};
