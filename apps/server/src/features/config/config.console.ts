/** The console's side of the area's configuration: the about-us and business pages, sanitized and audited. */
import { eq } from 'drizzle-orm';
import type { AreaPages, AreaPagesFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeOperatorHtml } from '../../platform/html.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { tenantConfig, type StoredConfig } from './config.table.ts';

const pagesOf = (config: StoredConfig): AreaPages => ({
  title: config.title,
  aboutUsHtml: config.aboutUsHtml,
  address: config.address,
  openingHours: config.openingHours,
  servicePhone: config.servicePhone,
  business: config.business,
});

export async function getPages(db: Db, area: Tenant): Promise<AreaPages> {
  const [row] = await db.select({ config: tenantConfig.config }).from(tenantConfig).where(eq(tenantConfig.tenantId, area.id));
  if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
  return pagesOf(row.config);
}

export async function updatePages(db: Db, actor: AuditActor, area: Tenant, change: Partial<AreaPagesFields>): Promise<AreaPages> {
  return db.transaction(async (tx) => {
    const scope = eq(tenantConfig.tenantId, area.id);
    const [row] = await tx.select({ config: tenantConfig.config }).from(tenantConfig).where(scope).for('update');
    if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
    const { aboutUsHtml, ...texts } = change;
    // Translations stay: a changed source makes them outdated (the translation board shows it).
    const next: StoredConfig = {
      ...row.config,
      ...texts,
      ...(aboutUsHtml !== undefined ? { aboutUsHtml: sanitizeOperatorHtml(aboutUsHtml) } : {}),
    };
    await tx.update(tenantConfig).set({ config: next, updatedAt: new Date() }).where(scope);
    await recordAudit(tx, actor, { action: 'pages.update', targetType: 'pages', targetId: area.code, before: pagesOf(row.config), after: pagesOf(next) });
    return pagesOf(next);
  });
}
