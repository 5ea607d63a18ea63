/**
 * The guest's device id is the whole credential of a guest visitor, so it must be unguessable:
 * at least 128 bits of randomness by its length and alphabet (32 hex digits, or 22 of base64url).
 */
export const DEVICE_ID_MAX_LENGTH = 64;
export const DEVICE_ID_MIN_BITS = 128;
const DEVICE_ID_CHARSET = /^[A-Za-z0-9_-]+$/;

/** The bits of randomness a device id can carry: 4 per hex digit, 6 per base64url character. */
export function deviceIdBits(value: string): number {
  if (!DEVICE_ID_CHARSET.test(value)) return 0;
  return value.length * (/^[0-9a-fA-F]+$/.test(value) ? 4 : 6);
}

export function isDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= DEVICE_ID_MAX_LENGTH && deviceIdBits(value) >= DEVICE_ID_MIN_BITS;
}

/**
 * Guest proof: making guests in bulk costs work, logging in as one does not. While an address has
 * made many guest logins within the minute (a crowd behind park Wi-Fi, or a script), a guest login
 * carries `proof`: a nonce such that SHA-256 of `guestProofMessage` starts with GUEST_PROOF_BITS
 * zero bits (about 32,000 hashes: a fraction of a second on a phone, once per device; a farm pays
 * it for every guest it makes). The device id and area are in the message, so one proof is worth
 * one device in one area.
 */
export const GUEST_PROOF_BITS = 15;
export const GUEST_PROOF_MAX_LENGTH = 16;

export function guestProofMessage(tenantCode: string, deviceId: string, nonce: string): string {
  return `youlan-guest:${tenantCode}:${deviceId}:${nonce}`;
}

/** How many zero bits a hash starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Finds a proof by trying nonces in order, a batch at a time (WebCrypto hashes asynchronously:
 * one at a time would wait on each); `sha256` is the platform's (WebCrypto, node:crypto).
 */
export async function solveGuestProof(tenantCode: string, deviceId: string, sha256: (message: string) => Uint8Array | Promise<Uint8Array>): Promise<string> {
  const batch = 256;
  for (let first = 0; ; first += batch) {
    const nonces = Array.from({ length: batch }, (_, i) => (first + i).toString(36));
    const hashes = await Promise.all(nonces.map((nonce) => sha256(guestProofMessage(tenantCode, deviceId, nonce))));
    const found = hashes.findIndex((hash) => leadingZeroBits(hash) >= GUEST_PROOF_BITS);
    if (found >= 0) return nonces[found]!;
  }
}
