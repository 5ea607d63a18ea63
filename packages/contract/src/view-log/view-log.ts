/** Page-view log: one row per visit of the app, updated while the visit goes on. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { safeText } from '../shared/http.ts';


export const ViewTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'hh:mm:ss, at most 23:59:59');

export const ViewLogSchema = z
  .object({
    /** Made by the phone when the visit starts; later sends of the same visit update the row. */
    id: z.uuid(),
    /** ISO time the visit started. */
    visitTime: z.iso.datetime({ offset: true }),
    /** Path the visitor entered the app on. */
    entryPage: safeText().min(1).max(2048),
    /** Path the visitor was on when this was sent. */
    lastPage: safeText().min(1).max(2048),
    /** Time spent so far, hh:mm:ss, capped at 23:59:59. */
    viewTime: ViewTimeSchema,
    /**
     * `navigator.sendBeacon` cannot set headers, so a beacon carries the tenant and token in the
     * body instead (never in the URL, where logs and proxies would keep the token).
     */
    tenant: safeText().max(64).optional(),
    token: safeText().max(4096).optional(),
  })
  .strict();
export type ViewLog = z.infer<typeof ViewLogSchema>;

export const postViewLog = defineRoute({
  method: 'POST',
  path: '/api/viewLog',
  summary: 'Record a page view (accepts JSON and the text/plain bodies of sendBeacon)',
  tag: 'platform',
  auth: 'optional',
  tenantHeader: false,
  body: ViewLogSchema,
  data: z.object({ id: z.string() }),
});
