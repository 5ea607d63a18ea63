/** Console routes for languages and translations: thin, the rules are in translation.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes, TRANSLATION_IMPORT_MAX_CHARS } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { MachineTranslator } from './machine.translator.ts';
import type { TranslationSource } from './translation.sources.ts';
import { exportTexts, getLanguages, importTexts, listTexts, machineTranslateTexts, saveText, translationBoard, updateLanguages, type TranslationArea } from './translation.console.ts';

/** The area's languages as the request's tenant holds them. */
const areaOf = (area: Tenant): TranslationArea => ({ id: area.id, code: area.code, mainLanguage: area.mainLanguage, languages: area.languages });

export function registerTranslationConsoleRoutes(app: FastifyInstance, ctx: AppContext, sources: readonly TranslationSource[], translator: MachineTranslator | null): void {
  const { db } = ctx;
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaLanguages, async ({ area }) => getLanguages(db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.updateAreaLanguages, async ({ area, actor, body }) => {
    const languages = await ctx.content.afterChange(area.code, updateLanguages(db, actor, area.id, body));
    // Every answer naming the area's languages reads them afresh.
    ctx.tenants.forget(area.code);
    return languages;
  });
  registerConsoleRoute(app, ctx, consoleRoutes.getTranslationBoard, async ({ area }) => translationBoard(db, sources, areaOf(area)));
  registerConsoleRoute(app, ctx, consoleRoutes.listTranslationTexts, async ({ area, query }) => listTexts(db, sources, areaOf(area), query));
  // A translation shows to visitors at once: the cached answers start a new edition.
  registerConsoleRoute(app, ctx, consoleRoutes.saveTranslation, async ({ area, actor, body }) => ctx.content.afterChange(area.code, saveText(db, sources, actor, areaOf(area), body)));
  registerConsoleRoute(app, ctx, consoleRoutes.exportTranslations, async ({ area, query }) => exportTexts(db, sources, areaOf(area), query));
  registerConsoleRoute(app, ctx, consoleRoutes.importTranslations, async ({ area, actor, body }) => ctx.content.afterChange(area.code, importTexts(db, sources, actor, areaOf(area), body)), {
    // Characters of CJK text take three bytes each.
    bodyLimitBytes: TRANSLATION_IMPORT_MAX_CHARS * 3,
  });
  // Minutes of waiting for the service: each database step scopes itself, holding no connection meanwhile.
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.machineTranslate,
    async ({ area, actor, body }) => ctx.content.afterChange(area.code, machineTranslateTexts((work) => ctx.inTenant(area.id, work), db, sources, translator, actor, areaOf(area), body)),
    { ownTenantScope: true },
  );
}
