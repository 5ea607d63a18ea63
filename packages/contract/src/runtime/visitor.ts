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
