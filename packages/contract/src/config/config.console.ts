/**
 * Console: the area's name and its about-us and business pages, and its look to the outside: the
 * logo, the map's background music and the WeChat share card.
 */
import { z } from 'zod';
import { ABOUT_HTML_MAX, AREA_TITLE_MAX, SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from './config.runtime.ts';
import { AreaParamsSchema, EmailSchema, defineConsoleRoute, operatorHtml, operatorText, requiredText } from '../shared/console.ts';
import { safeText } from '../shared/http.ts';


/** A phone number as visitors dial it: digits, spaces, dashes and a leading +, or '' for none. */
const PhoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?[0-9][0-9 -]*)?$/, 'digits, spaces and dashes');

/**
 * The area's name (every screen's title), the about-us (`/about-us`) and business cooperation
 * (`/business`) pages, and the contact lines the app shows, in the area's main language (translations: the translation feature).
 */
export const AreaPagesSchema = z.object({
  title: z.string(),
  /** Sanitized HTML, as visitors see it. */
  aboutUsHtml: z.string(),
  address: z.string(),
  openingHours: z.string(),
  servicePhone: z.string(),
  business: z.object({ intro: z.string(), contactName: z.string(), contactPhone: z.string(), email: z.string() }),
});
export type AreaPages = z.infer<typeof AreaPagesSchema>;

const AreaPagesFieldsSchema = z.object({
  title: requiredText(AREA_TITLE_MAX, 'a name'),
  aboutUsHtml: operatorHtml(ABOUT_HTML_MAX),
  address: operatorText(200),
  openingHours: operatorText(200),
  servicePhone: PhoneSchema,
  business: z
    .object({
      intro: operatorText(2000),
      contactName: operatorText(50),
      contactPhone: PhoneSchema,
      email: z.union([z.literal(''), EmailSchema]),
    })
    .strict(),
});

export type AreaPagesFields = z.output<typeof AreaPagesFieldsSchema>;

export const getAreaPages = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/pages',
  summary: "The area's name, about-us and business pages, in both languages",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaPagesSchema,
});

export const updateAreaPages = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/pages',
  summary: "Change any of the area's name, about-us and business pages (the business part as a whole, its English kept when left out); the HTML is sanitized",
  tag: 'console-site',
  access: 'editor',
  params: AreaParamsSchema,
  body: AreaPagesFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: AreaPagesSchema,
});

export const ShareCardSchema = z.object({
  /** The card's title; '' for the area's name. */
  title: z.string(),
  /** The line under it; '' for the area's name. */
  description: z.string(),
  /** The card's picture; null for the logo (or WeChat's default without one). */
  imageKey: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/** What the area looks like from outside: its logo, the map's background music, the WeChat share card. Signed URLs to show and play them. */
export const AreaSettingsSchema = z.object({
  logoKey: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Played on the map while no audio guide speaks; null for none. */
  musicKey: z.string().nullable(),
  musicUrl: z.string().nullable(),
  share: ShareCardSchema,
});
export type AreaSettings = z.infer<typeof AreaSettingsSchema>;

const AreaSettingsFieldsSchema = z.object({
  /** A key from the picture upload (`use=logo`), or null for none. */
  logoKey: safeText().max(300).nullable(),
  /** A key from the audio upload, or null for no music. */
  musicKey: safeText().max(300).nullable(),
  share: z
    .object({
      title: operatorText(SHARE_TITLE_MAX),
      description: operatorText(SHARE_DESCRIPTION_MAX),
      /** A key from the picture upload (`use=share`), or null for the logo. */
      imageKey: safeText().max(300).nullable(),
    })
    .strict(),
});
export type AreaSettingsFields = z.output<typeof AreaSettingsFieldsSchema>;

export const getAreaSettings = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/settings',
  summary: "The area's logo, background music and WeChat share card",
  tag: 'console-settings',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaSettingsSchema,
});

export const updateAreaSettings = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/settings',
  summary: "Change any of the area's logo, background music and share card (the card as a whole); a new key must be a file stored in the area (400 naming the field)",
  tag: 'console-settings',
  access: 'editor',
  params: AreaParamsSchema,
  body: AreaSettingsFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: AreaSettingsSchema,
});

