/**
 * The platform administrator creates an area from an area file, the format `import:area` reads,
 * together with its first admin, in one transaction with its audit entry; an area's admins export
 * it as such a file.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@youlan/contract';
import { AREA_FILE_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { createOperatorAccount, presentOperator } from '../../entities/operator/accounts.ts';
import { recordAudit } from '../../platform/console/audit.ts';
import type { AreaFiles } from './area.files.ts';

export function registerAreaConsoleRoutes(app: FastifyInstance, ctx: AppContext, files: AreaFiles): void {
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.createArea,
    async ({ body, actor }) => {
      const parsed = files.schema.safeParse(body.areaFile);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = ['body', 'areaFile', ...(issue?.path ?? [])].join('.');
        throw badRequest(`Not a valid area file: ${path}: ${issue?.message ?? 'bad value'}`, path);
      }
      const area = parsed.data;
      try {
        const created = await ctx.db.transaction(async (tx) => {
          const tenantId = await files.importArea({ db: tx, storage: ctx.storage }, area);
          const admin = await createOperatorAccount(tx, { ...body.admin, role: 'admin', tenantId });
          await recordAudit(tx, { ...actor, tenantId }, { action: 'area.create', targetType: 'area', targetId: area.tenant.code, before: null, after: { code: area.tenant.code, name: area.tenant.name, places: area.places.length, admin: presentOperator(admin) } });
          return { code: area.tenant.code, name: area.tenant.name, role: 'admin' as const, adminId: admin.id };
        });
        // The resolver may remember the code (or its host names) as unknown from a call made before.
        ctx.tenants.forget(area.tenant.code, area.tenant.domains);
        return created;
      } catch (error) {
        if (files.isAreaTaken(error)) throw new AppError(409, ErrorCode.CONFLICT, error.message, { field: 'body.areaFile.tenant.code' });
        throw error;
      }
    },
    { bodyLimitBytes: AREA_FILE_MAX_BYTES },
  );
  registerConsoleRoute(app, ctx, consoleRoutes.exportAreaFile, async ({ area, actor }) => {
    const file = await files.exportArea(ctx.db, area.id);
    // What left the server, and who took it: an export is a copy of the whole area.
    await recordAudit(ctx.db, actor, { action: 'area.export', targetType: 'area', targetId: area.code, before: null, after: { places: file.places.length } });
    return file;
  });
}
