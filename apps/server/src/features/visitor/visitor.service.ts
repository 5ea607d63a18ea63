import { and, eq } from 'drizzle-orm';
import type { Visitor } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { visitor } from '../../platform/db/schema.ts';

type VisitorRow = typeof visitor.$inferSelect;

export function presentVisitor(row: VisitorRow): Visitor {
  return { id: row.id, kind: row.kind, nickname: row.nickname, avatarUrl: row.avatarUrl };
}

/** The guest a recovery code (another phone's device id) names, or null: a recovery never makes one. */
export async function findGuest(db: Db, tenantId: number, deviceId: string): Promise<VisitorRow | null> {
  const [row] = await db.select().from(visitor).where(and(eq(visitor.tenantId, tenantId), eq(visitor.deviceId, deviceId), eq(visitor.kind, 'guest')));
  if (!row) return null;
  await db.update(visitor).set({ lastSeenAt: new Date() }).where(eq(visitor.id, row.id));
  return row;
}

/** Guests are named by the order they came in (游客 1024), which reads better than a random id. */
export async function findOrCreateGuest(db: Db, tenantId: number, deviceId: string | undefined): Promise<VisitorRow> {
  if (deviceId) {
    const [existing] = await db.select().from(visitor).where(and(eq(visitor.tenantId, tenantId), eq(visitor.deviceId, deviceId)));
    if (existing) {
      await db.update(visitor).set({ lastSeenAt: new Date() }).where(eq(visitor.id, existing.id));
      return existing;
    }
  }
  const [created] = await db
    .insert(visitor)
    .values({ tenantId, kind: 'guest', deviceId: deviceId ?? null, nickname: '' })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Two logins of one device raced; the other insert won.
    const [winner] = await db.select().from(visitor).where(and(eq(visitor.tenantId, tenantId), eq(visitor.deviceId, deviceId ?? '')));
    if (!winner) throw new Error('guest visitor vanished');
    return winner;
  }
  const [named] = await db.update(visitor).set({ nickname: `游客${created.id}` }).where(eq(visitor.id, created.id)).returning();
  return named ?? created;
}

/**
 * The visitor of a WeChat openid in the tenant (the same openid in another area is another
 * visitor). A profile (snsapi_userinfo) updates the name and avatar; without one the visitor is
 * named like a guest.
 */
export async function findOrCreateWechatVisitor(db: Db, tenantId: number, openid: string, profile: { nickname: string; avatarUrl: string | null } | null): Promise<VisitorRow> {
  const profileFields = profile?.nickname ? { nickname: profile.nickname, avatarUrl: profile.avatarUrl } : {};
  const [existing] = await db.select().from(visitor).where(and(eq(visitor.tenantId, tenantId), eq(visitor.openid, openid)));
  if (existing) {
    const [updated] = await db.update(visitor).set({ lastSeenAt: new Date(), ...profileFields }).where(eq(visitor.id, existing.id)).returning();
    return updated ?? existing;
  }
  const [created] = await db.insert(visitor).values({ tenantId, kind: 'wechat', openid, nickname: '', ...profileFields }).onConflictDoNothing().returning();
  if (!created) {
    // Two logins of one openid raced; the other insert won.
    const [winner] = await db.select().from(visitor).where(and(eq(visitor.tenantId, tenantId), eq(visitor.openid, openid)));
    if (!winner) throw new Error('WeChat visitor vanished');
    return winner;
  }
  if (created.nickname) return created;
  const [named] = await db.update(visitor).set({ nickname: `游客${created.id}` }).where(eq(visitor.id, created.id)).returning();
  return named ?? created;
}
