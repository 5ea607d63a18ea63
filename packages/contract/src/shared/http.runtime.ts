/**
 * The wire conventions every call shares: headers, error codes, limits, path filling.
 * Zod-free, so the web app ships these very values (the schemas in ./http.ts build on them).
 */
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
  /** 429 on a guest login from a busy address: send it again with `proof` (`solveGuestProof`). */
  GUEST_PROOF_REQUIRED: 'GUEST_PROOF_REQUIRED',
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
  /** 507: the server is short of disk space; uploads are paused. */
  STORAGE_FULL: 'STORAGE_FULL',
  /** 409: the visitor keeps as many pictures as allowed (MATERIALS_MAX_PER_VISITOR); deleting some makes room. */
  MATERIALS_FULL: 'MATERIALS_FULL',
  /** 503: the database is unreachable or the server is overloaded; retry after `Retry-After` seconds. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** 401 on a console route: no operator session (a visitor token never counts). */
  OPERATOR_LOGIN_REQUIRED: 'OPERATOR_LOGIN_REQUIRED',
  /** 403: a console change without the session's CSRF token in `x-csrf-token`. */
  CSRF_REJECTED: 'CSRF_REJECTED',
  /** 409: the thing exists already (an operator e-mail, an area code). */
  CONFLICT: 'CONFLICT',
  /** 409: someone else is already helping with this help request (exactly one friend joins). */
  HELP_SHOOT_TAKEN: 'HELP_SHOOT_TAKEN',
  /** 410: the help request was ended by one of its visitors; it refuses every call. */
  HELP_SHOOT_ENDED: 'HELP_SHOOT_ENDED',
  /** 410: the help request ended by itself after a time without activity; it refuses every call. */
  HELP_SHOOT_EXPIRED: 'HELP_SHOOT_EXPIRED',
  /** 401 on the device ingest: no key, or not a live key of this area (x-device-key). */
  DEVICE_KEY_REJECTED: 'DEVICE_KEY_REJECTED',
  /** 404 on a guest login with `recover`: no guest of this area has that recovery code (device id). */
  RECOVERY_CODE_UNKNOWN: 'RECOVERY_CODE_UNKNOWN',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The largest value of PostgreSQL's `integer`: every id column is one; a larger id is an error there, not a miss. */
export const INT32_MAX = 2_147_483_647;

/**
 * Text PostgreSQL can store: no NUL (text columns refuse it) and no lone UTF-16 surrogate (jsonb
 * refuses it); a surrogate pair (an emoji) is fine. Without the `u` flag so it tests code units.
 */
export const SAFE_TEXT_PATTERN = /^(?:[^\0\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** Fills `:name` segments of a route path. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
