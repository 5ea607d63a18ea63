/** Console: the punches visitors made, with the plausibility flags the server set. */
import { z } from 'zod';
import { AreaParamsSchema, PageQuerySchema, defineConsoleRoute, pageOf } from './console.ts';
import { PunchFlagSchema } from './punch.ts';

export const ConsolePunchSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  placeName: z.string(),
  visitorId: z.number().int(),
  visitorName: z.string(),
  /** ISO time. */
  punchedAt: z.string(),
  distanceMeters: z.number(),
  accuracyMeters: z.number(),
  /** Why the punch looks implausible (a jump faster than walking, a fix repeated exactly); empty when it does not. */
  flags: z.array(PunchFlagSchema),
  photoKey: z.string().nullable(),
});
export type ConsolePunch = z.infer<typeof ConsolePunchSchema>;

export const listConsolePunches = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/punches',
  summary: 'Punch records, newest first; `flagged=true` keeps those with a plausibility flag',
  tag: 'console-punch',
  access: 'viewer',
  params: AreaParamsSchema,
  query: PageQuerySchema.extend({
    flagged: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
    placeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
  data: pageOf(ConsolePunchSchema),
});
