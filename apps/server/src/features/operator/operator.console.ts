/** Operator log-in, sessions, accounts of an area and its audit log. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AuditEntry, ConsoleSession, Operator } from '@youlan/contract/console';
import { ErrorCode } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { tenant } from '../../platform/db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { auditLog, operator } from '../../platform/console/console.table.ts';
import { createOperatorAccount, presentOperator, type OperatorRow } from '../../entities/operator/accounts.ts';
import { findLock, markAttemptSucceeded, reserveAttempt, type Lock } from './operator.lockout.ts';
import { hashPassword, verifyPassword } from '../../entities/operator/password.ts';
import { createSession, endAllSessions, type ResolvedSession, type SessionOperator } from '../../platform/console/session.ts';
import { operatorLoginRequired } from '../../platform/console/console-route.ts';

function lockedOut(lock: Lock): AppError {
  const seconds = Math.max(1, Math.ceil((lock.until.getTime() - Date.now()) / 1000));
  const who = lock.reason === 'account' ? 'this account' : 'this network address';
  return new AppError(429, ErrorCode.RATE_LIMITED, `Too many failed log-ins for ${who}: try again after ${lock.until.toISOString()}`, {
    headers: { 'retry-after': String(seconds) },
  });
}

export interface LoginResult {
  cookieValue: string;
  session: ConsoleSession;
}

export async function logIn(db: Db, email: string, password: string, meta: { ip: string; userAgent: string | undefined }): Promise<LoginResult> {
  const reserved = await reserveAttempt(db, email, meta.ip);
  if ('lock' in reserved) throw lockedOut(reserved.lock);
  const [row] = await db.select().from(operator).where(eq(operator.email, email));
  const passwordOk = await verifyPassword(row?.passwordHash ?? null, password);
  if (passwordOk) await markAttemptSucceeded(db, reserved.attemptId);
  if (!row || !passwordOk) {
    // The failure that reaches the limit says so at once rather than on the next try.
    const lockNow = await findLock(db, email, meta.ip);
    if (lockNow) throw lockedOut(lockNow);
    throw operatorLoginRequired('wrong e-mail or password');
  }
  if (row.disabled) throw new AppError(403, ErrorCode.FORBIDDEN, 'This operator account is disabled; ask an admin of your area');
  const { cookieValue, session } = await createSession(db, row.id, meta);
  await db.update(operator).set({ lastLoginAt: new Date() }).where(eq(operator.id, row.id));
  return { cookieValue, session: await describeSession(db, { ...session, operator: row }) };
}

export async function describeSession(db: Db, session: Pick<ResolvedSession, 'csrfToken' | 'expiresAt'> & { operator: SessionOperator }): Promise<ConsoleSession> {
  const { operator: who } = session;
  const isPlatformAdmin = who.role === 'platform';
  const areas = isPlatformAdmin
    ? (await db.select({ code: tenant.code, name: tenant.name }).from(tenant).orderBy(asc(tenant.code))).map((area) => ({ ...area, role: 'admin' as const }))
    : who.tenantId === null || who.role === 'platform'
      ? []
      : (await db.select({ code: tenant.code, name: tenant.name }).from(tenant).where(eq(tenant.id, who.tenantId))).map((area) => ({ ...area, role: who.role as Exclude<typeof who.role, 'platform'> }));
  return {
    operator: { id: who.id, email: who.email, displayName: who.displayName, isPlatformAdmin },
    areas,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export async function logOutEverywhere(db: Db, actor: AuditActor): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endAllSessions(tx, actor.operatorId);
    await recordAudit(tx, actor, { action: 'session.logoutEverywhere', targetType: 'operator', targetId: actor.operatorId, before: { sessions: ended }, after: { sessions: 0 } });
    return ended;
  });
}

export async function changeOwnPassword(db: Db, actor: AuditActor, session: ResolvedSession, currentPassword: string, newPassword: string): Promise<void> {
  const [row] = await db.select().from(operator).where(eq(operator.id, session.operator.id));
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) throw badRequest('The current password is wrong', 'body.currentPassword');
  if (currentPassword === newPassword) throw badRequest('The new password is the same as the current one', 'body.newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(operator).set({ passwordHash }).where(eq(operator.id, row.id));
    const ended = await endAllSessions(tx, row.id, session.idHash);
    await recordAudit(tx, actor, { action: 'operator.password', targetType: 'operator', targetId: row.id, before: null, after: { otherSessionsEnded: ended } });
  });
}

export async function listAreaOperators(db: Db, tenantId: number): Promise<Operator[]> {
  const rows = await db.select().from(operator).where(eq(operator.tenantId, tenantId)).orderBy(asc(operator.id));
  return rows.map(presentOperator);
}

export async function addAreaOperator(db: Db, actor: AuditActor, tenantId: number, body: { email: string; displayName: string; role: Operator['role']; password: string }): Promise<Operator> {
  return db.transaction(async (tx) => {
    const row = await createOperatorAccount(tx, { ...body, tenantId });
    const created = presentOperator(row);
    await recordAudit(tx, actor, { action: 'operator.create', targetType: 'operator', targetId: row.id, before: null, after: created });
    return created;
  });
}

export interface OperatorChange {
  displayName?: string | undefined;
  role?: Operator['role'] | undefined;
  disabled?: boolean | undefined;
  password?: string | undefined;
}

export async function changeAreaOperator(db: Db, actor: AuditActor, tenantId: number, id: number, change: OperatorChange): Promise<Operator> {
  if (id === actor.operatorId && ((change.role && change.role !== 'admin') || change.disabled)) {
    throw badRequest('You cannot demote or disable your own account; ask another admin', change.disabled ? 'body.disabled' : 'body.role');
  }
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(operator).where(and(eq(operator.tenantId, tenantId), eq(operator.id, id))).for('update');
    if (!before) throw notFound(`No operator ${id} in this area`);
    const values: Partial<OperatorRow> = {};
    if (change.displayName !== undefined) values.displayName = change.displayName;
    if (change.role !== undefined) values.role = change.role;
    if (change.disabled !== undefined) values.disabled = change.disabled;
    if (passwordHash) values.passwordHash = passwordHash;
    const [after] = await tx.update(operator).set(values).where(and(eq(operator.tenantId, tenantId), eq(operator.id, id))).returning();
    if (!after) throw notFound(`No operator ${id} in this area`);
    // A disabled account or a reset password must not stay logged in anywhere.
    const sessionsEnded = change.disabled || passwordHash ? await endAllSessions(tx, id) : 0;
    await recordAudit(tx, actor, {
      action: 'operator.update',
      targetType: 'operator',
      targetId: id,
      before: presentOperator(before),
      after: { ...presentOperator(after), ...(passwordHash ? { passwordReset: true } : {}), ...(sessionsEnded ? { sessionsEnded } : {}) },
    });
    return presentOperator(after);
  });
}

export async function listAreaAudit(db: Db, tenantId: number, query: { page: number; size: number; action?: string | undefined }): Promise<{ items: AuditEntry[]; total: number; page: number; size: number }> {
  const where = and(eq(auditLog.tenantId, tenantId), query.action ? eq(auditLog.action, query.action) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      operatorEmail: row.operatorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}
