/**
 * Device keys: an area's admin issues one per device (or system), sees its secret once, rotates
 * and revokes it; the ingest endpoint takes it in DEVICE_KEY_HEADER. Only the secret's SHA-256 is
 * stored: the secret is 256 random bits, so a fast hash is as safe as a slow one and the lookup is
 * one index probe.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { DEVICE_KEYS_MAX, DEVICE_KEY_HEADER, ErrorCode } from '@youlan/contract';
import type { DeviceKey } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { deviceKey } from './live-status.table.ts';

type DeviceKeyRow = typeof deviceKey.$inferSelect;

const SECRET_PREFIX = 'ylk_';
const SECRET_PATTERN = /^ylk_[A-Za-z0-9_-]{43}$/;

export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

function present(row: DeviceKeyRow): DeviceKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a key: never its secret or hash. */
const auditView = (row: DeviceKeyRow) => ({ name: row.name, hint: row.hint, revoked: row.revokedAt !== null });

export async function listAreaDeviceKeys(db: Db, tenantId: number): Promise<{ items: DeviceKey[] }> {
  const rows = await db.select().from(deviceKey).where(eq(deviceKey.tenantId, tenantId)).orderBy(asc(deviceKey.id));
  return { items: rows.map(present) };
}

export async function issueDeviceKey(db: Db, actor: AuditActor, tenantId: number, name: string) {
  return db.transaction(async (tx) => {
    const [live] = await tx.select({ n: count() }).from(deviceKey).where(and(eq(deviceKey.tenantId, tenantId), isNull(deviceKey.revokedAt)));
    if ((live?.n ?? 0) >= DEVICE_KEYS_MAX) throw new AppError(409, ErrorCode.CONFLICT, `An area has at most ${DEVICE_KEYS_MAX} live device keys: revoke one first`);
    const secret = newSecret();
    const [row] = await tx.insert(deviceKey).values({ tenantId, name, secretHash: secretHash(secret), hint: secret.slice(-4) }).returning();
    if (!row) throw new Error('device key insert returned nothing');
    await recordAudit(tx, actor, { action: 'deviceKey.create', targetType: 'deviceKey', targetId: row.id, before: null, after: auditView(row) });
    return { key: present(row), secret };
  });
}

export async function rotateAreaDeviceKey(db: Db, actor: AuditActor, tenantId: number, id: number) {
  return db.transaction(async (tx) => {
    const scope = and(eq(deviceKey.tenantId, tenantId), eq(deviceKey.id, id));
    const [before] = await tx.select().from(deviceKey).where(scope).for('update');
    if (!before) throw notFound(`No device key ${id} in this area`);
    if (before.revokedAt) throw new AppError(409, ErrorCode.CONFLICT, 'This key is revoked: issue a new one');
    const secret = newSecret();
    const [after] = await tx.update(deviceKey).set({ secretHash: secretHash(secret), hint: secret.slice(-4), rotatedAt: new Date() }).where(scope).returning();
    if (!after) throw notFound(`No device key ${id} in this area`);
    await recordAudit(tx, actor, { action: 'deviceKey.rotate', targetType: 'deviceKey', targetId: id, before: auditView(before), after: auditView(after) });
    return { key: present(after), secret };
  });
}

/** Revoking a revoked key changes nothing (and logs nothing). */
export async function revokeAreaDeviceKey(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<DeviceKey> {
  return db.transaction(async (tx) => {
    const scope = and(eq(deviceKey.tenantId, tenantId), eq(deviceKey.id, id));
    const [before] = await tx.select().from(deviceKey).where(scope).for('update');
    if (!before) throw notFound(`No device key ${id} in this area`);
    if (before.revokedAt) return present(before);
    const [after] = await tx.update(deviceKey).set({ revokedAt: new Date() }).where(scope).returning();
    if (!after) throw notFound(`No device key ${id} in this area`);
    await recordAudit(tx, actor, { action: 'deviceKey.revoke', targetType: 'deviceKey', targetId: id, before: auditView(before), after: auditView(after) });
    return present(after);
  });
}

const rejected = (reason: string) => new AppError(401, ErrorCode.DEVICE_KEY_REJECTED, `Device key rejected: ${reason}`, { field: `headers.${DEVICE_KEY_HEADER}` });

/** The id of the live key of this area the header carries; 401 for none, a malformed, unknown, revoked or another area's key. */
export async function verifyDeviceKey(db: Db, tenantId: number, header: string | undefined): Promise<number> {
  if (!header) throw rejected(`send the area's device key in ${DEVICE_KEY_HEADER}`);
  if (!SECRET_PATTERN.test(header)) throw rejected('not a device key');
  const [row] = await db.select({ id: deviceKey.id, revokedAt: deviceKey.revokedAt }).from(deviceKey).where(and(eq(deviceKey.tenantId, tenantId), eq(deviceKey.secretHash, secretHash(header))));
  if (!row) throw rejected('not a key of this area (or an old secret of a rotated one)');
  if (row.revokedAt) throw rejected('this key was revoked');
  return row.id;
}

export async function markDeviceKeyUsed(db: Db, keyId: number): Promise<void> {
  await db.update(deviceKey).set({ lastUsedAt: new Date() }).where(eq(deviceKey.id, keyId));
}
