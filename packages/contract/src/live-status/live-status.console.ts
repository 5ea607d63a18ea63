/**
 * Console: editors set places' live status; admins choose when statuses fade and hide and issue,
 * rotate and revoke the device keys the ingest endpoint takes (a key's secret is shown once).
 */
import { z } from 'zod';
import { AreaIdParamsSchema, AreaParamsSchema, defineConsoleRoute, requiredText } from '../shared/console.ts';
import { CROWD_CAPACITY_MAX, DEVICE_KEY_NAME_MAX, LIVE_AFTER_MAX_MINUTES } from './live-status.runtime.ts';
import { LiveSourceSchema, LiveStatusFieldsSchema } from './live-status.ts';

export const ConsoleLiveStatusSchema = LiveStatusFieldsSchema.extend({
  placeId: z.number().int(),
  placeName: z.string(),
  /** ISO; null while the place has no status. */
  updatedAt: z.string().nullable(),
  source: LiveSourceSchema.nullable(),
  freshness: z.enum(['fresh', 'stale', 'hidden', 'none']),
});
export type ConsoleLiveStatus = z.infer<typeof ConsoleLiveStatusSchema>;

export const LiveStatusSettingsSchema = z
  .object({
    staleAfterMinutes: z.number().int().min(1).max(LIVE_AFTER_MAX_MINUTES),
    hideAfterMinutes: z.number().int().min(1).max(LIVE_AFTER_MAX_MINUTES),
  })
  .strict()
  .refine((settings) => settings.hideAfterMinutes > settings.staleAfterMinutes, { message: 'hide after more minutes than it fades', path: ['hideAfterMinutes'] });
export type LiveStatusSettings = z.infer<typeof LiveStatusSettingsSchema>;

export const getConsoleLiveStatus = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/live-status',
  summary: "Every place of the area with its live status (or none), and the area's fade and hide marks",
  tag: 'console-live-status',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ places: z.array(ConsoleLiveStatusSchema), settings: z.object({ staleAfterMinutes: z.number().int(), hideAfterMinutes: z.number().int() }) }),
});

export const setLiveStatus = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/live-status/:id',
  summary: "Set a place's live status as a whole (id: the place's); visitors see it within the snapshot's interval",
  tag: 'console-live-status',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: LiveStatusFieldsSchema.strict(),
  data: ConsoleLiveStatusSchema,
});

export const clearLiveStatus = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/live-status/:id',
  summary: "Remove a place's live status (visitors see none)",
  tag: 'console-live-status',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});

export const updateLiveStatusSettings = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/live-status-settings',
  summary: 'How many minutes after its update a status fades, and after how many it is hidden',
  tag: 'console-live-status',
  access: 'admin',
  params: AreaParamsSchema,
  body: LiveStatusSettingsSchema,
  data: z.object({ staleAfterMinutes: z.number().int(), hideAfterMinutes: z.number().int() }),
});

export const DeviceKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret's last characters, to tell keys apart; the secret itself is never shown again. */
  hint: z.string(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type DeviceKey = z.infer<typeof DeviceKeySchema>;

/** A key as issued or rotated: with its secret, this once. */
export const IssuedDeviceKeySchema = z.object({ key: DeviceKeySchema, secret: z.string() });

export const listDeviceKeys = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/device-keys',
  summary: "The area's device keys, revoked ones included (without their secrets)",
  tag: 'console-live-status',
  access: 'admin',
  params: AreaParamsSchema,
  data: z.object({ items: z.array(DeviceKeySchema) }),
});

export const createDeviceKey = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/device-keys',
  summary: 'Issue a device key; its secret is in this answer only (stored hashed)',
  tag: 'console-live-status',
  access: 'admin',
  params: AreaParamsSchema,
  body: z.object({ name: requiredText(DEVICE_KEY_NAME_MAX, 'a name') }).strict(),
  data: IssuedDeviceKeySchema,
});

export const rotateDeviceKey = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/device-keys/:id/rotate',
  summary: 'Give a key a new secret (the old one stops working at once); the new secret is in this answer only',
  tag: 'console-live-status',
  access: 'admin',
  params: AreaIdParamsSchema,
  data: IssuedDeviceKeySchema,
});

export const revokeDeviceKey = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/device-keys/:id/revoke',
  summary: 'Revoke a key for good: its device is refused from now on',
  tag: 'console-live-status',
  access: 'admin',
  params: AreaIdParamsSchema,
  data: DeviceKeySchema,
});

/** Warning levels in % of capacity (busy, crowded, full), strictly ascending. */
export const CrowdLevelsSchema = z
  .tuple([z.number().int().min(1).max(1000), z.number().int().min(1).max(1000), z.number().int().min(1).max(1000)])
  .refine(([busy, crowded, full]) => busy < crowded && crowded < full, 'levels ascending: busy < crowded < full');

export const CrowdSettingsSchema = z
  .object({
    /** People the place holds; null: no crowd level shown for it. */
    capacity: z.number().int().min(1).max(CROWD_CAPACITY_MAX).nullable(),
    levels: CrowdLevelsSchema,
  })
  .strict();
export type CrowdSettings = z.infer<typeof CrowdSettingsSchema>;

export const CrowdBoardPlaceSchema = z.object({
  placeId: z.number().int(),
  placeName: z.string(),
  capacity: z.number().int().nullable(),
  levels: z.array(z.number().int()),
  /** People now: the gate's count where fresh, else the app's estimate; null: fewer than 5 counted by the app. */
  count: z.number().int().nullable(),
  official: z.boolean(),
  /** Warning levels reached (0 … 3); null without a capacity or under 5. */
  step: z.number().int().nullable(),
  /** The last hour, a sample a minute, oldest first; null where nothing (or fewer than 5) was counted. */
  trend: z.array(z.number().int().nullable()),
});
export type CrowdBoardPlace = z.infer<typeof CrowdBoardPlaceSchema>;

export const CrowdAlarmSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  placeName: z.string(),
  /** The warning level crossed (1 busy, 2 crowded, 3 full). */
  step: z.number().int(),
  count: z.number().int(),
  capacity: z.number().int(),
  raisedAt: z.string(),
  ackedAt: z.string().nullable(),
  /** The operator who acknowledged it (their e-mail). */
  ackedBy: z.string().nullable(),
});
export type CrowdAlarm = z.infer<typeof CrowdAlarmSchema>;

export const getCrowdBoard = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/crowd-board',
  summary: "Every place's crowd level and last hour, and the alarms of the last hour (open ones first)",
  tag: 'console-live-status',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ places: z.array(CrowdBoardPlaceSchema), alarms: z.array(CrowdAlarmSchema), at: z.string() }),
});

export const setCrowdSettings = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/crowd/:id',
  summary: "A place's capacity and warning levels (id: the place's)",
  tag: 'console-live-status',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: CrowdSettingsSchema,
  data: CrowdSettingsSchema.extend({ placeId: z.number().int() }),
});

export const ackCrowdAlarm = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/crowd-alarms/:id/ack',
  summary: 'Acknowledge an alarm in your name (audited); acknowledging it again changes nothing',
  tag: 'console-live-status',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: CrowdAlarmSchema,
});
