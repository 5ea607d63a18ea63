/**
 * Whether the database is down or too slow to answer. A leaf (no imports), so the error handler
 * can ask it without importing the adapter, which imports the tenant scope, which throws AppError.
 */

/** Network errors of node-postgres' socket. */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATEs that mean "not now" rather than "wrong": shutdown, too many connections, statement timeout, a stalled transaction ended by the server. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03', '25P04']);
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout|PGlite is closed/i;

/**
 * Whether an error (or what it wraps: Drizzle wraps the driver's error as `cause`) says the
 * database is down, overloaded or too slow: the request deserves a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
