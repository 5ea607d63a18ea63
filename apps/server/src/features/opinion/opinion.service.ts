/** Opinions: stored with finished uploads only; a visitor sees their own, with replies. */
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode, IDEMPOTENCY_HEADER, type Opinion, type OpinionCategory } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { requestHashOf } from '../../platform/idempotency.ts';
import { requireReadyUpload } from '../../entities/media/upload.service.ts';
import { opinion } from '../../entities/opinion/opinion.table.ts';
import { presentOpinion } from './opinion.presenter.ts';

export interface NewOpinion {
  category: OpinionCategory;
  text: string;
  imageKeys: string[];
  contact?: string | undefined;
}

export async function createOpinion(db: Db, tenantId: number, visitorId: number, body: NewOpinion, idempotencyKey?: string): Promise<Opinion> {
  const requestHash = requestHashOf(body);
  const replay = () => (idempotencyKey ? findByIdempotencyKey(db, tenantId, visitorId, idempotencyKey, requestHash) : Promise.resolve(null));
  const first = await replay();
  if (first) return first;
  if (new Set(body.imageKeys).size !== body.imageKeys.length) throw badRequest('The same picture is attached twice', 'body.imageKeys');
  for (const [index, key] of body.imageKeys.entries()) await requireReadyUpload(db, tenantId, visitorId, key, `body.imageKeys.${index}`);
  const [row] = await db
    .insert(opinion)
    .values({ tenantId, visitorId, category: body.category, text: body.text, imageKeys: body.imageKeys, contact: body.contact || null, idempotencyKey: idempotencyKey ?? null, requestHash })
    .onConflictDoNothing()
    .returning();
  if (row) return presentOpinion(row);
  // Lost a race with a copy of the same request under the same key.
  const winner = await replay();
  if (!winner) throw new Error('opinion insert returned nothing');
  return winner;
}

async function findByIdempotencyKey(db: Db, tenantId: number, visitorId: number, key: string, requestHash: string): Promise<Opinion | null> {
  const [row] = await db
    .select()
    .from(opinion)
    .where(and(eq(opinion.tenantId, tenantId), eq(opinion.visitorId, visitorId), eq(opinion.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) {
    throw new AppError(422, ErrorCode.IDEMPOTENCY_MISMATCH, 'This idempotency key was used for a different opinion: make a new key for a new opinion', { field: `headers.${IDEMPOTENCY_HEADER}` });
  }
  return presentOpinion(row);
}

export async function listMyOpinions(db: Db, tenantId: number, visitorId: number): Promise<Opinion[]> {
  const rows = await db
    .select()
    .from(opinion)
    .where(and(eq(opinion.tenantId, tenantId), eq(opinion.visitorId, visitorId)))
    .orderBy(desc(opinion.createdAt), desc(opinion.id));
  return rows.map(presentOpinion);
}
