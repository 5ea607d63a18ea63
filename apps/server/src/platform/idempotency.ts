/**
 * The Idempotency-Key header (FIELD-NOTES, "Writes on a weak network"): the phone names a write
 * once and retries it under the same key; the feature stores the first result under it.
 */
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_HEADER } from '@youlan/contract';
import { AppError, badRequest } from './errors.ts';

/** The request's idempotency key, or undefined when it sent none; a malformed one is 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !/^[A-Za-z0-9_-]{8,128}$/.test(key)) throw badRequest('Invalid idempotency key: 8 to 128 letters, digits, - or _', `headers.${IDEMPOTENCY_HEADER}`);
  return key;
}

/** What a request asked, as a hash stored beside its result. */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** 422: the same key came with a different request (a new write needs a new key). */
export function idempotencyMismatch(what: string): AppError {
  return new AppError(422, ErrorCode.IDEMPOTENCY_MISMATCH, `This idempotency key was used for a different ${what}: make a new key for a new ${what}`, { field: `headers.${IDEMPOTENCY_HEADER}` });
}
