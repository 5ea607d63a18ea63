/**
 * Console sessions: an opaque random cookie value, stored only as its SHA-256, with a CSRF token
 * bound to it. Sessions end after IDLE_MS without use and ABSOLUTE_MS after log-in; "log out
 * everywhere" deletes every row of the operator.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { operator, operatorSession } from './console.table.ts';

export const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600_000;
/** Extend an idle deadline at most this often, not on every request. */
const SLIDE_AFTER_MS = 5 * 60_000;

export type OperatorRole = (typeof operator.$inferSelect)['role'];

export interface SessionOperator {
  id: number;
  email: string;
  displayName: string;
  role: OperatorRole;
  tenantId: number | null;
}

export interface ResolvedSession {
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
  operator: SessionOperator;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(db: Db, operatorId: number, meta: { ip: string; userAgent: string | undefined }): Promise<{ cookieValue: string; session: { csrfToken: string; expiresAt: Date } }> {
  const cookieValue = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await db.delete(operatorSession).where(and(eq(operatorSession.operatorId, operatorId), lt(operatorSession.expiresAt, new Date())));
  await db.insert(operatorSession).values({ idHash: hashId(cookieValue), operatorId, csrfToken, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null });
  return { cookieValue, session: { csrfToken, expiresAt } };
}

/** The live session a cookie names, with its (enabled) operator; null otherwise. Slides the idle deadline. */
export async function resolveSession(db: Db, cookieValue: string | undefined): Promise<ResolvedSession | null> {
  if (!cookieValue || cookieValue.length > 100) return null;
  const idHash = hashId(cookieValue);
  const now = new Date();
  const [row] = await db
    .select({ session: operatorSession, operator })
    .from(operatorSession)
    .innerJoin(operator, eq(operator.id, operatorSession.operatorId))
    .where(and(eq(operatorSession.idHash, idHash), gt(operatorSession.expiresAt, now)));
  if (!row || row.operator.disabled) return null;
  if (now.getTime() - row.session.createdAt.getTime() > SESSION_ABSOLUTE_MS) return null;
  let expiresAt = row.session.expiresAt;
  if (expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - SLIDE_AFTER_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.session.createdAt.getTime() + SESSION_ABSOLUTE_MS));
    await db.update(operatorSession).set({ expiresAt }).where(eq(operatorSession.idHash, idHash));
  }
  const { id, email, displayName, role, tenantId } = row.operator;
  return { idHash, csrfToken: row.session.csrfToken, expiresAt, operator: { id, email, displayName, role, tenantId } };
}

export async function endSession(db: Pick<Db, 'delete'>, idHash: string): Promise<number> {
  return (await db.delete(operatorSession).where(eq(operatorSession.idHash, idHash)).returning({ id: operatorSession.idHash })).length;
}

/** Ends every session of the operator, except `keep` (the caller's own, after a password change). */
export async function endAllSessions(db: Pick<Db, 'delete'>, operatorId: number, keep?: string): Promise<number> {
  const where = keep ? and(eq(operatorSession.operatorId, operatorId), ne(operatorSession.idHash, keep)) : eq(operatorSession.operatorId, operatorId);
  return (await db.delete(operatorSession).where(where).returning({ idHash: operatorSession.idHash })).length;
}

/** Deletes sessions past their idle deadline or their absolute life (a log-in prunes only its own operator's). */
export async function sweepEndedSessions(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const ended = or(lt(operatorSession.expiresAt, now), lt(operatorSession.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)));
  return (await db.delete(operatorSession).where(ended).returning({ idHash: operatorSession.idHash })).length;
}

export function csrfMatches(expected: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
