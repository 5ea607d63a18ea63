/** The console's side of the area's configuration: the about-us and business pages, sanitized and audited. */
import { eq } from 'drizzle-orm';
import type { ScenicConfig } from '@youlan/contract';
import type { AreaPages, AreaPagesFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeEnglishHtml, sanitizeOperatorHtml } from '../../platform/html.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { tenantConfig } from './config.table.ts';

const pagesOf = (config: ScenicConfig): AreaPages => ({
  title: config.title,
  titleEn: config.titleEn,
  aboutUsHtml: config.aboutUsHtml,
  aboutUsHtmlEn: config.aboutUsHtmlEn ?? null,
  address: config.address,
  addressEn: config.addressEn ?? null,
  openingHours: config.openingHours,
  openingHoursEn: config.openingHoursEn ?? null,
  servicePhone: config.servicePhone,
  business: { ...config.business, introEn: config.business.introEn ?? null, contactNameEn: config.business.contactNameEn ?? null },
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
    const { business, aboutUsHtml, aboutUsHtmlEn, ...texts } = change;
    const next: ScenicConfig = {
      ...row.config,
      ...texts,
      ...(aboutUsHtml !== undefined ? { aboutUsHtml: sanitizeOperatorHtml(aboutUsHtml) } : {}),
      ...(aboutUsHtmlEn !== undefined ? { aboutUsHtmlEn: sanitizeEnglishHtml(aboutUsHtmlEn) } : {}),
      // The business part is replaced as a whole; English left out of it stays as it was.
      ...(business ? { business: { ...business, introEn: business.introEn !== undefined ? business.introEn : row.config.business.introEn, contactNameEn: business.contactNameEn !== undefined ? business.contactNameEn : row.config.business.contactNameEn } } : {}),
    };
    await tx.update(tenantConfig).set({ config: next, updatedAt: new Date() }).where(scope);
    await recordAudit(tx, actor, { action: 'pages.update', targetType: 'pages', targetId: area.code, before: pagesOf(row.config), after: pagesOf(next) });
    return pagesOf(next);
  });
}
