/** The area's configuration row: the app's settings and the operator's weather. */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScenicConfig, WeatherDay } from '@youlan/contract';
import { tenant } from '../../platform/db/schema.ts';

export const tenantConfig = pgTable('tenant_config', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenant.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<ScenicConfig>().notNull(),
  /** Operator-set weather, today first. */
  weather: jsonb('weather').$type<WeatherDay[]>().notNull(),
  /** AMap city code (adcode) for the live weather provider. */
  weatherCityCode: text('weather_city_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
