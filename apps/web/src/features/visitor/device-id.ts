/** The phone's guest identity: a random id kept in localStorage so a guest returns as the same visitor. */
import { randomBytes } from '../../platform/random.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../platform/storage.ts';

/** The contract accepts 8–64 of letters, digits, - and _. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isDeviceId(value: string | null): value is string {
  return value !== null && DEVICE_ID_PATTERN.test(value);
}

export function newDeviceId(bytes: Uint8Array = randomBytes(16)): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  const stored = readLocal(STORAGE_KEYS.deviceId);
  if (isDeviceId(stored)) return stored;
  const created = newDeviceId();
  writeLocal(STORAGE_KEYS.deviceId, created);
  return created;
}
