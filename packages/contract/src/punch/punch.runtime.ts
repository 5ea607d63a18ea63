/** Punch-in limits and values both apps use (zod-free; ./punch.ts builds the schemas on them). */

/** A fix less precise than this (metres) cannot tell where the visitor is: refused. */
export const PUNCH_MAX_ACCURACY_M = 150;
/** A fix's own uncertainty is forgiven up to this many metres beyond the place's range. */
export const PUNCH_ACCURACY_ALLOWANCE_M = 30;
/** Attempts a visitor may make per minute before 429. */
export const PUNCH_ATTEMPTS_PER_MINUTE = 10;
/** Faster than this between two punches (m/s, about 36 km/h) is flagged for the operator. */
export const PUNCH_FLAG_SPEED_MPS = 10;
/** Header carrying the phone's idempotency key: the same punch retried records once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What can look implausible about a fix (for the operator); the punch still counts. */
export const PUNCH_FLAGS = ['too_fast', 'repeated_fix'] as const;
