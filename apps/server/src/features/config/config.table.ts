/** The area's configuration row (the app's settings and the operator's weather), and its weather words. */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScenicConfig, WeatherDay } from '@youlan/contract';
import { tenant } from '../../platform/db/schema.ts';
import { translationsColumn } from '../../entities/translation/translation.ts';

/** Texts of the area kept in the main language; their translations are in the row's `translations` (subject `area`). */
type AreaText = 'title' | 'aboutUsHtml' | 'address' | 'openingHours';
export type StoredConfig = Omit<ScenicConfig, AreaText | 'business'> & Record<AreaText, string> & { business: { intro: string; contactName: string; contactPhone: string; email: string } };

/** A weather day as stored and as providers give it: the words in the main language (translations: `weather_word`). */
export type WeatherDaySource = Omit<WeatherDay, 'dayWeatherText' | 'nightWeatherText'>;

export const tenantConfig = pgTable('tenant_config', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenant.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<StoredConfig>().notNull(),
  /** Translations of the area's texts: title, aboutUsHtml, address, openingHours, businessIntro, businessContactName. */
  translations: translationsColumn(),
  /** Operator-set weather, today first. */
  weather: jsonb('weather').$type<WeatherDaySource[]>().notNull(),
  /** AMap city code (adcode) for the live weather provider. */
  weatherCityCode: text('weather_city_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every weather word the area has shown (晴, 多云转小雨, …) with its translations: a word comes back
 * day after day, so it is translated once, not per day. Kept when no day uses it any more.
 */
export const weatherWord = pgTable(
  'weather_word',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    translations: translationsColumn(),
  },
  (t) => [uniqueIndex('weather_word_tenant_word').on(t.tenantId, t.word)],
);
