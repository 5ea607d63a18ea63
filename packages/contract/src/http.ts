/**
 * The wire conventions every call shares: headers, the response envelope, error codes and limits.
 * Both apps import these; nothing else defines them.
 */
import { z } from 'zod';

/** Names the scenic area (tenant) a call is for; its value is the tenant's code, e.g. `demo`. */
export const TENANT_HEADER = 'x-tenant-domain';
/** `true` or `false`: whether the phone can show WebP images (false on iOS below 14). */
export const WEBP_HEADER = 'x-webp-support';
/** Carries the visitor's token, as `Bearer <token>`. */
export const AUTH_HEADER = 'authorization';

/** Spec section 9: every call gives up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Machine-readable error codes. The web app acts on these, never on message text.
 * LOGIN_EXPIRED is the spec's "login expired or not logged in" message (section 8).
 */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  LOGIN_EXPIRED: 'LOGIN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  TENANT_UNKNOWN: 'TENANT_UNKNOWN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** A punch-in from farther than the place's range. */
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  /** A position fix too imprecise to decide with. */
  IMPRECISE_LOCATION: 'IMPRECISE_LOCATION',
  /** Done already (one punch per place per day). */
  ALREADY_DONE: 'ALREADY_DONE',
  /** An idempotency key reused for a different request. */
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  /** 409: the visitor already submitted this survey (one submission each). */
  ALREADY_ANSWERED: 'ALREADY_ANSWERED',
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

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

/** Id path parameter shared by every `/{id}` route. */
export const IdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
