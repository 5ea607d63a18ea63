/**
 * Visitor tokens: HS256 JWTs naming the visitor and the tenant they belong to. A missing,
 * expired, forged or other-tenant token on a route that needs a visitor is "login expired".
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { and, eq } from 'drizzle-orm';
import { INT32_MAX } from '@youlan/contract';
import type { Db } from './db/database.ts';
import { visitor } from './db/schema.ts';
import { loginExpired } from './errors.ts';
import { BoundedCache } from './cache.ts';
import type { Tenant } from './tenant.ts';

export interface AuthVisitor {
  id: number;
  kind: 'guest' | 'wechat';
}

interface Claims {
  sub: string;
  tid: unknown;
  expMs: number;
}

/** About the phones open at a peak (20,000) and then some; an entry is a few hundred bytes. */
const TOKENS_CHECKED_MAX = 30_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;
  private readonly db: Db;
  /** Tokens checked lately: bounded in entries (made-up tokens are entries too) and in time. */
  private readonly checked = new BoundedCache<string, Claims | 'expired' | 'invalid'>({ max: TOKENS_CHECKED_MAX, ttlMs: 10 * 60_000 });
  constructor(db: Db, secret: string, ttlSeconds: number) {
    this.db = db;
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
  }

  /**
   * A token's claims, or why not. The signature's check is an asynchronous WebCrypto job (about half
   * a millisecond of the CPU at a peak's 330 crowd reports a second, each keyed on its token), so a
   * token's answer is kept: a phone sends the same token for hours. Expiry is checked on every use.
   */
  private async claims(token: string): Promise<Claims | 'expired' | 'invalid'> {
    const checked = await this.checked.getOrLoad(token, async () => {
      try {
        // A token without `exp` would never expire: refuse it even if signed with our key.
        const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        return { sub: payload.sub as string, tid: payload['tid'], expMs: (payload.exp as number) * 1000 };
      } catch (error) {
        return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      }
    });
    if (typeof checked !== 'string' && checked.expMs <= Date.now()) return 'expired';
    return checked;
  }

  async issue(tenantId: number, visitorId: number): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ tid: tenantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(visitorId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * `tenant:visitor` of a token whose signature and expiry hold, without a database read (rate
   * limits key on it before the route runs); null for anything else.
   */
  async holder(token: string): Promise<string | null> {
    const claims = await this.claims(token);
    return typeof claims === 'string' ? null : `${String(claims.tid)}:${claims.sub}`;
  }

  /** The visitor a token names in this tenant; throws login-expired with the reason. */
  async verify(token: string, tenant: Tenant): Promise<AuthVisitor> {
    const claims = await this.claims(token);
    if (claims === 'expired') throw loginExpired('the token has expired');
    if (claims === 'invalid') throw loginExpired('the token is not valid');
    const { sub: subject, tid: tenantId } = claims;
    if (tenantId !== tenant.id) throw loginExpired('the token belongs to another scenic area');
    // The id column is 32-bit: a larger subject would be a database error, not a miss.
    const visitorId = /^[1-9]\d{0,9}$/.test(subject) ? Number(subject) : NaN;
    if (!(visitorId <= INT32_MAX)) throw loginExpired('the token is not valid');
    const [row] = await this.db
      .select({ id: visitor.id, kind: visitor.kind })
      .from(visitor)
      .where(and(eq(visitor.tenantId, tenant.id), eq(visitor.id, visitorId)));
    if (!row) throw loginExpired('the visitor no longer exists');
    return row;
  }
}

/** The token of an `Authorization: Bearer …` header (a bare token is accepted too). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = (match?.[1] ?? header).trim();
  return token || undefined;
}
