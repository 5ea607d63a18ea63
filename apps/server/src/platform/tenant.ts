/**
 * Tenant resolution: the tenant header names the scenic area; every query downstream is scoped by
 * the id found here. A short cache keeps the lookup off the hot path.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode, TENANT_HEADER } from '@youlan/contract';
import type { Db } from './db/database.ts';
import { tenant } from './db/schema.ts';
import { AppError } from './errors.ts';

export interface Tenant {
  id: number;
  code: string;
  name: string;
  domains: string[];
}

const CACHE_MS = 30_000;

export class TenantResolver {
  private readonly cache = new Map<string, { tenant: Tenant | null; until: number }>();
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async find(code: string): Promise<Tenant | null> {
    const hit = this.cache.get(code);
    if (hit && hit.until > Date.now()) return hit.tenant;
    const [row] = await this.db.select({ id: tenant.id, code: tenant.code, name: tenant.name, domains: tenant.domains }).from(tenant).where(eq(tenant.code, code));
    const found = row ?? null;
    this.cache.set(code, { tenant: found, until: Date.now() + CACHE_MS });
    return found;
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

  forget(code: string): void {
    this.cache.delete(code);
  }
}
