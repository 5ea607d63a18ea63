/**
 * A guest's recovery code is the phone's device id: the one secret (128 random bits) that names the
 * guest. Shown in the user centre in groups to copy by hand; typed on another phone's login screen.
 */
import { isDeviceId } from '@youlan/contract/runtime';
import { readLocal, STORAGE_KEYS } from '../platform/storage.ts';

/** Groups of four, as a card number is printed: easier to read out and copy than 32 characters in a row. */
export function formatRecoveryCode(deviceId: string): string {
  return deviceId.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The device id a typed code stands for (spaces and line breaks of copying left out), or null when it cannot be one. */
export function parseRecoveryCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return isDeviceId(code) ? code : null;
}

/** This phone's guest's code, once it has one (the first guest login makes it). */
export function storedRecoveryCode(): string | null {
  const stored = readLocal(STORAGE_KEYS.deviceId);
  return isDeviceId(stored) ? stored : null;
}
