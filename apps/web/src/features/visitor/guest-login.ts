/**
 * The guest login. From a busy address (park Wi-Fi) the server asks for a proof of work once per
 * device (GUEST_PROOF_REQUIRED): the phone solves it with WebCrypto, a fraction of a second, and
 * logs in again with it.
 */
import type { LoginH5Result } from '@youlan/contract';
import { ErrorCode, endpoints, solveGuestProof } from '@youlan/contract/runtime';
import { ApiError, call } from '../../platform/http.ts';
import { tenantCode } from '../../platform/tenant.ts';
import { STORAGE_KEYS, writeLocal } from '../../platform/storage.ts';
import { deviceId } from './device-id.ts';

const encoder = new TextEncoder();
const sha256 = async (message: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(message)));

/** Logs this phone's guest in (made on the first login). */
export function loginAsGuest(): Promise<LoginH5Result> {
  return login(deviceId(), false);
}

/**
 * Logs in the guest of a recovery code (another phone's, or this one's before its data was
 * cleared): only an existing guest (404 RECOVERY_CODE_UNKNOWN otherwise). The code becomes this
 * phone's device id, so the guest stays this phone's from now on.
 */
export async function recoverGuest(code: string): Promise<LoginH5Result> {
  const result = await login(code, true);
  writeLocal(STORAGE_KEYS.deviceId, code);
  return result;
}

async function login(device: string, recover: boolean): Promise<LoginH5Result> {
  const body = { deviceId: device, ...(recover ? { recover: true as const } : {}) };
  try {
    return await call(endpoints.loginH5, { body });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === ErrorCode.GUEST_PROOF_REQUIRED)) throw error;
    const proof = await solveGuestProof(tenantCode(), device, sha256);
    return call(endpoints.loginH5, { body: { ...body, proof } });
  }
}
