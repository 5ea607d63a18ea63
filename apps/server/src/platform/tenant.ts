/**
 * Tenant resolution: the tenant header names the scenic area; every query downstream is scoped by
 * the id found here. A short, bounded cache keeps the lookup off the hot path; unknown codes are
 * cached too (a burst of junk codes costs one query each, then nothing), within the same bound.
 */
import { arrayContains, eq } from 'drizzle-orm';
import { ErrorCode, TENANT_HEADER } from '@youlan/contract';
import type { Db } from './db/database.ts';
import { tenant } from './db/schema.ts';
import { BoundedCache, type CacheBounds } from './cache.ts';
import { AppError } from './errors.ts';

export interface Tenant {
  id: number;
  code: string;
  name: string;
  domains: string[];
}

export const TENANT_CACHE: CacheBounds = { max: 10_000, ttlMs: 30_000 };
export const HOST_CACHE: CacheBounds = { max: 10_000, ttlMs: 60_000 };

/** Where tenants are found: the database in the app (`databaseTenantLookup`). */
export interface TenantLookup {
  byCode(code: string): Promise<Tenant | null>;
  /** The code of the area served on this host name (one of its `domains`), or null. */
  byHost(host: string): Promise<string | null>;
}

export function databaseTenantLookup(db: Db): TenantLookup {
  return {
    async byCode(code) {
      const [row] = await db.select({ id: tenant.id, code: tenant.code, name: tenant.name, domains: tenant.domains }).from(tenant).where(eq(tenant.code, code));
      return row ?? null;
    },
    async byHost(host) {
      const [row] = await db.select({ code: tenant.code }).from(tenant).where(arrayContains(tenant.domains, [host])).limit(1);
      return row?.code ?? null;
    },
  };
}

export class TenantResolver {
  /** Tenants by code, unknown codes included. */
  readonly cache: BoundedCache<string, Tenant | null>;
  /** Tenant codes by Host header, unknown hosts included. */
  readonly hostCache: BoundedCache<string, string | null>;
  private readonly lookup: TenantLookup;
  constructor(lookup: TenantLookup, bounds: { byCode: CacheBounds; byHost: CacheBounds } = { byCode: TENANT_CACHE, byHost: HOST_CACHE }) {
    this.lookup = lookup;
    this.cache = new BoundedCache(bounds.byCode);
    this.hostCache = new BoundedCache(bounds.byHost);
  }

  /** The code of the area served on this host name, or null. */
  codeForHost(host: string): Promise<string | null> {
    return this.hostCache.getOrLoad(host, () => this.lookup.byHost(host));
  }

  find(code: string): Promise<Tenant | null> {
    return this.cache.getOrLoad(code, () => this.lookup.byCode(code));
  }

  /** Drops what the caches remember of an area (e.g. "unknown", from a call made before it was created). */
  forget(code: string, hosts: readonly string[] = []): void {
    this.cache.delete(code);
    for (const host of hosts) this.hostCache.delete(host);
  }

  /** The tenant a request names, or a 4xx that says what is wrong with the header. */
  async require(code: string | undefined): Promise<Tenant> {
    if (!code) throw new AppError(400, ErrorCode.TENANT_UNKNOWN, `Missing ${TENANT_HEADER} header: say which scenic area this call is for`, { field: `headers.${TENANT_HEADER}` });
    if (code.length > 64 || !/^[A-Za-z0-9_-]+$/.test(code)) {
      throw new AppError(400, ErrorCode.TENANT_UNKNOWN, `Malformed ${TENANT_HEADER} header`, { field: `headers.${TENANT_HEADER}` });
    }
    const found = await this.find(code);
    if (!found) throw new AppError(404, ErrorCode.TENANT_UNKNOWN, `Unknown scenic area "${code}"`, { field: `headers.${TENANT_HEADER}` });
    return found;
  }
}
