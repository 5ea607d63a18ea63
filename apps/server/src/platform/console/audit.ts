/** The audit log: every change an operator makes, with who, when, what and the before/after state. */
import type { Db } from '../db/database.ts';
import { auditLog } from './console.table.ts';

/** Who is acting, and in which area (null for platform-wide changes). */
export interface AuditActor {
  operatorId: number;
  email: string;
  tenantId: number | null;
  ip: string;
}

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** A database or the transaction the change itself runs in, so change and entry land together. */
type Writer = Pick<Db, 'insert'>;

export async function recordAudit(db: Writer, actor: AuditActor, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: actor.tenantId,
    operatorId: actor.operatorId,
    operatorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
    ip: actor.ip,
  });
}
