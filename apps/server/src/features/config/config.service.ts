/** The area's configuration row, and what other features may read of it (handed over by app.ts). */
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { IpInfo, ScenicConfig } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { textsOf, type Translations } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import { tenantConfig, weatherWord, type StoredConfig, type WeatherDaySource } from './config.table.ts';

export async function getScenicConfig(db: Db, tenant: Tenant, language: VisitorLanguage): Promise<ScenicConfig> {
  const [row] = await db.select({ config: tenantConfig.config, translations: tenantConfig.translations }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenant.id));
  if (!row) throw notFound(`Scenic area "${tenant.code}" has no configuration yet`);
  return presentConfig(row.config, row.translations, language);
}

/** The configuration in the visitor's language (the subject `area`: its business texts are `businessIntro`, `businessContactName`). */
export function presentConfig(config: StoredConfig, translations: Translations, language: VisitorLanguage): ScenicConfig {
  const text = textsOf(translations, language);
  return {
    ...config,
    title: text('title', config.title),
    aboutUsHtml: text('aboutUsHtml', config.aboutUsHtml),
    address: text('address', config.address),
    openingHours: text('openingHours', config.openingHours),
    business: { ...config.business, intro: text('businessIntro', config.business.intro), contactName: text('businessContactName', config.business.contactName) },
  };
}

/** The settings other features read: the operator's weather, the weather city, the map datum and the area's name. */
export function areaSettings(db: Db) {
  return {
    async operatorWeather(tenantId: number): Promise<WeatherDaySource[] | null> {
      const [row] = await db.select({ weather: tenantConfig.weather }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId));
      return row?.weather ?? null;
    },
    async cityCode(tenantId: number): Promise<string | null> {
      const [row] = await db.select({ city: tenantConfig.weatherCityCode }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId));
      return row?.city ?? null;
    },
    /** The datum the area's coordinates are in (gcj02 unless configured). */
    async coordinateSystem(tenantId: number): Promise<ScenicConfig['coordinateSystem']> {
      const [row] = await db.select({ config: tenantConfig.config }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId));
      return row?.config.coordinateSystem ?? 'gcj02';
    },
    /** The translations of the weather words the area has, by word. */
    async weatherWords(tenantId: number): Promise<Map<string, Translations>> {
      const rows = await db.select({ word: weatherWord.word, translations: weatherWord.translations }).from(weatherWord).where(eq(weatherWord.tenantId, tenantId));
      return new Map(rows.map((row) => [row.word, row.translations]));
    },
    /** The area's name in a language, else in its main one (the photo studio prints it on a frame); null without a configuration. */
    async title(tenantId: number, lang: string): Promise<string | null> {
      const [row] = await db.select({ config: tenantConfig.config, translations: tenantConfig.translations }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenantId));
      return row ? (row.translations[lang]?.['title']?.text ?? row.config.title) : null;
    },
  };
}

export function describeIp(raw: string): IpInfo {
  // IPv4 clients of a dual-stack socket show up as ::ffff:a.b.c.d.
  const ip = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(ip) === 6 ? 'IPv6' : 'IPv4';
  return { ip, family, isPrivate: isPrivateAddress(ip) };
}

function isPrivateAddress(ip: string): boolean {
  if (ip === '::1' || /^f[cd]/i.test(ip) || /^fe80:/i.test(ip)) return true;
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4) return false;
  const [a = 0, b = 0] = parts;
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}
