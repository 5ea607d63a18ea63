/**
 * The first operator, made through the running server (as Grafana and Jenkins do): while no
 * operator exists, a random one-time token is kept in the database (so every instance prints the
 * same link) and printed at start as a set-up link; the console's set-up page sends it with the
 * new account's e-mail and password. A command-line tool writing the database beside a running
 * server lost accounts on PGlite (two processes, one data directory).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { appSecret } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createOperatorAccount, presentOperator, type OperatorRow } from '../../entities/operator/accounts.ts';
import { recordAudit } from '../../platform/console/audit.ts';
import { operator } from '../../platform/console/console.table.ts';
// The same constant-time comparison as the CSRF token's.
import { csrfMatches } from '../../platform/console/session.ts';

const SETUP_SECRET = 'console_setup_token';
/** Serialises set-ups, so two links used at once cannot both make a first operator. */
const FIRST_OPERATOR_LOCK = 724_322;

async function hasOperator(db: Pick<Db, 'select'>): Promise<boolean> {
  return (await db.select({ id: operator.id }).from(operator).limit(1)).length > 0;
}

/** The set-up token while no operator exists (made on the first call, kept after); null, and any old token deleted, once one does. */
export async function pendingSetupToken(db: Db): Promise<string | null> {
  if (await hasOperator(db)) {
    await db.delete(appSecret).where(eq(appSecret.name, SETUP_SECRET));
    return null;
  }
  await db.insert(appSecret).values({ name: SETUP_SECRET, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, SETUP_SECRET));
  return row?.value ?? null;
}

export function setupUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin.replace(/\/$/, '')}/console/setup#${token}`;
}

/** Makes the platform administrator if `token` is the pending one and no operator exists; the token is spent with it, and the audit log says so. */
export async function setUpFirstOperator(db: Db, token: string, account: { email: string; displayName: string; password: string }, ip: string): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_OPERATOR_LOCK})`);
    if (await hasOperator(tx)) throw new AppError(409, ErrorCode.CONFLICT, 'The console has its first operator already: log in, or ask an administrator for an account');
    const [pending] = await tx.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, SETUP_SECRET));
    if (!pending || !csrfMatches(pending.value, token)) {
      throw new AppError(403, ErrorCode.FORBIDDEN, "This set-up link is not valid: use the link in the server's log from its last start", { field: 'body.token' });
    }
    const row = await createOperatorAccount(tx, { ...account, role: 'platform', tenantId: null });
    await tx.delete(appSecret).where(eq(appSecret.name, SETUP_SECRET));
    await recordAudit(tx, { operatorId: row.id, email: row.email, tenantId: null, ip }, { action: 'operator.setup', targetType: 'operator', targetId: row.id, before: null, after: presentOperator(row) });
    return row;
  });
}
