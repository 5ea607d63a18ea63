/** Per-tenant route permissions: which screens of the app the area has switched on. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';


export interface RoutePermission {
  /** The route's full path, as in the app's route table (`/home/draw-map`). */
  path: string;
  status: 0 | 1;
  children: RoutePermission[];
}

export const RoutePermissionSchema: z.ZodType<RoutePermission> = z.lazy(() =>
  z.object({
    path: z.string(),
    status: z.union([z.literal(0), z.literal(1)]),
    children: z.array(RoutePermissionSchema),
  }),
);

export const getH5Permission = defineRoute({
  method: 'GET',
  path: '/api/getH5Permission',
  summary: "The area's route tree with status flags",
  tag: 'platform',
  auth: 'optional',
  data: z.array(RoutePermissionSchema),
});
