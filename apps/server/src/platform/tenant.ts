/**
 * Tenant resolution: the tenant header names the scenic area; every query downstream is scoped by
 * the id found here. A short, bounded cache keeps the lookup off the hot path; unknown codes are
 * cached too (a burst of junk codes costs one query each, then nothing), within the same bound.
 * Host names are matched against every area's domains, read together and kept briefly: a Host
 * a client makes up costs no query and no entry.
 */
import { eq } from 'drizzle-orm';
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
  /** The language the area's texts are written in, and those it offers visitors (docs/languages.md). */
  mainLanguage: string;
  languages: string[];
}

export const TENANT_CACHE: CacheBounds = { max: 10_000, ttlMs: 30_000 };
/** How long the areas' domains are trusted (an area created elsewhere is found on its domain within this). */
export const AREA_DOMAINS_TTL_MS = 60_000;

/** Where tenants are found: the database in the app (`databaseTenantLookup`). */
export interface TenantLookup {
  byCode(code: string): Promise<Tenant | null>;
  /** Every area's code by each of its host names (`domains`): as many entries as the areas name. */
  areaDomains(): Promise<Map<string, string>>;
}

export function databaseTenantLookup(db: Db): TenantLookup {
  return {
    async byCode(code) {
      const [row] = await db.select({ id: tenant.id, code: tenant.code, name: tenant.name, domains: tenant.domains, mainLanguage: tenant.mainLanguage, languages: tenant.languages }).from(tenant).where(eq(tenant.code, code));
      return row ?? null;
    },
    async areaDomains() {
      const rows = await db.select({ code: tenant.code, domains: tenant.domains }).from(tenant).orderBy(tenant.id);
      const codes = new Map<string, string>();
      // The oldest area keeps a domain two areas name, as one query for that domain found it.
      for (const row of rows) for (const domain of row.domains) if (!codes.has(domain.toLowerCase())) codes.set(domain.toLowerCase(), row.code);
      return codes;
    },
  };
}

export class TenantResolver {
  /** Tenants by code, unknown codes included. */
  readonly cache: BoundedCache<string, Tenant | null>;
  /** The one entry of every area's domains: its size does not depend on the hosts clients send. */
  private readonly domains = new BoundedCache<'all', Map<string, string>>({ max: 1, ttlMs: AREA_DOMAINS_TTL_MS });
  private readonly lookup: TenantLookup;
  constructor(lookup: TenantLookup, bounds: CacheBounds = TENANT_CACHE) {
    this.lookup = lookup;
    this.cache = new BoundedCache(bounds);
  }

  /** The code of the area served on this host name (host names are case-insensitive), or null. */
  async codeForHost(host: string): Promise<string | null> {
    const domains = await this.domains.getOrLoad('all', () => this.lookup.areaDomains());
    return domains.get(host.toLowerCase()) ?? null;
  }

  find(code: string): Promise<Tenant | null> {
    return this.cache.getOrLoad(code, () => this.lookup.byCode(code));
  }

  /** Drops what the caches remember of an area (e.g. "unknown", from a call made before it was created). */
  forget(code: string, hosts: readonly string[] = []): void {
    this.cache.delete(code);
    if (hosts.length > 0) this.domains.delete('all');
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
