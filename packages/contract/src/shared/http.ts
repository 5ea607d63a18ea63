/**
 * The response envelope and the shared parameter schemas. Headers, error codes and limits live
 * in runtime/http.ts (zod-free); this module builds the schemas from them.
 */
import { z } from 'zod';
import { ErrorCode, INT32_MAX, SAFE_TEXT_PATTERN } from './http.runtime.ts';

/** The envelope of every response: `status` mirrors the HTTP status, `message` is for people. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    data,
    message: z.string(),
  });
}

export const ErrorEnvelopeSchema = z.object({
  status: z.number().int(),
  data: z.null(),
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  /** For BAD_REQUEST: the request field that was wrong, as a dotted path (`query.size`). */
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = { status: number; data: T; message: string };

/** A row id in a JSON body: a positive 32-bit integer, as the `integer` columns hold. */
export const IdSchema = z.number().int().positive().max(INT32_MAX);
/** A row id in a path or query string (text, coerced). */
export const CoercedIdSchema = z.coerce.number().int().positive().max(INT32_MAX);

/** Any text a client sends: refuses NUL and lone surrogates with a 400 instead of a database error. */
export function safeText() {
  return z.string().regex(SAFE_TEXT_PATTERN, 'no NUL characters or broken Unicode (lone surrogates)');
}

/** Id path parameter shared by every `/{id}` route. */
export const IdParamsSchema = z.object({
  id: CoercedIdSchema,
});
