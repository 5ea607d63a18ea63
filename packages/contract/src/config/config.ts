/** The scenic area's configuration, as the operator sets it. */
import { DATUMS } from '@youlan/geo';
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const ScenicConfigSchema = z.object({
  /** The document title of every screen. */
  title: LocalTextSchema,
  /** Storage key of the area's logo. */
  logoKey: z.string().nullable(),
  /** About-us page: sanitized HTML written by the operator. */
  aboutUsHtml: LocalTextSchema,
  address: LocalTextSchema,
  /** Opening hours as the operator words them. */
  openingHours: LocalTextSchema,
  /** Visitor service phone, digits and dashes. */
  servicePhone: z.string(),
  /** Business cooperation page (`/business`). */
  business: z.object({
    intro: LocalTextSchema,
    contactName: LocalTextSchema,
    contactPhone: z.string(),
    email: z.string(),
  }),
  /** Default share card of the area (WeChat share). */
  share: z.object({ title: z.string(), description: z.string(), imageKey: z.string().nullable() }),
  /** Storage key of the background music played on the map; null for none. */
  musicKey: z.string().nullable(),
  /** Datum of the area's coordinates: `gcj02` (Chinese maps, WeChat) or `wgs84` (GPS). */
  coordinateSystem: z.enum(DATUMS),
});
export type ScenicConfig = z.infer<typeof ScenicConfigSchema>;

export const getConfigH5 = defineRoute({
  method: 'GET',
  path: '/api/config/h5',
  summary: "The area's configuration (title, about us, business, share, music)",
  tag: 'platform',
  auth: 'optional',
  data: ScenicConfigSchema,
});

export const IpInfoSchema = z.object({
  /** The caller's address as the server sees it (behind a proxy: from X-Forwarded-For when trusted). */
  ip: z.string(),
  /** IPv4 or IPv6. */
  family: z.enum(['IPv4', 'IPv6']),
  /** Loopback, private or link-local: the visitor is on a local network. */
  isPrivate: z.boolean(),
});
export type IpInfo = z.infer<typeof IpInfoSchema>;

export const getIp = defineRoute({
  method: 'GET',
  path: '/api/getIp',
  summary: "The caller's IP address",
  tag: 'platform',
  auth: 'none',
  data: IpInfoSchema,
});
