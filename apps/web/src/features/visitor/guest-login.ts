/**
 * The guest login. From a busy address (park Wi-Fi) the server asks for a proof of work once per
 * device (GUEST_PROOF_REQUIRED): the phone solves it with WebCrypto, a fraction of a second, and
 * logs in again with it.
 */
import type { LoginH5Result } from '@youlan/contract';
import { ErrorCode, endpoints, solveGuestProof } from '@youlan/contract/runtime';
import { ApiError, call } from '../../platform/http.ts';
import { tenantCode } from '../../platform/tenant.ts';
import { deviceId } from './device-id.ts';

const encoder = new TextEncoder();
const sha256 = async (message: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(message)));

export async function loginAsGuest(): Promise<LoginH5Result> {
  const device = deviceId();
  try {
    return await call(endpoints.loginH5, { body: { deviceId: device } });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === ErrorCode.GUEST_PROOF_REQUIRED)) throw error;
    const proof = await solveGuestProof(tenantCode(), device, sha256);
    return call(endpoints.loginH5, { body: { deviceId: device, proof } });
  }
}
