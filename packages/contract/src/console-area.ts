/** Console, platform administrator only: a new area from an area file, with its first admin. */
import { z } from 'zod';
import { ConsoleAreaSchema, CreateOperatorBodySchema, defineConsoleRoute } from './console.ts';


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
