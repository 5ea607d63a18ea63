/**
 * Operator accounts: creating one (the console, the first-admin CLI and area creation share
 * this), and the account as it goes on the wire: the password hash never leaves.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@youlan/contract';
import type { Operator } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { operator } from '../../platform/console/console.table.ts';
import { hashPassword } from './password.ts';
import type { OperatorRole } from '../../platform/console/session.ts';

export type OperatorRow = typeof operator.$inferSelect;

export interface NewOperator {
  email: string;
  displayName: string;
  role: OperatorRole;
  /** Null exactly for the platform administrator. */
  tenantId: number | null;
  password: string;
}

export const emailTaken = (email: string) => new AppError(409, ErrorCode.CONFLICT, `An operator account with e-mail ${email} exists already`, { field: 'body.email' });

export async function createOperatorAccount(db: Pick<Db, 'select' | 'insert'>, account: NewOperator): Promise<OperatorRow> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db.select({ id: operator.id }).from(operator).where(eq(operator.email, email));
  if (existing) throw emailTaken(email);
  const [row] = await db
    .insert(operator)
    .values({ email, displayName: account.displayName, role: account.role, tenantId: account.tenantId, passwordHash: await hashPassword(account.password) })
    // Two admins adding the same address at once: the unique index decides.
    .onConflictDoNothing({ target: operator.email })
    .returning();
  if (!row) throw emailTaken(email);
  return row;
}

export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    // Only area accounts are listed; the platform administrator acts as an admin.
    role: row.role === 'platform' ? 'admin' : row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
