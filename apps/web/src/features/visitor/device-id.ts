/** The phone's guest identity: a random id kept in localStorage so a guest returns as the same visitor. */
import { isDeviceId } from '@youlan/contract/runtime';
import { randomBytes, toHex } from '../../platform/random.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../platform/storage.ts';

/** 16 random bytes as 32 hex digits: the 128 bits the contract requires (`isDeviceId`). */
export function newDeviceId(bytes: Uint8Array = randomBytes(16)): string {
  return toHex(bytes);
}

export function deviceId(): string {
  const stored = readLocal(STORAGE_KEYS.deviceId);
  if (isDeviceId(stored)) return stored;
  const created = newDeviceId();
  writeLocal(STORAGE_KEYS.deviceId, created);
  return created;
}
