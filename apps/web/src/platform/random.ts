/** Random bytes from the platform's CSPRNG (ids must not be guessable by another visitor). */
export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Two lower-case hex digits a byte. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 32 hex digits: within the server's 8–128 letters and digits, unguessable by another visitor. */
export function newIdempotencyKey(bytes: Uint8Array = randomBytes(16)): string {
  return toHex(bytes);
}
