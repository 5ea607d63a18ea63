/** Console: which pages of the visitor app are switched on (docs/routes.md). */
import { z } from 'zod';
import { AreaParamsSchema, defineConsoleRoute } from '../shared/console.ts';
import { safeText } from '../shared/http.ts';

export const ConsoleRouteSwitchSchema = z.object({
  /** The app's full path, e.g. `/home/draw-map/navigation`. */
  path: z.string(),
  parentPath: z.string().nullable(),
  /** Closed: the page and every page under it show the dead-link page (docs/routes.md). */
  isOpen: z.boolean(),
});
export type ConsoleRouteSwitch = z.infer<typeof ConsoleRouteSwitchSchema>;

export const listRouteSwitches = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/route-switches',
  summary: "The visitor app's pages in the area, each open or closed",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ routes: z.array(ConsoleRouteSwitchSchema) }),
});

export const switchRoute = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/route-switches',
  summary: 'Open or close one page of the visitor app (closing one closes the pages under it); 404 for a path the area does not list',
  tag: 'console-site',
  access: 'admin',
  params: AreaParamsSchema,
  body: z.object({ path: safeText().min(1).max(200), isOpen: z.boolean() }).strict(),
  data: ConsoleRouteSwitchSchema,
});
