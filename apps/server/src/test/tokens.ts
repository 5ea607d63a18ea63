/** Tokens for the tests that must present an expired, forged or other-tenant token. */
import { SignJWT } from 'jose';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function signTestToken(claims: { tenantId: number; visitorId: number; expiresAt: Date }, secret = TEST_AUTH_SECRET): Promise<string> {
  return new SignJWT({ tid: claims.tenantId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.visitorId))
    .setIssuedAt(Math.floor(claims.expiresAt.getTime() / 1000) - 60)
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}
