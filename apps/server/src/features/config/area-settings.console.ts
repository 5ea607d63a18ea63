/**
 * The console's side of the area's logo, background music and WeChat share card (parts of the
 * configuration row visitors read from `/api/config/h5`). A key a change names must be a file of
 * the right kind stored in the area; keys the area already had (an area file's, perhaps without
 * its file) stay allowed when kept. Audited with the settings before and after.
 */
import { eq } from 'drizzle-orm';
import { AUDIO_CONTENT_TYPES, type AreaSettings, type AreaSettingsFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { tenantConfig, type StoredConfig } from './config.table.ts';

/** What the picture upload stores (an SVG logo is stored as PNG). */
const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

const extensionOf = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';

/** The stored part of the settings, as the audit log keeps it. */
const settingsOf = (config: StoredConfig) => ({ logoKey: config.logoKey, musicKey: config.musicKey, share: config.share });

async function present(config: StoredConfig, area: Tenant, media: MediaAccess): Promise<AreaSettings> {
  const url = (key: string | null) => (key ? signRead(media, area, key) : Promise.resolve(null));
  const [logoUrl, musicUrl, imageUrl] = await Promise.all([url(config.logoKey), url(config.musicKey), url(config.share.imageKey)]);
  return { logoKey: config.logoKey, logoUrl, musicKey: config.musicKey, musicUrl, share: { ...config.share, imageUrl } };
}

async function configOf(db: Db, area: Tenant): Promise<StoredConfig> {
  const [row] = await db.select({ config: tenantConfig.config }).from(tenantConfig).where(eq(tenantConfig.tenantId, area.id));
  if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
  return row.config;
}

export async function getAreaSettings(db: Db, area: Tenant, media: MediaAccess): Promise<AreaSettings> {
  return present(await configOf(db, area), area, media);
}

/** A newly named key: the right kind of file, stored in the area. */
async function checkNewKey(media: MediaAccess, area: Tenant, key: string | null, kept: string | null, kind: 'picture' | 'audio', field: string): Promise<void> {
  if (key === null || key === kept) return;
  const extensions = kind === 'picture' ? PICTURE_EXTENSIONS : Object.keys(AUDIO_CONTENT_TYPES);
  if (!extensions.includes(extensionOf(key))) throw badRequest(`${key} is not ${kind === 'picture' ? 'a picture (JPEG, PNG or WebP)' : 'audio (MP3 or M4A)'}`, field);
  await requireStored(media.storage, area, key, field);
}

export async function updateAreaSettings(db: Db, media: MediaAccess, actor: AuditActor, area: Tenant, change: Partial<AreaSettingsFields>): Promise<AreaSettings> {
  const current = await configOf(db, area);
  // Files are checked before the transaction: the store may be remote, and a row lock should not wait on it.
  if (change.logoKey !== undefined) await checkNewKey(media, area, change.logoKey, current.logoKey, 'picture', 'body.logoKey');
  if (change.musicKey !== undefined) await checkNewKey(media, area, change.musicKey, current.musicKey, 'audio', 'body.musicKey');
  if (change.share) await checkNewKey(media, area, change.share.imageKey, current.share.imageKey, 'picture', 'body.share.imageKey');
  const next = await db.transaction(async (tx) => {
    const scope = eq(tenantConfig.tenantId, area.id);
    const [row] = await tx.select({ config: tenantConfig.config }).from(tenantConfig).where(scope).for('update');
    if (!row) throw notFound(`Area "${area.code}" has no configuration yet`);
    const config: StoredConfig = { ...row.config, ...change };
    await tx.update(tenantConfig).set({ config, updatedAt: new Date() }).where(scope);
    await recordAudit(tx, actor, { action: 'settings.update', targetType: 'settings', targetId: area.code, before: settingsOf(row.config), after: settingsOf(config) });
    return config;
  });
  return present(next, area, media);
}
