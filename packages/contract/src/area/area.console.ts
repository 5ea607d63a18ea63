/** Console: a new area from an area file with its first admin (platform administrator only), and an area's export as an area file (its admins). */
import { z } from 'zod';
import { AreaParamsSchema, ConsoleAreaSchema, defineConsoleRoute } from '../shared/console.ts';
import { CreateOperatorBodySchema } from '../operator/operator.console.ts';


export const createArea = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas',
  summary: 'Create an area from an area file (the import:area format) and its first admin; 409 when the code or e-mail is taken',
  tag: 'console',
  access: 'platform',
  body: z
    .object({
      areaFile: z.record(z.string(), z.unknown()),
      admin: CreateOperatorBodySchema.omit({ role: true }),
    })
    .strict(),
  data: ConsoleAreaSchema.extend({ adminId: z.number().int() }),
});

export const exportAreaFile = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/export',
  summary: 'The whole area as an area file, the exact JSON `npm run import:area` reads (media files stay in the store: `media` is empty); the console saves `data` as the file',
  tag: 'console',
  access: 'admin',
  params: AreaParamsSchema,
  data: z.record(z.string(), z.unknown()),
});
