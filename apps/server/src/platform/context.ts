/**
 * What every feature gets: the database, configuration and the platform's adapters. What one
 * feature offers another (weather, WeChat, places, search sources) is not here: app.ts hands it
 * to the feature that needs it, typed by an interface that feature declares.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database, Db } from './db/database.ts';
import type { Env } from './env.ts';
import type { TokenService } from './auth.ts';
import type { TenantResolver } from './tenant.ts';
import type { MediaStorage } from './storage/storage.ts';
import type { DiskRoom } from './storage/disk-room.ts';
import type { RateLimits } from './rate-limit.ts';
import type { ContentEditions } from './content-edition.ts';
import type { StreamGate } from './stream-gate.ts';
import type { BackgroundWork } from './background.ts';

export interface AppContext {
  env: Env;
  db: Db;
  tenants: TenantResolver;
  tokens: TokenService;
  storage: MediaStorage;
  /** Room on the disk under DATA_DIR: 507 before anything new is stored when it is short. */
  disk: DiskRoom;
  log: FastifyBaseLogger;
  /** Each route's rate-limit budget (platform/rate-limit.ts). */
  rateLimits: RateLimits;
  /** LISTEN/NOTIFY of the database: every instance on one PostgreSQL hears every notification. */
  notifications: Pick<Database, 'listen'>;
  /** Bumped by the console after a change visitors see; cached public answers are keyed by it. */
  content: ContentEditions;
  /** Admits long-lived answers (event streams) within per-visitor, per-address and per-instance bounds. */
  streams: StreamGate;
  /** Sweeps, roll-ups, expiry and polls: on one instance at a time unless a task is the instance's own. */
  background: BackgroundWork;
  /** Runs a request's work under row-level security for the tenant (Database.inTenant). */
  inTenant<T>(tenantId: number, work: () => Promise<T>): Promise<T>;
}

/**
 * A feature as a Fastify plugin (`features/<f>/<f>.plugin.ts`): it registers its visitor and
 * console routes, its background work and its start-up. app.ts hands it the context and what other
 * features offer it, as options.
 */
export type FeaturePlugin<Options extends object = object, Ctx extends AppContext = AppContext> = FastifyPluginAsync<{ ctx: Ctx } & Options>;
