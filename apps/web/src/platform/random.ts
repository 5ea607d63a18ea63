/** Random bytes from the platform's CSPRNG (ids must not be guessable by another visitor). */
export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}
