/**
 * Lock-out after repeated failed log-ins, per account and per address, from the attempts table (so
 * every instance agrees). Attempts refused while locked are not recorded: waiting out the lock
 * works, and hammering a locked account does not extend it. An attempt is reserved (recorded as
 * failed) before the slow password check and marked succeeded after it, so concurrent guesses
 * cannot all pass the check before any of them is counted.
 */
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { operatorLoginAttempt } from '../../platform/console/console.table.ts';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/** Failed log-ins on one account (since its last success) within the window before it locks. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failed log-ins from one address within the window, whatever the accounts, before it locks. */
export const ADDRESS_MAX_FAILURES = 20;
/** Attempts are kept this long (far past the lock-out window, for the log), then pruned and swept. */
export const KEEP_ATTEMPTS_MS = 24 * 3600_000;

export interface Attempt {
  succeeded: boolean;
  createdAt: Date;
}

/**
 * When a lock ends, or null when there is none: `max` failures within the window (newest first,
 * counting back to the last success when `successResets`) lock until the newest + the window.
 */
export function lockedUntil(attempts: Attempt[], now: Date, max: number, successResets: boolean): Date | null {
  const since = now.getTime() - LOCKOUT_WINDOW_MS;
  let failures = 0;
  let newest: Date | null = null;
  for (const attempt of attempts) {
    if (attempt.createdAt.getTime() <= since) break;
    if (attempt.succeeded) {
      if (successResets) break;
      continue;
    }
    newest ??= attempt.createdAt;
    failures += 1;
  }
  if (failures < max || !newest) return null;
  const until = new Date(newest.getTime() + LOCKOUT_WINDOW_MS);
  return until > now ? until : null;
}

export type Lock = { until: Date; reason: 'account' | 'address' };

export async function findLock(db: Pick<Db, 'select'>, email: string, ip: string, now = new Date()): Promise<Lock | null> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const recent = (where: ReturnType<typeof eq>, limit: number) =>
    db
      .select({ succeeded: operatorLoginAttempt.succeeded, createdAt: operatorLoginAttempt.createdAt })
      .from(operatorLoginAttempt)
      .where(and(where, gt(operatorLoginAttempt.createdAt, windowStart)))
      .orderBy(desc(operatorLoginAttempt.createdAt))
      .limit(limit);
  const account = lockedUntil(await recent(eq(operatorLoginAttempt.email, email), 50), now, ACCOUNT_MAX_FAILURES, true);
  if (account) return { until: account, reason: 'account' };
  const address = lockedUntil(await recent(eq(operatorLoginAttempt.ip, ip), 200), now, ADDRESS_MAX_FAILURES, false);
  return address ? { until: address, reason: 'address' } : null;
}

/** Advisory lock classes (with the e-mail's or the address's hash) under which attempts are reserved. */
const LOGIN_EMAIL_LOCK = 724_320;
const LOGIN_ADDRESS_LOCK = 724_321;

/**
 * Checks the lock-out and, when there is none, records the attempt as failed, in one transaction
 * holding the e-mail's and then the address's advisory lock: concurrent attempts queue, and each
 * sees the ones before it, so at most the limit reach the password check. The caller marks the
 * attempt succeeded when the password was right.
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<{ lock: Lock } | { attemptId: number }> {
  const reserved = await db.transaction(async (tx) => {
    // Always e-mail then address, so two transactions never wait on each other's second lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_EMAIL_LOCK}, hashtext(${email}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ADDRESS_LOCK}, hashtext(${ip}))`);
    const lock = await findLock(tx, email, ip);
    if (lock) return { lock };
    const [row] = await tx.insert(operatorLoginAttempt).values({ email, ip, succeeded: false }).returning({ id: operatorLoginAttempt.id });
    return { attemptId: row!.id };
  });
  const stale = new Date(Date.now() - KEEP_ATTEMPTS_MS);
  await db
    .delete(operatorLoginAttempt)
    .where(and(lt(operatorLoginAttempt.createdAt, stale), or(eq(operatorLoginAttempt.email, email), eq(operatorLoginAttempt.ip, ip))));
  return reserved;
}

export async function markAttemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(operatorLoginAttempt).set({ succeeded: true }).where(eq(operatorLoginAttempt.id, attemptId));
}

/** Deletes every attempt older than KEEP_ATTEMPTS_MS (a log-in prunes only its own account's and address's). */
export async function sweepLoginAttempts(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - KEEP_ATTEMPTS_MS);
  return (await db.delete(operatorLoginAttempt).where(lt(operatorLoginAttempt.createdAt, stale)).returning({ id: operatorLoginAttempt.id })).length;
}
