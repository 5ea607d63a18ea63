/** What every feature gets: the database, configuration and the platform's adapters. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import type { TokenService } from './auth.ts';
import type { TenantResolver } from './tenant.ts';
import type { MediaStorage } from './storage/storage.ts';
import type { WeatherProvider } from '../features/weather/weather.provider.ts';
import type { WechatService } from '../features/wechat/wechat.service.ts';

export interface AppContext {
  env: Env;
  db: Db;
  tenants: TenantResolver;
  tokens: TokenService;
  storage: MediaStorage;
  weather: WeatherProvider;
  /** The WeChat official account; null when WECHAT_APP_ID is not set. */
  wechat: WechatService | null;
  log: FastifyBaseLogger;
}
