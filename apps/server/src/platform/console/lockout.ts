/**
 * Lock-out after repeated failed log-ins, per account and per address, from the attempts table (so
 * every instance agrees). Attempts refused while locked are not recorded: waiting out the lock
 * works, and hammering a locked account does not extend it.
 */
import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { operatorLoginAttempt } from './console.table.ts';

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

export async function findLock(db: Db, email: string, ip: string, now = new Date()): Promise<Lock | null> {
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

export async function recordAttempt(db: Db, email: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insert(operatorLoginAttempt).values({ email, ip, succeeded });
  const stale = new Date(Date.now() - KEEP_ATTEMPTS_MS);
  await db
    .delete(operatorLoginAttempt)
    .where(and(lt(operatorLoginAttempt.createdAt, stale), or(eq(operatorLoginAttempt.email, email), eq(operatorLoginAttempt.ip, ip))));
}

/** Deletes every attempt older than KEEP_ATTEMPTS_MS (a log-in prunes only its own account's and address's). */
export async function sweepLoginAttempts(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - KEEP_ATTEMPTS_MS);
  return (await db.delete(operatorLoginAttempt).where(lt(operatorLoginAttempt.createdAt, stale)).returning({ id: operatorLoginAttempt.id })).length;
}
