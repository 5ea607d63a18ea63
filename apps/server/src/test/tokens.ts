/** Tokens for the tests that must present an expired, forged, other-tenant or malformed token. */
import { SignJWT } from 'jose';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** `expiresAt: null` leaves `exp` out; `visitorId` may be any subject text (an overflowing id). */
export function signTestToken(claims: { tenantId: number; visitorId: number | string; expiresAt: Date | null }, secret = TEST_AUTH_SECRET): Promise<string> {
  const jwt = new SignJWT({ tid: claims.tenantId }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.visitorId));
  if (claims.expiresAt) {
    jwt.setIssuedAt(Math.floor(claims.expiresAt.getTime() / 1000) - 60).setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000));
  } else {
    jwt.setIssuedAt();
  }
  return jwt.sign(new TextEncoder().encode(secret));
}
