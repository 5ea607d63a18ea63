/**
 * What every feature gets: the database, configuration and the platform's adapters. What one
 * feature offers another (weather, WeChat, places, search sources) is not here: app.ts hands it
 * to the feature that needs it, typed by an interface that feature declares.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import type { TokenService } from './auth.ts';
import type { TenantResolver } from './tenant.ts';
import type { MediaStorage } from './storage/storage.ts';
import type { RateLimits } from './rate-limit.ts';

export interface AppContext {
  env: Env;
  db: Db;
  tenants: TenantResolver;
  tokens: TokenService;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** Each route's rate-limit budget (platform/rate-limit.ts). */
  rateLimits: RateLimits;
  /** Runs a request's work under row-level security for the tenant (Database.inTenant). */
  inTenant<T>(tenantId: number, work: () => Promise<T>): Promise<T>;
}
