/** Click: views of a place, notice or article, and plays of the automatic guide. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdSchema } from '../shared/http.ts';

/**
 * What `POST /api/{type}/click` counts: a view of a place, notice or article (the row's
 * `clickCount` goes up), or `autoGuide`, the automatic guide playing a place (the id is the
 * place's; kept as an event only, so the place's views stay views).
 */
export const ClickTypeSchema = z.enum(['place', 'notice', 'article', 'autoGuide']);
export type ClickType = z.infer<typeof ClickTypeSchema>;

export const recordClick = defineRoute({
  method: 'POST',
  path: '/api/:type/click',
  summary: 'Count a view of a place, notice or article, or an automatic-guide play of a place (`autoGuide`: clickCount is then the place’s plays)',
  tag: 'place',
  auth: 'optional',
  params: z.object({ type: ClickTypeSchema }),
  body: z.object({ id: IdSchema }).strict(),
  data: z.object({ id: z.number().int(), clickCount: z.number().int() }),
});
